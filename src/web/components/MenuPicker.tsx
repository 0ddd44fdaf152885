/**
 * The menu picker (the spec): choose categories first, then menu items of those categories. Reused by every
 * screen that names products (automated push, stamps …). `value` holds menu item ids.
 */
import { Loader, MultiSelect, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { ALL, categoriesQuery, menuItemsQuery } from '../lib/queries/menu';

interface MenuPickerProps {
  restaurantId: string;
  /** Chosen menu item ids. */
  value: string[];
  onChange: (ids: string[]) => void;
  label?: string;
  error?: ReactNode;
  disabled?: boolean;
}

export function MenuPicker({ restaurantId, value, onChange, label = 'Menu items', error, disabled }: MenuPickerProps) {
  const categories = useQuery({ ...categoriesQuery(restaurantId), enabled: !!restaurantId });
  const items = useQuery({ ...menuItemsQuery(restaurantId, ALL, 1, 1000), enabled: !!restaurantId });
  const all = useMemo(() => items.data?.data ?? [], [items.data]);
  // Categories start as those of the chosen items, so an edit form shows where its items come from.
  const [chosen, setChosen] = useState<string[] | null>(null);
  const shownCategories =
    chosen ?? [...new Set(all.filter((i) => value.includes(i._id)).map((i) => i.category ?? ''))].filter(Boolean);
  const options = all.filter((i) => shownCategories.includes(i.category ?? '') || value.includes(i._id));
  if (categories.isPending || items.isPending) return <Loader size="sm" aria-label="Loading the menu" />;
  return (
    <Stack gap="xs">
      <MultiSelect
        label="Categories"
        placeholder={shownCategories.length ? undefined : 'Choose categories first'}
        data={(categories.data ?? []).map((c) => ({ value: c._id, label: c.Category }))}
        value={shownCategories}
        onChange={(ids) => {
          setChosen(ids);
          // Items of categories no longer chosen are dropped.
          onChange(value.filter((id) => ids.includes(all.find((i) => i._id === id)?.category ?? '')));
        }}
        searchable
        disabled={disabled}
        nothingFoundMessage="No categories yet"
      />
      <MultiSelect
        label={label}
        placeholder={shownCategories.length ? 'Choose menu items' : undefined}
        data={(categories.data ?? [])
          .filter((c) => shownCategories.includes(c._id))
          .map((c) => ({
            group: c.Category,
            items: options.filter((i) => i.category === c._id).map((i) => ({ value: i._id, label: i.name })),
          }))
          .filter((g) => g.items.length > 0)}
        value={value}
        onChange={onChange}
        searchable
        error={error}
        disabled={disabled || shownCategories.length === 0}
        nothingFoundMessage="No menu yet"
      />
    </Stack>
  );
}
