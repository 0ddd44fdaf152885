import * as z from 'zod/mini';
import { dataOf, objectId, pageQuery, paged, plainText } from '../common';
import { fieldErrorsOrMessage } from '../error-answers';
import {
  actionBody,
  completeAllBody,
  declineBody,
  lineCancelBody,
  lineDoneBody,
  longWaitBody,
  recallBody,
  refundBody,
  stationDoneBody,
} from './action-bodies';
import { ORDER_STATUSES, ORDERS_PAGE_SIZE, RECALL_WINDOW_MINUTES, RECENT_ORDERS_PAGE_SIZE } from './constants';
import { order, orderAnswer, orderCounts, placementAnswer, restaurantWithOrders } from './order';
import { placeOrderBody } from './placement-body';

export { order, orderCounts, orderLine, restaurantWithOrders, stationProgress } from './order';

/**
 * An order of a customer's history: the order, and beside its own fields the names the specification gives the
 * history's items (`Status`, `Restaurant.Name`, `Date`, `OrderId`, `Total`), so a client written from it reads them.
 */
export const historyOrder = z.extend(order, {
  Status: z.enum(ORDER_STATUSES),
  Restaurant: z.object({ Name: z.string() }),
  Date: z.string(),
  OrderId: z.int(),
  Total: z.number(),
});
export type { Order, OrderCounts, OrderLine, RestaurantWithOrders, StationProgress } from './order';
export { placeOrderBody, placeOrderLine } from './placement-body';
export type { PlaceOrderBody, PlaceOrderLine } from './placement-body';

/** 'preorder' is the spec's other name of pending. */
const orderStatusParam = z.pipe(
  z.enum([...ORDER_STATUSES, 'preorder']),
  z.transform((s: (typeof ORDER_STATUSES)[number] | 'preorder') => (s === 'preorder' ? 'pending' : s)),
);
const restaurantQuery = z.object({ restaurant: objectId });
const orderIdSearch = plainText('Order id').check(
  z.trim(),
  z.minLength(1, 'Please enter an order id'),
  z.maxLength(20),
);

export const ordersSchemas = {
  restaurant: {
    summary: 'One restaurant with its order counts per status',
    query: restaurantQuery,
    response: dataOf(restaurantWithOrders),
  },
  restaurants: {
    summary: 'Restaurants with order counts (admins: all, by name with key; staff: their own)',
    query: z.extend(pageQuery(ORDERS_PAGE_SIZE), {
      key: z.optional(plainText('Search key').check(z.trim(), z.maxLength(100))),
    }),
    response: paged(restaurantWithOrders),
  },
  searchEverywhere: {
    summary: 'Find orders by display number or reference (admins: every restaurant; staff: their own)',
    query: z.object({ orderid: orderIdSearch }),
    response: dataOf(z.array(order)),
  },
  count: {
    summary: 'Order counts per status and open call-a-waiter requests',
    query: restaurantQuery,
    response: dataOf(orderCounts),
  },
  fetch: {
    summary: 'Orders of one status (pending and confirmed oldest first; the others newest first)',
    description:
      "`status` may also be 'preorder' (= pending). `sortBy=missing-online-pos` lists orders not yet sent to the online POS first.",
    params: z.object({ status: orderStatusParam }),
    query: z.extend(pageQuery(ORDERS_PAGE_SIZE), {
      restaurant: objectId,
      sortBy: z.optional(z.enum(['missing-online-pos'])),
    }),
    response: paged(order),
  },
  search: {
    summary: "Search a restaurant's orders by display number or reference",
    query: z.extend(pageQuery(ORDERS_PAGE_SIZE), {
      restaurant: objectId,
      orderid: orderIdSearch,
      status: z.optional(orderStatusParam),
    }),
    response: paged(order),
  },
  recent: {
    summary: 'Newest orders (admins: every restaurant; staff: their own), 25 per page',
    query: z.extend(pageQuery(RECENT_ORDERS_PAGE_SIZE, 100), { status: z.optional(orderStatusParam) }),
    response: paged(order),
  },
  history: {
    summary: "A registered customer's orders, newest first",
    query: z.object({ id: objectId }),
    response: dataOf(z.array(historyOrder)),
  },
};

export const orderActionSchemas = {
  accept: {
    summary: "pending → confirmed ('Order accepted'); an advance order needs `time` (minutes)",
    body: actionBody,
    response: orderAnswer,
  },
  longwait: {
    summary: "pending → confirmed with a preparation time ('Order accepted as long wait'); not for advance orders",
    body: longWaitBody,
    response: orderAnswer,
  },
  complete: { summary: "confirmed → completed ('Order completed')", body: actionBody, response: orderAnswer },
  decline: {
    summary: "pending → cancelled, with a reason ('Order declined')",
    body: declineBody,
    response: orderAnswer,
  },
  refund: {
    summary:
      "confirmed or completed → refunded, with a reason ('Order successfully refunded'); RestaurantAdmin and Admin only",
    body: refundBody,
    response: orderAnswer,
  },
  completeAll: {
    summary: "Complete every confirmed order of a restaurant ('All confirmed orders successfully completed')",
    body: completeAllBody,
    response: z.object({ Message: z.string(), data: z.array(order) }),
  },
  stationDone: {
    summary: 'A kitchen station finished its part of an order in preparation: all its lines done (idempotent)',
    description:
      "`station`: the printer's id or serial (as `?station=` on the kitchen dashboard). 404 when the restaurant has no such station or the order has no line for it; 409 when the order is not in preparation. The answer and the `order.updated` event carry `stations`, the progress per station.",
    body: stationDoneBody,
    response: orderAnswer,
  },
  lineDone: {
    summary: 'One line of an order in preparation crossed off by its station (idempotent)',
    description:
      "`line`: the line's index in the order's `lines`. When it was its station's last open line, the station is done.",
    body: lineDoneBody,
    response: orderAnswer,
  },
  lineCancel: {
    summary: 'Cancel one line (or some of its quantity) of an order not yet completed, with a reason',
    description:
      "`line`: the line's index in the order's `lines`; `qty`: how many to cancel (default: all that is left). The line stays on the order with `qty` lowered to what is left and `cancelledQty`, `cancelled` (reason, time) set; the subtotal, discount, service fee and total are recomputed from what is left, and on a paid order the difference is refunded (the refund's path: the answer says how) and taken off `amountcaptured`. Every station that had the line shows it struck through. 409 when the order is not pending or in preparation, the line is already cancelled, `qty` is more than is left, or it is the last line left (cancel the order instead). RestaurantAdmin and Admin, or staff with the refund permission.",
    body: lineCancelBody,
    response: orderAnswer,
  },
  recall: {
    summary: `Recall a crossed-off line, a station's bump, or a completion of the last ${RECALL_WINDOW_MINUTES} minutes`,
    description: `With \`line\` (the line's index in the order's \`lines\`): that crossed-off line is open again, and its station, no longer done, loses its bump (order in preparation; 404 for a line the order does not have). With \`station\`: that station's bump and crossed-off lines are undone (order in preparation). Without: an order completed within the last ${RECALL_WINDOW_MINUTES} minutes goes back to preparation and the stamps its completion earned are taken back, in one transaction; 409 after that.`,
    body: recallBody,
    response: orderAnswer,
  },
};

/** The largest batch of order actions: the offline queue sends a longer backlog in several. */
export const ORDER_BATCH_MAX = 100;

/** An Idempotency-Key as the header takes it. */
const idempotencyKey = z
  .string()
  .check(z.regex(/^[\x21-\x7e]{1,200}$/, 'Idempotency-Key must be 1 to 200 visible characters'));

/** An action of a batch: its Idempotency-Key, the action (as its single call is named), and that call's body. */
const batchedAction = z.discriminatedUnion('action', [
  z.object({ key: idempotencyKey, action: z.literal('accept'), body: actionBody }),
  z.object({ key: idempotencyKey, action: z.literal('longwait'), body: longWaitBody }),
  z.object({ key: idempotencyKey, action: z.literal('complete'), body: actionBody }),
  z.object({ key: idempotencyKey, action: z.literal('decline'), body: declineBody }),
  z.object({ key: idempotencyKey, action: z.literal('refund'), body: refundBody }),
  z.object({ key: idempotencyKey, action: z.literal('stationDone'), body: stationDoneBody }),
  z.object({ key: idempotencyKey, action: z.literal('lineDone'), body: lineDoneBody }),
  z.object({ key: idempotencyKey, action: z.literal('lineCancel'), body: lineCancelBody }),
  z.object({ key: idempotencyKey, action: z.literal('recall'), body: recallBody }),
]);

export const orderBatchSchemas = {
  batch: {
    summary: 'Apply order actions in order, each with its own Idempotency-Key and result (the offline queue)',
    description:
      "Each action is applied as its single call (`PUT /orders/restaurant/acceptorder` …) with the action's `key` as Idempotency-Key would be: its own transaction, system-log line and stored answer, so a repeat of the action, in a batch or alone, is answered as the first time (`replayed`). `results` has one entry per action, in order: the status and answer the single call would have given. An action refused (a lost race: 409) is that action's result only; an action not applied for now (its key still in progress, a server error) leaves the later actions on the same order untried (409, `IDEMPOTENCY_IN_PROGRESS`), to be sent again.",
    body: z.object({ actions: z.array(batchedAction).check(z.minLength(1), z.maxLength(ORDER_BATCH_MAX)) }),
    response: z.object({
      results: z.array(
        z.object({
          key: z.string(),
          status: z.number(),
          replayed: z.boolean(),
          answer: z.union([orderAnswer, fieldErrorsOrMessage]),
        }),
      ),
    }),
  },
};

export const placementSchemas = {
  place: {
    summary: 'Place an order; the server prices every line from the menu',
    description:
      'Client-sent prices are never trusted. Answers 201 with the stored order (`_id`, `refNo`, `promisedMinutes`: the usual preparation time, plus the rush margin while rush mode is active) and `rushMode` (`active`, `header`, `message`). Send an Idempotency-Key to make retries safe.',
    body: placeOrderBody,
    response: placementAnswer,
  },
};
