/** The menu page's left column: All, the categories (checkboxes for deletion, edit pencil, drag sorting that saves), Extras. */
import { ActionIcon, Badge, Button, Checkbox, Group, Loader, NavLink, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { categoryDelete, categoryUpdateOrder, MENU_MESSAGES, type MenuCategory } from '../../../contract/menu';
import { confirmAction } from '../../components/confirm';
import { SortableList } from '../../components/SortableList';
import { notifyError, notifySuccess } from '../../lib/notify';
import { ALL, useMenuMutation } from './api';
import { CategoryFormModal } from './CategoryFormModal';

interface Props {
  restaurant: string;
  query: UseQueryResult<MenuCategory[]>;
  selected: string;
  onSelect: (category: string) => void;
}

export function CategoryPanel({ restaurant, query, selected, onSelect }: Props) {
  const [checked, setChecked] = useState<string[]>([]);
  const [editing, setEditing] = useState<{ item?: MenuCategory } | null>(null);
  const [order, setOrder] = useState<string[] | null>(null);
  const remove = useMenuMutation(categoryDelete, restaurant);
  const sort = useMenuMutation(categoryUpdateOrder, restaurant);
  const list = query.data ?? [];
  const sorted = order ? order.map((id) => list.find((c) => c._id === id)).filter((c): c is MenuCategory => !!c) : list;

  const onReorder = async (ids: string[]) => {
    setOrder(ids);
    try {
      const answer = await sort.mutateAsync({ restaurant, categories: ids.map((_id, Order) => ({ _id, Order })) });
      notifySuccess(answer.Message);
    } catch (err) {
      notifyError(err instanceof Error ? err.message : String(err));
    } finally {
      setOrder(null);
    }
  };
  const onDelete = async () => {
    const names = list.filter((c) => checked.includes(c._id)).map((c) => c.Category);
    const ok = await confirmAction({ title: names.length > 1 ? 'Delete categories' : 'Delete category', message: `Are you sure you want to delete ${names.join(', ')}?`, confirmLabel: 'Delete', danger: true });
    if (!ok) return;
    try {
      notifySuccess((await remove.mutateAsync({ restaurant, ids: checked })).Message ?? MENU_MESSAGES.categoriesDeleted);
      if (checked.includes(selected)) onSelect(ALL);
      setChecked([]);
    } catch (err) {
      notifyError(err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Title order={4}>Categories</Title>
        {checked.length > 0 && (
          <Tooltip label="Delete selected categories">
            <ActionIcon color="red" variant="light" onClick={onDelete} loading={remove.isPending} aria-label={`Delete ${checked.length} selected categories`}>
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setEditing({})} fullWidth>
        Add Category
      </Button>
      <NavLink label="All" active={selected === ALL} onClick={() => onSelect(ALL)} variant="filled" style={{ borderRadius: 6 }} />
      {query.isPending ? (
        <Loader size="sm" aria-label="Loading categories" />
      ) : list.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="sm">
          No categories yet
        </Text>
      ) : (
        <SortableList
          items={sorted}
          idOf={(c) => c._id}
          nameOf={(c) => c.Category}
          onReorder={onReorder}
          disabled={sort.isPending}
          render={(c) => (
            <Group gap={6} wrap="nowrap">
              <Checkbox
                aria-label={`Select ${c.Category} for deletion`}
                checked={checked.includes(c._id)}
                onChange={(e) => setChecked((xs) => (e.currentTarget.checked ? [...xs, c._id] : xs.filter((x) => x !== c._id)))}
              />
              <NavLink
                label={c.Category}
                description={c.IsHidden ? 'Hidden' : undefined}
                active={selected === c._id}
                onClick={() => onSelect(c._id)}
                rightSection={<Badge size="sm" variant="light" color="gray">{c.count ?? 0}</Badge>}
                style={{ borderRadius: 6, flex: 1 }}
                variant="filled"
              />
              <Tooltip label="Edit">
                <ActionIcon variant="subtle" aria-label={`Edit ${c.Category}`} onClick={() => setEditing({ item: c })}>
                  <IconPencil size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          )}
        />
      )}
      <NavLink label="Extras" active={selected === 'extras'} onClick={() => onSelect('extras')} variant="filled" style={{ borderRadius: 6 }} mt="xs" />
      <CategoryFormModal key={editing?.item?._id ?? 'new'} opened={!!editing} onClose={() => setEditing(null)} restaurant={restaurant} item={editing?.item} />
    </Stack>
  );
}
