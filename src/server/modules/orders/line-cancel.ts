/**
 * Cancelling one line of an order not yet completed (a void, as a POS calls it): the line stays on the order with its
 * quantity lowered and the cancellation recorded, so every station that had it shows it struck through. The order's
 * money is recomputed from what is left, and on a paid order the difference goes back through the refund's path.
 * One transaction with its order event and idempotent answer, then announced with `order.updated`.
 */
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { ORDER_MESSAGES, STATUS_WORDS } from '../../../contract/orders/constants';
import type { Order } from '../../../contract/orders/schemas';
import type { Tx } from '../../db/crud';
import { couponUses, coupons, orderEvents, orders, type StoredOrderLine } from '../../db/schema';
import type { Deps } from '../../deps';
import { crashPoint } from '../../crash-points';
import { notFound, stateConflict } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { enqueueCancelTicket, runOrderEffects } from '../printing/order-hooks';
import { announce, orderEvent, ownOrder, type AnswerRecorder } from './actions';
import { orderTarget } from './mapper';
import { remainingAmounts, remainingCouponDiscount } from './pricing';
import { readyPush } from './station-actions';
import { oneWithStations, stationPlan } from './station-progress';

type Answer = { Message: string; data: Order };
type OrderRow = typeof orders.$inferSelect;
export interface LineCancelInput {
  id: string;
  line: number;
  qty?: number;
  reason: string;
}

const refused = (refNo: string, why: string) =>
  stateConflict(`Order ${refNo} ${why}, so the line cannot be cancelled. Nothing was changed.`);

/** The order's lines with the cancellation applied; 404/409 when it cannot be. */
function cancelIn(order: OrderRow, input: LineCancelInput, at: Date) {
  if (order.status !== 'pending' && order.status !== 'confirmed')
    throw refused(order.refNo, `is already ${STATUS_WORDS[order.status]}`);
  const line = order.lines[input.line];
  if (!line) throw notFound(`Order ${order.refNo} has no line ${input.line + 1}`);
  const label = `${line.name} (line ${input.line + 1})`;
  if (line.qty === 0) throw refused(order.refNo, `has ${label} cancelled already`);
  const qty = input.qty ?? line.qty;
  if (qty > line.qty) throw refused(order.refNo, `has only ${line.qty} of ${label} left to cancel`);
  const othersLeft = order.lines.some((l, i) => i !== input.line && l.qty > 0);
  if (qty === line.qty && !othersLeft)
    throw stateConflict(
      `${label} is the last line left on order ${order.refNo}. Cancel the order instead. Nothing was changed.`,
    );
  const changed: StoredOrderLine = {
    ...line,
    qty: line.qty - qty,
    cancelledQty: (line.cancelledQty ?? 0) + qty,
    cancelled: { reason: input.reason, at: at.toISOString() },
  };
  return { line: changed, qty, lines: order.lines.map((l, i) => (i === input.line ? changed : l)) };
}

export async function lineCancel(
  deps: Deps,
  user: SessionUser,
  input: LineCancelInput,
  device: string,
  recordAnswer?: AnswerRecorder<Answer>,
) {
  const { order: read, settings, answerOf } = await ownOrder(deps.db, user, input.id);
  const now = new Date();
  const done = await deps.db.transaction(async (tx: Tx) => {
    // The order as it is now, held until the commit: two cancellations at once count from each other's lines.
    const [current] = await tx.select().from(orders).where(eq(orders.id, read.id)).for('update');
    if (!current) throw notFound(ORDER_MESSAGES.notFound);
    const { line, qty, lines } = cancelIn(current, input, now);
    const [offer] = current.couponDiscount
      ? await tx
          .select({ itemId: coupons.itemId, quantity: coupons.itemQuantity })
          .from(couponUses)
          .innerJoin(coupons, eq(coupons.id, couponUses.couponId))
          .where(eq(couponUses.orderId, current.id))
      : [];
    const couponOffer = offer?.itemId && offer.quantity ? { itemId: offer.itemId, quantity: offer.quantity } : null;
    const amounts = remainingAmounts(current, lines, remainingCouponDiscount(current, lines, couponOffer));
    const back = Math.min(Math.max(current.total - amounts.total, 0), current.amountcaptured);
    // In the transaction, as the order's refund: `payments.refund` answers without the network.
    const refund = back
      ? await deps.payments.refund({
          orderId: current.id,
          amountMinor: back,
          currency: current.currency,
          paymentType: current.paymentType,
        })
      : null;
    const [{ targetMinutes, ...changed }] = await tx
      .update(orders)
      .set({
        lines,
        ...amounts,
        amountcaptured: current.amountcaptured - back,
        updatedAt: now,
        version: sql`${orders.version} + 1`,
      })
      .where(eq(orders.id, current.id))
      // The prep-time target of what is left to make.
      .returning({ ...getTableColumns(orders), targetMinutes: orderTarget() });
    const [event] = await tx
      .insert(orderEvents)
      .values({
        orderId: current.id,
        action: 'line-cancelled',
        fromStatus: current.status,
        toStatus: current.status,
        userId: user.id,
        userName: user.name,
        device: device.slice(0, 300),
        details: {
          line: input.line,
          name: line.name,
          qty,
          left: line.qty,
          reason: input.reason,
          refundedMinor: back,
          refund: refund && { method: refund.method, reference: refund.reference },
        },
      })
      .returning({ id: orderEvents.id });
    // An order in preparation had its tickets printed: the station that has the line gets a "CANCELLED" ticket. A
    // station left with only done or cancelled lines is done: the order may be ready now.
    const effects: string[] = [];
    if (current.status === 'confirmed') {
      const printer = stationPlan(current.lines, settings.routing).find((p) => p.lines.includes(input.line))?.printer;
      const gone = { ...current.lines[input.line]!, qty, notes: input.reason };
      if (printer) effects.push(...(await enqueueCancelTicket(tx, current, printer.id, gone, event!.id)));
      effects.push(...(await readyPush(tx, changed, settings.routing)));
    }
    const message = `${qty}× ${line.name} cancelled on order ${current.refNo}`;
    const answer: Answer = {
      Message: refund ? `${message}. ${refund.note}` : message,
      data: await oneWithStations(tx, { ...answerOf(changed), targetMinutes: Number(targetMinutes) }, settings.routing),
    };
    const orderChanged = await orderEvent(tx, answer.data);
    await recordAnswer?.(tx, answer);
    return { answer, effects, event: orderChanged };
  });
  crashPoint('order-action:after-commit');
  announce(deps, [done.event]);
  await runOrderEffects(deps, done.effects);
  return done.answer;
}
