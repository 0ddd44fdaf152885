/**
 * Automated push sending: after a registered customer's order holding one of a push's products, the push is
 * sent Delay minutes later through the push integration (Push Logs), at most Times-per-visit times per visit (the
 * restaurant's local day). The send row and its durable job (src/server/jobs) are written in the placing transaction:
 * they exist exactly when the order does, survive a restart and run once across nodes; the send row's `sent_at` is set
 * with a conditional update first, so a job that runs again never pushes twice.
 */
import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { automatedPushes, automatedPushSends, customerDevices, orders, restaurants } from '../../db/schema';
import type { Tx } from '../../db/crud';
import type { Deps } from '../../deps';
import { recordPush } from '../../integrations/push';
import { enqueue } from '../../jobs/queue';
import { calendarDay } from '../../../contract/dates';

export const AUTOMATED_PUSH_JOB = 'automatedpush.send';

/**
 * In the placing transaction: schedules the pushes an order triggers (the restaurant has automated push on; the order
 * is a registered customer's). Answers the ids of the jobs.
 */
export async function scheduleAutomatedPushes(tx: Tx, orderId: string): Promise<string[]> {
  const [row] = await tx
    .select({ order: orders, restaurant: restaurants })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(eq(orders.id, orderId));
  if (!row?.order.customerId || !row.restaurant.automatedpushenabled) return [];
  const { order, restaurant } = row;
  const products = new Set(order.lines.map((l) => l.menu));
  const pushes = (
    await tx
      .select()
      .from(automatedPushes)
      .where(and(eq(automatedPushes.restaurantId, restaurant.id), eq(automatedPushes.enabled, true)))
  ).filter((p) => p.products.some((id) => products.has(id)));
  const jobIds: string[] = [];
  for (const p of pushes) {
    const dueAt = new Date(order.createdAt.getTime() + p.delayMinutes * 60_000);
    const [send] = await tx
      .insert(automatedPushSends)
      .values({
        pushId: p.id,
        orderId: order.id,
        customerId: order.customerId,
        visitDay: calendarDay(order.createdAt, restaurant.timezone),
        dueAt,
      })
      .onConflictDoNothing()
      .returning();
    if (send)
      jobIds.push(
        (await enqueue(tx, AUTOMATED_PUSH_JOB, { key: send.id, payload: { sendId: send.id }, runAt: dueAt })).id,
      );
  }
  return jobIds;
}

/** Sends one scheduled push (the job AUTOMATED_PUSH_JOB), once. */
export async function sendScheduledPush(deps: Deps, sendId: string, now: Date) {
  const [claimed] = await deps.db
    .update(automatedPushSends)
    .set({ sentAt: now, status: 'sending' })
    .where(and(eq(automatedPushSends.id, sendId), isNull(automatedPushSends.sentAt)))
    .returning();
  if (!claimed) return;
  const finish = (status: string) =>
    deps.db.update(automatedPushSends).set({ status }).where(eq(automatedPushSends.id, sendId));
  const [push] = await deps.db.select().from(automatedPushes).where(eq(automatedPushes.id, claimed.pushId));
  if (!push?.enabled) return finish('not sent: the automated push was turned off');
  const [{ n }] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(automatedPushSends)
    .where(
      and(
        eq(automatedPushSends.pushId, push.id),
        claimed.customerId
          ? eq(automatedPushSends.customerId, claimed.customerId)
          : isNull(automatedPushSends.customerId),
        eq(automatedPushSends.visitDay, claimed.visitDay),
        isNotNull(automatedPushSends.sentAt),
        sql`${automatedPushSends.status} like 'sent%'`,
        ne(automatedPushSends.id, sendId),
      ),
    );
  if (n >= push.timesPerVisit) return finish(`not sent: already sent ${n} time${n === 1 ? '' : 's'} this visit`);
  const tokens = claimed.customerId
    ? (
        await deps.db
          .select({ token: customerDevices.token })
          .from(customerDevices)
          .where(eq(customerDevices.customerId, claimed.customerId))
      ).map((d) => d.token)
    : [];
  const log = await recordPush(deps, {
    initiatedBy: 'automated push',
    type: 'automated push',
    message: { title: push.title, body: push.message },
    tokens,
    others: {
      automatedPush: push.id,
      name: push.name,
      restaurant: push.restaurantId,
      order: claimed.orderId,
      customer: claimed.customerId,
    },
  });
  return finish(`sent (${log.status})`);
}
