/**
 * Kitchen stations over HTTP: a station's bump and a line crossed off (idempotent, per station, own restaurant only,
 * announced with the progress), and recall (a station's bump; a completion within its window, stamps taken back).
 */
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../contract/orders/schemas';
import type { StationsAnswer } from '../../../contract/restaurant-config/stations/schemas';
import { customers, orders, orderStationMarks, stampBalances, stampEntries } from '../../db/schema';
import { act, actionBody, eventsOf, GUEST, menuOf, orderRow } from '../../../../tests/support/orders';
import { connect, listen, type Listener } from '../../../../tests/support/sockets';
import { linesFor, refusingLog } from '../../../../tests/support/system-log';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp();
const { logRefuses, logAcceptsAgain } = refusingLog(t);
const BISTRO = 'Demo Bistro';
const BAR_SERIAL = '00:11:62:0B:A8:01';

let url: string;
let kitchen: string;
let bar: string;
beforeAll(async () => {
  url = await listen(t.app);
  const res = await t.call(await t.asWaiter(), 'GET', '/restaurant/stations', {
    query: { restaurant: await t.restaurantId(BISTRO) },
  });
  const data = res.json.data as StationsAnswer;
  kitchen = data.stations.find((s) => s.isDefault)!.id;
  bar = data.stations.find((s) => s.serial === BAR_SERIAL)!.id;
});
const opened: Listener[] = [];
afterEach(() => {
  for (const l of opened.splice(0)) l.close();
});

const put = async (path: string, body: Record<string, unknown>, token?: string) =>
  t.call(token ?? (await t.asWaiter()), 'PUT', `/orders/restaurant/${path}`, { body });

/** Risotto (kitchen) and lemonade (bar), placed and accepted. */
async function foodAndDrink(extra: Record<string, unknown> = {}, token: string | null = null): Promise<Order> {
  const menu = await menuOf(t, BISTRO);
  const placed = await t.call(token, 'POST', '/mobile/order/place', {
    body: {
      restaurant: await t.restaurantId(BISTRO),
      lines: [
        { menu: menu.item('Mushroom risotto'), qty: 1 },
        { menu: menu.item('Elderflower lemonade'), qty: 2 },
      ],
      dineIn: false,
      paymentType: 'card',
      guest: GUEST,
      ...extra,
    },
  });
  expect(placed.status, JSON.stringify(placed.json)).toBe(201);
  const accepted = await act(t, await t.asBistro(), 'accept', { id: placed.json.data._id });
  expect(accepted.status).toBe(200);
  return accepted.json.data as Order;
}

const progress = (o: Order) => o.stations?.map((s) => [s.name, s.lines, s.done, s.doneAt ? 'done' : 'open']);

describe('station done', () => {
  it('an accepted order carries its stations; a bump marks only that station, and is announced with the progress', async () => {
    const order = await foodAndDrink();
    expect(progress(order)).toEqual([
      ['Kitchen printer', [0], [], 'open'],
      ['Bar station', [1], [], 'open'],
    ]);
    const l = await connect(url, await t.asBistro());
    opened.push(l);
    const res = await put('station-done', { id: order._id, station: kitchen });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.Message).toBe(`Kitchen printer done for order ${order.refNo}`);
    expect(progress(res.json.data)).toEqual([
      ['Kitchen printer', [0], [0], 'done'],
      ['Bar station', [1], [], 'open'],
    ]);
    expect(res.json.data.status).toBe('confirmed');
    expect(await l.next('order.updated', (p) => p._id === order._id)).toEqual(res.json.data);

    // The list the kitchen reloads carries it too.
    const list = await t.call(await t.asWaiter(), 'GET', '/orders/restaurant/fetch/confirmed', {
      query: { restaurant: await t.restaurantId(BISTRO), page: 1, size: 100 },
    });
    const listed = (list.json.data as Order[]).find((o) => o._id === order._id)!;
    expect(listed.stations).toEqual(res.json.data.stations);
  });

  it('is idempotent: done twice is done once (one live mark, the first time kept); the serial names the station too', async () => {
    const order = await foodAndDrink();
    const first = await put('station-done', { id: order._id, station: bar });
    const again = await put('station-done', { id: order._id, station: BAR_SERIAL.toLowerCase() });
    expect(again.status).toBe(200);
    expect(again.json.data.stations).toEqual(first.json.data.stations);
    const marks = await t.db.select().from(orderStationMarks).where(eq(orderStationMarks.orderId, order._id));
    expect(marks.map((m) => [m.station, m.line, m.recalledAt])).toEqual([[bar, null, null]]);
  });

  it('refuses an unknown station or one without lines in the order (404), a bad line (404), and an order not in preparation (409)', async () => {
    const order = await foodAndDrink();
    expect((await put('station-done', { id: order._id, station: 'NO-SUCH-PRINTER' })).status).toBe(404);
    expect((await put('line-done', { id: order._id, line: 7 })).json).toMatchObject({ code: 'NOT_FOUND' });
    expect((await put('station-done', { id: order._id, station: '' })).status).toBe(403);
    const nul = await put('station-done', { id: order._id, station: 'KP\u0000' });
    expect(nul.json).toEqual({
      Message: [{ param: 'station', msg: 'Station contains characters that are not allowed' }],
      code: 'VALIDATION',
    });
    const drinksOnly = await foodAndDrink({ lines: [{ menu: (await menuOf(t, BISTRO)).item('Coffee'), qty: 1 }] });
    const none = await put('station-done', { id: drinksOnly._id, station: kitchen });
    expect(none.status).toBe(404);
    expect(none.json.Message).toBe(`Order ${drinksOnly.refNo} has nothing for Kitchen printer`);

    expect((await act(t, await t.asBistro(), 'complete', actionBody('complete', order._id))).status).toBe(200);
    const late = await put('station-done', { id: order._id, station: kitchen });
    expect(late.status).toBe(409);
    expect(late.json).toEqual({
      Message: `Order ${order.refNo} is already completed, so its stations cannot change. Nothing was changed.`,
      code: 'ORDER_STATE_CONFLICT',
    });
    expect(await t.db.select().from(orderStationMarks).where(eq(orderStationMarks.orderId, order._id))).toEqual([]);
  });

  it("refuses another restaurant's staff (403) and changes nothing", async () => {
    const order = await foodAndDrink();
    const res = await put('station-done', { id: order._id, station: kitchen }, await t.asHarbour());
    expect(res.status).toBe(403);
    const line = await put('line-done', { id: order._id, line: 0 }, await t.asHarbour());
    expect(line.status).toBe(403);
    expect(await t.db.select().from(orderStationMarks).where(eq(orderStationMarks.orderId, order._id))).toEqual([]);
  });

  it('line done crosses off one line; the last open line of a station makes the station done (its bump written)', async () => {
    const menu = await menuOf(t, BISTRO);
    const order = await foodAndDrink({
      lines: [
        { menu: menu.item('Mushroom risotto'), qty: 1 },
        { menu: menu.item('Coffee'), qty: 1 },
        { menu: menu.item('Elderflower lemonade'), qty: 1 },
      ],
    });
    const one = await put('line-done', { id: order._id, line: 1 });
    expect(one.status, JSON.stringify(one.json)).toBe(200);
    expect(progress(one.json.data)).toEqual([
      ['Kitchen printer', [0], [], 'open'],
      ['Bar station', [1, 2], [1], 'open'],
    ]);
    expect((await put('line-done', { id: order._id, line: 1 })).json.data.stations).toEqual(one.json.data.stations);
    const two = await put('line-done', { id: order._id, line: 2 });
    expect(progress(two.json.data)![1]).toEqual(['Bar station', [1, 2], [1, 2], 'done']);
    const marks = await t.db.select().from(orderStationMarks).where(eq(orderStationMarks.orderId, order._id));
    expect(marks.map((m) => m.line).sort()).toEqual([1, 2, null]);
  });

  it('commits with its system-log line: a line that cannot be written leaves no mark', async () => {
    const order = await foodAndDrink();
    const path = '/api/orders/restaurant/station-done';
    await logRefuses(sql.raw(`others->>'path' = '${path}'`));
    const refused = await put('station-done', { id: order._id, station: kitchen });
    expect(refused.status).toBeGreaterThanOrEqual(500);
    expect(await t.db.select().from(orderStationMarks).where(eq(orderStationMarks.orderId, order._id))).toEqual([]);
    await logAcceptsAgain();
    const before = (await linesFor(t, path)).length;
    expect((await put('station-done', { id: order._id, station: kitchen })).status).toBe(200);
    expect(await linesFor(t, path)).toHaveLength(before + 1);
  });

  it('goes through the batch of the offline queue, replayed by its key', async () => {
    const order = await foodAndDrink();
    const body = {
      actions: [{ key: `kds-${order._id}`, action: 'stationDone', body: { id: order._id, station: bar } }],
    };
    const first = await t.call(await t.asWaiter(), 'POST', '/orders/restaurant/actions', { body });
    expect(first.json.results[0]).toMatchObject({ status: 200, replayed: false });
    const again = await t.call(await t.asWaiter(), 'POST', '/orders/restaurant/actions', { body });
    expect(again.json.results[0]).toMatchObject({ status: 200, replayed: true });
    expect((await orderRow(t, order._id)).version).toBe(3);
  });
});

describe('recall', () => {
  it("of a station: undoes that station's bump and lines, not the other's", async () => {
    const order = await foodAndDrink();
    await put('station-done', { id: order._id, station: kitchen });
    await put('line-done', { id: order._id, line: 1 });
    const res = await put('recall', { id: order._id, station: bar });
    expect(res.status).toBe(200);
    expect(res.json.Message).toBe(`Bar station recalled for order ${order.refNo}`);
    expect(progress(res.json.data)).toEqual([
      ['Kitchen printer', [0], [0], 'done'],
      ['Bar station', [1], [], 'open'],
    ]);
    const marks = await t.db.select().from(orderStationMarks).where(eq(orderStationMarks.orderId, order._id));
    expect(marks.filter((m) => m.recalledAt).map((m) => [m.station, m.line])).toEqual(
      expect.arrayContaining([
        [bar, 1],
        [bar, null],
      ]),
    );
    // Bumped again: a new live mark.
    expect(progress((await put('station-done', { id: order._id, station: bar })).json.data)![1]![3]).toBe('done');
  });

  it("of a crossed-off line: the line is open again, its station's bump with it, the other station untouched", async () => {
    const order = await foodAndDrink();
    await put('station-done', { id: order._id, station: kitchen });
    // The bar's only line crossed off makes the bar done (its bump written).
    expect(progress((await put('line-done', { id: order._id, line: 1 })).json.data)![1]![3]).toBe('done');
    const res = await put('recall', { id: order._id, line: 1 });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.Message).toBe(`2× Elderflower lemonade recalled for order ${order.refNo}`);
    expect(progress(res.json.data)).toEqual([
      ['Kitchen printer', [0], [0], 'done'],
      ['Bar station', [1], [], 'open'],
    ]);
    const live = await t.db.select().from(orderStationMarks).where(eq(orderStationMarks.orderId, order._id));
    expect(live.filter((m) => !m.recalledAt).map((m) => [m.station, m.line])).toEqual([[kitchen, null]]);
    // Crossed off again: done again.
    expect(progress((await put('line-done', { id: order._id, line: 1 })).json.data)![1]![3]).toBe('done');
    // A line the order does not have: 404.
    expect((await put('recall', { id: order._id, line: 7 })).status).toBe(404);
  });

  it('of a completion within 10 minutes: back in preparation, its stamps taken back, in the history, to every screen', async () => {
    const menu = await menuOf(t, BISTRO);
    const soup = menu.item('Soup of the day');
    const card = await t.call(await t.asAdmin(), 'POST', '/stamp/add', {
      body: {
        name: 'Soup card',
        restaurant: await t.restaurantId(BISTRO),
        products: [soup],
        rewardid: menu.item('Beetroot tartare'),
        maxcount: 5,
        startdate: new Date(Date.now() - 86_400_000).toISOString(),
        enddate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      },
    });
    expect(card.status, JSON.stringify(card.json)).toBe(200);
    const [{ id: customer }] = await t.db
      .insert(customers)
      .values({ email: 'recall-stamps@example.org', name: 'Stamp Collector' })
      .returning();
    const order = await foodAndDrink(
      { customer, guest: undefined, lines: [{ menu: soup, qty: 2 }] },
      await t.asAdmin(),
    );
    const before = await stampsOf(customer, card.json.data._id);
    expect((await act(t, await t.asBistro(), 'complete', actionBody('complete', order._id))).status).toBe(200);
    expect(await stampsOf(customer, card.json.data._id)).toBe(before + 2);

    const l = await connect(url, await t.asAdmin());
    opened.push(l);
    const res = await put('recall', { id: order._id });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.Message).toBe(`Order ${order.refNo} is back in preparation`);
    expect(res.json.data).toMatchObject({ status: 'confirmed', completedAt: null });
    expect(res.json.data.stations).toHaveLength(1);
    expect(await stampsOf(customer, card.json.data._id)).toBe(before);
    const entries = await t.db.select().from(stampEntries).where(eq(stampEntries.orderId, order._id));
    expect(entries.filter((e) => e.kind === 'earn')).toEqual([]);
    expect((await eventsOf(t, order._id)).at(-1)).toMatchObject({
      action: 'recall',
      fromStatus: 'completed',
      toStatus: 'confirmed',
    });
    expect(await l.next('order.updated', (p) => p._id === order._id && p.status === 'confirmed')).toEqual(
      res.json.data,
    );

    // Completed again, it earns its stamps again; a refund then takes them back as before.
    expect((await act(t, await t.asBistro(), 'complete', actionBody('complete', order._id))).status).toBe(200);
    expect(await stampsOf(customer, card.json.data._id)).toBe(before + 2);
  });

  it('of a completion after 10 minutes, or of an order not completed: 409 and nothing changed', async () => {
    const order = await foodAndDrink();
    const open = await put('recall', { id: order._id });
    expect(open.status).toBe(409);
    expect(open.json.Message).toBe(
      `Order ${order.refNo} is in preparation, not completed, so it cannot be recalled. Nothing was changed.`,
    );
    expect((await act(t, await t.asBistro(), 'complete', actionBody('complete', order._id))).status).toBe(200);
    await t.db
      .update(orders)
      .set({ completedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(orders.id, order._id));
    const late = await put('recall', { id: order._id });
    expect(late.status).toBe(409);
    expect(late.json).toEqual({
      Message: `Order ${order.refNo} was completed more than 10 minutes ago, so it cannot be recalled. Nothing was changed.`,
      code: 'ORDER_STATE_CONFLICT',
    });
    expect((await orderRow(t, order._id)).status).toBe('completed');
  });
});

async function stampsOf(customerId: string, stampId: string) {
  const rows = await t.db.select().from(stampBalances).where(eq(stampBalances.stampId, stampId));
  return rows.find((r) => r.customerId === customerId)?.count ?? 0;
}
