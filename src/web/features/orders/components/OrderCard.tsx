import { Badge, Divider, Group, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { IconCheck, IconCloudUpload, IconNote } from '@tabler/icons-react';
import { dateTime, formatAmount } from '../../../lib/format';
import { PLATFORM_TIME_ZONE } from '../../../../contract/dates';
import type { KitchenSettings } from '../../../lib/kitchen/settings';
import { OrderAge, OrderTarget, PlacedAt, PromisedBy } from './CardClock';
import { CardRefNo, KitchenCard } from './KitchenCard';
import type { ShownOrder } from '../view';
import { OrderActions, runLineDone } from './OrderActions';
import { bumpedAt } from '../stations';
import { OrderCharges } from '../../../components/OrderCharges';
import { lineAmount } from '../../../../contract/orders/amounts';
import { usePermission } from '../../../lib/queries/staff-permissions';
import { CancelledNote, isCancelled, LineQty, STRUCK } from '../../../components/CancelledLine';
import { LineCancelButton } from './LineCancelButton';

interface OrderCardProps {
  order: ShownOrder;
  settings: Pick<KitchenSettings, 'amberMinutes' | 'redMinutes'>;
  /** A brand-new order not yet acknowledged: highlighted. */
  fresh?: boolean;
  /** The restaurant's time zone: times shown are its own. */
  timeZone?: string;
  /** Always show the date (every card outside today's live view); otherwise only for an order of another day. */
  dated?: boolean;
  /** On a kitchen station's screen: how many lines of the order other stations make (only this station's are shown). */
  otherLines?: number;
  /** On a kitchen station's screen: the station, and each shown line's index in the order (tap a line to cross it off). */
  station?: { id: string; name: string };
  lineIndexes?: number[];
  /** Its number for the bump bar's digit keys (1–9), shown on the card. */
  keyNumber?: number;
  /** Selected with the bump bar or the keyboard: outlined. */
  selected?: boolean;
}

const PAYMENT: Record<string, string> = {
  card: 'Card',
  mobilepay: 'MobilePay',
  kevin: 'Kevin',
  'mobile payments': 'Mobile payments',
};

/** One order as the kitchen reads it from two metres: reference, age, table, lines with choices and notes, actions. */
export const OrderCard = memo(function OrderCard({
  order,
  settings,
  fresh,
  timeZone = PLATFORM_TIME_ZONE,
  dated = false,
  otherLines = 0,
  station,
  lineIndexes,
  keyNumber,
  selected = false,
}: OrderCardProps) {
  // Shown with the actions waiting to sync applied (view.ts), so a station goes on crossing off lines offline.
  const crossing = station && lineIndexes && order.status === 'confirmed' && !bumpedAt(order, station.id);
  const crossed = new Set(order.stations?.find((s) => s.station === station?.id)?.done ?? []);
  const open = order.status === 'pending' || order.status === 'confirmed';
  const mayCancel = usePermission('refund');
  const cancelling = !station && open && mayCancel;
  const promised =
    order.prepMinutes && order.acceptedAt && order.status === 'confirmed'
      ? new Date(order.acceptedAt).getTime() + order.prepMinutes * 60_000
      : null;
  return (
    <KitchenCard
      refNo={order.refNo}
      testId={`order-${order.refNo}`}
      selected={selected}
      accent={fresh ? 'var(--mantine-color-orange-5)' : undefined}
      shadow={fresh ? 'lg' : 'xs'}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
          <div>
            <CardRefNo refNo={order.refNo} keyNumber={keyNumber} />
            <Text size="sm" c="dimmed">
              #{order.id} · {order.name}
            </Text>
            <PlacedAt date={order.date} timeZone={timeZone} dated={dated} />
          </div>
          <Group gap={6} wrap="wrap">
            {open && <OrderAge date={order.date} settings={settings} />}
            <Badge size="lg" variant="light" color={order.dineIn ? 'blue' : 'grape'}>
              {order.dineIn ? `Table ${order.tablenumber ?? '–'}` : 'Take-away'}
            </Badge>
          </Group>
        </Group>
        {order.isAdvanceOrder && order.advanceOrderDate && (
          <Badge color="cyan" size="lg" variant="outline">
            Advance order for {dateTime(order.advanceOrderDate, timeZone)}
          </Badge>
        )}
        {open && order.targetMinutes ? <OrderTarget placed={order.date} targetMinutes={order.targetMinutes} /> : null}
        {promised !== null && <PromisedBy promised={promised} prepMinutes={order.prepMinutes!} timeZone={timeZone} />}
        <Divider />
        <Stack gap={6}>
          {order.lines.map((l, i) => {
            const index = lineIndexes ? lineIndexes[i]! : i;
            const gone = isCancelled(l);
            const done = !!lineIndexes && crossed.has(index) && !gone;
            const label = `${l.qty}× ${l.name}`;
            return (
              <LineBox
                key={`${l.menu}-${i}`}
                done={done}
                onCross={
                  crossing && station && !gone ? () => void runLineDone(order, { index, label }, station) : undefined
                }
                label={label}
              >
                <div className={gone ? STRUCK : undefined} data-cancelled={gone || undefined}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Text fz="lg" fw={700}>
                      {done && <IconCheck size={18} aria-label="done" />} <LineQty line={l} /> {l.name}
                    </Text>
                    <Group gap={4} wrap="nowrap">
                      {!gone && (
                        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                          {formatAmount(lineAmount(l), order.currency)}
                        </Text>
                      )}
                      {cancelling && !gone && <LineCancelButton order={order} index={i} />}
                    </Group>
                  </Group>
                  {l.attributes.length > 0 && (
                    <Text size="md" pl="lg">
                      {l.attributes.map((a) => `${a.attributeName}: ${a.name}`).join(' · ')}
                    </Text>
                  )}
                  {l.extras.map((x) => (
                    <Text key={x._id} size="md" pl="lg">
                      + {x.qty > 1 ? `${x.qty}× ` : ''}
                      {x.name}
                    </Text>
                  ))}
                  {l.notes && (
                    <Group gap={6} pl="lg" wrap="nowrap">
                      <IconNote size={18} color="var(--mantine-color-orange-6)" />
                      <Text size="md" fw={700} c="orange">
                        {l.notes}
                      </Text>
                    </Group>
                  )}
                </div>
                <CancelledNote line={l} />
              </LineBox>
            );
          })}
          {otherLines > 0 && (
            <Text size="sm" c="dimmed" data-testid="other-stations">
              + {otherLines} {otherLines === 1 ? 'line' : 'lines'} at other stations
            </Text>
          )}
        </Stack>
        {order.comment && (
          <Text size="md" fs="italic">
            “{order.comment}”
          </Text>
        )}
        {order.reason && (order.status === 'cancelled' || order.status === 'refunded') && (
          <Text size="sm" c="red">
            {order.status === 'cancelled' ? 'Declined' : 'Refunded'}: {order.reason}
          </Text>
        )}
        <Divider />
        <Text size="sm" c="dimmed">
          {PAYMENT[order.paymentType] ?? order.paymentType}
        </Text>
        <OrderCharges order={order} />
        {order.waiting && (
          <Badge
            color="gray"
            variant="light"
            size="lg"
            leftSection={<IconCloudUpload size={16} />}
            data-testid="waiting-to-sync"
          >
            Waiting to sync: {order.waiting}
          </Badge>
        )}
        <OrderActions order={order} station={station} />
      </Stack>
    </KitchenCard>
  );
});

/** A line of the card; on a station's screen a button that crosses it off, struck through once done. */
function LineBox({
  done,
  onCross,
  label,
  children,
}: {
  done: boolean;
  onCross?: () => void;
  label: string;
  children: React.ReactNode;
}) {
  const style = done ? { textDecoration: 'line-through', opacity: 0.55 } : undefined;
  if (!onCross || done)
    return (
      <div style={style} data-done={done || undefined}>
        {children}
      </div>
    );
  return (
    <button
      type="button"
      onClick={onCross}
      aria-label={`Cross off ${label}`}
      style={{
        all: 'unset',
        boxSizing: 'border-box',
        display: 'block',
        width: '100%',
        padding: 4,
        cursor: 'pointer',
        borderRadius: 6,
        border: '1px dashed var(--mantine-color-default-border)',
      }}
    >
      {children}
    </button>
  );
}
