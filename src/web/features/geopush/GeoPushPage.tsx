import { Button } from '@mantine/core';
import { IconHistory, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { GEO_MESSAGES } from '../../../contract/geopush/routes';
import type { GeoPoint } from '../../../contract/geopush/schemas';
import { nameColumn } from '../../components/cells';
import { CrudListPage } from '../../components/CrudListPage';
import type { Column } from '../../components/PagedTable';
import { RowAction } from '../../components/RowActions';
import type { ListPageProps } from '../../lib/list-search';
import { geoPointsResource } from './api';
import { GeoPointFormModal } from './GeoPointFormModal';
import { CreatePushModal, PushLogsModal } from './GeoPushModals';

const columns = (push: (p: GeoPoint) => void): Column<GeoPoint>[] => [
  {
    key: 'push',
    header: 'Push',
    render: (p) => (
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconSend size={14} />}
        onClick={() => push(p)}
        aria-label={`Push to ${p.name}`}
      >
        Push
      </Button>
    ),
  },
  nameColumn((p) => p.name),
  { key: 'lng', header: 'Longitude', align: 'right', render: (p) => p.longitude.toFixed(6) },
  { key: 'lat', header: 'Latitude', align: 'right', render: (p) => p.latitude.toFixed(6) },
  { key: 'radius', header: 'Radius in miles', align: 'right', render: (p) => p.radius },
];

/** /geopush: geo points (name, place, radius in miles); a push is created for a point, then sent. */
export function GeoPushPage(props: ListPageProps) {
  const [pushing, setPushing] = useState<GeoPoint | null>(null);
  const [logs, setLogs] = useState<GeoPoint | null>(null);
  const logsAction = (p: GeoPoint) => (
    <RowAction
      label={`Push Logs of ${p.name}`}
      tooltip="Push Logs"
      color="grape"
      icon={<IconHistory size={18} />}
      onClick={() => setLogs(p)}
    />
  );
  const formModal = ({ item, onClose }: { item?: GeoPoint; onClose: () => void }) => (
    <GeoPointFormModal key={item?._id ?? 'new'} point={item} opened onClose={onClose} />
  );
  return (
    <>
      <CrudListPage
        {...props}
        resource={geoPointsResource}
        title="Geopush"
        caption="Geo points"
        noun="Geo Point"
        messages={GEO_MESSAGES}
        columns={columns(setPushing)}
        rowName={(p) => p.name}
        rowActions={logsAction}
        formModal={formModal}
      />
      {pushing && <CreatePushModal point={pushing} onClose={() => setPushing(null)} />}
      {logs && <PushLogsModal point={logs} onClose={() => setLogs(null)} />}
    </>
  );
}
