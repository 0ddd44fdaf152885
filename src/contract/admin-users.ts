import { z } from 'zod';
import { email, messageAnswer, newPassword, objectId, pageQuery, paged, requiredText } from './common';
import { endpoint } from './endpoint';
import { ADMIN_ONLY } from './roles';

/** Admin user as listed (spec part 1, section 3). */
export const adminUser = z.object({ _id: z.string(), Name: z.string(), Email: z.string(), Type: z.literal('Admin') });
export type AdminUser = z.infer<typeof adminUser>;

export const ADMIN_USER_TYPES = ['Admin'] as const;
export const ADMIN_USERS_PAGE_SIZE = 25;

const adminUserFields = {
  name: requiredText('Full Name', 100),
  type: z.enum(ADMIN_USER_TYPES, { error: 'Type must be Admin' }).default('Admin'),
  email,
};

/** Create: every field required. */
export const adminUserCreate = z.object({ ...adminUserFields, password: newPassword });
/** Edit: an empty password keeps the current one. */
export const adminUserEdit = z.object({
  ...adminUserFields,
  adminid: objectId,
  password: z.union([z.literal(''), newPassword]).optional(),
});

const saved = z.object({ Message: z.string(), data: adminUser });

export const adminFetch = endpoint({
  method: 'GET',
  path: '/admin/fetch',
  tag: 'Admin users',
  summary: 'Admin users, paged (size 25)',
  auth: ADMIN_ONLY,
  query: pageQuery(ADMIN_USERS_PAGE_SIZE),
  response: paged(adminUser),
});

export const adminAdd = endpoint({
  method: 'POST',
  path: '/admin/add',
  tag: 'Admin users',
  summary: "Create an admin user ('Successfully created user!')",
  auth: ADMIN_ONLY,
  body: adminUserCreate,
  response: saved,
});

export const adminEdit = endpoint({
  method: 'PUT',
  path: '/admin/edit',
  tag: 'Admin users',
  summary: "Update an admin user ('Successfully updated user!'); empty password keeps the current one",
  auth: ADMIN_ONLY,
  body: adminUserEdit,
  response: saved,
});

export const adminDelete = endpoint({
  method: 'DELETE',
  path: '/admin/delete',
  tag: 'Admin users',
  summary: "Delete an admin user ('Successfully deleted a user!'); not yourself, not the last admin",
  auth: ADMIN_ONLY,
  body: z.object({ adminid: objectId }),
  response: messageAnswer,
});

export const ADMIN_USER_MESSAGES = {
  created: 'Successfully created user!',
  updated: 'Successfully updated user!',
  deleted: 'Successfully deleted a user!',
  emailTaken: 'Email is already in use',
  notFound: 'User not found',
  notYourself: 'You cannot delete your own account',
  lastAdmin: 'The last admin cannot be deleted',
} as const;
