import * as z from 'zod/mini';
import { email, newPassword, objectId, requiredText } from '../../common';
import { crudForms, crudSchemas } from '../../crud';
import { RESTAURANT_USER_MESSAGES, RESTAURANT_USER_TYPES, RESTAURANT_USERS_PAGE_SIZE } from './constants';

export const restaurantUserItem = z.object({
  _id: z.string(),
  Email: z.string(),
  Name: z.string(),
  /** RestaurantAdmin or RestaurantUser (shown Admin / User). */
  Type: z.enum(['RestaurantAdmin', 'RestaurantUser']),
  includedToReport: z.boolean(),
});
export type RestaurantUserItem = z.infer<typeof restaurantUserItem>;

/** 'Add user' and 'Edit user' (with the account's `id`). */
export const restaurantUserForms = crudForms({
  idKey: 'id',
  fields: {
    restaurant: objectId,
    name: requiredText('Name', 100),
    email,
    type: z.enum(RESTAURANT_USER_TYPES, { error: 'Type must be Admin or User' }),
    includedToReport: z._default(z.boolean(), true),
    password: newPassword,
  },
  /** Editing, an empty password keeps the password; a new one ends the user's sessions. */
  editFields: { password: z.optional(z.union([z.literal(''), newPassword])) },
});
export type RestaurantUserCreateBody = z.output<typeof restaurantUserForms.createBody>;
export type RestaurantUserEditBody = z.output<typeof restaurantUserForms.editBody>;

export const usersSchemas = crudSchemas({
  noun: 'staff account',
  item: restaurantUserItem,
  forms: restaurantUserForms,
  messages: RESTAURANT_USER_MESSAGES,
  pageSize: RESTAURANT_USERS_PAGE_SIZE,
  listQuery: { restaurant: objectId },
  summaries: {
    fetch: "A restaurant's staff accounts, paged (25)",
    add: 'Create a staff account; it signs in at /restaurant-login',
    edit: 'Edit a staff account (a new password ends its sessions)',
    delete: "Delete a staff account and end its sessions ('Successfully deleted user!')",
  },
});
