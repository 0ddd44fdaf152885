import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { confirmAction } from '../../../components/confirm';
import { useNow } from '../../../lib/kitchen/clock';
import { useKitchenSettings, useKitchenTheme } from '../../../lib/kitchen/settings';
import { useRepeatingAlert, useSoundPermission } from '../../../lib/kitchen/sound';
import { useWakeLock } from '../../../lib/kitchen/wake-lock';
import { queueCompleteAll } from '../actions';
import { AllDayPanel } from '../components/AllDayPanel';
import { CallCard } from '../components/CallCard';
import { ConnectionBanner } from '../components/ConnectionBanner';
import { OrderCard } from '../components/OrderCard';
import { OrderColumn, OrderColumns, OrdersLoadError } from '../components/OrderColumns';
import { RecallButton } from '../components/RecallButton';
import { StationNotice } from '../components/StationNotice';
import { StatusStrip } from '../components/StatusStrip';
import { useCounts, useRestaurantZone, useRushActive, useShownCalls, useShownOrders, useUnacknowledged } from '../live';
import { useRememberKitchenScreen } from '../../../lib/kitchen/start-screen';
import { useSession } from '../../../lib/session';
import { KitchenControls } from './KitchenControls';
import { useStation, useStationOrders } from '../stations';
import { PrinterNotice } from '../../../components/KitchenPrinting';
import { KeysHelpWindow, useKitchenKeys } from '../kitchen-keys';
import { mainActionOf, runOrderAction, runStationDone } from '../components/OrderActions';
import { useScreenHeartbeat } from '../heartbeat';
import { WatchdogBanner } from '../components/WatchdogBanner';
import { ScreensNotice } from '../components/ScreensNotice';

const STATUSES: ['pending', 'confirmed'] = ['pending', 'confirmed'];

/**
 * The live orders dashboard of a kitchen: new and in-preparation orders, call-a-waiter requests, all day. With a
 * `station` (a printer id) only the lines routed to that printer, for kitchens that run one screen per station.
 */
export function KitchenDashboard({
  restaurant,
  name,
  station,
}: {
  restaurant: string;
  name: string;
  station?: string;
}) {
  const [settings, setSettings] = useKitchenSettings();
  useKitchenTheme(settings.theme);
  useWakeLock(true);
  useRememberKitchenScreen('/orders-dashboard', restaurant, name, useSession(), station);
  useScreenHeartbeat(restaurant, station);
  const timeZone = useRestaurantZone(restaurant);
  const now = useNow();
  const rush = useRushActive(restaurant, now);
  const sound = useSoundPermission();
  const counts = useCounts(restaurant);
  const { shown: all, loading, error, syncedAt, refetch } = useShownOrders(restaurant, STATUSES);
  const stations = useStation(restaurant, station);
  const at = stations.state.kind === 'station' ? stations.state.station : null;
  // An unknown station, or one whose routing is not known yet, shows its notice instead of columns.
  const waitingForStation =
    stations.state.kind === 'unknown' || stations.state.kind === 'loading' || stations.state.kind === 'failed';
  const shown = {
    pending: useStationOrders(all.pending, stations.state),
    confirmed: useStationOrders(all.confirmed, stations.state),
  };
  const navigate = useNavigate();
  const chooseStation = (id: string | undefined) =>
    void navigate({ to: '/orders-dashboard', search: { restaurant, name, station: id } });
  const { calls } = useShownCalls(restaurant);
  // A station is alerted only by orders it shows.
  const alerts = useUnacknowledged(restaurant, shown.pending, calls);
  useRepeatingAlert(alerts.ids.size > 0 && !settings.muted && sound.allowed);

  // Bump bar: the cards in the order shown, pending then confirmed; Enter does the card's main action.
  const keys = useKitchenKeys({
    cards: [...shown.pending, ...shown.confirmed],
    // On a station's screen an order in preparation is finished for that station, as its Done button does.
    onMain: (order) => {
      const action = mainActionOf(order);
      if (at && action === 'complete') void runStationDone(order, at);
      else if (action) void runOrderAction(order, action);
    },
    recall: !!at,
    enabled: !waitingForStation,
  });

  async function completeAll() {
    if (await confirmAction({ message: `Complete all ${shown.confirmed.length} confirmed orders?` }))
      await queueCompleteAll(restaurant);
  }

  const column = (title: string, list: typeof shown.pending, empty: string, extra?: React.ReactNode) => (
    <OrderColumn title={title} count={list.length} empty={empty} extra={extra}>
      {list.map((o) => (
        <OrderCard
          key={o._id}
          order={o}
          settings={settings}
          fresh={alerts.ids.has(o._id)}
          timeZone={timeZone}
          otherLines={o.otherLines}
          station={at ?? undefined}
          lineIndexes={o.lineIndexes}
          keyNumber={keys.keyNumberOf(o._id)}
          selected={keys.selected === o._id}
        />
      ))}
    </OrderColumn>
  );

  return (
    // A tap anywhere acknowledges the new-order alert, and does what it was on (Accept opens its confirmation): on
    // click, once the tap has reached its target, since the banner leaving moves what is under the finger.
    <Stack gap="md" onClick={() => alerts.ids.size && alerts.acknowledge()}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2}>
          {name || 'Orders'}
          {at && ` · ${at.name}`}
        </Title>
        <Group gap="xs">
          {at && (
            <RecallButton screen={`${restaurant}:${at.id}`} opened={keys.recalling} onOpenChange={keys.setRecalling} />
          )}
          {stations.stations.length > 0 && (
            <Button
              size="md"
              variant="default"
              onClick={() => void navigate({ to: '/orders-dashboard', search: { restaurant, name, view: 'expo' } })}
              style={{ flex: 'none' }}
            >
              Expo
            </Button>
          )}
          <KitchenControls
            settings={settings}
            setSettings={setSettings}
            soundAllowed={sound.allowed}
            enableSound={sound.enable}
            stations={stations.stations}
            station={at?.id ?? station}
            onStation={chooseStation}
            rushMode={rush}
            onKeysHelp={keys.openHelp}
          />
        </Group>
      </Group>
      <KeysHelpWindow {...keys.help} />
      <StatusStrip restaurant={restaurant} name={name} counts={counts} active="dashboard" />
      <ConnectionBanner syncedAt={syncedAt} />
      <PrinterNotice restaurant={restaurant} printerId={at?.id} />
      <ScreensNotice restaurant={restaurant} />
      <WatchdogBanner restaurant={restaurant} pendingIds={new Set(all.pending.map((o) => o._id))} />
      <StationNotice state={stations.state} restaurant={restaurant} name={name} />
      {alerts.ids.size > 0 && (
        <Alert
          color="orange"
          variant="filled"
          role="alert"
          title={`${alerts.ids.size} new — tap anywhere to acknowledge`}
        >
          New orders or call-a-waiter requests are waiting.
        </Alert>
      )}
      <OrdersLoadError error={error} syncedAt={syncedAt} onRetry={refetch} />
      {!waitingForStation && (
        <OrderColumns loading={loading && !syncedAt} wideColumns="minmax(0,1fr) minmax(0,1fr) 320px">
          {column('Pending', shown.pending, 'No orders')}
          {column(
            'Confirmed',
            shown.confirmed,
            'No orders',
            // Complete all acts on every confirmed order of the restaurant: not offered on a station screen, which shows only some.
            !at && shown.confirmed.length > 0 && (
              <Button size="md" variant="light" leftSection={<IconChecks />} onClick={completeAll}>
                Complete all confirmed
              </Button>
            ),
          )}
          <Stack gap="md">
            <Group mih={50}>
              <Title order={3}>Call A Waiter</Title>
            </Group>
            {calls.length === 0 ? (
              <Text c="dimmed">No requests</Text>
            ) : (
              calls.map((c) => (
                <CallCard key={c._id} call={c} now={now} fresh={alerts.ids.has(c._id)} timeZone={timeZone} />
              ))
            )}
            <AllDayPanel orders={shown.confirmed} />
          </Stack>
        </OrderColumns>
      )}
    </Stack>
  );
}
