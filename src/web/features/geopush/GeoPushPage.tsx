import { Button, Text } from '@mantine/core';
import { IconHistory, IconPlus, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { GEO_MESSAGES, type GeoPoint } from '../../../contract/geopush';
import { PageTitle } from '../../components/PageTitle';
import type { Column } from '../../components/PagedTable';
import { QueryPagedTable } from '../../components/QueryPagedTable';
import { DeleteAction, deleteRecord, EditAction, RowAction, RowActions } from '../../components/RowActions';
import { geoPointsResource } from './api';
import { GeoPointFormModal } from './GeoPointFormModal';
import { CreatePushModal, PushLogsModal } from './GeoPushModals';

/** /geopush: geo points (name, place, radius in miles); a push is created for a point, then sent. */
export function GeoPushPage({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const query = useQuery(geoPointsResource.listQuery({ page }));
  const remove = geoPointsResource.useRemove();
  const [editing, setEditing] = useState<{ point?: GeoPoint } | null>(null);
  const [pushing, setPushing] = useState<GeoPoint | null>(null);
  const [logs, setLogs] = useState<GeoPoint | null>(null);

  const onDelete = (p: GeoPoint) =>
    deleteRecord({
      title: 'Delete geo point',
      remove: () => remove.mutateAsync(p._id),
      deleted: GEO_MESSAGES.deleted,
      onDeleted: () => query.data?.data.length === 1 && page > 1 && onPage(page - 1),
    });

  const columns: Column<GeoPoint>[] = [
    {
      key: 'push',
      header: 'Push',
      render: (p) => (
        <Button size="compact-sm" variant="light" leftSection={<IconSend size={14} />} onClick={() => setPushing(p)} aria-label={`Push to ${p.name}`}>
          Push
        </Button>
      ),
    },
    { key: 'name', header: 'Name', role: 'primary', render: (p) => <Text fw={500}>{p.name}</Text> },
    { key: 'lng', header: 'Longitude', align: 'right', render: (p) => p.longitude.toFixed(6) },
    { key: 'lat', header: 'Latitude', align: 'right', render: (p) => p.latitude.toFixed(6) },
    { key: 'radius', header: 'Radius in miles', align: 'right', render: (p) => p.radius },
    {
      key: 'actions',
      header: 'Action',
      role: 'actions',
      align: 'right',
      render: (p) => (
        <RowActions>
          <RowAction label={`Push Logs of ${p.name}`} tooltip="Push Logs" color="grape" icon={<IconHistory size={18} />} onClick={() => setLogs(p)} />
          <EditAction name={p.name} onClick={() => setEditing({ point: p })} />
          <DeleteAction name={p.name} onClick={() => onDelete(p)} />
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <PageTitle title="Geopush" count={query.data?.meta.total}>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({})}>
          Add Geo Point
        </Button>
      </PageTitle>
      <QueryPagedTable caption="Geo points" query={query} columns={columns} rowKey={(p) => p._id} onPage={onPage} empty={GEO_MESSAGES.empty} />
      {editing && <GeoPointFormModal key={editing.point?._id ?? 'new'} point={editing.point} opened onClose={() => setEditing(null)} />}
      {pushing && <CreatePushModal point={pushing} onClose={() => setPushing(null)} />}
      {logs && <PushLogsModal point={logs} onClose={() => setLogs(null)} />}
    </>
  );
}
