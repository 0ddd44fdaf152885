import { z } from 'zod';
import { objectId, pageQuery, paged } from './common-classic';
import { endpoint } from './endpoint';
import { ADMIN_ONLY, ALL_ROLES, type Role } from './roles';

export const ORDER_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** 'preorder' is the spec's other name of pending. */
const orderStatusParam = z.enum([...ORDER_STATUSES, 'preorder']).transform((s) => (s === 'preorder' ? 'pending' : s));

export const PAYMENT_TYPES = ['mobilepay', 'kevin', 'card', 'mobile payments'] as const;
export const DECLINE_REASONS = ['Out of stock', 'Restaurant closing'] as const;
export const PREP_TIME_CHOICES = [1, 2, 3, 5, 7, 10, 15, 20, 30, 45, 60] as const;
export const ORDERS_PAGE_SIZE = 1000;
export const RECENT_ORDERS_PAGE_SIZE = 25;

const money = z.number();

export const orderLine = z.object({
  menu: z.string(),
  name: z.string(),
  category: z.string(),
  /** The menu category's id when ordered (null if unknown): decides the printer, and the kitchen station, the line goes to. */
  categoryId: z.string().nullable(),
  qty: z.number().int(),
  price: money,
  notes: z.string(),
  isReward: z.boolean(),
  attributes: z.array(
    z.object({
      _id: z.string(),
      attributeName: z.string(),
      name: z.string(),
      qty: z.number().int(),
      additionalPrice: money,
    }),
  ),
  extras: z.array(z.object({ _id: z.string(), name: z.string(), qty: z.number().int(), price: money })),
});
export type OrderLine = z.infer<typeof orderLine>;

/** An order as the API gives it (the spec's entities). Money in the currency's units; amountcaptured in minor units. */
export const order = z.object({
  _id: z.string(),
  /** The display number (`orderid`). */
  id: z.number().int(),
  refNo: z.string(),
  /** `timezone`: the restaurant's time zone, in which lists across restaurants show the order's date. */
  restaurant: z.object({ _id: z.string(), Name: z.string(), timezone: z.string().optional() }),
  status: z.enum(ORDER_STATUSES),
  user: z.object({ _id: z.string(), Name: z.string(), Email: z.string() }).nullable(),
  /** Name to call out: the customer's or the guest's. */
  name: z.string(),
  isGuest: z.boolean(),
  date: z.string(),
  dateUpdated: z.string(),
  mobilenumber: z.string(),
  dineIn: z.boolean(),
  tablenumber: z.number().int().nullable(),
  isWeb: z.boolean(),
  isAdvanceOrder: z.boolean(),
  advanceOrderDate: z.string().nullable(),
  isParkTable: z.boolean(),
  paymentType: z.string(),
  onlineposid: z.string(),
  lines: z.array(orderLine),
  subtotal: money,
  bagTakeAwayPrice: money,
  deliveryFee: money,
  serviceFee: money,
  tip: money,
  tippercentage: z.number(),
  total: money,
  amountcaptured: z.number().int(),
  currency: z.string(),
  reason: z.string(),
  comment: z.string(),
  /** Minutes promised when accepted with a preparation time. */
  prepMinutes: z.number().int().nullable(),
  acceptedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  refund: z.object({ method: z.enum(['manual', 'provider']), reference: z.string(), at: z.string() }).nullable(),
  version: z.number().int(),
});
export type Order = z.infer<typeof order>;

export const orderCounts = z.object({
  pending: z.number().int(),
  confirmed: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
  refunded: z.number().int(),
  callawaiter: z.number().int(),
});
export type OrderCounts = z.infer<typeof orderCounts>;

export const restaurantWithOrders = z.object({
  _id: z.string(),
  Name: z.string(),
  Address: z.string(),
  currency: z.object({ code: z.string() }),
  iscallawaiter: z.boolean(),
  allowAdvanceOrder: z.boolean(),
  timezone: z.string(),
  Orders: orderCounts,
});
export type RestaurantWithOrders = z.infer<typeof restaurantWithOrders>;

const restaurantQuery = z.object({ restaurant: objectId });
const orderAnswer = z.object({ Message: z.string(), data: order });

export const fetchWithOrdersSpecific = endpoint({
  method: 'GET',
  path: '/restaurant/fetchwithordersspecific',
  tag: 'Orders',
  summary: 'One restaurant with its order counts per status',
  auth: ALL_ROLES,
  restaurantScope: { in: 'query', key: 'restaurant' },
  query: restaurantQuery,
  response: z.object({ data: restaurantWithOrders }),
});

export const fetchWithOrders = endpoint({
  method: 'GET',
  path: '/restaurant/fetchwithorders',
  tag: 'Orders',
  summary: 'Restaurants with order counts (admins: all, by name with key; staff: their own)',
  auth: ALL_ROLES,
  query: pageQuery(ORDERS_PAGE_SIZE).extend({ key: z.string().trim().max(100).optional() }),
  response: paged(restaurantWithOrders),
});

export const searchViaOrder = endpoint({
  method: 'GET',
  path: '/restaurants/searchviaorder',
  tag: 'Orders',
  summary: 'Find orders by display number or reference (admins: every restaurant; staff: their own)',
  auth: ALL_ROLES,
  query: z.object({ orderid: z.string().trim().min(1, 'Please enter an order id').max(20) }),
  response: z.object({ data: z.array(order) }),
});

export const orderCount = endpoint({
  method: 'GET',
  path: '/orders/restaurant/count',
  tag: 'Orders',
  summary: 'Order counts per status and open call-a-waiter requests',
  auth: ALL_ROLES,
  restaurantScope: { in: 'query', key: 'restaurant' },
  query: restaurantQuery,
  response: z.object({ data: orderCounts }),
});

export const fetchOrders = endpoint({
  method: 'GET',
  path: '/orders/restaurant/fetch/:status',
  tag: 'Orders',
  summary: 'Orders of one status (pending and confirmed oldest first; the others newest first)',
  description:
    "`status` may also be 'preorder' (= pending). `sortBy=missing-online-pos` lists orders not yet sent to the online POS first.",
  auth: ALL_ROLES,
  restaurantScope: { in: 'query', key: 'restaurant' },
  params: z.object({ status: orderStatusParam }),
  query: pageQuery(ORDERS_PAGE_SIZE).extend({
    restaurant: objectId,
    sortBy: z.enum(['missing-online-pos']).optional(),
  }),
  response: paged(order),
});

export const searchOrder = endpoint({
  method: 'GET',
  path: '/orders/restaurant/searchorder',
  tag: 'Orders',
  summary: "Search a restaurant's orders by display number or reference",
  auth: ALL_ROLES,
  restaurantScope: { in: 'query', key: 'restaurant' },
  query: pageQuery(ORDERS_PAGE_SIZE).extend({
    restaurant: objectId,
    orderid: z.string().trim().min(1, 'Please enter an order id').max(20),
    status: orderStatusParam.optional(),
  }),
  response: paged(order),
});

/** The body of every order action (spec: orderid, id, comment, reason, time); `id` is the order's _id. */
// The spec's clients send the whole body on every action: `time: 0` (or '', null) means
// no time where none is needed, minutes may come as text, and an unused comment or reason as null.
const NO_TIME = 'Please choose a preparation time';
/** Minutes as a number or as text ('25'); 0, '' and null read as "not given". */
const minutesIn = z
  .union([z.number({ error: NO_TIME }), z.string().trim().regex(/^\d*$/, NO_TIME), z.null()], { error: NO_TIME })
  .transform((v) => (v === null || v === '' ? undefined : Number(v)));
const minutes = z
  .number({ error: NO_TIME })
  .int(NO_TIME)
  .min(1, NO_TIME)
  .max(24 * 60, 'At most 24 hours');
const optionalText = (max: number, label: string) =>
  z
    .string()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => v ?? undefined);
const actionBody = z.object({
  id: objectId,
  orderid: z
    .union([z.number(), z.string().max(20)])
    .nullable()
    .optional(),
  comment: optionalText(500, 'Comment'),
  reason: optionalText(200, 'Reason'),
  time: minutesIn
    .transform((v) => (v === 0 ? undefined : v))
    .pipe(minutes.optional())
    .optional(),
});
/** Long wait: minutes required (0 is refused). */
const requiredMinutes = minutesIn.pipe(minutes);

const action = <B extends z.ZodType = typeof actionBody>(path: string, summary: string, body?: B) =>
  endpoint({
    method: 'PUT',
    path,
    tag: 'Order actions',
    summary,
    auth: ALL_ROLES,
    body: (body ?? actionBody) as B,
    response: orderAnswer,
  });

export const acceptOrder = action(
  '/orders/restaurant/acceptorder',
  "pending → confirmed ('Order accepted'); an advance order needs `time` (minutes)",
);
export const acceptOrderLongWait = action(
  '/orders/restaurant/acceptorder/longwait',
  "pending → confirmed with a preparation time ('Order accepted as long wait'); not for advance orders",
  actionBody.extend({ time: requiredMinutes }),
);
export const completeOrder = action('/orders/restaurant/completeorder', "confirmed → completed ('Order completed')");
export const cancelOrder = action(
  '/orders/restaurant/cancelorder',
  "pending → cancelled, with a reason ('Order declined')",
  actionBody.extend({
    reason: z
      .string({ error: 'Please select a reason above.' })
      .trim()
      .min(1, 'Please select a reason above.')
      .max(200),
  }),
);
// A refund needs a reason and is for RestaurantAdmin and platform admins only.
export const REFUND_ROLES = ['Admin', 'RestaurantAdmin'] as const satisfies readonly Role[];
export const REFUND_REASON_REQUIRED = 'Please give a reason for the refund.';
export const refundOrder = endpoint({
  method: 'PUT',
  path: '/orders/restaurant/refund',
  tag: 'Order actions',
  summary:
    "confirmed or completed → refunded, with a reason ('Order successfully refunded'); RestaurantAdmin and Admin only",
  auth: REFUND_ROLES,
  body: actionBody.extend({
    reason: z
      .string({ error: REFUND_REASON_REQUIRED })
      .trim()
      .min(1, REFUND_REASON_REQUIRED)
      .max(200, 'Reason must be at most 200 characters'),
  }),
  response: orderAnswer,
});

export const completeAll = endpoint({
  method: 'POST',
  path: '/orders/restaurant/completeall',
  tag: 'Order actions',
  summary: "Complete every confirmed order of a restaurant ('All confirmed orders successfully completed')",
  auth: ALL_ROLES,
  restaurantScope: { in: 'body', key: 'restaurant' },
  body: z.object({ restaurant: objectId }),
  response: z.object({ Message: z.string(), data: z.array(order) }),
});

export const recentOrders = endpoint({
  method: 'GET',
  path: '/orders/recent',
  tag: 'Orders',
  summary: 'Newest orders (admins: every restaurant; staff: their own), 25 per page',
  auth: ALL_ROLES,
  query: pageQuery(RECENT_ORDERS_PAGE_SIZE, 100).extend({ status: orderStatusParam.optional() }),
  response: paged(order),
});

export const orderHistory = endpoint({
  method: 'GET',
  path: '/user/orderHistory',
  tag: 'Orders',
  summary: "A registered customer's orders, newest first",
  auth: ADMIN_ONLY,
  query: z.object({ id: objectId }),
  response: z.object({ data: z.array(order) }),
});

export const ORDER_MESSAGES = {
  accepted: 'Order accepted',
  advanceAccepted: 'Advance  order accepted ',
  longWait: 'Order accepted as long wait',
  completed: 'Order completed',
  declined: 'Order declined',
  refunded: 'Order successfully refunded',
  allCompleted: 'All confirmed orders successfully completed',
  acceptFailed: 'Unable to accept order! Please contact administrator.',
  completeFailed: 'Unable to complete order! Please contact administrator.',
  declineFailed: 'Unable to decline order! Please contact administrator.',
  completeAllFailed: 'Unable to proceed! Please contact administrator.',
  refundFailed: 'Unable to refund order! Please contact administrator.',
  notFound: 'Order not found',
} as const;

/** The order state machine (the spec's states and transitions): which statuses each action starts from and where it leads. */
export const ORDER_ACTIONS = {
  accept: { from: ['pending'], to: 'confirmed' },
  longwait: { from: ['pending'], to: 'confirmed' },
  decline: { from: ['pending'], to: 'cancelled' },
  complete: { from: ['confirmed'], to: 'completed' },
  refund: { from: ['confirmed', 'completed'], to: 'refunded' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;
export type OrderAction = keyof typeof ORDER_ACTIONS;

export const canDo = (action: OrderAction, status: OrderStatus) =>
  (ORDER_ACTIONS[action].from as readonly OrderStatus[]).includes(status);

/** How staff name a status in messages. */
export const STATUS_WORDS: Record<OrderStatus, string> = {
  pending: 'waiting for acceptance',
  confirmed: 'accepted',
  completed: 'completed',
  cancelled: 'declined',
  refunded: 'refunded',
};
