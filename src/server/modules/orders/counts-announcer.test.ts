/**
 * orders.counts coalesced (a fan-out to 2,000 tablets must stay cheap): a quiet restaurant's counts go out at once, a burst of
 * changes sends the latest counts once more at the end of the window instead of once per change, and what is sent
 * last is what the database holds.
 */
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../contract/orders/constants';
import type { OrderCounts } from '../../../contract/orders/schemas';
import { orders } from '../../db/schema';
import { useTestApp } from '../../../../tests/support/test-app';
import { pause } from '../../../../tests/support/sockets';
import { countsAnnouncer } from './counts-announcer';
import { countsOf } from './queries';

const t = useTestApp();

function recorder() {
  const sent: { restaurant: string; counts: OrderCounts; at: number }[] = [];
  const events = (n: { restaurant: string; counts: OrderCounts }) =>
    void sent.push({ restaurant: n.restaurant, counts: n.counts, at: performance.now() });
  const until = async (n: number, timeoutMs = 10_000) => {
    const deadline = performance.now() + timeoutMs;
    while (sent.length < n && performance.now() < deadline) await pause(10);
    expect(sent.length).toBeGreaterThanOrEqual(n);
  };
  return { sent, events, until };
}

/** Moves one of the restaurant's orders into `to` (a committed change of its counts). */
async function moveOne(restaurantId: string, to: OrderStatus) {
  const [row] = await t.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.restaurantId, restaurantId), ne(orders.status, to)))
    .limit(1);
  await t.db.update(orders).set({ status: to }).where(eq(orders.id, row.id));
}

describe('orders.counts', () => {
  it("of a quiet restaurant go out at once, with the database's counts", async () => {
    const bistro = await t.restaurantId('Demo Bistro');
    const r = recorder();
    const announcer = countsAnnouncer(t.db, r.events, undefined, 5_000);
    const asked = performance.now();
    announcer.changed(bistro);
    await r.until(1);
    expect(r.sent).toEqual([{ restaurant: bistro, counts: await countsOf(t.db, bistro), at: expect.any(Number) }]);
    expect(r.sent[0].at - asked).toBeLessThan(5_000); // not held back for the window
  });

  it('of a burst of changes go out twice (at once, then once at the end of the window), the last with the final counts', async () => {
    const bistro = await t.restaurantId('Demo Bistro');
    const windowMs = 3_000;
    const r = recorder();
    const announcer = countsAnnouncer(t.db, r.events, undefined, windowMs);
    await moveOne(bistro, 'confirmed');
    const first = performance.now();
    announcer.changed(bistro);
    for (const to of ['cancelled', 'refunded', 'confirmed', 'completed', 'pending'] as const) {
      await moveOne(bistro, to);
      announcer.changed(bistro);
    }
    await r.until(2);
    await pause(windowMs + 300); // nothing more is coming: no change is left unsent
    expect(r.sent).toHaveLength(2);
    expect(r.sent[1].at - first).toBeGreaterThanOrEqual(windowMs); // held back to the window's end
    expect(r.sent[1].counts).toEqual(await countsOf(t.db, bistro));
  });

  it('of two restaurants are counted apart: a burst in one does not hold back the other', async () => {
    const [bistro, harbour] = [await t.restaurantId('Demo Bistro'), await t.restaurantId('Harbour Grill')];
    const r = recorder();
    const announcer = countsAnnouncer(t.db, r.events, undefined, 5_000);
    announcer.changed(bistro);
    announcer.changed(bistro);
    announcer.changed(harbour);
    await r.until(2);
    expect(r.sent.map((s) => s.restaurant).sort()).toEqual([bistro, harbour].sort());
    expect(r.sent.find((s) => s.restaurant === harbour)!.counts).toEqual(await countsOf(t.db, harbour));
  });
});
