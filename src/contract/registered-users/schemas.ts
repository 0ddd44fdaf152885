import * as z from 'zod/mini';
import { messageAnswer, objectId, pageQuery, paged, plainText } from '../common';
import { REGISTERED_USERS_PAGE_SIZE } from './constants';

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
  lastOrderFrom: z.nullable(z.object({ _id: z.string(), Name: z.string() })),
  /** When they ordered first (ISO 8601), or null when they have not ordered. */
  FirstOrder: z.nullable(z.string()),
});
export type RegisteredUser = z.infer<typeof registeredUser>;

const listQuery = pageQuery(REGISTERED_USERS_PAGE_SIZE, 100);

export const registeredUsersSchemas = {
  fetch: {
    summary: 'Registered customers, newest first, 25 per page',
    query: listQuery,
    response: paged(registeredUser),
  },
  search: {
    summary: 'Registered customers whose email contains the key, newest first, 25 per page',
    query: z.extend(listQuery, {
      key: plainText('Search key', 'Please enter an email to search for').check(
        z.trim(),
        z.minLength(1, 'Please enter an email to search for'),
        z.maxLength(254, 'Search key must be at most 254 characters'),
      ),
    }),
    response: paged(registeredUser),
  },
  delete: {
    summary:
      "Delete a registered customer ('Successfully deleted user!'); their orders stay, under their name as a guest",
    body: z.object({ id: objectId }),
    response: messageAnswer,
  },
};
