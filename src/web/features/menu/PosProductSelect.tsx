/** 'Bind Online POS Product': the restaurant's Online POS DK products, or why there are none (shown only when Online POS is on). */
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { posProductsQuery } from './api';
import { formatAmount } from '../../lib/format';

export function PosProductSelect({
  restaurant,
  value,
  onChange,
  error,
}: {
  restaurant: string;
  value: string;
  onChange: (id: string) => void;
  error?: ReactNode;
}) {
  const products = useQuery(posProductsQuery(restaurant));
  const data = (products.data ?? []).map((p) => ({ value: p.id, label: `${p.name} (${formatAmount(p.price)})` }));
  if (value && !data.some((d) => d.value === value)) data.unshift({ value, label: `POS product ${value}` });
  return (
    <Select
      label="Bind Online POS Product"
      placeholder={products.isPending ? 'Loading POS products…' : 'Not bound'}
      data={data}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      searchable
      clearable
      error={error}
      description={products.error ? products.error.message : undefined}
    />
  );
}
