/** An order as the API answers it, and a restaurant with its order counts. */
import * as z from 'zod/mini';
import { availability } from '../availability';
import { ORDER_STATUSES } from './constants';

const money = z.number();

export const orderLine = z.object({
  menu: z.string(),
  name: z.string(),
  category: z.string(),
  /** The menu category's id when ordered (null if unknown): decides the printer, and the kitchen station, the line goes to. */
  categoryId: z.nullable(z.string()),
  /** What is left to make and pay: the ordered quantity less `cancelledQty`. */
  qty: z.int(),
  /** How many of the line were cancelled after it was ordered (0 or missing: none); `qty + cancelledQty` were ordered. */
  cancelledQty: z.optional(z.int()),
  /** The last cancellation's reason and time (null: never cancelled). */
  cancelled: z.optional(z.nullable(z.object({ reason: z.string(), at: z.string() }))),
  price: money,
  notes: z.string(),
  isReward: z.boolean(),
  attributes: z.array(
    z.object({
      _id: z.string(),
      attributeName: z.string(),
      name: z.string(),
      qty: z.int(),
      additionalPrice: money,
    }),
  ),
  extras: z.array(z.object({ _id: z.string(), name: z.string(), qty: z.int(), price: money })),
});
export type OrderLine = z.infer<typeof orderLine>;

/**
 * What one kitchen station (a printer: its id, as the routing function gives each line) has of an order and finished:
 * `lines` are the indexes of the order's lines routed to it, `done` those crossed off (all of them once it is bumped),
 * `doneAt` when every one of its lines was done or cancelled (null until then): a station whose lines are not all in
 * `done` yet (one cancelled since) still shows the order.
 */
export const stationProgress = z.object({
  station: z.string(),
  name: z.string(),
  lines: z.array(z.int()),
  done: z.array(z.int()),
  doneAt: z.nullable(z.string()),
});
export type StationProgress = z.infer<typeof stationProgress>;

/** An order as the API gives it (the spec's entities). Money in the currency's units; amountcaptured in minor units. */
export const order = z.object({
  _id: z.string(),
  /** The display number (`orderid`). */
  id: z.int(),
  refNo: z.string(),
  /** `timezone`: the restaurant's time zone, in which lists across restaurants show the order's date. */
  restaurant: z.object({ _id: z.string(), Name: z.string(), timezone: z.optional(z.string()) }),
  status: z.enum(ORDER_STATUSES),
  user: z.nullable(z.object({ _id: z.string(), Name: z.string(), Email: z.string() })),
  /** Name to call out: the customer's or the guest's. */
  name: z.string(),
  isGuest: z.boolean(),
  date: z.string(),
  dateUpdated: z.string(),
  mobilenumber: z.string(),
  dineIn: z.boolean(),
  tablenumber: z.nullable(z.int()),
  isWeb: z.boolean(),
  isAdvanceOrder: z.boolean(),
  advanceOrderDate: z.nullable(z.string()),
  isParkTable: z.boolean(),
  paymentType: z.string(),
  onlineposid: z.string(),
  lines: z.array(orderLine),
  subtotal: money,
  /** The restaurant's discount on the lines, taken off the subtotal (0 without one). */
  discount: money,
  /** What the coupon's item offer took off, after the discount (0 without one). */
  couponDiscount: money,
  bagTakeAwayPrice: money,
  deliveryFee: money,
  serviceFee: money,
  tip: money,
  tippercentage: z.number(),
  total: money,
  amountcaptured: z.int(),
  currency: z.string(),
  reason: z.string(),
  comment: z.string(),
  /** Minutes promised when accepted with a preparation time. */
  prepMinutes: z.nullable(z.int()),
  /** Minutes promised to the customer at placement: the usual preparation time, plus the rush margin in rush mode. */
  promisedMinutes: z.nullable(z.int()),
  /**
   * The kitchen's prep-time target in minutes, counted from placement: the largest target of its lines' categories,
   * else the restaurant's preparation time.
   */
  targetMinutes: z.optional(z.int()),
  acceptedAt: z.nullable(z.string()),
  completedAt: z.nullable(z.string()),
  refund: z.nullable(z.object({ method: z.enum(['manual', 'provider']), reference: z.string(), at: z.string() })),
  /** The coupon used on the order: its name and app code (null without one). */
  coupon: z.nullable(z.object({ name: z.string(), code: z.string() })),
  version: z.int(),
  /** Progress per kitchen station, on orders in preparation (and the order lists of the kitchen). */
  stations: z.optional(z.array(stationProgress)),
});
export type Order = z.infer<typeof order>;

export const orderCounts = z.object({
  pending: z.int(),
  confirmed: z.int(),
  completed: z.int(),
  cancelled: z.int(),
  refunded: z.int(),
  callawaiter: z.int(),
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
  /** Rush mode switched on, and its schedule: active while inside it (contract/schedule.ts). */
  RushMode: z.boolean(),
  RushModeTimes: z.nullable(availability),
  Orders: orderCounts,
});
export type RestaurantWithOrders = z.infer<typeof restaurantWithOrders>;

/** `{ Message, data: order }`: the answer of an action on one order, and of a placement. */
export const orderAnswer = z.object({ Message: z.string(), data: order });

/** A placement's answer: the order (with its promised minutes) and the restaurant's rush mode when it was placed. */
export const placementAnswer = z.extend(orderAnswer, {
  rushMode: z.object({ active: z.boolean(), header: z.string(), message: z.string() }),
});
