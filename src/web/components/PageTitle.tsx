/** The title row of a list page: its name, a count badge ('Total: 48') and, on the right, its actions. */
import { Badge, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageTitleProps {
  title: ReactNode;
  /** Shown once known. */
  count?: number;
  countLabel?: string;
  children?: ReactNode;
}

export function PageTitle({ title, count, countLabel = 'Total', children }: PageTitleProps) {
  return (
    <Group justify="space-between" mb="md" gap="sm">
      <Group gap="sm">
        <Title order={2}>{title}</Title>
        {count !== undefined && (
          <Badge variant="outline" size="lg">
            {countLabel}: {count}
          </Badge>
        )}
      </Group>
      {children}
    </Group>
  );
}
