import * as z from 'zod/mini';
import { email, newPassword, requiredText } from '../common';
import { crudForms, crudSchemas } from '../crud';
import { ADMIN_USER_MESSAGES, ADMIN_USER_TYPES, ADMIN_USERS_PAGE_SIZE } from './constants';

/** Admin user as listed (the spec's entities). */
export const adminUser = z.object({ _id: z.string(), Name: z.string(), Email: z.string(), Type: z.literal('Admin') });
export type AdminUser = z.infer<typeof adminUser>;

/** Create: every field required. Edit (by adminid): an empty password keeps the current one. */
export const adminUserForms = crudForms({
  idKey: 'adminid',
  fields: {
    name: requiredText('Full Name', 100),
    type: z._default(z.enum(ADMIN_USER_TYPES, { error: 'Type must be Admin' }), 'Admin'),
    email,
    password: newPassword,
  },
  editFields: { password: z.optional(z.union([z.literal(''), newPassword])) },
});
export type AdminUserCreateBody = z.output<typeof adminUserForms.createBody>;
export type AdminUserEditBody = z.output<typeof adminUserForms.editBody>;

export const adminUsersSchemas = crudSchemas({
  noun: 'admin user',
  item: adminUser,
  forms: adminUserForms,
  messages: ADMIN_USER_MESSAGES,
  pageSize: ADMIN_USERS_PAGE_SIZE,
  summaries: {
    fetch: 'Admin users, paged (size 25)',
    add: "Create an admin user ('Successfully created user!')",
    edit: "Update an admin user ('Successfully updated user!'); empty password keeps the current one",
    delete: "Delete an admin user ('Successfully deleted a user!'); not yourself, not the last admin",
  },
});
