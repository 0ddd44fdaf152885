import { Alert, Button, Group, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { kickDrain, useQueuedActions } from '../../../lib/offline/queue';
import { time } from '../../../lib/format';
import { useLinkState } from '../realtime';

/** Says when the screen is offline or not live, since when its data is, and how many actions wait to sync. */
export function ConnectionBanner({ syncedAt }: { syncedAt: number | null }) {
  const link = useLinkState();
  const network = useNetwork();
  const waiting = useQueuedActions().length;
  const offline = !network.online || !link.connected;
  if (!offline && !waiting) return null;
  const synced = syncedAt ? ` Showing orders as last synced at ${time(new Date(syncedAt).toISOString())}.` : '';
  const queued = waiting ? ` ${waiting} action${waiting === 1 ? '' : 's'} waiting to sync.` : '';
  return (
    <Alert
      color={offline ? 'red' : 'yellow'}
      variant="filled"
      icon={offline ? <IconCloudOff /> : <IconRefresh />}
      role="status"
      aria-live="polite"
      data-testid="connection-banner"
    >
      <Group justify="space-between" wrap="wrap">
        <Text fw={600}>
          {offline
            ? network.online
              ? 'Not connected to the server — reconnecting.'
              : 'Offline — no network.'
            : 'Back online — syncing.'}
          {synced}
          {queued}
        </Text>
        {waiting > 0 && (
          <Button size="sm" variant="white" color="dark" onClick={() => void kickDrain()}>
            Sync now
          </Button>
        )}
      </Group>
    </Alert>
  );
}
