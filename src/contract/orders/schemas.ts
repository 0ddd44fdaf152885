import * as z from 'zod/mini';
import { dataOf, objectId, pageQuery, paged, plainText } from '../common';
import { actionBody, completeAllBody, declineBody, longWaitBody, refundBody } from './action-bodies';
import { ORDER_STATUSES, ORDERS_PAGE_SIZE, RECENT_ORDERS_PAGE_SIZE } from './constants';
import { order, orderAnswer, orderCounts, placementAnswer, restaurantWithOrders } from './order';
import { placeOrderBody } from './placement-body';

export { order, orderCounts, orderLine, restaurantWithOrders } from './order';
export type { Order, OrderCounts, OrderLine, RestaurantWithOrders } from './order';
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
    response: dataOf(z.array(order)),
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
