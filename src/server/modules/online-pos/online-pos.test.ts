import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLINE_POS_MESSAGES as M } from '../../../contract/online-pos/routes';
import { testOnlinePos, TEST_POS_PRODUCTS } from '../../../../tests/support/online-pos';
import { createTestApp, useTestApp, type TestApp } from '../../../../tests/support/test-app';
import { extras, menuItems, restaurants } from '../../db/schema';
import { OnlinePosError, type OnlinePos } from '../../integrations/online-pos';

const pos = testOnlinePos();
const t = useTestApp({ onlinePos: pos });

async function enablePos(app: TestApp, name: string) {
  const id = await app.restaurantId(name);
  await app.db
    .update(restaurants)
    .set({ onlineposdkenabled: true, onlineposdktoken: 'bistro-token', onlineposdkfirmid: 'firm-7' })
    .where(eq(restaurants.id, id));
  return id;
}

describe('POST /restaurant/syncposproducts', () => {
  it('gives bound menu items and extras the POS name and price', async () => {
    const id = await enablePos(t, 'Demo Bistro');
    const [item] = await t.db.select().from(menuItems).where(eq(menuItems.restaurantId, id)).limit(1);
    const [extra] = await t.db.select().from(extras).where(eq(extras.restaurantId, id)).limit(1);
    await t.db.update(menuItems).set({ onlineposproductid: 'pos-1001' }).where(eq(menuItems.id, item.id));
    await t.db.update(extras).set({ onlineposproductid: 'pos-1002' }).where(eq(extras.id, extra.id));

    const res = await t.call(await t.asAdmin(), 'POST', '/restaurant/syncposproducts', { body: { restaurant: id } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ Message: M.synced(2, 2), data: { products: 2, updated: 2 } });
    expect(pos.asked.at(-1)).toEqual({ token: 'bistro-token', firmId: 'firm-7' });
    const [after] = await t.db.select().from(menuItems).where(eq(menuItems.id, item.id));
    expect(after).toMatchObject({ name: TEST_POS_PRODUCTS[0].name, price: TEST_POS_PRODUCTS[0].priceMinor });
    const [afterExtra] = await t.db.select().from(extras).where(eq(extras.id, extra.id));
    expect(afterExtra).toMatchObject({ name: TEST_POS_PRODUCTS[1].name, price: TEST_POS_PRODUCTS[1].priceMinor });

    const again = await t.call(await t.asAdmin(), 'POST', '/restaurant/syncposproducts', { body: { restaurant: id } });
    expect(again.json.data).toEqual({ products: 2, updated: 0 });
  });

  it('says plainly when the restaurant has no Online POS DK', async () => {
    const harbour = await t.restaurantId('Harbour Grill');
    const res = await t.call(await t.asAdmin(), 'POST', '/restaurant/syncposproducts', {
      body: { restaurant: harbour },
    });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ Message: M.notEnabled('Harbour Grill'), code: 'CONFLICT' });
  });

  it('is for admins only, and needs an existing restaurant', async () => {
    const bistro = await t.restaurantId('Demo Bistro');
    expect(
      (await t.call(await t.asBistro(), 'POST', '/restaurant/syncposproducts', { body: { restaurant: bistro } }))
        .status,
    ).toBe(403);
    const missing = await t.call(await t.asAdmin(), 'POST', '/restaurant/syncposproducts', {
      body: { restaurant: 'ef'.repeat(12) },
    });
    expect(missing.status).toBe(404);
  });

  it('with no payload syncs every restaurant that has Online POS DK on', async () => {
    await t.db.update(restaurants).set({ onlineposdkenabled: false });
    const bistro = await enablePos(t, 'Demo Bistro');
    const harbour = await enablePos(t, 'Harbour Grill');
    for (const body of [undefined, {}]) {
      const before = pos.asked.length;
      const res = await t.call(await t.asAdmin(), 'POST', '/restaurant/syncposproducts', body ? { body } : {});
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.Message).toMatch(/^Synced 4 products of 2 restaurants from Online POS DK/);
      expect(pos.asked.length - before).toBe(2);
    }
    await t.db.update(restaurants).set({ onlineposdkenabled: false }).where(eq(restaurants.id, harbour));
    await t.db.update(restaurants).set({ onlineposdkenabled: false }).where(eq(restaurants.id, bistro));
    const none = await t.call(await t.asAdmin(), 'POST', '/restaurant/syncposproducts');
    expect(none.status).toBe(409);
    expect(none.json.Message).toBe(M.noneEnabled);
    expect((await t.call(await t.asBistro(), 'POST', '/restaurant/syncposproducts')).status).toBe(403);
  });
});

describe('without Online POS DK configured on the server', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({
      onlinePos: {
        kind: 'none',
        fetchProducts: () => Promise.reject(new OnlinePosError('not configured')),
        sendOrder: async () => ({ id: null }),
      },
    });
  });
  afterAll(() => bare.close());

  it('answers 409 with the reason and changes nothing (never a fake success)', async () => {
    const id = await enablePos(bare, 'Demo Bistro');
    const res = await bare.call(await bare.asAdmin(), 'POST', '/restaurant/syncposproducts', {
      body: { restaurant: id },
    });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ Message: M.notConfigured, code: 'CONFLICT' });
  });
});

describe('when Online POS DK fails', () => {
  let failing: TestApp;
  const broken: OnlinePos = {
    kind: 'http',
    fetchProducts: () => Promise.reject(new OnlinePosError('it answered 401')),
    sendOrder: () => Promise.reject(new OnlinePosError('it answered 401')),
  };
  beforeAll(async () => {
    failing = await createTestApp({ onlinePos: broken });
  });
  afterAll(() => failing.close());

  it('answers 502 with what went wrong', async () => {
    const id = await enablePos(failing, 'Demo Bistro');
    const res = await failing.call(await failing.asAdmin(), 'POST', '/restaurant/syncposproducts', {
      body: { restaurant: id },
    });
    expect(res.status).toBe(502);
    expect(res.json).toEqual({ Message: M.failed('it answered 401'), code: 'UPSTREAM_FAILED' });
  });
});
