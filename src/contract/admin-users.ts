import { z } from 'zod';
import { email, newPassword, requiredText } from './common-classic';
import { crud, crudNotices } from './crud-classic';
import { ADMIN_ONLY } from './roles';

/** Admin user as listed (the spec's entities). */
export const adminUser = z.object({ _id: z.string(), Name: z.string(), Email: z.string(), Type: z.literal('Admin') });
export type AdminUser = z.infer<typeof adminUser>;

export const ADMIN_USER_TYPES = ['Admin'] as const;
const ADMIN_USERS_PAGE_SIZE = 25;

const adminUserFields = {
  name: requiredText('Full Name', 100),
  type: z.enum(ADMIN_USER_TYPES, { error: 'Type must be Admin' }).default('Admin'),
  email,
};

export const ADMIN_USER_MESSAGES = {
  ...crudNotices('user', 'No users yet'),
  /** The spec's words: 'a user'. */
  deleted: 'Successfully deleted a user!',
  emailTaken: 'Email is already in use',
  notYourself: 'You cannot delete your own account',
  lastAdmin: 'The last admin cannot be deleted',
} as const;

/** Create: every field required. Edit (by adminid): an empty password keeps the current one. */
export const adminUsers = crud({
  tag: 'Admin users',
  noun: 'admin user',
  auth: ADMIN_ONLY,
  item: adminUser,
  fields: { ...adminUserFields, password: newPassword },
  editFields: { password: z.union([z.literal(''), newPassword]).optional() },
  idKey: 'adminid',
  pageSize: ADMIN_USERS_PAGE_SIZE,
  messages: ADMIN_USER_MESSAGES,
  paths: { fetch: '/admin/fetch', add: '/admin/add', edit: '/admin/edit', delete: '/admin/delete' },
  summaries: {
    fetch: 'Admin users, paged (size 25)',
    add: "Create an admin user ('Successfully created user!')",
    edit: "Update an admin user ('Successfully updated user!'); empty password keeps the current one",
    delete: "Delete an admin user ('Successfully deleted a user!'); not yourself, not the last admin",
  },
});

export const {
  createBody: adminUserCreate,
  editBody: adminUserEdit,
  fetch: adminFetch,
  add: adminAdd,
  edit: adminEdit,
  delete: adminDelete,
} = adminUsers;
