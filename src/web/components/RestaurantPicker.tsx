/** Choose one restaurant of the platform (admins), optionally with an "all" entry. */
import { Select } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { restaurantNamesQuery } from '../lib/queries/restaurants';

/** Every restaurant by name: the one shared list (lib/queries/restaurants), shown as choices. */
export const restaurantChoicesQuery = () =>
  queryOptions({ ...restaurantNamesQuery(), select: (rows) => rows.map((r) => ({ value: r._id, label: r.Name })) });

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

export function RestaurantPicker({
  value,
  onChange,
  allLabel,
  label = 'Restaurant',
  placeholder = 'Choose a restaurant',
  error,
  disabled,
  required,
}: RestaurantPickerProps) {
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
