import { MultiSelect, Select } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { menuRoutes } from '../../../contract/menu/routes';
import { callApi } from '../../lib/api-client';

/** Every item of a restaurant's menu (GET /menu/web/fetch, category All, size 1000). */
const menuChoicesQuery = (restaurant: string) =>
  queryOptions({
    queryKey: ['menu', restaurant, 'choices'] as const,
    queryFn: ({ signal }) =>
      callApi(menuRoutes.fetch, { query: { restaurant, category: 'All', page: 1, size: 1000 }, signal }),
    select: (answer) =>
      answer.data.map((m) => ({ value: m._id, label: m.categoryName ? `${m.name} (${m.categoryName})` : m.name })),
    enabled: !!restaurant,
    staleTime: 60_000,
  });

interface Props {
  restaurant: string;
  label: string;
  error?: string;
}

/** Products of the stamp card: items of the chosen restaurant's menu. */
export function ProductsPicker({
  restaurant,
  label,
  value,
  onChange,
  error,
}: Props & { value: string[]; onChange: (ids: string[]) => void }) {
  const choices = useQuery(menuChoicesQuery(restaurant));
  return (
    <MultiSelect
      label={label}
      withAsterisk
      disabled={!restaurant}
      placeholder={restaurant ? (choices.isLoading ? 'Loading…' : 'Choose products') : 'Choose a restaurant first'}
      data={choices.data ?? []}
      value={value}
      onChange={onChange}
      searchable
      clearable
      nothingFoundMessage="No result found"
      error={error}
    />
  );
}

/** The reward: one item of the chosen restaurant's menu. */
export function RewardPicker({
  restaurant,
  label,
  value,
  onChange,
  error,
}: Props & { value: string; onChange: (id: string) => void }) {
  const choices = useQuery(menuChoicesQuery(restaurant));
  return (
    <Select
      label={label}
      withAsterisk
      disabled={!restaurant}
      placeholder={restaurant ? 'Choose the reward' : 'Choose a restaurant first'}
      data={choices.data ?? []}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      searchable
      nothingFoundMessage="No result found"
      error={error}
    />
  );
}
