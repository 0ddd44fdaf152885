/** One order with everything that happened to it: lines, status history (who and when), payment, refund. */
import * as z from 'zod/mini';
import { dataOf, objectId } from '../common';
import { ORDER_STATUSES } from '../orders/constants';
import { order } from '../orders/schemas';

export const orderEvent = z.object({
  /** accept, longwait, decline, complete, completeall, refund, placed… */
  action: z.string(),
  fromStatus: z.nullable(z.enum(ORDER_STATUSES)),
  toStatus: z.enum(ORDER_STATUSES),
  /** Who did it ('' when the system did). */
  userName: z.string(),
  at: z.string(),
  reason: z.nullable(z.string()),
  time: z.nullable(z.number()),
  comment: z.nullable(z.string()),
  /** A line cancelled ('line-cancelled'): how many of which item, and what went back to the customer (currency units). */
  cancelledLine: z.optional(z.object({ name: z.string(), qty: z.int(), refunded: z.number() })),
});
export type OrderEvent = z.infer<typeof orderEvent>;

/** The restaurant as an invoice names it. */
const invoiceRestaurant = z.object({
  _id: z.string(),
  Name: z.string(),
  Address: z.string(),
  CVR: z.string(),
  timezone: z.string(),
});

export const orderDetail = z.object({ order, events: z.array(orderEvent), restaurant: invoiceRestaurant });
export type OrderDetail = z.infer<typeof orderDetail>;

export const orderDetailSchemas = {
  fetch: {
    summary:
      'One order by its _id with its status history (who and when), payment and refund (admins: any; staff: their own restaurant)',
    query: z.object({ id: objectId }),
    response: dataOf(orderDetail),
  },
};
