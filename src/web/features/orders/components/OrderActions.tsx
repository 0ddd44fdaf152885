import { Button, Group } from '@mantine/core';
import { IconCheck, IconClockHour4, IconPrinter, IconReceiptRefund, IconX } from '@tabler/icons-react';
import { canDo, type OrderAction } from '../../../../contract/orders/constants';
import type { Order } from '../../../../contract/orders/schemas';
import { confirmAction } from '../../../components/confirm';
import { queueLineDone, queueOrderAction, queueStationDone } from '../actions';
import { bumpedAt } from '../stations';
import { recordBump } from '../bumps';
import { usePermission } from '../../../lib/queries/staff-permissions';
import { reportNeedsNetwork } from '../../../lib/needs-network';
import { formatAmount } from '../../../lib/format';
import { loadDialogs } from './load-dialogs';
import { ReprintButton } from './ReprintButton';

// The reason and time dialogs and the invoice load when first asked for (saved on the device for offline use);
// Accept and Complete confirm in a dialog that is always there.
const openInvoice = (order: Order) =>
  void import('./Invoice').then(
    (m) => m.openInvoice(order),
    () => reportNeedsNetwork('the invoice'),
  );

/** What a refund gives back: the captured amount (the payment provider refunds that), else the order's total. */
const refundAmount = (order: Order) =>
  formatAmount(order.amountcaptured ? order.amountcaptured / 100 : order.total, order.currency);

/** Asks what the action needs (a reason, a time, a yes), then puts it in the offline queue. */
export async function runOrderAction(order: Order, action: OrderAction) {
  const ref = order.refNo;
  if (action === 'decline') {
    const reason = await (await loadDialogs())?.askDeclineReason(`Decline order ${ref}`);
    if (reason) await queueOrderAction('decline', order, { reason });
    return;
  }
  if (action === 'refund') {
    const reason = await (await loadDialogs())?.askRefundReason(`Refund order ${ref}`, refundAmount(order));
    if (reason) await queueOrderAction('refund', order, { reason });
    return;
  }
  if (action === 'longwait' || (action === 'accept' && order.isAdvanceOrder)) {
    const time = await (
      await loadDialogs()
    )?.askPrepTime(
      action === 'longwait'
        ? `Long wait for order ${ref}: preparation time`
        : `Accept advance order ${ref}: preparation time`,
    );
    if (
      time &&
      (await confirmAction({
        message: `${action === 'longwait' ? 'Accept as long wait' : 'Accept'} order ${ref} with ${time} minutes?`,
      }))
    )
      await queueOrderAction(action, order, { time });
    return;
  }
  const question = { accept: `Accept order ${ref}?`, complete: `Complete order ${ref}?` }[action];
  if (await confirmAction({ message: question })) await queueOrderAction(action, order);
}

/** A station's bump: remembered for the screen's Recall, then queued like every kitchen action (no question asked). */
export async function runStationDone(order: Order, station: { id: string; name: string }) {
  recordBump(`${order.restaurant._id}:${station.id}`, {
    orderId: order._id,
    refNo: order.refNo,
    restaurant: order.restaurant._id,
    station,
  });
  await queueStationDone(order, station);
}

/** A line crossed off on a station's screen: remembered for the screen's Recall, then queued like a bump. */
export async function runLineDone(
  order: Order,
  line: { index: number; label: string },
  station: { id: string; name: string },
) {
  recordBump(`${order.restaurant._id}:${station.id}`, {
    orderId: order._id,
    refNo: order.refNo,
    restaurant: order.restaurant._id,
    station,
    line,
  });
  await queueLineDone(order, line.index, line.label);
}

/** The card's main action, the one a bump bar's Enter does: accept a new order, complete one in preparation. */
export function mainActionOf(order: Pick<Order, 'status'>): 'accept' | 'complete' | null {
  return canDo('accept', order.status) ? 'accept' : canDo('complete', order.status) ? 'complete' : null;
}

/**
 * The actions the order's state allows (the spec's states and transitions); each asks first, then goes through the
 * queue. On a station's screen an order in preparation is finished with "Done" for that station (no question: the
 * screen's Recall undoes it) instead of completed.
 */
export function OrderActions({
  order,
  size = 'lg',
  station,
}: {
  order: Order & { waiting?: string };
  size?: 'md' | 'lg' | 'xl';
  station?: { id: string; name: string };
}) {
  const stationDone = (at: { id: string; name: string }) => runStationDone(order, at);
  const run = (action: OrderAction) => runOrderAction(order, action);
  const mayRefund = usePermission('refund');
  const can = (a: OrderAction) => canDo(a, order.status) && (a !== 'refund' || mayRefund);
  return (
    <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
      {can('accept') && (
        <Button size={size} color="green" leftSection={<IconCheck />} onClick={() => run('accept')}>
          Accept
        </Button>
      )}
      {can('longwait') && !order.isAdvanceOrder && (
        <Button
          size={size}
          color="yellow"
          variant="light"
          leftSection={<IconClockHour4 />}
          onClick={() => run('longwait')}
        >
          Long wait
        </Button>
      )}
      {can('decline') && (
        <Button size={size} color="red" variant="light" leftSection={<IconX />} onClick={() => run('decline')}>
          Decline
        </Button>
      )}
      {station && order.status === 'confirmed'
        ? // Bumped (here or waiting to sync): nothing left to do at this station but its Recall.
          !bumpedAt(order, station.id) && (
            <Button size={size} color="blue" leftSection={<IconCheck />} onClick={() => void stationDone(station)}>
              Done
            </Button>
          )
        : can('complete') &&
          !station && (
            <Button size={size} color="blue" leftSection={<IconCheck />} onClick={() => run('complete')}>
              Complete
            </Button>
          )}
      {can('refund') && (
        <Button
          size={size}
          color="red"
          variant="subtle"
          leftSection={<IconReceiptRefund />}
          onClick={() => run('refund')}
        >
          Refund
        </Button>
      )}
      {(order.status === 'confirmed' || order.status === 'completed') && (
        <Button size={size} variant="default" leftSection={<IconPrinter />} onClick={() => openInvoice(order)}>
          Print
        </Button>
      )}
      {(order.status === 'confirmed' || order.status === 'completed') && <ReprintButton order={order} size={size} />}
    </Group>
  );
}
