/**
 * A failure after an order placement's commit (reading the order back) must not free its
 * Idempotency-Key; the retry replays the committed order, and no second order is placed.
 */
import { describe, expect, it, vi } from 'vitest';
import { GUEST, menuOf, ordersOfGuest, PLAIN_ITEM } from '../../../../tests/support/orders';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp();

describe('an order placement whose read-back fails after the commit', () => {
  it('keeps the Idempotency-Key bound to the committed order: the retry answers it, and there is one order', async () => {
    const guest = { ...GUEST, name: 'Read Back Guest' };
    const menu = await menuOf(t, 'Demo Bistro');
    const body = {
      restaurant: await t.restaurantId('Demo Bistro'),
      lines: [{ menu: menu.item(PLAIN_ITEM['Demo Bistro']), qty: 1 }],
      dineIn: false,
      paymentType: 'card',
      guest,
    };
    const headers = { 'idempotency-key': `read-back-${Date.now()}` };

    // Every read of the database fails once the placement's transaction has committed.
    let committed = false;
    const transaction = t.db.transaction.bind(t.db);
    const select = t.db.select.bind(t.db);
    const txSpy = vi.spyOn(t.db, 'transaction').mockImplementation((async (...args: Parameters<typeof transaction>) => {
      const result = await transaction(...args);
      committed = true;
      return result;
    }) as typeof t.db.transaction);
    const selectSpy = vi.spyOn(t.db, 'select').mockImplementation(((...args: Parameters<typeof select>) => {
      if (committed) throw new Error('connection lost while reading the order back');
      return select(...args);
    }) as typeof t.db.select);
    const first = await t.call(null, 'POST', '/mobile/order/place', { body, headers, ip: '10.250.0.1' });
    txSpy.mockRestore();
    selectSpy.mockRestore();
    expect(first.status).toBeGreaterThanOrEqual(500);

    const retry = await t.call(null, 'POST', '/mobile/order/place', { body, headers, ip: '10.250.0.1' });
    expect(retry.status, JSON.stringify(retry.json)).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json.Message).toBe('Order placed');
    const placed = await ordersOfGuest(t, 'Demo Bistro', guest.name);
    expect(placed).toHaveLength(1);
    expect(retry.json.data._id).toBe(placed[0].id);
  });
});
