import { Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useNow } from '../../../lib/kitchen/clock';
import { queueRecall } from '../actions';
import {
  bumpListeners,
  forgetBump,
  readBumps,
  recentBumps,
  RECALL_LIST_MINUTES,
  RECALL_LIST_SIZE,
  type Bump,
} from '../bumps';

/**
 * The screen's last bumps, newest first; a tap recalls one (a line crossed off, a station's bump, or a completion back
 * to preparation).
 */
export default function RecallDrawer({
  screen,
  opened,
  onClose,
}: {
  screen: string;
  opened: boolean;
  onClose: () => void;
}) {
  const now = useNow();
  const bumps = useBumps(screen, now);
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title="Recall" size="sm">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          The last {RECALL_LIST_SIZE} bumps of this screen in the last {RECALL_LIST_MINUTES} minutes.
        </Text>
        {bumps.length === 0 && <Text>Nothing to recall.</Text>}
        {bumps.map((b) => (
          <Group key={`${b.orderId}-${b.line?.index ?? ''}-${b.at}`} justify="space-between" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Text fz="xl" fw={800}>
                {b.refNo}
              </Text>
              <Text size="sm" c="dimmed">
                {b.line ? `${b.line.label} done` : b.station ? `${b.station.name} done` : 'Completed'}{' '}
                {Math.max(0, Math.floor((now - b.at) / 60_000))} min ago
              </Text>
            </div>
            <Button
              size="lg"
              leftSection={<IconArrowBackUp />}
              aria-label={`Recall ${b.line ? `${b.line.label} ` : ''}${b.refNo}`}
              style={{ flex: 'none' }}
              onClick={() => {
                forgetBump(screen, b);
                void queueRecall({ _id: b.orderId, refNo: b.refNo, restaurant: b.restaurant }, b.station, b.line);
              }}
            >
              Recall
            </Button>
          </Group>
        ))}
      </Stack>
    </Drawer>
  );
}

/** The screen's bumps that may be recalled, newest first. */
function useBumps(screen: string, now: number): Bump[] {
  const list = useSyncExternalStore(
    (l) => {
      bumpListeners.add(l);
      return () => bumpListeners.delete(l);
    },
    () => readBumps(screen),
  );
  return recentBumps(list, now).reverse();
}
