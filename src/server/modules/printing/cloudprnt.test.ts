import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { printersRoutes } from '../../../contract/restaurant-config/printers/routes';
import type { PrinterCredentials } from '../../../contract/restaurant-config/printers/schemas';
import { cloudPrntPrinter, type CloudPrntPrinter } from '../../../../tests/support/cloudprnt-client';
import { menuOf } from '../../../../tests/support/orders';
import { cloudPrntUrl } from '../../../../tests/support/printing-fixtures';
import { useTestApp } from '../../../../tests/support/test-app';
import { printers, printQueue } from '../../db/schema';

const t = useTestApp();
const GUEST = { name: 'Print Guest', mobilenumber: '+45 11112222' };

/** Star printers (tests/support/cloudprnt-client.ts) set up with the credentials the Printers screen showed. */
const devices = new Map<string, CloudPrntPrinter>();
async function deviceFor(serial: string, credentials?: PrinterCredentials) {
  const restaurant = await t.restaurantId('Harbour Grill');
  if (!credentials) {
    // A printer from the demo data: its password is regenerated, as the README tells an admin to.
    const [row] = await t.db.select().from(printers).where(eq(printers.serial, serial));
    credentials = (
      await t.ok(await t.asHarbour(), printersRoutes.regeneratePassword, { body: { restaurant, id: row.id } })
    ).credentials!;
  }
  const url = await cloudPrntUrl(t);
  devices.set(
    serial,
    cloudPrntPrinter({ url, mac: serial.toLowerCase(), user: credentials.username, password: credentials.password }),
  );
}
const printer = (serial: string) => {
  const device = devices.get(serial)!;
  return {
    poll: async () => {
      const res = await device.poll();
      expect(res.status).toBe(200);
      return res.json!;
    },
    fetch: async (token?: string) => {
      const res = await device.getJob('text/plain', token);
      return { status: res.status, text: res.text, type: String(res.headers.get('content-type')) };
    },
    confirm: async (token: string, code = 'OK') => {
      expect((await device.confirm(code, token)).status).toBe(200);
    },
  };
};

async function setUpRouting() {
  const admin = await t.asAdmin();
  const restaurant = await t.restaurantId('Harbour Grill');
  const token = await t.asHarbour();
  const add = async (name: string, serial: string) => {
    const added = await t.ok(token, printersRoutes.add, {
      body: { restaurant, name, serial, langguage: 'en', status: 'active' },
    });
    await deviceFor(serial, added.credentials!);
  };
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
    // Polled twice before confirming: the ticket is not announced again; fetched again, it is the same ticket.
    expect(await bar.poll()).toEqual({ jobReady: false });
    expect((await bar.fetch(offer.jobToken)).text).toBe(ticket.text);
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
    // 520 is Star's download timeout: the ticket is offered again.
    await grill.confirm(again.jobToken!, '520 Download timeout');
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
    await deviceFor(defaultPrinter.serial);
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

  it('refuses a printer it does not know (401) and a poll without a MAC (400)', async () => {
    const unknown = cloudPrntPrinter({ url: await cloudPrntUrl(t), mac: 'ff:ff:ff:00:00:00' });
    expect((await unknown.poll()).status).toBe(401);
    const known = devices.get('00:11:62:AA:00:01')!.settings;
    const bad = await fetch(known.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${known.user}:${known.password}`).toString('base64')}`,
      },
      body: JSON.stringify({ statusCode: '200 OK' }),
    });
    expect(bad.status).toBe(400);
  });

  it('refuses a NUL or a lone surrogate in what a printer reports (400), and keeps its last status', async () => {
    const known = devices.get('00:11:62:AA:00:01')!.settings;
    const send = (body: Record<string, string>) =>
      fetch(known.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Basic ${Buffer.from(`${known.user}:${known.password}`).toString('base64')}`,
        },
        body: JSON.stringify(body),
      });
    const before = await t.db.select().from(printers).where(eq(printers.serial, '00:11:62:AA:00:01'));
    for (const bad of ['\u0000', '\ud800']) {
      const status = await send({ printerMAC: known.mac, statusCode: `200 OK${bad}` });
      expect(status.status).toBe(400);
      expect(((await status.json()) as { Message: string }).Message).toBe(
        'statusCode contains characters that are not allowed',
      );
      expect((await send({ printerMAC: `${known.mac}${bad}`, statusCode: '200 OK' })).status).toBe(400);
      const query = `mac=${encodeURIComponent(known.mac)}%00&code=OK`;
      const auth = `Basic ${Buffer.from(`${known.user}:${known.password}`).toString('base64')}`;
      expect(
        (await fetch(`${known.url}?${query}`, { method: 'DELETE', headers: { authorization: auth } })).status,
      ).toBe(400);
    }
    const after = await t.db.select().from(printers).where(eq(printers.serial, '00:11:62:AA:00:01'));
    expect(after[0].statusCode).toBe(before[0].statusCode);
  });
});
