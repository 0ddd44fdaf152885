/**
 * Cancelling one line of an order over HTTP: the line stays, struck out with its reason, on every station that had it;
 * the money is recomputed and the paid difference refunded; idempotent; own restaurant and the refund permission only.
 */
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lineAmount } from '../../../contract/orders/amounts';
import { notPermittedMessage } from '../../../contract/roles';
import type { Order } from '../../../contract/orders/schemas';
import { orderEvents, printers, printQueue } from '../../db/schema';
import { ticketOf } from '../printing/cloudprnt';
import { act, actionBody, eventsOf, GUEST, menuOf, orderRow } from '../../../../tests/support/orders';
import { connect, listen, type Listener } from '../../../../tests/support/sockets';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp();
const BISTRO = 'Demo Bistro';

let url: string;
beforeAll(async () => {
  url = await listen(t.app);
});
const opened: Listener[] = [];
afterEach(() => {
  for (const l of opened.splice(0)) l.close();
});

const put = async (path: string, body: Record<string, unknown>, token?: string, headers?: Record<string, string>) =>
  t.call(token ?? (await t.asBistro()), 'PUT', `/orders/restaurant/${path}`, { body, headers });
const cancel = (body: Record<string, unknown>, token?: string, headers?: Record<string, string>) =>
  put('line-cancel', { reason: 'Out of lemons', ...body }, token, headers);

/** Risotto (kitchen) and two lemonades (bar), placed and, unless `pending`, accepted. */
async function foodAndDrink(lines?: { item: string; qty: number }[], pending = false): Promise<Order> {
  const menu = await menuOf(t, BISTRO);
  const placed = await t.call(null, 'POST', '/mobile/order/place', {
    body: {
      restaurant: await t.restaurantId(BISTRO),
      lines: (
        lines ?? [
          { item: 'Mushroom risotto', qty: 1 },
          { item: 'Elderflower lemonade', qty: 2 },
        ]
      ).map((l) => ({ menu: menu.item(l.item), qty: l.qty })),
      dineIn: false,
      paymentType: 'card',
      guest: GUEST,
    },
  });
  expect(placed.status, JSON.stringify(placed.json)).toBe(201);
  if (pending) return placed.json.data as Order;
  const accepted = await act(t, await t.asBistro(), 'accept', { id: placed.json.data._id });
  expect(accepted.status).toBe(200);
  return accepted.json.data as Order;
}

const progress = (o: Order) => o.stations?.map((s) => [s.name, s.lines, s.done, s.doneAt ? 'done' : 'open']);
const minor = (units: number) => Math.round(units * 100);
/** The lines − discount + fees + tip, as the order detail adds them up. */
const addedUp = (o: Order) =>
  minor(o.subtotal) - minor(o.discount) + minor(o.bagTakeAwayPrice + o.deliveryFee + o.serviceFee + o.tip);

describe('line cancel', () => {
  it('keeps the line, struck out with its reason, on its station; recomputes the money and refunds the difference', async () => {
    const order = await foodAndDrink();
    const l = await connect(url, await t.asBistro());
    opened.push(l);
    const res = await cancel({ id: order._id, line: 1 });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const after = res.json.data as Order;
    expect(res.json.Message).toMatch(new RegExp(`^2× Elderflower lemonade cancelled on order ${order.refNo}\\. `));
    expect(res.json.Message).toContain('to the customer manually');
    expect(after.lines[1]).toMatchObject({
      name: 'Elderflower lemonade',
      qty: 0,
      cancelledQty: 2,
      cancelled: { reason: 'Out of lemons', at: expect.any(String) },
    });
    expect(after.lines[0]).toMatchObject({ qty: 1, cancelledQty: 0, cancelled: null });
    // Only the risotto is paid for now, and what was captured went down by what was given back.
    expect(minor(after.subtotal)).toBe(minor(lineAmount(order.lines[0]!)));
    expect(minor(after.total)).toBe(addedUp(after));
    expect(after.total).toBeLessThan(order.total);
    expect(after.amountcaptured).toBe(order.amountcaptured - (minor(order.total) - minor(after.total)));
    // The bar had only the lemonade: it keeps the line and is done; the kitchen is still open.
    expect(progress(after)).toEqual([
      ['Kitchen printer', [0], [], 'open'],
      ['Bar station', [1], [], 'done'],
    ]);
    expect(await l.next('order.updated', (p) => p._id === order._id)).toEqual(after);

    const events = await eventsOf(t, order._id);
    expect(events.at(-1)).toMatchObject({
      action: 'line-cancelled',
      fromStatus: 'confirmed',
      toStatus: 'confirmed',
      userName: expect.any(String),
      details: {
        line: 1,
        name: 'Elderflower lemonade',
        qty: 2,
        left: 0,
        reason: 'Out of lemons',
        refundedMinor: minor(order.total) - minor(after.total),
      },
    });

    // The order detail's history says it, with what went back to the customer.
    const detail = await t.call(await t.asBistro(), 'GET', '/orders/restaurant/detail', { query: { id: order._id } });
    expect(detail.json.data.events.at(-1)).toMatchObject({
      action: 'line-cancelled',
      reason: 'Out of lemons',
      cancelledLine: { name: 'Elderflower lemonade', qty: 2, refunded: expect.closeTo(order.total - after.total, 2) },
    });

    const again = await cancel({ id: order._id, line: 1 });
    expect(again.status).toBe(409);
    expect(again.json.Message).toBe(
      `Order ${order.refNo} has Elderflower lemonade (line 2) cancelled already, so the line cannot be cancelled. Nothing was changed.`,
    );
  });

  it('prints a CANCELLED ticket, with what was cancelled and why, on the printer of the station that had the line', async () => {
    const order = await foodAndDrink();
    expect((await cancel({ id: order._id, line: 1, qty: 1 })).status).toBe(200);
    const jobs = await t.db
      .select()
      .from(printQueue)
      .where(and(eq(printQueue.orderId, order._id), eq(printQueue.reason, 'cancel')));
    expect(jobs).toHaveLength(1);
    const [bar] = await t.db.select().from(printers).where(eq(printers.id, jobs[0]!.printerId!));
    expect(bar!.name).toBe('Bar station');
    const text = await ticketOf(t.db, jobs[0]!, bar!);
    expect(text).toContain('*** CANCELLED ***');
    expect(text).toContain('1 x Elderflower lemonade\n    ! Out of lemons');
    expect(text).not.toContain('Mushroom risotto');
  });

  it('cancels part of a line: the station still waits for what is left, and refuses more than is left', async () => {
    const order = await foodAndDrink();
    const res = await cancel({ id: order._id, line: 1, qty: 1 });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.lines[1]).toMatchObject({ qty: 1, cancelledQty: 1 });
    expect(minor(res.json.data.subtotal)).toBe(minor(lineAmount(order.lines[0]!) + lineAmount(order.lines[1]!) / 2));
    expect(progress(res.json.data)![1]).toEqual(['Bar station', [1], [], 'open']);

    const tooMany = await cancel({ id: order._id, line: 1, qty: 2 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.json.Message).toBe(
      `Order ${order.refNo} has only 1 of Elderflower lemonade (line 2) left to cancel, so the line cannot be cancelled. Nothing was changed.`,
    );
    const rest = await cancel({ id: order._id, line: 1 });
    expect(rest.json.data.lines[1]).toMatchObject({ qty: 0, cancelledQty: 2 });
    expect(progress(rest.json.data)![1]).toEqual(['Bar station', [1], [], 'done']);
  });

  it('leaves a station with a line done and a line cancelled done; a pending order can lose a line too', async () => {
    const lines = [
      { item: 'Mushroom risotto', qty: 1 },
      { item: 'Coffee', qty: 1 },
      { item: 'Elderflower lemonade', qty: 1 },
    ];
    const order = await foodAndDrink(lines);
    expect((await put('line-done', { id: order._id, line: 1 })).status).toBe(200);
    const res = await cancel({ id: order._id, line: 2 });
    expect(progress(res.json.data)).toEqual([
      ['Kitchen printer', [0], [], 'open'],
      ['Bar station', [1, 2], [1], 'done'],
    ]);

    const pending = await foodAndDrink(lines, true);
    const early = await cancel({ id: pending._id, line: 0 });
    expect(early.status, JSON.stringify(early.json)).toBe(200);
    expect(early.json.data).toMatchObject({ status: 'pending', lines: [{ qty: 0, cancelledQty: 1 }, {}, {}] });
    // Accepted, its tickets go to the bar only: the kitchen's only line was cancelled.
    expect((await act(t, await t.asBistro(), 'accept', { id: pending._id })).status).toBe(200);
    const tickets = await t.db.select().from(printQueue).where(eq(printQueue.orderId, pending._id));
    const names = await t.db.select({ id: printers.id, name: printers.name }).from(printers);
    expect(tickets.map((j) => names.find((p) => p.id === j.printerId)?.name)).toEqual(['Bar station']);
  });

  it('refuses the last line left, an order no longer in preparation, a missing reason and an unknown line', async () => {
    const order = await foodAndDrink([{ item: 'Mushroom risotto', qty: 2 }]);
    expect((await cancel({ id: order._id, line: 0, qty: 1 })).status).toBe(200);
    const last = await cancel({ id: order._id, line: 0 });
    expect(last.status).toBe(409);
    expect(last.json).toEqual({
      Message: `Mushroom risotto (line 1) is the last line left on order ${order.refNo}. Cancel the order instead. Nothing was changed.`,
      code: 'ORDER_STATE_CONFLICT',
    });
    const noReason = await put('line-cancel', { id: order._id, line: 0, reason: ' ' });
    expect(noReason.json).toEqual({
      Message: [{ param: 'reason', msg: 'Please give a reason for cancelling the line.' }],
      code: 'VALIDATION',
    });
    expect((await cancel({ id: order._id, line: 5 })).status).toBe(404);

    const done = await foodAndDrink();
    expect((await act(t, await t.asBistro(), 'complete', actionBody('complete', done._id))).status).toBe(200);
    const late = await cancel({ id: done._id, line: 1 });
    expect(late.status).toBe(409);
    expect(late.json.Message).toBe(
      `Order ${done.refNo} is already completed, so the line cannot be cancelled. Nothing was changed.`,
    );
    expect((await orderRow(t, done._id)).lines[1]).toMatchObject({ qty: 2 });
  });

  it("refuses another restaurant's staff and staff without the refund permission, and changes nothing", async () => {
    const order = await foodAndDrink();
    const other = await cancel({ id: order._id, line: 1 }, await t.asHarbour());
    expect(other.status).toBe(403);
    const waiter = await cancel({ id: order._id, line: 1 }, await t.asWaiter());
    expect(waiter.json).toEqual({ Message: notPermittedMessage('refund'), code: 'FORBIDDEN' });
    expect((await orderRow(t, order._id)).lines[1]).toMatchObject({ qty: 2 });
    const admin = await cancel({ id: order._id, line: 1 }, await t.asAdmin());
    expect(admin.status).toBe(200);
  });

  it('is idempotent by its key, alone and in the offline queue’s batch', async () => {
    const order = await foodAndDrink();
    const headers = { 'idempotency-key': `cancel-${order._id}` };
    const first = await cancel({ id: order._id, line: 1, qty: 1 }, undefined, headers);
    const again = await cancel({ id: order._id, line: 1, qty: 1 }, undefined, headers);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect((await orderRow(t, order._id)).lines[1]).toMatchObject({ qty: 1, cancelledQty: 1 });

    const body = {
      actions: [
        {
          key: `kds-cancel-${order._id}`,
          action: 'lineCancel',
          body: { id: order._id, line: 1, qty: 1, reason: 'Spilled' },
        },
      ],
    };
    const batch = await t.call(await t.asBistro(), 'POST', '/orders/restaurant/actions', { body });
    expect(batch.json.results[0]).toMatchObject({ status: 200, replayed: false });
    const replay = await t.call(await t.asBistro(), 'POST', '/orders/restaurant/actions', { body });
    expect(replay.json.results[0]).toMatchObject({ status: 200, replayed: true });
    const cancels = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order._id));
    expect(cancels.filter((e) => e.action === 'line-cancelled')).toHaveLength(2);
    expect((await orderRow(t, order._id)).lines[1]).toMatchObject({ qty: 0, cancelledQty: 2 });
  });
});
