/** The products of the chosen category (25 a page; every product at once for 'All'), with a name filter. */
import { Group, Paper, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { menuDelete, MENU_MESSAGES, type MenuCategory, type MenuItem } from '../../../contract/menu';
import { PagedTable, type Column } from '../../components/PagedTable';
import { DeleteAction, deleteRecord, EditAction, RowActions } from '../../components/RowActions';
import { Thumbnail } from '../../components/Thumbnail';
import { money } from '../../lib/format';
import { ALL, menuItemsQuery, settingsQuery, useMenuMutation } from './api';
import { MenuItemFormModal } from './MenuItemFormModal';

interface Props {
  restaurant: string;
  category: string;
  categories: MenuCategory[];
  posEnabled: boolean;
}

export function ProductsPanel({ restaurant, category, categories, posEnabled }: Props) {
  const [page, setPage] = useState(1);
  const all = category === ALL;
  const query = useQuery(menuItemsQuery(restaurant, category, all ? 1 : page, all ? 1000 : 25));
  const currency = useQuery(settingsQuery(restaurant)).data?.Currency ?? 'DKK';
  const [filter, setFilter] = useState('');
  const [needle] = useDebouncedValue(filter.trim().toLowerCase(), 150);
  const [editing, setEditing] = useState<MenuItem | null>(null);
  const remove = useMenuMutation(menuDelete, restaurant);
  const rows = useMemo(
    () => (needle ? query.data?.data.filter((i) => i.name.toLowerCase().includes(needle) || i.description.toLowerCase().includes(needle)) : query.data?.data),
    [query.data, needle],
  );

  const columns: Column<MenuItem>[] = [
    { key: 'image', header: 'Image', width: 72, render: (i) => <Thumbnail src={i.image} alt={i.name} /> },
    {
      key: 'name',
      header: 'Name',
      role: 'primary',
      render: (i) => (
        <div>
          <Text fw={500}>{i.name}</Text>
          {!i.isAvailable && (
            <Text size="xs" c="red">
              Not available
            </Text>
          )}
          {all && (
            <Text size="xs" c="dimmed">
              {i.categoryName}
            </Text>
          )}
        </div>
      ),
    },
    { key: 'description', header: 'Description', render: (i) => <Text size="sm" lineClamp={2} maw={420}>{i.description || '—'}</Text> },
    { key: 'price', header: 'Price', align: 'right', render: (i) => <Text style={{ whiteSpace: 'nowrap' }}>{money(i.price, currency)}</Text> },
    {
      key: 'actions',
      header: 'Action',
      role: 'actions',
      align: 'right',
      render: (i) => (
        <RowActions>
          <EditAction name={i.name} onClick={() => setEditing(i)} />
          <DeleteAction
            name={i.name}
            onClick={() =>
              deleteRecord({
                title: 'Delete menu',
                remove: () => remove.mutateAsync({ restaurant, id: i._id }),
                deleted: MENU_MESSAGES.menuDeleted,
                onDeleted: () => query.data?.data.length === 1 && page > 1 && setPage(page - 1),
              })
            }
          />
        </RowActions>
      ),
    },
  ];

  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" mb="sm">
        <Text fw={600}>
          {all ? 'All products' : (categories.find((c) => c._id === category)?.Category ?? 'Products')}
          {query.data && (
            <Text span c="dimmed" fw={400}>
              {' '}
              · {query.data.meta.total}
            </Text>
          )}
        </Text>
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
