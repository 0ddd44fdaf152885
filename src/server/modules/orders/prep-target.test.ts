/**
 * Prep-time targets: a category's target (the category form) and the restaurant's preparation time (its menu-page
 * setting) give each order the minutes the kitchen aims for, carried by every order answer the kitchen reads.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { act, menuOf, newOrder } from '../../../../tests/support/orders';
import { useTestApp } from '../../../../tests/support/test-app';
import { menuCategories, menuItems, restaurantMenuSettings } from '../../db/schema';

const t = useTestApp();

async function categoryOf(item: string) {
  const restaurant = await t.restaurantId('Demo Bistro');
  const id = (await menuOf(t, 'Demo Bistro')).item(item);
  const [row] = await t.db
    .select({ id: menuCategories.id, category: menuCategories.category })
    .from(menuItems)
    .innerJoin(menuCategories, eq(menuCategories.id, menuItems.categoryId))
    .where(eq(menuItems.id, id));
  return { restaurant, item: id, ...row! };
}

const editCategory = async (c: { restaurant: string; id: string; category: string }, more: object) =>
  t.call(await t.asBistro(), 'PUT', '/menu/category/edit', {
    body: { restaurant: c.restaurant, id: c.id, category: c.category, ...more },
  });

describe('prep-time targets', () => {
  it("an order's target is its categories' largest, else the restaurant's preparation time; the kitchen's answers carry it", async () => {
    const coffee = await categoryOf('Coffee');
    // No category target: the restaurant's preparation time
    await editCategory(coffee, { targetMinutes: null });
    await t.db
      .insert(restaurantMenuSettings)
      .values({ restaurantId: coffee.restaurant, preparationMinutes: 18 })
      .onConflictDoUpdate({ target: restaurantMenuSettings.restaurantId, set: { preparationMinutes: 18 } });
    expect((await newOrder(t, 'Demo Bistro')).targetMinutes).toBe(18);

    const saved = await editCategory(coffee, { targetMinutes: 7 });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.data.targetMinutes).toBe(7);
    const order = await newOrder(t, 'Demo Bistro');
    expect(order.targetMinutes).toBe(7);

    // The kitchen's list and an action's answer (the order.updated event's order) carry it too
    const list = await t.call(await t.asBistro(), 'GET', '/orders/restaurant/fetch/pending', {
      query: { restaurant: coffee.restaurant, page: 1, size: 100 },
    });
    expect(list.json.data.find((o: { _id: string }) => o._id === order._id).targetMinutes).toBe(7);
    const accepted = await act(t, await t.asBistro(), 'accept', { id: order._id });
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
    expect(accepted.json.data.targetMinutes).toBe(7);

    // An edit that leaves the target out keeps it; null clears it
    await editCategory(coffee, { description: 'Hot drinks' });
    expect((await newOrder(t, 'Demo Bistro')).targetMinutes).toBe(7);
    await editCategory(coffee, { targetMinutes: null });
    expect((await newOrder(t, 'Demo Bistro')).targetMinutes).toBe(18);
  });

  it('takes the largest target among the categories of its lines', async () => {
    const menu = await menuOf(t, 'Demo Bistro');
    const coffee = await categoryOf('Coffee');
    const rows = await t.db
      .select({ id: menuItems.id, name: menuItems.name, categoryId: menuItems.categoryId })
      .from(menuItems)
      .where(eq(menuItems.restaurantId, coffee.restaurant));
    const plain = rows.find((r) => r.categoryId !== coffee.id && r.name !== 'Coffee');
    expect(plain).toBeTruthy();
    await editCategory(coffee, { targetMinutes: 9 });
    await t.db.update(menuCategories).set({ targetMinutes: 25 }).where(eq(menuCategories.id, plain!.categoryId!));
    // Its item without required choices, so the order needs none
    await t.db.update(menuItems).set({ attributes: [], options: [] }).where(eq(menuItems.id, plain!.id));
    const both = await newOrder(t, 'Demo Bistro', {
      lines: [
        { menu: menu.item('Coffee'), qty: 1 },
        { menu: plain!.id, qty: 1 },
      ],
    });
    expect(both.targetMinutes).toBe(25);
    // The slow line cancelled: the kitchen aims for what is left to make.
    const cancelled = await t.call(await t.asBistro(), 'PUT', '/orders/restaurant/line-cancel', {
      body: { id: both._id, line: 1, reason: 'Sold out' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
    expect(cancelled.json.data.targetMinutes).toBe(9);
  });

  it('refuses a target that is not a whole number of minutes from 1 to 240, as a field error', async () => {
    const coffee = await categoryOf('Coffee');
    for (const bad of [0, 241, 2.5, 'ten']) {
      const res = await editCategory(coffee, { targetMinutes: bad });
      expect(res.status).toBe(403);
      expect(res.json.Message[0].param).toBe('targetMinutes');
    }
  });
});
