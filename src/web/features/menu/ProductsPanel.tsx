/** The products of the chosen category (25 a page; every product at once for 'All'), with a name filter. */
import { Group, Paper, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { MENU_MESSAGES } from '../../../contract/menu/constants';
import { menuRoutes } from '../../../contract/menu/routes';
import type { MenuCategory, MenuItem } from '../../../contract/menu/schemas';
import { PagedTable, type Column } from '../../components/PagedTable';
import { actionsColumn, deleteRecord, stepBack } from '../../components/RowActions';
import { Thumbnail } from '../../components/Thumbnail';
import { ALL, menuItemsQuery, settingsQuery, useMenuMutation } from './api';
import { MenuItemFormModal } from './MenuItemFormModal';
import { NameCell, PanelTitle, PriceCell } from './menu-table';

interface Props {
  /** Whether the user may change the menu: otherwise no edit or delete. */
  editable: boolean;
  restaurant: string;
  category: string;
  categories: MenuCategory[];
  posEnabled: boolean;
}

export function ProductsPanel({ editable, restaurant, category, categories, posEnabled }: Props) {
  const [page, setPage] = useState(1);
  const all = category === ALL;
  const query = useQuery(menuItemsQuery(restaurant, category, all ? 1 : page, all ? 1000 : 25));
  const currency = useQuery(settingsQuery(restaurant)).data?.Currency ?? 'DKK';
  const [filter, setFilter] = useState('');
  const [needle] = useDebouncedValue(filter.trim().toLowerCase(), 150);
  const [editing, setEditing] = useState<MenuItem | null>(null);
  const remove = useMenuMutation(menuRoutes.delete, restaurant);
  const rows = useMemo(
    () =>
      needle
        ? query.data?.data.filter(
            (i) => i.name.toLowerCase().includes(needle) || i.description.toLowerCase().includes(needle),
          )
        : query.data?.data,
    [query.data, needle],
  );

  const onDelete = (i: MenuItem) =>
    deleteRecord({
      title: 'Delete menu',
      remove: () => remove.mutateAsync({ restaurant, id: i._id }),
      deleted: MENU_MESSAGES.menuDeleted,
      onDeleted: stepBack(query.data?.data, page, setPage),
    });
  const columns: Column<MenuItem>[] = [
    { key: 'image', header: 'Image', width: 72, render: (i) => <Thumbnail src={i.image} alt={i.name} /> },
    {
      key: 'name',
      header: 'Name',
      role: 'primary',
      render: (i) => <NameCell name={i.name} available={i.isAvailable} sub={all && i.categoryName} />,
    },
    {
      key: 'description',
      header: 'Description',
      render: (i) => (
        <Text size="sm" lineClamp={2} maw={420}>
          {i.description || '—'}
        </Text>
      ),
    },
    { key: 'price', header: 'Price', align: 'right', render: (i) => <PriceCell price={i.price} currency={currency} /> },
    ...(editable ? [actionsColumn({ name: (i: MenuItem) => i.name, onEdit: setEditing, onDelete })] : []),
  ];

  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" mb="sm">
        <PanelTitle
          title={all ? 'All products' : (categories.find((c) => c._id === category)?.Category ?? 'Products')}
          total={query.data?.meta.total}
        />
        <TextInput
          size="xs"
          placeholder="Filter by name"
          aria-label="Filter products by name"
          leftSection={<IconSearch size={14} />}
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
          w={220}
        />
      </Group>
      <PagedTable
        caption="Products"
        columns={columns}
        rows={rows}
        rowKey={(i) => i._id}
        meta={all || needle ? undefined : query.data?.meta}
        onPage={setPage}
        loading={query.isFetching}
        error={query.error}
        onRetry={() => query.refetch()}
        empty={needle ? 'No result found' : 'No menu yet'}
      />
      <MenuItemFormModal
        key={editing?._id ?? 'none'}
        opened={!!editing}
        onClose={() => setEditing(null)}
        restaurant={restaurant}
        categories={categories}
        item={editing ?? undefined}
        defaultCategory={category}
        posEnabled={posEnabled}
      />
    </Paper>
  );
}
