/**
 * Staff actions on orders and call-a-waiter requests. Every one goes through the offline queue: written to
 * IndexedDB first (the screen shows it at once as waiting to sync), then sent with its Idempotency-Key.
 */
import type { QueryClient } from '@tanstack/react-query';
import { callawaiterRoutes } from '../../../contract/callawaiter/routes';
import type { CallRequest } from '../../../contract/callawaiter/schemas';
import { ORDER_ACTIONS, ORDER_MESSAGES, type OrderAction } from '../../../contract/orders/constants';
import type { Order } from '../../../contract/orders/schemas';
import { orderActionRoutes } from '../../../contract/orders/routes';
import { printersRoutes } from '../../../contract/restaurant-config/printers/routes';
import type { BodyIn } from '../../../contract/route';
import { notifyPersistent, notifySuccess } from '../../lib/notify';
import { enqueueAction, onActionsApplied, onSyncReport, routeRequest } from '../../lib/offline/queue';
import { applyCall, applyOrder } from './cache';

const ACTION_LABELS: Record<OrderAction, string> = {
  accept: 'Accept',
  longwait: 'Long wait',
  decline: 'Decline',
  complete: 'Complete',
  refund: 'Refund',
};

type ActionRoutes = typeof orderActionRoutes;
/** What an action sends besides the order's ids, as its route's body takes it: the minutes, the reason. */
type Choice<A extends OrderAction> = Omit<BodyIn<ActionRoutes[A]>, 'id' | 'orderid'>;
/** An action, its order, and the choice it needs (left out when nothing in it is required). */
type OrderActionArgs = {
  [A in OrderAction]: [
    action: A,
    order: Order,
    ...choice: Record<never, never> extends Choice<A> ? [Choice<A>?] : [Choice<A>],
  ];
}[OrderAction];

/** The request of an order action, its body checked against the action's route. */
function orderRequest(...[action, order, choice]: OrderActionArgs) {
  const ids = { id: order._id, orderid: order.id };
  switch (action) {
    case 'accept':
      return routeRequest(orderActionRoutes.accept, { ...ids, ...choice });
    case 'longwait':
      return routeRequest(orderActionRoutes.longwait, { ...ids, ...choice });
    case 'complete':
      return routeRequest(orderActionRoutes.complete, { ...ids, ...choice });
    case 'decline':
      return routeRequest(orderActionRoutes.decline, { ...ids, ...choice });
    case 'refund':
      return routeRequest(orderActionRoutes.refund, { ...ids, ...choice });
  }
}

export function queueOrderAction(...args: OrderActionArgs) {
  const [action, order] = args;
  return enqueueAction({
    restaurantId: order.restaurant._id,
    ...orderRequest(...args),
    label: `${ACTION_LABELS[action]} ${order.refNo}`,
    orderId: order._id,
    target: ORDER_ACTIONS[action].to,
  });
}

/** A kitchen station's bump: all its lines of the order done (the order stays in preparation for the others). */
export const queueStationDone = (order: Order, station: { id: string; name: string }) =>
  enqueueAction({
    restaurantId: order.restaurant._id,
    ...routeRequest(orderActionRoutes.stationDone, { id: order._id, station: station.id }),
    label: `${station.name} done ${order.refNo}`,
    orderId: order._id,
  });

/** One line crossed off (`line`: its index in the order's lines; `label`: what it reads, '2× Lemonade'). */
export const queueLineDone = (order: Order, line: number, label: string) =>
  enqueueAction({
    restaurantId: order.restaurant._id,
    ...routeRequest(orderActionRoutes.lineDone, { id: order._id, line }),
    label: `${label} done ${order.refNo}`,
    orderId: order._id,
  });

/** Cancels `qty` of a line (`line`: its index in the order's lines), with the reason the stations show. */
export const queueLineCancel = (order: Order, line: number, qty: number, reason: string) =>
  enqueueAction({
    restaurantId: order.restaurant._id,
    ...routeRequest(orderActionRoutes.lineCancel, { id: order._id, line, qty, reason }),
    label: `Cancel ${qty}× ${order.lines[line]?.name ?? `line ${line + 1}`} of ${order.refNo}`,
    orderId: order._id,
  });

/**
 * Recalls a crossed-off line (with `line`), a station's bump (with `station`), or a recent completion (with neither:
 * back to preparation).
 */
export const queueRecall = (
  order: { _id: string; refNo: string; restaurant: string },
  station?: { id: string; name: string },
  line?: { index: number; label: string },
) =>
  enqueueAction({
    restaurantId: order.restaurant,
    ...routeRequest(
      orderActionRoutes.recall,
      line ? { id: order._id, line: line.index } : station ? { id: order._id, station: station.id } : { id: order._id },
    ),
    label: `Recall ${line ? `${line.label} ` : station ? `${station.name} ` : ''}${order.refNo}`,
    orderId: order._id,
    ...(station || line ? {} : { target: 'confirmed' as const }),
  });

/** Prints the order's kitchen tickets again. */
export const queueReprint = (order: Order) =>
  enqueueAction({
    restaurantId: order.restaurant._id,
    ...routeRequest(printersRoutes.reprint, { id: order._id }),
    label: `Resend ${order.refNo} to the kitchen`,
    orderId: order._id,
  });

const COMPLETE_ALL_LABEL = 'Complete all confirmed';
export const queueCompleteAll = (restaurantId: string) =>
  enqueueAction({
    restaurantId,
    ...routeRequest(orderActionRoutes.completeAll, { restaurant: restaurantId }),
    label: COMPLETE_ALL_LABEL,
    target: 'completeall',
  });

export const queueCallAnswer = (call: CallRequest, outcome: 'accept' | 'reject') =>
  enqueueAction({
    restaurantId: call.restaurant,
    ...routeRequest(callawaiterRoutes[outcome], { id: call._id }),
    label: `${outcome === 'accept' ? 'Accept' : 'Decline'} the request of table ${call.TableNumber}`,
    callId: call._id,
    target: 'handled',
  });

/** Success notices of synced actions: one at once, or a single summary when a backlog drains. */
let pendingNotices: string[] = [];
let noticeTimer: ReturnType<typeof setTimeout> | undefined;
function noticeSynced(message: string) {
  pendingNotices.push(message);
  noticeTimer ??= setTimeout(() => {
    const messages = pendingNotices;
    pendingNotices = [];
    noticeTimer = undefined;
    notifySuccess(
      messages.length === 1 ? messages[0] : `${messages.length} actions synced (${[...new Set(messages)].join(', ')})`,
    );
  }, 400);
}

let wired = false;
/** Once per page: answers of synced actions update the cache; refused ones are told to the user plainly. */
export function wireActionResults(qc: QueryClient) {
  if (wired) return;
  wired = true;
  // A batch of answers is one update of the screen (the queue calls this inside one notification batch).
  onActionsApplied((applied) => {
    for (const { action, answer } of applied) {
      const a = answer as { Message?: string; data?: unknown } | null;
      const data = a?.data;
      // What the action was for says what its answer holds: complete all answers the orders, a call's answer the call.
      if (Array.isArray(data)) (data as Order[]).forEach((o) => applyOrder(qc, o));
      else if (data && typeof data === 'object') {
        if (action.callId) applyCall(qc, data as CallRequest);
        else if (action.orderId) applyOrder(qc, data as Order);
      }
      if (a?.Message) noticeSynced(a.Message);
    }
  });
  onSyncReport((r) => {
    // The spec's wording when complete-all fails.
    if (r.label === COMPLETE_ALL_LABEL) notifyPersistent(ORDER_MESSAGES.completeAllFailed, r.message);
    else notifyPersistent(`“${r.label}” was not applied`, r.message);
    void qc.invalidateQueries({ queryKey: ['orders'] });
    void qc.invalidateQueries({ queryKey: ['calls'] });
  });
}
