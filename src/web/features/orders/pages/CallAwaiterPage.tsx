import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useNow } from '../../../lib/kitchen/clock';
import { useKitchenSettings } from '../../../lib/kitchen/settings';
import { useRepeatingAlert, useSoundPermission } from '../../../lib/kitchen/sound';
import { CallCard } from '../components/CallCard';
import { ConnectionBanner } from '../components/ConnectionBanner';
import { StatusStrip } from '../components/StatusStrip';
import { useCounts, useRestaurantZone, useShownCalls, useUnacknowledged } from '../live';
import { KitchenControls } from './KitchenControls';
import { useRememberKitchenScreen } from '../../../lib/kitchen/start-screen';
import { useSession } from '../../../lib/session';
import { NotificationsToggle } from '../components/NotificationsToggle';

/** Phone widths (Mantine's `xs` breakpoint): the controls fold away so the first call shows in the first screen. */
const PHONE = '(max-width: 36em)';

/** /orders-callawaiter: live call-a-waiter requests, made for a waiter's phone. */
export function CallAwaiterPage({ restaurant, name }: { restaurant: string; name: string }) {
  const now = useNow(10_000);
  useRememberKitchenScreen('/orders-callawaiter', restaurant, name, useSession());
  const [settings, setSettings] = useKitchenSettings();
  const sound = useSoundPermission();
  const counts = useCounts(restaurant);
  const timeZone = useRestaurantZone(restaurant);
  const { calls, query } = useShownCalls(restaurant);
  const alerts = useUnacknowledged(restaurant, [], calls);
  useRepeatingAlert(alerts.ids.size > 0 && !settings.muted && sound.allowed);
  const phone = useMediaQuery(PHONE, window.matchMedia(PHONE).matches);
  const [filtersOpen, filters] = useDisclosure(false);
  const controlsShown = !phone || filtersOpen;
  return (
    // A tap anywhere acknowledges, and does what it was on (on click: the banner leaving moves what is under the finger).
    <Stack gap="md" onClick={() => alerts.ids.size && alerts.acknowledge()}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Title order={2}>Call A Waiter · {name}</Title>
        {phone && (
          <Button
            variant="default"
            size="sm"
            style={{ flex: 'none' }}
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
            aria-expanded={filtersOpen}
            onClick={filters.toggle}
          >
            Filters
          </Button>
        )}
      </Group>
      {controlsShown && (
        <Stack gap="md">
          <StatusStrip restaurant={restaurant} name={name} counts={counts} active="callawaiter" />
          <KitchenControls
            settings={settings}
            setSettings={setSettings}
            soundAllowed={sound.allowed}
            enableSound={sound.enable}
          />
          <NotificationsToggle />
        </Stack>
      )}
      <ConnectionBanner syncedAt={query.dataUpdatedAt || null} />
      {query.error && !query.data && <Alert color="red">{query.error.message}</Alert>}
      {query.isPending ? (
        <Loader aria-label="Loading requests" />
      ) : calls.length === 0 ? (
        <Text c="dimmed" fz="lg">
          No requests
        </Text>
      ) : (
        // Newest on top: on a phone the call that just came is the one in view.
        [...calls]
          .reverse()
          .map((c) => <CallCard key={c._id} call={c} now={now} fresh={alerts.ids.has(c._id)} timeZone={timeZone} />)
      )}
    </Stack>
  );
}
