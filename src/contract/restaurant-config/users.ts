/** Restaurant users (the spec's User Management modal). Admin is stored as RestaurantAdmin, User as RestaurantUser. */
import { z } from 'zod';
import { email, newPassword, objectId, requiredText } from '../common-classic';
import { crud, crudNotices } from '../crud-classic';
import { IN_BODY, IN_QUERY } from '../group';
import type { Role } from '../roles';
import { CONFIG_EDITORS, CONFIG_TAG } from './shared';

export const RESTAURANT_USERS_PAGE_SIZE = 25;
const RESTAURANT_USER_TYPES = ['Admin', 'User'] as const;
type RestaurantUserType = (typeof RESTAURANT_USER_TYPES)[number];
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
  ...crudNotices('user', 'No Users Yet'),
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
const restaurantUsers = crud({
  tag: CONFIG_TAG,
  noun: 'staff account',
  auth: CONFIG_EDITORS,
  restaurantScope: IN_BODY,
  scopes: { fetch: IN_QUERY, delete: null },
  item: restaurantUserItem,
  fields: { ...base, password: newPassword },
  /** Editing, an empty password keeps the password; a new one ends the user's sessions. */
  editFields: { password: z.union([z.literal(''), newPassword]).optional() },
  idKey: 'id',
  pageSize: RESTAURANT_USERS_PAGE_SIZE,
  listQuery: { restaurant: objectId },
  messages: RESTAURANT_USER_MESSAGES,
  paths: {
    fetch: '/restaurant/users/fetch',
    add: '/restaurant/adduser',
    edit: '/restaurant/edituser',
    delete: '/restaurant/deleteuser',
  },
  summaries: {
    fetch: "A restaurant's staff accounts, paged (25)",
    add: 'Create a staff account; it signs in at /restaurant-login',
    edit: 'Edit a staff account (a new password ends its sessions)',
    delete: "Delete a staff account and end its sessions ('Successfully deleted user!')",
  },
});

export const {
  createBody: restaurantUserCreate,
  editBody: restaurantUserEdit,
  fetch: restaurantUsersFetch,
  add: restaurantUserAdd,
  edit: restaurantUserEditCall,
  delete: restaurantUserDelete,
} = restaurantUsers;
