/** The menu page's left column: All, the categories (checkboxes for deletion, edit pencil, drag sorting that saves), Extras. */
import { ActionIcon, Badge, Button, Checkbox, Group, NavLink, Stack, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { MENU_MESSAGES } from '../../../contract/menu/constants';
import { menuRoutes } from '../../../contract/menu/routes';
import type { MenuCategory } from '../../../contract/menu/schemas';
import { confirmAction } from '../../components/confirm';
import { ListState } from '../../components/ListState';
import { EditIcon } from '../../components/RowActions';
import { SortableList, useReorder, useSelection } from '../../components/SortableList';
import { notifyOutcome } from '../../lib/notify';
import { ALL, useMenuMutation } from './api';
import { CategoryFormModal } from './CategoryFormModal';

interface Props {
  /** Whether the user may change the menu: otherwise the categories are only chosen, never added, edited or sorted. */
  editable: boolean;
  restaurant: string;
  query: UseQueryResult<MenuCategory[]>;
  selected: string;
  onSelect: (category: string) => void;
}

export function CategoryPanel({ editable, restaurant, query, selected, onSelect }: Props) {
  const selection = useSelection();
  const [editing, setEditing] = useState<{ item?: MenuCategory } | null>(null);
  const remove = useMenuMutation(menuRoutes.deleteCategories, restaurant);
  const sort = useMenuMutation(menuRoutes.reorderCategories, restaurant);
  const list = query.data ?? [];
  const { shown, onReorder } = useReorder(
    list,
    (c) => c._id,
    (ids) =>
      notifyOutcome(() => sort.mutateAsync({ restaurant, categories: ids.map((_id, Order) => ({ _id, Order })) })),
  );

  const onDelete = async () => {
    const { checked } = selection;
    const names = list.filter((c) => checked.includes(c._id)).map((c) => c.Category);
    const ok = await confirmAction({
      title: names.length > 1 ? 'Delete categories' : 'Delete category',
      message: `Are you sure you want to delete ${names.join(', ')}?`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (
      !ok ||
      !(await notifyOutcome(() => remove.mutateAsync({ restaurant, ids: checked }), MENU_MESSAGES.categoriesDeleted))
    )
      return;
    if (checked.includes(selected)) onSelect(ALL);
    selection.clear();
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Title order={4}>Categories</Title>
        {selection.checked.length > 0 && (
          <Tooltip label="Delete selected categories">
            <ActionIcon
              color="red"
              variant="light"
              onClick={onDelete}
              loading={remove.isPending}
              aria-label={`Delete ${selection.checked.length} selected categories`}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      {editable && (
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setEditing({})} fullWidth>
          Add Category
        </Button>
      )}
      <NavLink
        label="All"
        active={selected === ALL}
        onClick={() => onSelect(ALL)}
        variant="filled"
        style={{ borderRadius: 6 }}
      />
      <ListState
        loading={query.isPending}
        loadingLabel="Loading categories"
        empty={list.length === 0}
        emptyText="No categories yet"
        compact
      >
        <SortableList
          items={shown}
          idOf={(c) => c._id}
          nameOf={(c) => c.Category}
          onReorder={onReorder}
          disabled={!editable || sort.isPending}
          render={(c) => (
            <Group gap={6} wrap="nowrap">
              {editable && (
                <Checkbox
                  aria-label={`Select ${c.Category} for deletion`}
                  checked={selection.has(c._id)}
                  onChange={(e) => selection.toggle(c._id, e.currentTarget.checked)}
                />
              )}
              <NavLink
                label={c.Category}
                description={c.IsHidden ? 'Hidden' : undefined}
                active={selected === c._id}
                onClick={() => onSelect(c._id)}
                rightSection={
                  <Badge size="sm" variant="light" color="gray">
                    {c.count ?? 0}
                  </Badge>
                }
                style={{ borderRadius: 6, flex: 1 }}
                variant="filled"
              />
              {editable && <EditIcon name={c.Category} onClick={() => setEditing({ item: c })} />}
            </Group>
          )}
        />
      </ListState>
      <NavLink
        label="Extras"
        active={selected === 'extras'}
        onClick={() => onSelect('extras')}
        variant="filled"
        style={{ borderRadius: 6 }}
        mt="xs"
      />
      <CategoryFormModal
        key={editing?.item?._id ?? 'new'}
        opened={!!editing}
        onClose={() => setEditing(null)}
        restaurant={restaurant}
        item={editing?.item}
      />
    </Stack>
  );
}
