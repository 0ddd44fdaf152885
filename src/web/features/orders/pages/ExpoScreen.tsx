/**
 * The expeditor's screen (`/orders-dashboard?…&view=expo`): every order in preparation, oldest first, with what each
 * kitchen station has finished; an order whose stations are all done moves to "Ready" (chiming once), and the
 * expeditor's bump completes it. Loaded only when asked for, so the kitchen's own screen stays light.
 */
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCloudUpload } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { Order, OrderLine } from '../../../../contract/orders/schemas';
import { useKitchenSettings, useKitchenTheme, type KitchenSettings } from '../../../lib/kitchen/settings';
import { chime, useSoundPermission } from '../../../lib/kitchen/sound';
import { useWakeLock } from '../../../lib/kitchen/wake-lock';
import { time } from '../../../lib/format';
import { queueOrderAction } from '../actions';
import { recordBump } from '../bumps';
import { OrderAge } from '../components/CardClock';
import { ConnectionBanner } from '../components/ConnectionBanner';
import { CancelledNote, isCancelled, LineQty, STRUCK } from '../../../components/CancelledLine';
import { CardRefNo, KitchenCard } from '../components/KitchenCard';
import { OrderColumn, OrderColumns, OrdersLoadError } from '../components/OrderColumns';
import { RecallButton } from '../components/RecallButton';
import { StatusStrip } from '../components/StatusStrip';
import { KeysHelpWindow, useKitchenKeys } from '../kitchen-keys';
import { useCounts, useRestaurantZone, useShownOrders } from '../live';
import { useStation } from '../stations';
import type { ShownOrder } from '../view';
import { KitchenControls } from './KitchenControls';

const STATUSES: ['confirmed'] = ['confirmed'];

/** Every station of the order done (an order with no station progress is not known to be ready). */
const isReady = (o: Order) => !!o.stations?.length && o.stations.every((s) => s.doneAt);

export default function ExpoScreen({ restaurant, name }: { restaurant: string; name: string }) {
  const [settings, setSettings] = useKitchenSettings();
  useKitchenTheme(settings.theme);
  useWakeLock(true);
  const timeZone = useRestaurantZone(restaurant);
  const sound = useSoundPermission();
  const counts = useCounts(restaurant);
  const { shown, loading, error, syncedAt, refetch } = useShownOrders(restaurant, STATUSES);
  const { stations } = useStation(restaurant, undefined);
  const navigate = useNavigate();
  const screen = `${restaurant}:expo`;

  const ready = shown.confirmed.filter(isReady);
  const cooking = shown.confirmed.filter((o) => !isReady(o));
  useChimeOnReady(ready, !settings.muted && sound.allowed);

  async function bump(o: ShownOrder) {
    recordBump(screen, { orderId: o._id, refNo: o.refNo, restaurant });
    await queueOrderAction('complete', o);
  }

  // Bump bar: Ready first (what the expeditor sends next), then in preparation; Enter completes the selected order.
  const cards = [...ready, ...cooking].filter((o) => !o.waiting);
  const keys = useKitchenKeys({ cards, onMain: (o) => void bump(o) });

  const column = (title: string, list: ShownOrder[], empty: string) => (
    <OrderColumn title={title} count={list.length} empty={empty}>
      {list.map((o) => (
        <ExpoCard
          key={o._id}
          order={o}
          timeZone={timeZone}
          settings={settings}
          ready={isReady(o)}
          keyNumber={keys.keyNumberOf(o._id)}
          selected={keys.selected === o._id}
          onBump={() => void bump(o)}
        />
      ))}
    </OrderColumn>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2}>{name || 'Orders'} · Expo</Title>
        <Group gap="xs">
          <RecallButton screen={screen} opened={keys.recalling} onOpenChange={keys.setRecalling} />
          <KitchenControls
            settings={settings}
            setSettings={setSettings}
            soundAllowed={sound.allowed}
            enableSound={sound.enable}
            stations={stations}
            onStation={(id) => void navigate({ to: '/orders-dashboard', search: { restaurant, name, station: id } })}
            onKeysHelp={keys.openHelp}
          />
        </Group>
      </Group>
      <KeysHelpWindow {...keys.help} />
      <StatusStrip restaurant={restaurant} name={name} counts={counts} active="dashboard" />
      <ConnectionBanner syncedAt={syncedAt} />
      <OrdersLoadError error={error} syncedAt={syncedAt} onRetry={refetch} />
      <OrderColumns loading={loading && !syncedAt} wideColumns="minmax(0,1fr) minmax(0,1fr)">
        {column('In preparation', cooking, 'Nothing in preparation')}
        {column('Ready', ready, 'Nothing ready yet')}
      </OrderColumns>
    </Stack>
  );
}

/** Chimes once for each order that moves to Ready while the screen is open (not for those ready when it opened). */
function useChimeOnReady(ready: Order[], audible: boolean) {
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    const ids = ready.map((o) => o._id);
    if (!seen.current) {
      seen.current = new Set(ids);
      return;
    }
    const fresh = ids.filter((id) => !seen.current!.has(id));
    ids.forEach((id) => seen.current!.add(id));
    if (fresh.length && audible) chime();
  }, [ready, audible]);
}

/** One order as the expeditor reads it: reference, age, where it goes, and each station's progress. */
function ExpoCard({
  order,
  timeZone,
  settings,
  ready,
  keyNumber,
  selected,
  onBump,
}: {
  order: ShownOrder;
  timeZone: string;
  settings: Pick<KitchenSettings, 'amberMinutes' | 'redMinutes'>;
  ready: boolean;
  /** Its number for the bump bar's digit keys (1–9). */
  keyNumber?: number;
  /** Selected with the bump bar or the keyboard: outlined, as on the kitchen's cards. */
  selected: boolean;
  onBump: () => void;
}) {
  return (
    <KitchenCard
      refNo={order.refNo}
      testId={`expo-${order.refNo}`}
      selected={selected}
      accent={ready ? 'var(--mantine-color-green-6)' : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <CardRefNo refNo={order.refNo} keyNumber={keyNumber} />
            <Text size="sm" c="dimmed">
              #{order.id} · {order.name} · {order.dineIn ? `Table ${order.tablenumber ?? '–'}` : 'Take-away'}
            </Text>
          </div>
          <OrderAge date={order.date} settings={settings} />
        </Group>
        <Text fz="lg" fw={700} data-testid="expo-progress">
          {order.stations?.length
            ? order.stations
                .map((s) => (s.doneAt ? `${s.name}: done ${time(s.doneAt, timeZone)}` : `${s.name}: working`))
                .join(' · ')
            : 'Progress not known yet'}
        </Text>
        <ExpoLines lines={order.lines} />
        {order.waiting ? (
          <Badge color="gray" variant="light" size="lg" leftSection={<IconCloudUpload size={16} />}>
            Waiting to sync: {order.waiting}
          </Badge>
        ) : (
          <Button
            size="lg"
            color={ready ? 'green' : 'blue'}
            variant={ready ? 'filled' : 'light'}
            leftSection={<IconCheck />}
            onClick={onBump}
          >
            Complete
          </Button>
        )}
      </Stack>
    </KitchenCard>
  );
}

/** The order's lines in brief; a cancelled one struck through with the word and its reason. */
function ExpoLines({ lines }: { lines: OrderLine[] }) {
  if (!lines.some((l) => l.cancelledQty))
    return (
      <Text size="sm" c="dimmed">
        {lines.map((l) => `${l.qty}× ${l.name}`).join(', ')}
      </Text>
    );
  return (
    <Stack gap={2}>
      {lines.map((l, i) =>
        l.cancelledQty ? (
          <div key={i}>
            <Text size="sm" className={isCancelled(l) ? STRUCK : undefined}>
              <LineQty line={l} /> {l.name}
            </Text>
            <CancelledNote line={l} size="sm" />
          </div>
        ) : (
          <Text key={i} size="sm" c="dimmed">
            {l.qty}× {l.name}
          </Text>
        ),
      )}
    </Stack>
  );
}
