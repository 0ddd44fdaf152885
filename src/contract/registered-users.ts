import { z } from 'zod';
import { messageAnswer, objectId, pageQuery, paged } from './common';
import { endpoint } from './endpoint';
import { ADMIN_ONLY } from './roles';

export const REGISTERED_USERS_PAGE_SIZE = 25;

/**
 * A registered customer as listed (spec part 1, section 3: _id, Email, Provider, lastOrderFrom).
 * The registration date is the id's time (`dateFromObjectId`); FirstOrder is the date of their first order.
 */
export const registeredUser = z.object({
  _id: z.string(),
  Email: z.string(),
  Name: z.string(),
  /** 'Local' (shown as 'Email'), 'Google', 'Apple', 'Facebook', … */
  Provider: z.string(),
  /** The restaurant of their last order, if any. */
  lastOrderFrom: z.object({ _id: z.string(), Name: z.string() }).nullable(),
  /** When they ordered first (ISO 8601), or null when they have not ordered. */
  FirstOrder: z.string().nullable(),
});
export type RegisteredUser = z.infer<typeof registeredUser>;

export const userFetch = endpoint({
  method: 'GET',
  path: '/user/fetch',
  tag: 'Registered users',
  summary: 'Registered customers, newest first, 25 per page',
  auth: ADMIN_ONLY,
  query: pageQuery(REGISTERED_USERS_PAGE_SIZE, 100),
  response: paged(registeredUser),
});

export const userSearchV2 = endpoint({
  method: 'GET',
  path: '/user/searchv2',
  tag: 'Registered users',
  summary: 'Registered customers whose email contains the key, newest first, 25 per page',
  auth: ADMIN_ONLY,
  query: pageQuery(REGISTERED_USERS_PAGE_SIZE, 100).extend({
    key: z.string({ error: 'Please enter an email to search for' }).trim().min(1, 'Please enter an email to search for').max(254, 'Search key must be at most 254 characters'),
  }),
  response: paged(registeredUser),
});

export const REGISTERED_USER_MESSAGES = {
  deleted: 'Successfully deleted user!',
  notFound: 'User not found',
  confirmDelete: 'Are you sure you want to delete this user? This action cannot be undone!',
  noneFound: 'No users found',
  noneYet: 'No users yet',
} as const;

export const userDelete = endpoint({
  method: 'DELETE',
  path: '/user/delete',
  tag: 'Registered users',
  summary: "Delete a registered customer ('Successfully deleted user!'); their orders stay, under their name as a guest",
  auth: ADMIN_ONLY,
  body: z.object({ id: objectId }),
  response: messageAnswer,
});
