import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addOrders, line, makeRestaurant } from '../../../../tests/support/report-data';
import { useTestApp } from '../../../../tests/support/test-app';
import { reportsRoutes as reports } from '../../../contract/reports/routes';
import { menuCategories, orderStationMarks, orders, printers } from '../../db/schema';

const t = useTestApp();
let restaurant: string;
const GONE = 'aaaaaaaaaaaaaaaaaaaaaaaa';

// Copenhagen in March is UTC+1: 10:00Z is 11 o'clock local, 12:00Z is 13 o'clock.
beforeAll(async () => {
  const r = await makeRestaurant(t.db);
  restaurant = r.id;
  await t.db.update(menuCategories).set({ targetMinutes: 15 }).where(eq(menuCategories.id, r.categoryId));
  const [drinks] = await t.db
    .insert(menuCategories)
    .values({ restaurantId: r.id, category: 'Drinks', targetMinutes: 5 })
    .returning({ id: menuCategories.id });
  const burger = line('Burger', 8000, 1, { categoryId: r.categoryId });
  const cola = line('Cola', 2500, 1, { categoryId: drinks!.id });
  await addOrders(t.db, r.id, [
    // target 15 min (Burgers); accepted → completed 18 min; placed → completed 20 min: late
    { at: '2026-03-02T10:00:00Z', status: 'completed', total: 8000, lines: [burger], acceptedMin: 2, completedMin: 20 },
    // target 15 min (the larger of Burgers 15 and Drinks 5); 10 min; placed → completed 11 min: in time
    {
      at: '2026-03-02T10:30:00Z',
      status: 'completed',
      total: 10500,
      lines: [cola, burger],
      acceptedMin: 1,
      completedMin: 11,
    },
    // no category with a target: the restaurant's preparation time, 20 min; 30 min; placed → completed 33 min: late
    {
      at: '2026-03-02T12:00:00Z',
      status: 'completed',
      total: 900,
      lines: [line('Soup', 900, 1)],
      acceptedMin: 3,
      completedMin: 33,
    },
    // accepted, not completed: no order time
    { at: '2026-03-02T12:10:00Z', status: 'confirmed', total: 900, lines: [burger], acceptedMin: 1 },
    // the next local day: outside the range
    { at: '2026-03-02T23:00:00Z', status: 'completed', total: 900, lines: [burger], acceptedMin: 1, completedMin: 2 },
  ]);
  const ids = (
    await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.restaurantId, r.id))
      .orderBy(asc(orders.createdAt))
  ).map((o) => o.id);
  const [o1, o2, o3, , late] = ids as [string, string, string, string, string];
  const [grill, bar] = await t.db
    .insert(printers)
    .values([
      { restaurantId: r.id, name: 'Grill', serial: '00:11:62:00:00:01' },
      { restaurantId: r.id, name: 'Bar', serial: '00:11:62:00:00:02' },
    ])
    .returning({ id: printers.id });
  const at = (order: string, base: string, min: number) => ({
    restaurantId: r.id,
    orderId: order,
    doneAt: new Date(new Date(base).getTime() + min * 60_000),
  });
  await t.db.insert(orderStationMarks).values([
    // Grill: 10 min (in time), 16 min (over 15), 25 min (over 20)
    { ...at(o1, '2026-03-02T10:00:00Z', 10), station: grill!.id },
    { ...at(o2, '2026-03-02T10:30:00Z', 16), station: grill!.id },
    { ...at(o3, '2026-03-02T12:00:00Z', 25), station: grill!.id },
    // Bar: a bump recalled (not a ticket, one recall), then bumped again at 4 min; a line crossed off is no bump
    { ...at(o2, '2026-03-02T10:30:00Z', 3), station: bar!.id, recalledAt: new Date('2026-03-02T10:34:00Z') },
    { ...at(o2, '2026-03-02T10:30:00Z', 4), station: bar!.id },
    { ...at(o1, '2026-03-02T10:00:00Z', 2), station: bar!.id, line: 0 },
    // a station whose printer was deleted: named by its id; 30 min, over 20
    { ...at(o3, '2026-03-02T12:00:00Z', 30), station: GONE },
    // a recall of an order outside the range does not count
    { ...at(late, '2026-03-02T23:00:00Z', 1), station: bar!.id, recalledAt: new Date('2026-03-02T23:02:00Z') },
  ]);
});

const query = (q: Partial<{ restaurant: string; from: string; to: string }> = {}) => ({
  restaurant,
  from: '2026-03-02',
  to: '2026-03-02',
  ...q,
});

describe('GET /reports/speed-of-service', () => {
  it('answers median and 90th percentile per station and per hour, orders over target and recalls (hand-computed)', async () => {
    const res = await t.api(await t.asAdmin(), reports.speedOfService, { query: query() });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    // Grill 600, 960, 1500 s: median 960; p90 at 0.9 × 2 = 1.8 → 960 + 0.8 × 540 = 1392
    expect(res.json.stations).toEqual([
      { station: expect.any(String), name: 'Bar', tickets: 1, medianSeconds: 240, p90Seconds: 240, overTarget: 0 },
      { station: expect.any(String), name: 'Grill', tickets: 3, medianSeconds: 960, p90Seconds: 1392, overTarget: 2 },
      { station: GONE, name: GONE, tickets: 1, medianSeconds: 1800, p90Seconds: 1800, overTarget: 1 },
    ]);
    // 11 o'clock: 1080 and 600 s → median 840, p90 600 + 0.9 × 480 = 1032; 13 o'clock: 1800 s
    expect(res.json.byHour).toEqual([
      { hour: 11, tickets: 2, medianSeconds: 840, p90Seconds: 1032 },
      { hour: 13, tickets: 1, medianSeconds: 1800, p90Seconds: 1800 },
    ]);
    // 600, 1080, 1800 s: median 1080; p90 1080 + 0.8 × 720 = 1656
    expect(res.json.overall).toEqual({
      tickets: 3,
      medianSeconds: 1080,
      p90Seconds: 1656,
      overTarget: 2,
      recalls: 1,
    });
  });

  it('answers zeros for a range without orders', async () => {
    const res = await t.api(await t.asAdmin(), reports.speedOfService, {
      query: query({ from: '2026-01-01', to: '2026-01-31' }),
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      stations: [],
      byHour: [],
      overall: { tickets: 0, medianSeconds: 0, p90Seconds: 0, overTarget: 0, recalls: 0 },
    });
  });

  it('refuses a wrong range with field errors', async () => {
    const res = await t.api(await t.asAdmin(), reports.speedOfService, {
      query: query({ from: '2026-03-03', to: '2026-03-02' }),
    });
    expect(res.status).toBe(403);
    expect(res.json.Message).toEqual([{ param: 'from', msg: "'From' cannot be after 'To'" }]);
  });

  it("restaurant admins see their own restaurant's report; its users and other restaurants are refused", async () => {
    expect((await t.api(await t.asBistro(), reports.speedOfService, { query: query() })).status).toBe(403);
    const own = await t.restaurantId('Demo Bistro');
    const q = { query: query({ restaurant: own, from: '2026-01-01', to: '2026-01-31' }) };
    expect((await t.api(await t.asBistro(), reports.speedOfService, q)).status).toBe(200);
    expect((await t.api(await t.asWaiter(), reports.speedOfService, q)).status).toBe(403);
  });

  it("answers the demo's kitchen history: both of Demo Bistro's stations, with recalls", async () => {
    const own = await t.restaurantId('Demo Bistro');
    const today = new Date().toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const res = await t.api(await t.asBistro(), reports.speedOfService, {
      query: { restaurant: own, from: monthAgo, to: today },
    });
    expect(res.status).toBe(200);
    expect(res.json.stations.map((s: { name: string }) => s.name).sort()).toEqual(['Bar station', 'Kitchen printer']);
    for (const s of res.json.stations) {
      expect(s.tickets).toBeGreaterThan(10);
      expect(s.p90Seconds).toBeGreaterThanOrEqual(s.medianSeconds);
    }
    expect(res.json.overall.recalls).toBeGreaterThan(0);
    expect(res.json.byHour.length).toBeGreaterThan(3);
  });
});
