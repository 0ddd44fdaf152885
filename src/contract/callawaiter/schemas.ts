import * as z from 'zod/mini';
import { dataOf, objectId, plainText } from '../common';
import { CALL_STATUSES } from './constants';

/** A call-a-waiter request (spec: _id, User.Name, TableNumber, Date). */
export const callRequest = z.object({
  _id: z.string(),
  restaurant: z.string(),
  User: z.object({ Name: z.string() }),
  TableNumber: z.int(),
  Date: z.string(),
  Status: z.enum(CALL_STATUSES),
});
export type CallRequest = z.infer<typeof callRequest>;

const byId = z.object({ id: objectId });
const handled = z.object({ Message: z.string(), data: callRequest });

export const callawaiterSchemas = {
  fetch: {
    summary: 'Call-a-waiter requests of a restaurant (default: open ones, oldest first)',
    query: z.object({ restaurant: objectId, status: z._default(z.enum(CALL_STATUSES), 'preorder') }),
    response: dataOf(z.array(callRequest)),
  },
  accept: { summary: "Accept an open request ('Request accepted')", body: byId, response: handled },
  reject: { summary: "Reject an open request ('Request rejected')", body: byId, response: handled },
};

export const callPlacementSchemas = {
  place: {
    summary: 'A guest at a table calls a waiter',
    body: z.object({
      restaurant: objectId,
      tablenumber: z.number({ error: 'Table number is required' }).check(z.int(), z.gte(1), z.lte(100000)),
      name: plainText('Name', 'Name is required').check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(80)),
    }),
    response: handled,
  },
};
