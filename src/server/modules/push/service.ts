import { desc, eq } from 'drizzle-orm';
import { PUSH_MESSAGES as M } from '../../../contract/push/routes';
import type { PushCreateBody, PushEditBody, PushNotification } from '../../../contract/push/schemas';
import { deleteOr404, pagedList, updateOr404 } from '../../db/crud';
import { pushNotifications } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';
import type { PageRequest } from '../../http/paging';
import type { SessionUser } from '../../http/session';
import { deviceTokens, pushAndAnswer, type PushCommit } from './dispatch';

type Row = typeof pushNotifications.$inferSelect;
const toPush = (r: Row): PushNotification => ({
  _id: r.id,
  name: r.name,
  message: r.message,
  createdAt: r.createdAt.toISOString(),
});

export const listPush = ({ db }: Deps, page: PageRequest) =>
  pagedList(db, pushNotifications, page, {
    orderBy: [desc(pushNotifications.createdAt), desc(pushNotifications.id)],
    map: toPush,
  });

export async function createPush({ db }: Deps, input: PushCreateBody) {
  const [row] = await db.insert(pushNotifications).values({ name: input.name, message: input.message }).returning();
  return { Message: M.created, data: toPush(row) };
}

export async function editPush({ db }: Deps, { pushid, ...input }: PushEditBody) {
  return { Message: M.updated, data: toPush(await updateOr404(db, pushNotifications, pushid, input, M)) };
}

export async function deletePush({ db }: Deps, pushid: string) {
  await deleteOr404(db, pushNotifications, pushid, M);
  return { Message: M.deleted };
}

/** Sends the notification to every customer device. */
export async function sendPush(deps: Deps, pushid: string, user: SessionUser, commit: PushCommit) {
  const [row] = await deps.db.select().from(pushNotifications).where(eq(pushNotifications.id, pushid));
  if (!row) throw notFound(M.notFound);
  return pushAndAnswer(
    deps,
    {
      initiatedBy: user.email,
      type: 'push notification',
      message: { title: row.name, body: row.message, data: { type: 'push', pushid: row.id } },
      tokens: await deviceTokens(deps),
      others: { pushid: row.id, name: row.name, message: row.message, audience: 'all customers' },
    },
    M.pushed,
    commit,
  );
}
