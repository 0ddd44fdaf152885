/**
 * 'Screens': each kitchen screen of the restaurant as its last heartbeat described it (station, last seen,
 * online/offline, app version, queued actions), and above them every station: in red when nobody can see it now (no
 * online screen shows it and its printer is not online), in orange when its own screens went offline ('Bar screen
 * offline since 12:41, tickets printing').
 */
import { Alert, Badge, Modal, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconDeviceDesktopOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { SCREEN_MESSAGES as M } from '../../../contract/screens/routes';
import type { ScreenItem, StationHealth } from '../../../contract/screens/schemas';
import type { RestaurantModalProps } from '../../components/ListModal';
import { screensQuery } from '../../lib/queries/restaurant-config';

const facts = (st: StationHealth) =>
  [
    st.screensOnline === 1 ? '1 screen online' : `${st.screensOnline} screens online`,
    st.printerOnline ? 'printer online' : 'printer not online',
  ].join(', ');
const stationOf = (s: ScreenItem) => (s.station === null ? M.wholeKitchen : s.stationName || `Unknown (${s.station})`);
const ago = (iso: string) => {
  const s = Math.max(0, Math.round((Date.now() - new Date(iso).getTime()) / 1000));
  if (s < 90) return `${s} s ago`;
  if (s < 5400) return `${Math.round(s / 60)} min ago`;
  return new Date(iso).toLocaleString();
};

export function ScreensModal({ opened, onClose, restaurant }: RestaurantModalProps) {
  const q = useQuery({ ...screensQuery(restaurant), enabled: opened });
  const stations = q.data?.stations ?? [];
  const screens = q.data?.screens ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title="Screens" size={960}>
      <Stack gap="md">
        {stations.length > 0 && (
          <Stack gap={6} aria-label="Stations">
            {stations.map((st) =>
              st.unseen ? (
                <Alert
                  key={st.id}
                  color="red"
                  variant="filled"
                  icon={<IconAlertTriangle />}
                  title={`${st.name}: ${M.unseen}`}
                >
                  {st.offline && `${st.offline}. `}No screen shows this station and its printer is not online: its new
                  orders reach nobody.
                </Alert>
              ) : st.offline ? (
                <Alert key={st.id} color="orange" variant="light" icon={<IconDeviceDesktopOff />} title={st.offline}>
                  {facts(st)}
                </Alert>
              ) : (
                <Text key={st.id} size="sm">
                  <b>{st.name}</b>: {facts(st)}
                </Text>
              ),
            )}
          </Stack>
        )}
        {q.isPending ? (
          <Text c="dimmed">Loading…</Text>
        ) : screens.length === 0 ? (
          <Text c="dimmed">{M.none}</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped aria-label="Kitchen screens">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Station</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Last seen</Table.Th>
                  <Table.Th>App version</Table.Th>
                  <Table.Th>Queued actions</Table.Th>
                  <Table.Th>Signed in</Table.Th>
                  <Table.Th>Screen</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {screens.map((s) => (
                  <Table.Tr key={s.screenId}>
                    <Table.Td>{stationOf(s)}</Table.Td>
                    <Table.Td>
                      <Badge color={s.online ? 'green' : 'red'} variant={s.online ? 'light' : 'filled'}>
                        {s.online ? 'Online' : 'Offline'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <span title={new Date(s.lastSeen).toLocaleString()}>{ago(s.lastSeen)}</span>
                    </Table.Td>
                    <Table.Td>{s.appVersion}</Table.Td>
                    <Table.Td>
                      <Text
                        span
                        c={s.queuedActions > 0 ? 'orange.8' : undefined}
                        fw={s.queuedActions > 0 ? 700 : undefined}
                      >
                        {s.queuedActions}
                      </Text>
                    </Table.Td>
                    <Table.Td>{s.user}</Table.Td>
                    <Table.Td>
                      <Text size="xs" ff="monospace" c="dimmed">
                        {s.screenId.slice(0, 8)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Modal>
  );
}
