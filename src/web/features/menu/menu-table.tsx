/** What the menu page's tables share: the panel's title with its count, and the name and price cells of products and extras. */
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatAmount } from '../../lib/format';

/** 'Extras · 12': a panel's title and, once loaded, how many it holds. */
export function PanelTitle({ title, total }: { title: ReactNode; total: number | undefined }) {
  return (
    <Text fw={600}>
      {title}
      {total !== undefined && (
        <Text span c="dimmed" fw={400}>
          {' '}
          · {total}
        </Text>
      )}
    </Text>
  );
}

/** A product's or extra's name, marked when it is not available (sold out), with an optional second line. */
export function NameCell({ name, available, sub }: { name: string; available: boolean; sub?: ReactNode }) {
  return (
    <div>
      <Text fw={500}>{name}</Text>
      {!available && (
        <Text size="xs" c="red">
          Not available
        </Text>
      )}
      {sub && (
        <Text size="xs" c="dimmed">
          {sub}
        </Text>
      )}
    </div>
  );
}

export const PriceCell = ({ price, currency }: { price: number; currency: string }) => (
  <Text style={{ whiteSpace: 'nowrap' }}>{formatAmount(price, currency)}</Text>
);
