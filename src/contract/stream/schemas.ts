import * as z from 'zod/mini';
import { callRequest } from '../callawaiter/schemas';
import { objectId, paged } from '../common';
import { order, orderCounts } from '../orders/schemas';
import { STREAM_KINDS } from './constants';

const restaurantQuery = z.object({ restaurant: objectId });
const seq = z.int().check(z.gte(0));

const watchdogNotice = z.object({
  restaurant: z.string(),
  orderId: z.string(),
  refNo: z.string(),
  at: z.string(),
  waited: z.number(),
  printers: z.array(z.string()),
});

const envelope = { restaurant: z.string(), seq: z.int() };
export const streamEvent = z.discriminatedUnion('kind', [
  z.object({ ...envelope, kind: z.enum([STREAM_KINDS[0], STREAM_KINDS[1]]), data: order }),
  z.object({ ...envelope, kind: z.enum([STREAM_KINDS[2], STREAM_KINDS[3]]), data: callRequest }),
  z.object({ ...envelope, kind: z.literal(STREAM_KINDS[4]), data: watchdogNotice }),
]);

export const streamSchemas = {
  events: {
    summary: "A restaurant's events after `since`, in order (the screens' repair after a gap or a reconnection)",
    description:
      '`seq` is the last event of the restaurant now. `reset: true` (and no events) when events after `since` were ' +
      'trimmed (kept 24 hours) or are more than 500: read the lists again (`/orders/restaurant/open`).',
    query: z.object({
      restaurant: objectId,
      since: z.coerce
        .number({ error: 'Must be a number' })
        .check(z.int('Must be a whole number'), z.gte(0, 'Must be at least 0')),
    }),
    response: z.object({ data: z.array(streamEvent), seq, reset: z.boolean() }),
  },
  open: {
    summary:
      "A restaurant's open orders (pending and confirmed), counts and open call-a-waiter requests in one snapshot",
    description:
      '`seq` is the last event included: the answer is the state after it, and the events after it are what changed since.',
    query: restaurantQuery,
    response: z.object({
      pending: paged(order),
      confirmed: paged(order),
      counts: orderCounts,
      calls: z.array(callRequest),
      seq,
    }),
  },
};
