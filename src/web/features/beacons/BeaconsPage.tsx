import { Button, Code, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BEACON_MESSAGES, type BeaconItem } from '../../../contract/beacons';
import { PageTitle } from '../../components/PageTitle';
import type { Column } from '../../components/PagedTable';
import { QueryPagedTable } from '../../components/QueryPagedTable';
import { DeleteAction, deleteRecord, EditAction, RowActions } from '../../components/RowActions';
import { BeaconFormModal } from './BeaconFormModal';
import { beaconsQuery, useDeleteBeacon } from './api';

interface BeaconsPageProps {
  page: number;
  onPage: (page: number) => void;
}

/** /beacons: the platform's beacons (name, UUID, radius), 10 a page. */
export function BeaconsPage({ page, onPage }: BeaconsPageProps) {
  const query = useQuery(beaconsQuery(page));
  const remove = useDeleteBeacon();
  const [editing, setEditing] = useState<{ beacon?: BeaconItem } | null>(null);

  const onDelete = (b: BeaconItem) =>
    deleteRecord({
      title: 'Delete beacon',
      remove: () => remove.mutateAsync(b._id),
      deleted: BEACON_MESSAGES.deleted,
      // The last row of a page is gone: show the page before it.
      onDeleted: () => query.data?.data.length === 1 && page > 1 && onPage(page - 1),
    });

  const columns: Column<BeaconItem>[] = [
    { key: 'name', header: 'Name', role: 'primary', render: (b) => <Text fw={500}>{b.name}</Text> },
    { key: 'uuid', header: 'UUID', render: (b) => <Code>{b.uuid}</Code> },
    { key: 'radius', header: 'Radius', render: (b) => `${b.radius} m` },
    {
      key: 'actions',
      header: 'Action',
      role: 'actions',
      align: 'right',
      render: (b) => (
        <RowActions>
          <EditAction name={b.name} onClick={() => setEditing({ beacon: b })} />
          <DeleteAction name={b.name} onClick={() => onDelete(b)} />
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <PageTitle title="Beacons" count={query.data?.meta.total}>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({})}>
          Add Beacon
        </Button>
      </PageTitle>
      <QueryPagedTable caption="Beacons" query={query} columns={columns} rowKey={(b) => b._id} onPage={onPage} empty={BEACON_MESSAGES.empty} />
      <BeaconFormModal beacon={editing?.beacon} opened={!!editing} onClose={() => setEditing(null)} />
    </>
  );
}
