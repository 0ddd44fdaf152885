import { and, eq, inArray, sql } from 'drizzle-orm';
import { MESSAGES } from '../../../contract/errors';
import {
  ORDER_ACTIONS,
  ORDER_MESSAGES as M,
  STATUS_WORDS,
  type OrderAction,
  type OrderStatus,
} from '../../../contract/orders/constants';
import type { Order } from '../../../contract/orders/schemas';
import type { StreamEvent } from '../../../contract/stream/constants';
import { isStaff } from '../../../contract/roles';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/crud';
import { orderEvents, orders } from '../../db/schema';
import type { Deps } from '../../deps';
import { crashPoint } from '../../crash-points';
import { newId } from '../../db/ids';
import { appendEvent, appendEvents } from '../../realtime/outbox';
import { conflict, fieldError, forbidden, notFound, stateConflict } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { loyaltyOnStatus } from '../loyalty/status-change'; // promotions
import { readForAction, type ActionSubject } from './action-read';
import { oneWithStations } from './station-progress';
import { orderById } from './queries';
import { enqueueOrderEffects, runOrderEffects } from '../printing/order-hooks';

interface ActionInput {
  id: string;
  time?: number;
  reason?: string;
  comment?: string;
}

/** Stores the request's idempotent answer inside the change's transaction (bind's `recordAnswer`). */
export type AnswerRecorder<A> = (tx: Tx, answer: A) => Promise<void>;
type ActionAnswer = { Message: string; data: Order };

const PAST: Record<OrderAction, string> = {
  accept: 'accepted',
  longwait: 'accepted as long wait',
  decline: 'declined',
  complete: 'completed',
  refund: 'refunded',
};

/** An order the user may act on: 404 when missing, 403 when it belongs to another restaurant. */
function own(user: SessionUser, subject: ActionSubject | undefined) {
  if (!subject) throw notFound(M.notFound);
  if (isStaff(user.type) && subject.order.restaurantId !== user.restaurantId) throw forbidden(MESSAGES.otherRestaurant);
  return subject;
}

/** Reads an order the user may act on: 404 when missing, 403 when it belongs to another restaurant. */
export async function ownOrder(db: Db, user: SessionUser, id: string) {
  return own(user, await readForAction(db, id));
}

/** How an order's state reads in a sentence: 'still waiting for acceptance', 'already declined'. */
const STATE_PHRASE = (status: OrderStatus) =>
  status === 'pending' ? 'still waiting for acceptance' : `already ${STATUS_WORDS[status]}`;

/** 409 text: the state does not allow the action; `raced` when another device changed it at the same moment. */
export const conflictMessage = (refNo: string, status: OrderStatus, action: OrderAction, raced = false) =>
  `Order ${refNo} is ${STATE_PHRASE(status)}${raced ? ' (changed on another device just now)' : ''}, so it cannot be ${PAST[action]}. Nothing was changed.`;

/** The order's event, written in the change's transaction as its last change (realtime/outbox.ts). */
export const orderEvent = (tx: Tx, order: Order, kind: 'order.created' | 'order.updated' = 'order.updated') =>
  appendEvent(tx, order.restaurant._id, { kind, data: order });

/** After the commit: this node sends the events it committed to its sockets at once (the others read them). */
export const announce = (deps: Pick<Deps, 'events'>, events: StreamEvent[]) => deps.events.stream(events);

/**
 * Applies one action of the state machine. The status check and the change are one conditional UPDATE,
 * so when two devices act at once exactly one wins; the other gets 409 and nothing changes. The change, what it causes
 * (tickets, SMS: jobs, see order-hooks.ts; stamps) and the request's idempotent answer commit together.
 */
export async function act(
  deps: Deps,
  user: SessionUser,
  action: OrderAction,
  input: ActionInput,
  device: string,
  recordAnswer?: AnswerRecorder<ActionAnswer>,
  batch?: {
    /** Collects the ids of the jobs the change causes, for the batch to run them all at once. */
    effects: string[];
    /** The order as the batch read it (`readForActions`), when no earlier action of the batch changed it; else read here. */
    read?: ActionSubject;
  },
) {
  const subject = batch?.read ? own(user, batch.read) : await ownOrder(deps.db, user, input.id);
  const { order: current, settings, answerOf } = subject;
  const rule = ORDER_ACTIONS[action];
  if (!(rule.from as readonly OrderStatus[]).includes(current.status))
    throw stateConflict(conflictMessage(current.refNo, current.status, action));
  if (action === 'accept' && current.isAdvanceOrder && !input.time)
    throw fieldError('time', 'Please choose a preparation time for this advance order');
  if (action === 'longwait' && current.isAdvanceOrder)
    throw conflict('An advance order is accepted with a preparation time, not as long wait.');

  const now = new Date();
  const changes: Partial<typeof orders.$inferInsert> = { status: rule.to, updatedAt: now };
  if (action === 'accept' || action === 'longwait')
    Object.assign(changes, { acceptedAt: now, prepMinutes: input.time ?? null });
  if (action === 'complete') changes.completedAt = now;
  if (action === 'decline' || action === 'refund') changes.reason = input.reason ?? ''; // a refund keeps its reason too
  if (input.comment) changes.comment = input.comment;

  const done = await deps.db.transaction(async (tx) => {
    // The change and its event in one statement: the event is written exactly when the conditional update changed it.
    const update = tx.$with('changed').as(
      tx
        .update(orders)
        .set({ ...changes, version: sql`${orders.version} + 1` })
        .where(and(eq(orders.id, current.id), inArray(orders.status, [...rule.from])))
        .returning(),
    );
    const details = { time: input.time ?? null, reason: input.reason ?? null, comment: input.comment ?? null };
    // Every column of order_events, in its order (an insert from a query lists them all).
    const history = tx
      .$with('event')
      .as(
        tx
          .insert(orderEvents)
          .select(
            sql`select ${newId()}, "id", ${action}, ${current.status}, ${rule.to}, ${user.id}, ${user.name}, ${device.slice(0, 300)}, ${JSON.stringify(details)}::jsonb, now() from "changed"`,
          ),
      );
    const [changed] = await tx.with(update, history).select().from(update);
    if (!changed) return null;
    let row = changed;
    await loyaltyOnStatus(tx, row); // promotions: stamps earned / given back, coupon and promo uses
    let refundNote = '';
    if (action === 'refund') {
      // In the transaction: `payments.refund` answers without the network (see the Payments interface).
      const refund = await deps.payments.refund({
        orderId: row.id,
        amountMinor: row.amountcaptured || row.total,
        currency: row.currency,
        paymentType: row.paymentType,
      });
      refundNote = refund.note;
      [row = changed] = await tx
        .update(orders)
        .set({ refund: { method: refund.method, reference: refund.reference, at: now.toISOString() } })
        .where(eq(orders.id, row.id))
        .returning();
    }
    const effects = await enqueueOrderEffects(tx, action, row, settings);
    const answer: ActionAnswer = {
      Message: actionMessage(action, current.isAdvanceOrder, refundNote),
      // Stations mark only orders in preparation, and nothing leads back to pending: an order just accepted has none.
      data: await oneWithStations(tx, answerOf(row), settings.routing, current.status === 'pending' ? [] : undefined),
    };
    const event = await orderEvent(tx, answer.data);
    await recordAnswer?.(tx, answer);
    return { answer, effects, event };
  });
  if (!done) {
    const [latest] = await deps.db.select({ status: orders.status }).from(orders).where(eq(orders.id, current.id));
    throw stateConflict(conflictMessage(current.refNo, latest?.status ?? current.status, action, true));
  }
  crashPoint('order-action:after-commit');
  announce(deps, [done.event]);
  if (batch) batch.effects.push(...done.effects);
  else await runOrderEffects(deps, done.effects);
  return done.answer;
}

function actionMessage(action: OrderAction, isAdvanceOrder: boolean, refundNote: string) {
  if (action === 'accept') return isAdvanceOrder ? M.advanceAccepted : M.accepted;
  if (action === 'longwait') return M.longWait;
  if (action === 'complete') return M.completed;
  if (action === 'decline') return M.declined;
  return `${M.refunded}${refundNote ? `. ${refundNote}` : ''}`;
}

/** Completes every confirmed order of a restaurant at once. */
export async function completeAll(
  deps: Deps,
  user: SessionUser,
  restaurantId: string,
  device: string,
  recordAnswer?: AnswerRecorder<{ Message: string; data: Order[] }>,
) {
  const now = new Date();
  const done = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(orders)
      .set({ status: 'completed', completedAt: now, updatedAt: now, version: sql`${orders.version} + 1` })
      .where(and(eq(orders.restaurantId, restaurantId), eq(orders.status, 'confirmed')))
      .returning();
    for (const r of rows) await loyaltyOnStatus(tx, r); // promotions: stamps earned
    if (rows.length)
      await tx.insert(orderEvents).values(
        rows.map((r) => ({
          orderId: r.id,
          action: 'completeall',
          fromStatus: 'confirmed',
          toStatus: 'completed',
          userId: user.id,
          userName: user.name,
          device: device.slice(0, 300),
        })),
      );
    const effects: string[] = [];
    const data: Order[] = [];
    for (const r of rows) {
      effects.push(...(await enqueueOrderEffects(tx, 'complete', r)));
      data.push((await orderById(tx, r.id))!);
    }
    const answer = { Message: M.allCompleted, data };
    const events = await appendEvents(
      tx,
      restaurantId,
      data.map((order) => ({ kind: 'order.updated' as const, data: order })),
    );
    await recordAnswer?.(tx, answer);
    return { answer, effects, events };
  });
  crashPoint('order-action:after-commit');
  announce(deps, done.events);
  await runOrderEffects(deps, done.effects);
  return done.answer;
}
