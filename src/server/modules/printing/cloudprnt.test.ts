import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { menuOf } from '../../../../tests/support/orders';
import { useTestApp } from '../../../../tests/support/test-app';
import { printers, printQueue } from '../../db/schema';

const t = useTestApp();
const GUEST = { name: 'Print Guest', mobilenumber: '+45 11112222' };

/** What a Star printer does: POST its status, GET the job, DELETE to confirm. */
const printer = (mac: string) => ({
  poll: async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cloudprnt',
      payload: { printerMAC: mac.toLowerCase(), statusCode: '200 OK', printingInProgress: false },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { jobReady: boolean; mediaTypes?: string[]; jobToken?: string };
  },
  fetch: async (token?: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/cloudprnt?mac=${encodeURIComponent(mac)}&type=text/plain${token ? `&token=${token}` : ''}`,
    });
    return { status: res.statusCode, text: res.body, type: String(res.headers['content-type']) };
  },
  confirm: async (token: string, code = '200 OK') => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/cloudprnt?mac=${encodeURIComponent(mac)}&code=${encodeURIComponent(code)}&token=${token}`,
    });
    expect(res.statusCode).toBe(200);
  },
});

async function setUpRouting() {
  const admin = await t.asAdmin();
  const restaurant = await t.restaurantId('Harbour Grill');
  const token = await t.asHarbour();
  const add = (name: string, serial: string) =>
    t.call(token, 'POST', '/restaurant/printer/add', {
      body: { restaurant, name, serial, langguage: 'en', status: 'active' },
    });
  await add('Grill station', '00:11:62:AA:00:01');
  await add('Bar station', '00:11:62:AA:00:02');
  const cats = (await t.call(token, 'GET', '/menu/category/fetch', { query: { restaurant } })).json.data as {
    _id: string;
    Category: string;
  }[];
  const drinks = cats.find((c) => c.Category === 'Drinks')!;
  await t.call(token, 'POST', '/pos/savedevice', {
    body: { restaurant, uid: 'hg-till', name: 'Till', IsDefault: true },
  });
  const layout = await t.call(token, 'POST', '/printlayout/create', {
    body: {
      restaurantid: restaurant,
      layoutname: 'Service',
      defaultprinter: '00:11:62:AA:00:01',
      layout: [{ _id: drinks._id, category: 'Drinks', printer: '00:11:62:AA:00:02' }],
      pos: ['hg-till'],
    },
  });
  expect(layout.status, JSON.stringify(layout.json)).toBe(200);
  expect(
    (await t.call(admin, 'PUT', '/restaurant/tooglerouted', { body: { id: restaurant, routed: true } })).status,
  ).toBe(200);
  return { restaurant, token };
}

async function placeAndAccept(lines: { menu: string; qty: number }[], token: string) {
  const placed = await t.call(null, 'POST', '/mobile/order/place', {
    body: {
      restaurant: await t.restaurantId('Harbour Grill'),
      lines,
      dineIn: false,
      paymentType: 'card',
      guest: GUEST,
    },
  });
  expect(placed.status, JSON.stringify(placed.json)).toBe(201);
  const accepted = await t.call(token, 'PUT', '/orders/restaurant/acceptorder', { body: { id: placed.json.data._id } });
  expect(accepted.status).toBe(200);
  return placed.json.data as { _id: string; id: number };
}

describe('routed printing through Star CloudPRNT', () => {
  it('gives each routed printer its own ticket, once, confirmed; re-offers an unconfirmed one; a silent printer goes offline', async () => {
    const { restaurant, token } = await setUpRouting();
    const menu = await menuOf(t, 'Harbour Grill');
    const order = await placeAndAccept(
      [
        { menu: menu.item('Cola'), qty: 2 },
        { menu: menu.item('Fish & chips'), qty: 1 },
      ],
      token,
    );

    const jobs = await t.db.select().from(printQueue).where(eq(printQueue.orderId, order._id));
    expect(jobs).toHaveLength(2);
    const queue = (await t.call(await t.asAdmin(), 'GET', '/print/queue/fetch')).json.data.filter(
      (i: { order: { _id: string } }) => i.order._id === order._id,
    );
    expect(
      queue
        .map((i: { printer: { printerName: string }; order: { lines: { name: string }[] } }) => [
          i.printer.printerName,
          i.order.lines.map((l) => l.name),
        ])
        .sort(),
    ).toEqual([
      ['Bar station', ['Cola']],
      ['Grill station', ['Fish & chips']],
    ]);

    const bar = printer('00:11:62:AA:00:02');
    const offer = await bar.poll();
    expect(offer).toMatchObject({ jobReady: true, mediaTypes: ['text/plain'] });
    const ticket = await bar.fetch(offer.jobToken);
    expect(ticket.status).toBe(200);
    expect(ticket.type).toContain('text/plain');
    expect(ticket.text).toContain('2 x Cola');
    expect(ticket.text).toContain(`#${order.id}`);
    expect(ticket.text).not.toContain('Fish & chips');
    // Polled twice before confirming: the ticket is not handed out again.
    expect(await bar.poll()).toEqual({ jobReady: false });
    expect((await bar.fetch(offer.jobToken)).status).toBe(404);
    await bar.confirm(offer.jobToken!);
    const [barJob] = await t.db.select().from(printQueue).where(eq(printQueue.id, offer.jobToken!));
    expect(barJob.printedAt).not.toBeNull();
    expect(await bar.poll()).toEqual({ jobReady: false });

    const grill = printer('00:11:62:AA:00:01');
    const first = await grill.poll();
    const got = await grill.fetch();
    expect(got.text).toContain('1 x Fish & chips');
    expect(got.text).not.toContain('Cola');
    // Not confirmed in time (the paper ran out): offered again.
    await t.db
      .update(printQueue)
      .set({ offeredAt: new Date(Date.now() - 61_000) })
      .where(eq(printQueue.id, first.jobToken!));
    const again = await grill.poll();
    expect(again).toMatchObject({ jobReady: true, jobToken: first.jobToken });
    expect((await grill.fetch(again.jobToken)).text).toContain('Fish & chips');
    await grill.confirm(again.jobToken!, '520 Paper empty');
    expect((await grill.poll()).jobReady).toBe(true);
    await grill.fetch();
    await grill.confirm(again.jobToken!);
    const printed = await t.db.select().from(printQueue).where(eq(printQueue.orderId, order._id));
    expect(printed.every((j) => j.printedAt)).toBe(true);
    const queueAfter = (await t.call(await t.asAdmin(), 'GET', '/print/queue/fetch')).json.data.filter(
      (i: { order: { _id: string } }) => i.order._id === order._id,
    );
    expect(queueAfter).toEqual([]);

    // Online while polling; offline once silent for a minute.
    const list = async () =>
      (await t.call(token, 'GET', '/restaurant/printer/fetch', { query: { restaurant } })).json.data as {
        serial: string;
        online: boolean;
      }[];
    expect((await list()).find((p) => p.serial === '00:11:62:AA:00:02')!.online).toBe(true);
    await t.db
      .update(printers)
      .set({ lastPollAt: new Date(Date.now() - 120_000) })
      .where(and(eq(printers.restaurantId, restaurant), eq(printers.serial, '00:11:62:AA:00:02')));
    expect((await list()).find((p) => p.serial === '00:11:62:AA:00:02')!.online).toBe(false);
  });

  it('prints the whole ticket on the default printer when routing is off, on autoaccept, and again on reprint', async () => {
    const restaurant = await t.restaurantId('Harbour Grill');
    const token = await t.asHarbour();
    await t.call(await t.asAdmin(), 'PUT', '/restaurant/tooglerouted', { body: { id: restaurant, routed: false } });
    const menu = await menuOf(t, 'Harbour Grill');
    const order = await placeAndAccept(
      [
        { menu: menu.item('Cola'), qty: 1 },
        { menu: menu.item('Fish & chips'), qty: 1 },
      ],
      token,
    );
    const [defaultPrinter] = await t.db
      .select()
      .from(printers)
      .where(and(eq(printers.restaurantId, restaurant), eq(printers.isDefault, true)));
    const jobs = await t.db.select().from(printQueue).where(eq(printQueue.orderId, order._id));
    expect(jobs.map((j) => [j.printerId, j.lines])).toEqual([[defaultPrinter.id, null]]);
    const text = await printer(defaultPrinter.serial).fetch(jobs[0].id);
    expect(text.text).toContain('Cola');
    expect(text.text).toContain('Fish & chips');

    const reprint = await t.call(token, 'POST', '/orders/restaurant/reprint', { body: { id: order._id } });
    expect(reprint.json).toEqual({ Message: 'Sent to the printer', tickets: 1 });
    const again = await t.db
      .select()
      .from(printQueue)
      .where(and(eq(printQueue.orderId, order._id), eq(printQueue.reason, 'reprint')));
    expect(again).toHaveLength(1);
    expect(
      (await t.call(await t.asBistro(), 'POST', '/orders/restaurant/reprint', { body: { id: order._id } })).status,
    ).toBe(403);

    const { restaurants } = await import('../../db/schema');
    await t.db.update(restaurants).set({ autoaccept: true }).where(eq(restaurants.id, restaurant));
    const placed = await t.call(null, 'POST', '/mobile/order/place', {
      body: {
        restaurant,
        lines: [{ menu: menu.item('Cola'), qty: 1 }],
        dineIn: false,
        paymentType: 'card',
        guest: GUEST,
      },
    });
    expect(await t.db.select().from(printQueue).where(eq(printQueue.orderId, placed.json.data._id))).toHaveLength(1);
    await t.db.update(restaurants).set({ autoaccept: false }).where(eq(restaurants.id, restaurant));
  });

  it('answers a printer it does not know with no job, and refuses a poll without a MAC', async () => {
    expect(await printer('FF:FF:FF:00:00:00').poll()).toEqual({ jobReady: false });
    const bad = await t.app.inject({ method: 'POST', url: '/api/cloudprnt', payload: { statusCode: '200 OK' } });
    expect(bad.statusCode).toBe(400);
  });
});
