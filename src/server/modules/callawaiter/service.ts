import { and, asc, desc, eq } from 'drizzle-orm';
import { CALL_MESSAGES as M } from '../../../contract/callawaiter/routes';
import type { CallRequest } from '../../../contract/callawaiter/schemas';
import { MESSAGES } from '../../../contract/errors';
import { isStaff } from '../../../contract/roles';
import { callAwaiter, restaurants } from '../../db/schema';
import type { Tx } from '../../db/crud';
import type { Deps } from '../../deps';
import { fieldError, forbidden, notFound, stateConflict } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { appendEvent } from '../../realtime/outbox';
import { runOrderEffects } from '../printing/order-hooks';
import { enqueueCallClosePush, enqueueCallFollowUps, enqueueCallPush } from '../staff-push/send';

type Row = typeof callAwaiter.$inferSelect;
const toCall = (r: Row): CallRequest => ({
  _id: r.id,
  restaurant: r.restaurantId,
  User: { Name: r.name },
  TableNumber: r.tablenumber,
  Date: r.createdAt.toISOString(),
  Status: r.status,
});

/** The call's event, written in the change's transaction (realtime/outbox.ts). */
const callEvent = (tx: Tx, kind: 'callawaiter.created' | 'callawaiter.updated', row: Row) =>
  appendEvent(tx, row.restaurantId, { kind, data: toCall(row) });

export async function listCalls({ db }: Deps, restaurantId: string, status: Row['status']) {
  const rows = await db
    .select()
    .from(callAwaiter)
    .where(and(eq(callAwaiter.restaurantId, restaurantId), eq(callAwaiter.status, status)))
    .orderBy(status === 'preorder' ? asc(callAwaiter.createdAt) : desc(callAwaiter.updatedAt))
    .limit(500);
  return { data: rows.map(toCall) };
}

/** Stores the request's idempotent answer inside the change's transaction (bind's `recordAnswer`). */
type AnswerRecorder = (tx: Tx, answer: { Message: string; data: CallRequest }) => Promise<void>;

export async function placeCall(
  deps: Deps,
  input: { restaurant: string; tablenumber: number; name: string },
  recordAnswer?: AnswerRecorder,
) {
  const [restaurant] = await deps.db.select().from(restaurants).where(eq(restaurants.id, input.restaurant));
  if (!restaurant) throw notFound('Restaurant not found');
  if (!restaurant.iscallawaiter)
    throw fieldError('restaurant', `${restaurant.name} does not take call-a-waiter requests`);
  const { answer, push, event } = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(callAwaiter)
      .values({ restaurantId: restaurant.id, tablenumber: input.tablenumber, name: input.name })
      .returning();
    const answer = { Message: M.created, data: toCall(row) };
    const push = await enqueueCallPush(tx, row.id);
    // Unanswered: the waiters again after the restaurant's re-notify time, the admins after twice that.
    await enqueueCallFollowUps(tx, row, restaurant.callawaiterrenotifyseconds);
    const event = await callEvent(tx, 'callawaiter.created', row);
    await recordAnswer?.(tx, answer);
    return { answer, push, event };
  });
  deps.events.stream([event]);
  await runOrderEffects(deps, [push.id]);
  return answer;
}

/**
 * Accept or reject an open request; one device wins, the other is told it was already handled. The change and the
 * request's idempotent answer commit together.
 */
export async function handleCall(
  deps: Deps,
  user: SessionUser,
  id: string,
  outcome: 'accepted' | 'rejected',
  recordAnswer?: AnswerRecorder,
) {
  const [current] = await deps.db.select().from(callAwaiter).where(eq(callAwaiter.id, id));
  if (!current) throw notFound(M.notFound);
  if (isStaff(user.type) && current.restaurantId !== user.restaurantId) throw forbidden(MESSAGES.otherRestaurant);
  const done = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(callAwaiter)
      .set({ status: outcome, handledBy: user.id, updatedAt: new Date() })
      .where(and(eq(callAwaiter.id, id), eq(callAwaiter.status, 'preorder')))
      .returning();
    if (!row) return null;
    const answer = { Message: outcome === 'accepted' ? M.accepted : M.rejected, data: toCall(row) };
    // Answered on one phone: the notification closes on the others.
    const closePush = await enqueueCallClosePush(tx, row.id);
    const event = await callEvent(tx, 'callawaiter.updated', row);
    await recordAnswer?.(tx, answer);
    return { answer, closePush, event };
  });
  if (!done) {
    const [latest] = await deps.db
      .select({ status: callAwaiter.status })
      .from(callAwaiter)
      .where(eq(callAwaiter.id, id));
    throw stateConflict(
      `The request of table ${current.tablenumber} was already ${latest?.status ?? current.status} on another device.`,
    );
  }
  deps.events.stream([done.event]);
  await runOrderEffects(deps, [done.closePush.id]);
  return done.answer;
}
