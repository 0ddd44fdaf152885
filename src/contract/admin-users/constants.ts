/** The plain values of admin users that both sides read: types, page size and messages. */
import { crudNotices } from '../notices';

export const ADMIN_USER_TYPES = ['Admin'] as const;
export const ADMIN_USERS_PAGE_SIZE = 25;

export const ADMIN_USER_MESSAGES = {
  ...crudNotices('user', 'No users yet'),
  /** The spec's words: 'a user'. */
  deleted: 'Successfully deleted a user!',
  emailTaken: 'Email is already in use',
  notYourself: 'You cannot delete your own account',
  lastAdmin: 'The last admin cannot be deleted',
} as const;
