import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { PUSH_MESSAGES as M, type PushNotification, type pushCreateBody, type pushEditBody } from '../../../contract/push';
import { pushNotifications } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { offsetOf, pageMeta, type PageRequest } from '../../http/paging';
import type { SessionUser } from '../../http/session';
import { deviceTokens, pushAndAnswer } from './dispatch';

type Row = typeof pushNotifications.$inferSelect;
const toPush = (r: Row): PushNotification => ({ _id: r.id, name: r.name, message: r.message, createdAt: r.createdAt.toISOString() });

export async function listPush({ db }: Deps, page: PageRequest) {
  const [{ total }] = await db.select({ total: count() }).from(pushNotifications);
  const rows = await db.select().from(pushNotifications).orderBy(desc(pushNotifications.createdAt), desc(pushNotifications.id)).limit(page.size).offset(offsetOf(page));
  return { data: rows.map(toPush), meta: pageMeta(total, page) };
}

export async function createPush({ db }: Deps, input: z.output<typeof pushCreateBody>) {
  const [row] = await db.insert(pushNotifications).values({ name: input.name, message: input.message }).returning();
  return { Message: M.created, data: toPush(row) };
}

export async function editPush({ db }: Deps, input: z.output<typeof pushEditBody>) {
  const [row] = await db.update(pushNotifications).set({ name: input.name, message: input.message }).where(eq(pushNotifications.id, input.pushid)).returning();
  if (!row) throw notFound(M.notFound);
  return { Message: M.updated, data: toPush(row) };
}

export async function deletePush({ db }: Deps, pushid: string) {
  const [row] = await db.delete(pushNotifications).where(eq(pushNotifications.id, pushid)).returning({ id: pushNotifications.id });
  if (!row) throw notFound(M.notFound);
  return { Message: M.deleted };
}

/** Sends the notification to every customer device. */
export async function sendPush(deps: Deps, pushid: string, user: SessionUser) {
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
  );
}
