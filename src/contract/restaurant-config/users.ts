/** Restaurant users (spec part 2: User Management modal). Admin is stored as RestaurantAdmin, User as RestaurantUser. */
import { z } from 'zod';
import { email, messageAnswer, newPassword, objectId, pageQuery, paged, requiredText } from '../common';
import { endpoint } from '../endpoint';
import type { Role } from '../roles';
import { CONFIG_EDITORS, CONFIG_TAG } from './shared';

export const RESTAURANT_USERS_PAGE_SIZE = 25;
export const RESTAURANT_USER_TYPES = ['Admin', 'User'] as const;
export type RestaurantUserType = (typeof RESTAURANT_USER_TYPES)[number];
export const roleOfType = (t: RestaurantUserType): Role => (t === 'Admin' ? 'RestaurantAdmin' : 'RestaurantUser');
export const typeOfRole = (r: Role): RestaurantUserType => (r === 'RestaurantAdmin' ? 'Admin' : 'User');

export const restaurantUserItem = z.object({
  _id: z.string(),
  Email: z.string(),
  Name: z.string(),
  /** RestaurantAdmin or RestaurantUser (shown Admin / User). */
  Type: z.enum(['RestaurantAdmin', 'RestaurantUser']),
  includedToReport: z.boolean(),
});
export type RestaurantUserItem = z.infer<typeof restaurantUserItem>;

export const RESTAURANT_USER_MESSAGES = {
  created: 'Successfully created user!',
  updated: 'Successfully updated user!',
  deleted: 'Successfully deleted user!',
  empty: 'No Users Yet',
  notFound: 'User not found',
  emailTaken: 'Email already exists',
  notYourself: 'You cannot delete your own account',
} as const;

const type = z.enum(RESTAURANT_USER_TYPES, { error: 'Type must be Admin or User' });
const base = {
  restaurant: objectId,
  name: requiredText('Name', 100),
  email,
  type,
  includedToReport: z.boolean().default(true),
};
export const restaurantUserCreate = z.object({ ...base, password: newPassword });
export const restaurantUserEdit = z.object({
  ...base,
  id: objectId,
  /** Empty keeps the password; a new one ends the user's sessions. */
  password: z.union([z.literal(''), newPassword]).optional(),
});

const TAG = CONFIG_TAG;
const saved = z.object({ Message: z.string(), data: restaurantUserItem });

export const restaurantUsersFetch = endpoint({
  method: 'GET',
  path: '/restaurant/users/fetch',
  tag: TAG,
  summary: "A restaurant's staff accounts, paged (25)",
  auth: CONFIG_EDITORS,
  restaurantScope: { in: 'query', key: 'restaurant' },
  query: z.object({ restaurant: objectId }).extend(pageQuery(RESTAURANT_USERS_PAGE_SIZE).shape),
  response: paged(restaurantUserItem),
});

export const restaurantUserAdd = endpoint({
  method: 'POST',
  path: '/restaurant/adduser',
  tag: TAG,
  summary: 'Create a staff account; it signs in at /restaurant-login',
  auth: CONFIG_EDITORS,
  restaurantScope: { in: 'body', key: 'restaurant' },
  body: restaurantUserCreate,
  response: saved,
});

export const restaurantUserEditCall = endpoint({
  method: 'PUT',
  path: '/restaurant/edituser',
  tag: TAG,
  summary: 'Edit a staff account (a new password ends its sessions)',
  auth: CONFIG_EDITORS,
  restaurantScope: { in: 'body', key: 'restaurant' },
  body: restaurantUserEdit,
  response: saved,
});

export const restaurantUserDelete = endpoint({
  method: 'DELETE',
  path: '/restaurant/deleteuser',
  tag: TAG,
  summary: "Delete a staff account and end its sessions ('Successfully deleted user!')",
  auth: CONFIG_EDITORS,
  body: z.object({ id: objectId }),
  response: messageAnswer,
});
