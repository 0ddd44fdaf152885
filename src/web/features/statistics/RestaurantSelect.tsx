import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { restaurantsWithOrdersQuery } from '../../lib/queries/orders';

const ALL = 'all';

interface RestaurantSelectProps {
  /** undefined: all restaurants. */
  value: string | undefined;
  onChange: (restaurant: string | undefined) => void;
  error?: string;
  label?: string;
}

/** 'All restaurants' or one of them (GET /restaurant/fetchwithorders). */
export function RestaurantSelect({ value, onChange, error, label = 'Restaurant' }: RestaurantSelectProps) {
  const { data, isLoading } = useQuery(restaurantsWithOrdersQuery(''));
  const options = [
    { value: ALL, label: 'All restaurants' },
    ...(data?.data ?? []).map((r) => ({ value: r._id, label: r.Name })),
  ];
  return (
    <Select
      label={label}
      data={options}
      value={value ?? ALL}
      onChange={(v) => onChange(!v || v === ALL ? undefined : v)}
      allowDeselect={false}
      searchable={options.length > 8}
      nothingFoundMessage="No results found"
      disabled={isLoading}
      error={error}
      w={{ base: '100%', sm: 240 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
