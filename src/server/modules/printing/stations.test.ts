/** GET /restaurant/stations (kitchen stations): the active printers and the routing in force, the same routing the tickets follow. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fallbackPrinter, printerFor } from '../../../contract/restaurant-config/printers/routing';
import type { StationsAnswer } from '../../../contract/restaurant-config/stations/schemas';
import type { Order } from '../../../contract/orders/schemas';
import { GUEST, menuOf } from '../../../../tests/support/orders';
import { useTestApp } from '../../../../tests/support/test-app';
import { printers, printQueue } from '../../db/schema';

const t = useTestApp();
const BISTRO = 'Demo Bistro';
const BAR_SERIAL = '00:11:62:0B:A8:01';

async function stations(token?: string) {
  const res = await t.call(token ?? (await t.asWaiter()), 'GET', '/restaurant/stations', {
    query: { restaurant: await t.restaurantId(BISTRO) },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data as StationsAnswer;
}

async function placeAndAccept(lines: { menu: string; qty: number }[]) {
  const placed = await t.call(null, 'POST', '/mobile/order/place', {
    body: { restaurant: await t.restaurantId(BISTRO), lines, dineIn: false, paymentType: 'card', guest: GUEST },
  });
  expect(placed.status, JSON.stringify(placed.json)).toBe(201);
  const accepted = await t.call(await t.asBistro(), 'PUT', '/orders/restaurant/acceptorder', {
    body: { id: placed.json.data._id },
  });
  expect(accepted.status).toBe(200);
  return accepted.json.data as Order;
}

describe('kitchen stations', () => {
  it('lists the active printers and the routed layout of the demo bistro, to its staff (a RestaurantUser too) and to admins', async () => {
    const data = await stations();
    expect(data.stations.map((s) => [s.name, s.isDefault])).toEqual([
      ['Kitchen printer', true],
      ['Bar station', false],
    ]);
    expect(data.stations.map((s) => s.name)).not.toContain('Bar printer'); // inactive
    expect(data.routed).toBe(true);
    const kitchen = data.stations.find((s) => s.isDefault)!;
    expect(data.layout).toMatchObject({
      name: 'Evening service',
      defaultPrinter: kitchen.serial,
      categories: [{ category: 'Drinks', printer: BAR_SERIAL }],
    });
    expect(await stations(await t.asAdmin())).toEqual(data);
  });

  it('routes each line of an accepted order to the printer whose ticket holds it (the shared routing function decides both)', async () => {
    const menu = await menuOf(t, BISTRO);
    const order = await placeAndAccept([
      { menu: menu.item('Elderflower lemonade'), qty: 2 },
      { menu: menu.item('Mushroom risotto'), qty: 1 },
      { menu: menu.item('Coffee'), qty: 1 },
    ]);
    // The order the API returns carries each line's category id.
    expect(order.lines.every((l) => typeof l.categoryId === 'string' && l.categoryId.length === 24)).toBe(true);
    const data = await stations();
    const drinks = data.layout!.categories[0]._id;
    expect(order.lines.map((l) => l.categoryId === drinks)).toEqual([true, false, true]);

    const table = data.layout && { defaultPrinter: data.layout.defaultPrinter, categories: data.layout.categories };
    const fallback = fallbackPrinter(data.stations)!;
    const expected = order.lines
      .map((l) => [printerFor(l.categoryId, table, data.stations, fallback).id, l.name])
      .sort();
    const jobs = await t.db.select().from(printQueue).where(eq(printQueue.orderId, order._id));
    const printed = jobs.flatMap((j) => j.lines!.map((l) => [j.printerId, l.name])).sort();
    expect(printed).toEqual(expected);
    const bar = data.stations.find((s) => s.serial === BAR_SERIAL)!;
    expect(printed.filter(([p]) => p === bar.id).map(([, name]) => name)).toEqual(['Coffee', 'Elderflower lemonade']);
  });

  it('follows the configuration: an inactive printer is no station, and with routed printing off there is no layout in force', async () => {
    const restaurant = await t.restaurantId(BISTRO);
    await t.db.update(printers).set({ status: 'inactive' }).where(eq(printers.serial, BAR_SERIAL));
    expect((await stations()).stations.map((s) => s.name)).toEqual(['Kitchen printer']);
    await t.db.update(printers).set({ status: 'active' }).where(eq(printers.serial, BAR_SERIAL));

    const off = await t.call(await t.asAdmin(), 'PUT', '/restaurant/tooglerouted', {
      body: { id: restaurant, routed: false },
    });
    expect(off.status).toBe(200);
    const data = await stations();
    expect(data).toMatchObject({ routed: false, layout: null });
    expect(data.stations).toHaveLength(2);
    // And the tickets agree: the whole order goes to the default printer.
    const menu = await menuOf(t, BISTRO);
    const order = await placeAndAccept([
      { menu: menu.item('Coffee'), qty: 1 },
      { menu: menu.item('Mushroom risotto'), qty: 1 },
    ]);
    const jobs = await t.db.select().from(printQueue).where(eq(printQueue.orderId, order._id));
    expect(jobs.map((j) => j.printerId)).toEqual([data.stations.find((s) => s.isDefault)!.id]);
    await t.call(await t.asAdmin(), 'PUT', '/restaurant/tooglerouted', { body: { id: restaurant, routed: true } });
  });

  it('refuses staff of another restaurant, and tells an admin about a restaurant that does not exist', async () => {
    const other = await t.call(await t.asHarbour(), 'GET', '/restaurant/stations', {
      query: { restaurant: await t.restaurantId(BISTRO) },
    });
    expect(other.status).toBe(403);
    const missing = await t.call(await t.asAdmin(), 'GET', '/restaurant/stations', {
      query: { restaurant: 'aaaaaaaaaaaaaaaaaaaaaaaa' },
    });
    expect(missing.status).toBe(404);
  });
});
