/** One order with everything that happened to it: lines, status history (who and when), payment, refund. */
import { z } from 'zod';
import { objectId } from './common-classic';
import { endpoint } from './endpoint';
import { ORDER_STATUSES } from './orders/constants';
import { order } from './orders/schemas';
import { ALL_ROLES } from './roles';

export const orderEvent = z.object({
  /** accept, longwait, decline, complete, completeall, refund, placed… */
  action: z.string(),
  fromStatus: z.enum(ORDER_STATUSES).nullable(),
  toStatus: z.enum(ORDER_STATUSES),
  /** Who did it ('' when the system did). */
  userName: z.string(),
  at: z.string(),
  reason: z.string().nullable(),
  time: z.number().nullable(),
  comment: z.string().nullable(),
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

export const orderDetailFetch = endpoint({
  method: 'GET',
  path: '/orders/restaurant/detail',
  tag: 'Orders',
  summary:
    'One order by its _id with its status history (who and when), payment and refund (admins: any; staff: their own restaurant)',
  auth: ALL_ROLES,
  query: z.object({ id: objectId }),
  response: z.object({ data: orderDetail }),
});
