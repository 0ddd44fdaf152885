import { z } from 'zod';
import { objectId } from './common-classic';
import { endpoint } from './endpoint';
import { ALL_ROLES } from './roles';

const CALL_STATUSES = ['preorder', 'accepted', 'rejected'] as const;

/** A call-a-waiter request (spec: _id, User.Name, TableNumber, Date). */
export const callRequest = z.object({
  _id: z.string(),
  restaurant: z.string(),
  User: z.object({ Name: z.string() }),
  TableNumber: z.number().int(),
  Date: z.string(),
  Status: z.enum(CALL_STATUSES),
});
export type CallRequest = z.infer<typeof callRequest>;

export const fetchCalls = endpoint({
  method: 'GET',
  path: '/ordersrestaurant/callawaiter/fetch',
  tag: 'Call a waiter',
  summary: 'Call-a-waiter requests of a restaurant (default: open ones, oldest first)',
  auth: ALL_ROLES,
  restaurantScope: { in: 'query', key: 'restaurant' },
  query: z.object({ restaurant: objectId, status: z.enum(CALL_STATUSES).default('preorder') }),
  response: z.object({ data: z.array(callRequest) }),
});

const handled = z.object({ Message: z.string(), data: callRequest });

export const acceptCall = endpoint({
  method: 'POST',
  path: '/callawaiter/accept',
  tag: 'Call a waiter',
  summary: "Accept an open request ('Request accepted')",
  auth: ALL_ROLES,
  body: z.object({ id: objectId }),
  response: handled,
});

export const rejectCall = endpoint({
  method: 'POST',
  path: '/callawaiter/reject',
  tag: 'Call a waiter',
  summary: "Reject an open request ('Request rejected')",
  auth: ALL_ROLES,
  body: z.object({ id: objectId }),
  response: handled,
});

export const placeCall = endpoint({
  method: 'POST',
  path: '/mobile/callawaiter',
  tag: 'Customer apps',
  summary: 'A guest at a table calls a waiter',
  auth: 'public',
  status: 201,
  body: z.object({
    restaurant: objectId,
    tablenumber: z.number({ error: 'Table number is required' }).int().min(1).max(100000),
    name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(80),
  }),
  response: z.object({ Message: z.string(), data: callRequest }),
});

export const CALL_MESSAGES = {
  accepted: 'Request accepted',
  rejected: 'Request rejected',
  notFound: 'Request not found',
  created: 'A waiter is on the way',
} as const;
