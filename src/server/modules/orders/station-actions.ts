/**
 * The kitchen stations' actions on an order in preparation: a station's bump (all its lines done), one line crossed
 * off, a line or a station's bump recalled, and a completion recalled (the order back to preparation, its stamps taken back).
 * Each is one transaction with its idempotent answer and system-log line, then announced with `order.updated`. The
 * bump that leaves no station open makes the order ready: the staff's "Order … is ready" push goes with it.
 */
import { and, eq, gte, isNull, or, sql } from 'drizzle-orm';
import { RECALL_WINDOW_MINUTES, STATUS_WORDS } from '../../../contract/orders/constants';
import type { Order } from '../../../contract/orders/schemas';
import type { Tx } from '../../db/crud';
import { orderEvents, orders, orderStationMarks, stampBalances, stampEntries } from '../../db/schema';
import type { Deps } from '../../deps';
import { crashPoint } from '../../crash-points';
import { notFound, stateConflict } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { runOrderEffects } from '../printing/order-hooks';
import type { Routing } from '../printing/tickets';
import { enqueueOrderReadyPush } from '../staff-push/order-ready';
import { announce, orderEvent, ownOrder, type AnswerRecorder } from './actions';
import { findPrinter, liveMarks, markWhere, oneWithStations, progressOf, stationPlan } from './station-progress';

type Answer = { Message: string; data: Order };
type OrderRow = typeof orders.$inferSelect;

const notInPreparation = (refNo: string, status: OrderRow['status'], raced = false) =>
  stateConflict(
    `Order ${refNo} is ${status === 'pending' ? 'still waiting for acceptance' : `already ${STATUS_WORDS[status]}`}${
      raced ? ' (changed on another device just now)' : ''
    }, so its stations cannot change. Nothing was changed.`,
  );

/** The station a request names, with its lines of this order: 404 when there is no such station or it has none. */
function stationOf(order: OrderRow, routing: Routing, station: string) {
  const printer = findPrinter(routing, station);
  if (!printer) throw notFound(`There is no kitchen station ${station}`);
  const plan = stationPlan(order.lines, routing).find((p) => p.printer.id === printer.id);
  if (!plan) throw notFound(`Order ${order.refNo} has nothing for ${printer.name}`);
  return plan;
}

/**
 * Runs a station change on an order still in preparation: the version bump is the status check (a device that
 * completed or refunded it at the same moment wins, this one gets 409), then `write`, the answer, the announcement,
 * and the jobs `write` caused (their ids, run after the commit as an order action's are).
 */
async function stationChange(
  deps: Deps,
  user: SessionUser,
  id: string,
  plan: (
    order: OrderRow,
    routing: Routing,
  ) => { message: string; write: (tx: Tx, now: Date) => Promise<string[] | void> },
  recordAnswer?: AnswerRecorder<Answer>,
) {
  const { order: current, settings, answerOf } = await ownOrder(deps.db, user, id);
  if (current.status !== 'confirmed') throw notInPreparation(current.refNo, current.status);
  const { message, write } = plan(current, settings.routing);
  const now = new Date();
  const done = await deps.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(orders)
      .set({ updatedAt: now, version: sql`${orders.version} + 1` })
      .where(and(eq(orders.id, current.id), eq(orders.status, 'confirmed')))
      .returning();
    if (!changed) return null;
    const effects = (await write(tx, now)) ?? [];
    const result: Answer = { Message: message, data: await oneWithStations(tx, answerOf(changed), settings.routing) };
    const event = await orderEvent(tx, result.data);
    await recordAnswer?.(tx, result);
    return { answer: result, effects, event };
  });
  if (!done) {
    const [latest] = await deps.db.select({ status: orders.status }).from(orders).where(eq(orders.id, current.id));
    throw notInPreparation(current.refNo, latest?.status ?? current.status, true);
  }
  crashPoint('order-action:after-commit');
  announce(deps, [done.event]);
  await runOrderEffects(deps, done.effects);
  return done.answer;
}

const markOf = (order: OrderRow, station: string, user: SessionUser, now: Date, line: number | null = null) => ({
  restaurantId: order.restaurantId,
  orderId: order.id,
  station,
  line,
  doneAt: now,
  userId: user.id,
  userName: user.name,
});

/**
 * Writes a station's bump. The first bump that leaves no station of the order open makes the order ready: answers
 * the ready push's job (one per order, so a station recalled and bumped again does not push twice).
 */
async function markStationDone(
  tx: Tx,
  order: OrderRow,
  routing: Routing,
  station: string,
  user: SessionUser,
  now: Date,
): Promise<string[]> {
  const [added] = await tx
    .insert(orderStationMarks)
    .values(markOf(order, station, user, now))
    .onConflictDoNothing()
    .returning({ id: orderStationMarks.id });
  if (!added) return [];
  return readyPush(tx, order, routing);
}

/** The ready push's job when no station of the order is open any more (none while one is). */
export async function readyPush(tx: Tx, order: Pick<OrderRow, 'id' | 'lines'>, routing: Routing): Promise<string[]> {
  const progress = progressOf(stationPlan(order.lines, routing), await liveMarks(tx, [order.id]));
  return progress.every((p) => p.doneAt) ? [await enqueueOrderReadyPush(tx, order.id)] : [];
}

/** A station's bump: all its lines of the order done. Done twice is done once (the live mark stays the first). */
export function stationDone(
  deps: Deps,
  user: SessionUser,
  body: { id: string; station: string },
  recordAnswer?: AnswerRecorder<Answer>,
) {
  return stationChange(
    deps,
    user,
    body.id,
    (order, routing) => {
      const { printer } = stationOf(order, routing, body.station);
      return {
        message: `${printer.name} done for order ${order.refNo}`,
        write: (tx, now) => markStationDone(tx, order, routing, printer.id, user, now),
      };
    },
    recordAnswer,
  );
}

/** One line crossed off; when it was its station's last open line, the station is done too (its bump is written). */
export function lineDone(
  deps: Deps,
  user: SessionUser,
  body: { id: string; line: number },
  recordAnswer?: AnswerRecorder<Answer>,
) {
  return stationChange(
    deps,
    user,
    body.id,
    (order, routing) => {
      const plan = stationPlan(order.lines, routing).find((p) => p.lines.includes(body.line));
      if (!plan) throw notFound(`Order ${order.refNo} has no line ${body.line + 1}`);
      const line = order.lines[body.line]!;
      return {
        message: `${line.qty}× ${line.name} done for order ${order.refNo}`,
        write: async (tx, now) => {
          const station = plan.printer.id;
          await tx
            .insert(orderStationMarks)
            .values(markOf(order, station, user, now, body.line))
            .onConflictDoNothing();
          const marks = (await liveMarks(tx, [order.id])).filter((m) => m.station === station);
          const open = plan.lines.filter((i) => !plan.cancelled.includes(i));
          const all = open.every((i) => marks.some((m) => m.line === i));
          return all ? markStationDone(tx, order, routing, station, user, now) : [];
        },
      };
    },
    recordAnswer,
  );
}

/**
 * Recalls a crossed-off line (with `line`), a station's bump and its crossed-off lines (with `station`), or a recent
 * completion (with neither).
 */
export function recall(
  deps: Deps,
  user: SessionUser,
  body: { id: string; station?: string; line?: number },
  device: string,
  recordAnswer?: AnswerRecorder<Answer>,
) {
  const { station, line } = body;
  if (line !== undefined) return recallLine(deps, user, body.id, line, recordAnswer);
  if (station === undefined) return recallCompletion(deps, user, body.id, device, recordAnswer);
  return stationChange(
    deps,
    user,
    body.id,
    (order, routing) => {
      const { printer } = stationOf(order, routing, station);
      return {
        message: `${printer.name} recalled for order ${order.refNo}`,
        write: async (tx, now) => {
          await tx.update(orderStationMarks).set({ recalledAt: now }).where(markWhere(order.id, printer.id));
        },
      };
    },
    recordAnswer,
  );
}

/** A crossed-off line open again: its station is no longer done, so the station's bump is recalled with it. */
function recallLine(deps: Deps, user: SessionUser, id: string, index: number, recordAnswer?: AnswerRecorder<Answer>) {
  return stationChange(
    deps,
    user,
    id,
    (order, routing) => {
      const plan = stationPlan(order.lines, routing).find((p) => p.lines.includes(index));
      if (!plan) throw notFound(`Order ${order.refNo} has no line ${index + 1}`);
      const line = order.lines[index]!;
      return {
        message: `${line.qty}× ${line.name} recalled for order ${order.refNo}`,
        write: async (tx, now) => {
          await tx
            .update(orderStationMarks)
            .set({ recalledAt: now })
            .where(
              and(
                markWhere(order.id, plan.printer.id),
                or(eq(orderStationMarks.line, index), isNull(orderStationMarks.line)),
              ),
            );
        },
      };
    },
    recordAnswer,
  );
}

const recallRefused = (refNo: string, why: string) =>
  stateConflict(`Order ${refNo} ${why}, so it cannot be recalled. Nothing was changed.`);

/**
 * A completed order back to preparation, within RECALL_WINDOW_MINUTES of its completion: what completing it gave is
 * taken back in the same transaction (its completion time; the stamps it earned, exactly as many as were added).
 */
async function recallCompletion(
  deps: Deps,
  user: SessionUser,
  id: string,
  device: string,
  recordAnswer?: AnswerRecorder<Answer>,
) {
  const { order: current, settings, answerOf } = await ownOrder(deps.db, user, id);
  const tooLate = (o: Pick<OrderRow, 'status' | 'completedAt'>, since: Date) =>
    o.status !== 'completed'
      ? o.status === 'confirmed'
        ? 'is in preparation, not completed'
        : `is ${o.status === 'pending' ? 'still waiting for acceptance' : `already ${STATUS_WORDS[o.status]}`}`
      : !o.completedAt || o.completedAt < since
        ? `was completed more than ${RECALL_WINDOW_MINUTES} minutes ago`
        : null;
  const now = new Date();
  const since = new Date(now.getTime() - RECALL_WINDOW_MINUTES * 60_000);
  const refused = tooLate(current, since);
  if (refused) throw recallRefused(current.refNo, refused);
  const done = await deps.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(orders)
      .set({ status: 'confirmed', completedAt: null, updatedAt: now, version: sql`${orders.version} + 1` })
      .where(and(eq(orders.id, current.id), eq(orders.status, 'completed'), gte(orders.completedAt, since)))
      .returning();
    if (!changed) return null;
    await takeBackStamps(tx, current.id);
    await tx.insert(orderEvents).values({
      orderId: current.id,
      action: 'recall',
      fromStatus: 'completed',
      toStatus: 'confirmed',
      userId: user.id,
      userName: user.name,
      device: device.slice(0, 300),
      details: { time: null, reason: null, comment: null },
    });
    const result: Answer = {
      Message: `Order ${current.refNo} is back in preparation`,
      data: await oneWithStations(tx, answerOf(changed), settings.routing),
    };
    const event = await orderEvent(tx, result.data);
    await recordAnswer?.(tx, result);
    return { answer: result, event };
  });
  if (!done) {
    const [latest] = await deps.db
      .select({ status: orders.status, completedAt: orders.completedAt })
      .from(orders)
      .where(eq(orders.id, current.id));
    throw recallRefused(current.refNo, (latest && tooLate(latest, since)) || 'was changed on another device just now');
  }
  crashPoint('order-action:after-commit');
  announce(deps, [done.event]);
  return done.answer;
}

/** The stamps the order's completion earned: off the balances (never below 0) and out of the card's history. */
async function takeBackStamps(tx: Tx, orderId: string) {
  const earned = await tx
    .select()
    .from(stampEntries)
    .where(and(eq(stampEntries.orderId, orderId), eq(stampEntries.kind, 'earn')));
  for (const e of earned) {
    await tx
      .update(stampBalances)
      .set({ count: sql`greatest(${stampBalances.count} - ${e.delta}, 0)` })
      .where(and(eq(stampBalances.stampId, e.stampId), eq(stampBalances.customerId, e.customerId)));
    await tx.delete(stampEntries).where(eq(stampEntries.id, e.id));
  }
}
