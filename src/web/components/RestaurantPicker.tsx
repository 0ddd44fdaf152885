/** Choose one restaurant of the platform (admins), optionally with an "all" entry. */
import { Select } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { restaurantFetchAll } from '../../contract/restaurant-admin';
import { callApi } from '../lib/api-client';

/** Every restaurant by name (GET /restaurant/fetchall). Under 'restaurants', so a change to the restaurants reloads it. */
export const restaurantChoicesQuery = () =>
  queryOptions({
    queryKey: ['restaurants', 'choices'] as const,
    queryFn: ({ signal }) => callApi(restaurantFetchAll, { signal }),
    select: (answer) => answer.data.map((r) => ({ value: r._id, label: r.Name })),
    staleTime: 60_000,
  });

interface RestaurantPickerProps {
  value: string | null;
  onChange: (restaurant: string | null) => void;
  /** Offer an entry for "no one restaurant" with this label (its value is null). */
  allLabel?: string;
  label?: string;
  placeholder?: string;
  error?: string;
  disabled?: boolean;
  required?: boolean;
}

const ALL = '__all__';

export function RestaurantPicker({ value, onChange, allLabel, label = 'Restaurant', placeholder = 'Choose a restaurant', error, disabled, required }: RestaurantPickerProps) {
  const choices = useQuery(restaurantChoicesQuery());
  const data = [...(allLabel ? [{ value: ALL, label: allLabel }] : []), ...(choices.data ?? [])];
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={data}
      value={value ?? (allLabel ? ALL : null)}
      onChange={(v) => onChange(!v || v === ALL ? null : v)}
      searchable
      allowDeselect={false}
      nothingFoundMessage="No results found"
      disabled={disabled || choices.isLoading}
      error={error ?? (choices.error ? choices.error.message : undefined)}
      required={required}
      w={{ base: '100%', xs: 260 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
