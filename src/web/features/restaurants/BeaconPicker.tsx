import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Restaurant } from '../../../contract/restaurants/schemas';
import { beaconSearchQuery } from '../../lib/queries/beacons';

type Beacon = NonNullable<Restaurant['beacon']>;

const labelOf = (b: Beacon) => `${b.Name} · ${b.UUID.slice(0, 8)}… · ${b.Radius} m`;

/** Beacon search of the restaurant form (type-ahead over /beacon/search); clearing detaches the beacon. */
export function BeaconPicker({
  value,
  onChange,
  error,
}: {
  value: Beacon | null;
  onChange: (b: Beacon | null) => void;
  error?: ReactNode;
}) {
  const [search, setSearch] = useState('');
  const [key] = useDebouncedValue(search.trim(), 250);
  // While a beacon is chosen the box shows its label; searching starts once the text differs from it.
  const searching = value && search === labelOf(value) ? '' : key;
  // Only a typed key searches: the form's opening sends nothing (the search needs a key).
  const found = useQuery({ ...beaconSearchQuery(searching), enabled: searching.length > 0 });
  const options = new Map<string, Beacon>();
  if (value) options.set(value.UUID, value);
  for (const b of found.data ?? []) options.set(b.uuid, { Name: b.name, UUID: b.uuid, Radius: b.radius });

  return (
    <Select
      label="Beacon"
      placeholder="Search beacons by name or UUID"
      searchable
      clearable
      filter={({ options: all }) => all}
      searchValue={search}
      onSearchChange={setSearch}
      data={[...options.values()].map((b) => ({ value: b.UUID, label: labelOf(b) }))}
      value={value?.UUID ?? null}
      onChange={(uuid) => onChange(uuid ? (options.get(uuid) ?? null) : null)}
      nothingFoundMessage={found.isFetching ? 'Searching…' : 'No beacons'}
      error={error}
    />
  );
}
