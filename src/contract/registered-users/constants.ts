/** The plain values of the registered customers screen that both sides read: page size and notices. */

export const REGISTERED_USERS_PAGE_SIZE = 25;

export const REGISTERED_USER_MESSAGES = {
  deleted: 'Successfully deleted user!',
  notFound: 'User not found',
  confirmDelete: 'Are you sure you want to delete this user? This action cannot be undone!',
  noneFound: 'No users found',
  noneYet: 'No users yet',
} as const;
