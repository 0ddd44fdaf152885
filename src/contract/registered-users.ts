import { z } from 'zod';
import { deleteEndpoint, listEndpoint } from './crud-classic';
import { ADMIN_ONLY } from './roles';

const REGISTERED_USERS_PAGE_SIZE = 25;

/**
 * A registered customer as listed (the spec's entities: _id, Email, Provider, lastOrderFrom).
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

const list = {
  tag: 'Registered users',
  auth: ADMIN_ONLY,
  item: registeredUser,
  pageSize: REGISTERED_USERS_PAGE_SIZE,
  maxPageSize: 100,
};

export const userFetch = listEndpoint({
  ...list,
  path: '/user/fetch',
  summary: 'Registered customers, newest first, 25 per page',
});

export const userSearchV2 = listEndpoint({
  ...list,
  path: '/user/searchv2',
  summary: 'Registered customers whose email contains the key, newest first, 25 per page',
  query: {
    key: z
      .string({ error: 'Please enter an email to search for' })
      .trim()
      .min(1, 'Please enter an email to search for')
      .max(254, 'Search key must be at most 254 characters'),
  },
});

export const REGISTERED_USER_MESSAGES = {
  deleted: 'Successfully deleted user!',
  notFound: 'User not found',
  confirmDelete: 'Are you sure you want to delete this user? This action cannot be undone!',
  noneFound: 'No users found',
  noneYet: 'No users yet',
} as const;

export const userDelete = deleteEndpoint({
  tag: 'Registered users',
  auth: ADMIN_ONLY,
  path: '/user/delete',
  idKey: 'id',
  summary:
    "Delete a registered customer ('Successfully deleted user!'); their orders stay, under their name as a guest",
});

/** The customers screen's calls: the list, the email search and delete. */
export const registeredUsers = {
  fetch: userFetch,
  search: userSearchV2,
  delete: userDelete,
  idKey: 'id',
  pageSize: REGISTERED_USERS_PAGE_SIZE,
} as const;
