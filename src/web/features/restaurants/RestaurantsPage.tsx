import { Button, CloseButton, Group, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { RESTAURANT_MESSAGES } from '../../../contract/restaurants/constants';
import type { RestaurantListItem } from '../../../contract/restaurants/schemas';
import { confirmAction } from '../../components/confirm';
import { PagedTable } from '../../components/PagedTable';
import { PageTitle } from '../../components/PageTitle';
import { notifyError, notifySuccess } from '../../lib/notify';
import { usePermission } from '../../lib/queries/staff-permissions';
import { isStaffProfile, useSession } from '../../lib/session';
import { restaurantsQuery, useAutomatedPush, useDeleteRestaurant, useToggleRouted } from './api';
import { BeaconHelpButton } from './BeaconHelpModal';
import { MigrateButton } from './MigrateModal';
import { restaurantColumns } from './restaurant-columns';
import { RestaurantFormModal } from './RestaurantFormModal';

interface RestaurantsPageProps {
  page: number;
  /** The search box's text ('' lists all). */
  searchKey: string;
  onSearch: (s: { page: number; key: string }) => void;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * /restaurant: admins list, search, add, edit and delete restaurants; restaurant staff see only their own
 * ('My Restaurant') and edit it (restaurant users when their admin allows settings).
 */
export function RestaurantsPage({ page, searchKey, onSearch }: RestaurantsPageProps) {
  const session = useSession();
  const admin = !!session && !isStaffProfile(session.profile);
  const mayEdit = usePermission('settings');
  const query = useQuery(restaurantsQuery(admin ? searchKey : '', admin ? page : 1));
  const remove = useDeleteRestaurant();
  const routed = useToggleRouted();
  const push = useAutomatedPush();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  const [typed, setTyped] = useState(searchKey);
  const search = useDebouncedCallback((key: string) => onSearch({ page: 1, key: key.trim() }), 350);

  async function onDelete(r: RestaurantListItem) {
    const message = `Are you sure you want to delete ${r.Name}? Its menu, orders and staff logins are deleted with it.`;
    if (!(await confirmAction({ title: 'Delete restaurant', message, confirmLabel: 'Delete', danger: true }))) return;
    try {
      notifySuccess((await remove.mutateAsync(r._id)).Message ?? RESTAURANT_MESSAGES.deleted);
      if (query.data && query.data.data.length === 1 && page > 1) onSearch({ page: page - 1, key: searchKey });
    } catch (err) {
      notifyError(errorText(err));
    }
  }
  const onFlag = (work: Promise<{ Message: string }>) =>
    work.then((a) => notifySuccess(a.Message)).catch((err) => notifyError(errorText(err)));

  const columns = restaurantColumns({
    admin,
    mayEdit,
    onEdit: (r) => setEditing({ id: r._id }),
    onDelete,
    onRouted: (r, on) => onFlag(routed.mutateAsync({ id: r._id, routed: on })),
    onAutomatedPush: (r, on) => onFlag(push.mutateAsync({ restaurant: r._id, enabled: on })),
  });

  return (
    <>
      <PageTitle title={admin ? 'Restaurants' : 'My Restaurant'} count={admin ? query.data?.meta.total : undefined}>
        {admin && (
          <Group gap="xs">
            <BeaconHelpButton />
            <MigrateButton />
            <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({})}>
              Add Restaurant
            </Button>
          </Group>
        )}
      </PageTitle>
      {admin && (
        <TextInput
          mb="md"
          maw={420}
          aria-label="Search restaurants"
          placeholder="Search by name or address"
          leftSection={<IconSearch size={16} />}
          value={typed}
          onChange={(e) => {
            setTyped(e.currentTarget.value);
            search(e.currentTarget.value);
          }}
          rightSection={
            typed ? (
              <CloseButton aria-label="Clear search" onClick={() => (setTyped(''), onSearch({ page: 1, key: '' }))} />
            ) : null
          }
        />
      )}
      <PagedTable
        caption="Restaurants"
        columns={columns}
        rows={query.data?.data}
        rowKey={(r) => r._id}
        meta={admin ? query.data?.meta : undefined}
        onPage={(p) => onSearch({ page: p, key: searchKey })}
        loading={query.isFetching}
        error={query.error}
        onRetry={() => query.refetch()}
        empty={searchKey ? 'No results found' : 'No restaurants yet'}
        onRowClick={(r) => navigate({ href: `/menu?id=${r._id}&name=${encodeURIComponent(r.Name)}` })}
      />
      <RestaurantFormModal restaurantId={editing?.id} opened={!!editing} onClose={() => setEditing(null)} />
    </>
  );
}
