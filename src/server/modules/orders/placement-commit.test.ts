/**
 * A failure after an order placement's commit (announcing the order) must not free its
 * Idempotency-Key; the retry replays the committed order, and no second order is placed. A replay answers what the
 * placement first answered, whatever happened to the order since.
 */
import { describe, expect, it, vi } from 'vitest';
import { GUEST, menuOf, ordersOfGuest, PLAIN_ITEM } from '../../../../tests/support/orders';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp();

/** A take-away order of one plain item at Demo Bistro, as a customer app places it. */
async function takeAway(guest: typeof GUEST) {
  const menu = await menuOf(t, 'Demo Bistro');
  return {
    restaurant: await t.restaurantId('Demo Bistro'),
    lines: [{ menu: menu.item(PLAIN_ITEM['Demo Bistro']), qty: 1 }],
    dineIn: false,
    paymentType: 'card',
    guest,
  };
}

describe('an order placement that fails after the commit', () => {
  it('keeps the Idempotency-Key bound to the committed order: the retry answers it, and there is one order', async () => {
    const guest = { ...GUEST, name: 'Read Back Guest' };
    const body = await takeAway(guest);
    const headers = { 'idempotency-key': `read-back-${Date.now()}` };

    // Telling the kitchens about the order fails once the placement's transaction has committed.
    let committed = false;
    const transaction = t.db.transaction.bind(t.db);
    const txSpy = vi.spyOn(t.db, 'transaction').mockImplementation((async (...args: Parameters<typeof transaction>) => {
      const result = await transaction(...args);
      committed = true;
      return result;
    }) as typeof t.db.transaction);
    const stream = t.deps.events.stream.bind(t.deps.events);
    const announceSpy = vi.spyOn(t.deps.events, 'stream').mockImplementation((...args) => {
      if (committed) throw new Error('connection lost while announcing the order');
      stream(...args);
    });
    const first = await t.call(null, 'POST', '/mobile/order/place', { body, headers, ip: '10.250.0.1' });
    txSpy.mockRestore();
    announceSpy.mockRestore();
    expect(first.status).toBeGreaterThanOrEqual(500);

    const retry = await t.call(null, 'POST', '/mobile/order/place', { body, headers, ip: '10.250.0.1' });
    expect(retry.status, JSON.stringify(retry.json)).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json.Message).toBe('Order placed');
    const placed = await ordersOfGuest(t, 'Demo Bistro', guest.name);
    expect(placed).toHaveLength(1);
    expect(retry.json.data._id).toBe(placed[0].id);
  });

  it('replays the first answer byte for byte, even after the order was declined', async () => {
    const body = await takeAway({ ...GUEST, name: 'Replay Guest' });
    const headers = { 'idempotency-key': `first-answer-${Date.now()}` };
    const first = await t.call(null, 'POST', '/mobile/order/place', { body, headers, ip: '10.250.0.2' });
    expect(first.status, JSON.stringify(first.json)).toBe(201);
    expect(first.json.data).toMatchObject({ status: 'pending', version: 1 });

    const declined = await t.call(await t.asBistro(), 'PUT', '/orders/restaurant/cancelorder', {
      body: { id: first.json.data._id, reason: 'Out of stock' },
    });
    expect(declined.status).toBe(200);

    const replay = await t.call(null, 'POST', '/mobile/order/place', { body, headers, ip: '10.250.0.2' });
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json).toEqual(first.json);
  });
});
