/** The plain values of the User Management modal that both sides read. Admin is stored as RestaurantAdmin, User as RestaurantUser. */
import { crudNotices } from '../../notices';
import type { Role } from '../../roles';

export const RESTAURANT_USERS_PAGE_SIZE = 25;
export const RESTAURANT_USER_TYPES = ['Admin', 'User'] as const;
export type RestaurantUserType = (typeof RESTAURANT_USER_TYPES)[number];
export const roleOfType = (t: RestaurantUserType): Role => (t === 'Admin' ? 'RestaurantAdmin' : 'RestaurantUser');
export const typeOfRole = (r: Role): RestaurantUserType => (r === 'RestaurantAdmin' ? 'Admin' : 'User');

export const RESTAURANT_USER_MESSAGES = {
  ...crudNotices('user', 'No Users Yet'),
  emailTaken: 'Email already exists',
  notYourself: 'You cannot delete your own account',
} as const;
