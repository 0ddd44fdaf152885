import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/test-app';
import { orders, printers, printQueue } from '../../db/schema';

const t = useTestApp();

describe('GET /print/queue/fetch', () => {
  it('lists the waiting receipts with their order, printer and restaurant', async () => {
    const res = await t.call(await t.asAdmin(), 'GET', '/print/queue/fetch');
    expect(res.status).toBe(200);
    expect(res.json.data.length).toBeGreaterThanOrEqual(4);
    const restaurants = new Set(
      res.json.data.map((i: { printer: { restaurant: { Name: string } } }) => i.printer.restaurant.Name),
    );
    expect(restaurants).toEqual(new Set(['Demo Bistro', 'Harbour Grill']));
    const queued = res.json.data.map((i: { queuedAt: string }) => i.queuedAt);
    expect(queued).toEqual([...queued].sort());
    for (const i of res.json.data) {
      expect(i.printer.printerName).toMatch(/printer/);
      expect(i.order.lines.length).toBeGreaterThan(0);
      for (const l of i.order.lines)
        expect(l).toMatchObject({
          qty: expect.any(Number),
          name: expect.any(String),
          extras: expect.any(Array),
          attributes: expect.any(Array),
        });
    }
  });

  it('shows extras as descriptions and attributes grouped with their choices', async () => {
    const bistro = await t.restaurantId('Demo Bistro');
    const [printer] = await t.db.select().from(printers).where(eq(printers.restaurantId, bistro)).limit(1);
    const [order] = await t.db.select().from(orders).where(eq(orders.restaurantId, bistro)).limit(1);
    await t.db
      .update(orders)
      .set({
        lines: [
          {
            menu: 'm'.repeat(24),
            name: 'Burger',
            category: 'Mains',
            categoryId: null,
            qty: 2,
            price: 12900,
            notes: 'No onions',
            isReward: false,
            attributes: [
              { _id: 'a1', attributeName: 'Cooking', name: 'Medium', qty: 1, additionalPrice: 0 },
              { _id: 'a2', attributeName: 'Sides', name: 'Fries', qty: 1, additionalPrice: 0 },
              { _id: 'a3', attributeName: 'Sides', name: 'Salad', qty: 2, additionalPrice: 500 },
            ],
            extras: [
              { _id: 'x1', name: 'Bacon', qty: 1, price: 1500 },
              { _id: 'x2', name: 'Cheese', qty: 2, price: 1000 },
            ],
          },
        ],
      })
      .where(eq(orders.id, order.id));
    const [queued] = await t.db
      .insert(printQueue)
      .values({ orderId: order.id, printerId: printer.id, createdAt: new Date() })
      .returning();
    const res = await t.call(await t.asAdmin(), 'GET', '/print/queue/fetch');
    const item = res.json.data.find((i: { _id: string }) => i._id === queued.id);
    expect(item.order).toMatchObject({
      _id: order.id,
      OrderId: order.orderNumber,
      date: order.createdAt.toISOString(),
    });
    expect(item.printer).toEqual({
      _id: printer.id,
      printerName: printer.name,
      restaurant: { _id: bistro, Name: 'Demo Bistro', timezone: 'Europe/Copenhagen' },
    });
    expect(item.order.lines).toEqual([
      {
        qty: 2,
        name: 'Burger',
        notes: 'No onions',
        extras: [{ description: 'Bacon' }, { description: '2 × Cheese' }],
        attributes: [
          { description: 'Cooking', subAttrs: ['Medium'] },
          { description: 'Sides', subAttrs: ['Fries', '2 × Salad'] },
        ],
      },
    ]);
  });

  it('leaves out printed receipts', async () => {
    const before = await t.call(await t.asAdmin(), 'GET', '/print/queue/fetch');
    const first = before.json.data[0];
    await t.db.update(printQueue).set({ printedAt: new Date() }).where(eq(printQueue.id, first._id));
    const after = await t.call(await t.asAdmin(), 'GET', '/print/queue/fetch');
    expect(after.json.data.map((i: { _id: string }) => i._id)).not.toContain(first._id);
    expect(after.json.data).toHaveLength(before.json.data.length - 1);
  });

  it('is for admins only', async () => {
    expect((await t.call(await t.asBistro(), 'GET', '/print/queue/fetch')).status).toBe(403);
  });
});
