import { and, asc, count, eq, ne } from 'drizzle-orm';
import { ADMIN_USER_MESSAGES as M } from '../../../contract/admin-users/routes';
import type { AdminUser, AdminUserCreateBody, AdminUserEditBody } from '../../../contract/admin-users/schemas';
import { deleteOr404, pagedList, updateOr404 } from '../../db/crud';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';
import { conflict, fieldError } from '../../http/errors';
import type { PageRequest } from '../../http/paging';
import { endSessionsOf, passwordChanged, type SessionUser } from '../../http/session';
import { hashPassword } from '../../passwords';

const isAdmin = eq(users.type, 'Admin');
const toAdminUser = (u: typeof users.$inferSelect): AdminUser => ({
  _id: u.id,
  Name: u.name,
  Email: u.email,
  Type: 'Admin',
});

export const listAdmins = ({ db }: Deps, page: PageRequest) =>
  pagedList(db, users, page, { where: isAdmin, orderBy: [asc(users.name), asc(users.id)], map: toAdminUser });

async function ensureEmailFree({ db }: Deps, email: string, exceptId?: string) {
  const where = exceptId ? and(eq(users.email, email), ne(users.id, exceptId)) : eq(users.email, email);
  const [taken] = await db.select({ id: users.id }).from(users).where(where).limit(1);
  if (taken) throw fieldError('email', M.emailTaken);
}

/** Runs an insert/update and turns a lost race on the unique email into the same field error. */
async function guardEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError('email', M.emailTaken);
    throw err;
  }
}

export async function createAdmin(deps: Deps, input: AdminUserCreateBody) {
  await ensureEmailFree(deps, input.email);
  const passwordHash = await hashPassword(input.password);
  const [row] = await guardEmail(() =>
    deps.db.insert(users).values({ name: input.name, email: input.email, type: 'Admin', passwordHash }).returning(),
  );
  return { Message: M.created, data: toAdminUser(row) };
}

/** Edits an admin; a new password ends that admin's other sessions (the editor's own session stays) and reset links. */
export async function editAdmin(deps: Deps, input: AdminUserEditBody, actor: SessionUser) {
  await ensureEmailFree(deps, input.email, input.adminid);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  let ended: string[] = [];
  const row = await guardEmail(() =>
    updateOr404(
      deps.db,
      users,
      input.adminid,
      { name: input.name, email: input.email, ...(passwordHash ? { passwordHash } : {}) },
      {
        notFound: M.notFound,
        where: isAdmin,
        after: async (tx, updated) => {
          if (passwordHash) ended = await passwordChanged(tx, updated.id, { except: actor.tokenHash });
        },
      },
    ),
  );
  deps.events.endSessions(ended);
  return { Message: M.updated, data: toAdminUser(row) };
}

/** Deletes an admin; their sessions end with the account, and their sockets close. */
export async function deleteAdmin(deps: Deps, id: string, actor: SessionUser) {
  if (id === actor.id) throw conflict(M.notYourself);
  let ended: string[] = [];
  await deleteOr404(deps.db, users, id, {
    notFound: M.notFound,
    where: isAdmin,
    check: async (tx) => {
      const [{ admins }] = await tx.select({ admins: count() }).from(users).where(isAdmin);
      if (admins <= 1) throw conflict(M.lastAdmin);
      // Ended here, before the account (and by cascade its sessions) is deleted, to know which sockets to close.
      ended = await endSessionsOf(tx, { user: id });
    },
  });
  deps.events.endSessions(ended);
  return { Message: M.deleted };
}
