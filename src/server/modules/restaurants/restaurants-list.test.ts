import { describe, expect, it } from 'vitest';
import { defaultAvailability } from '../../../contract/availability';
import { CURRENCIES } from '../../../contract/restaurants/constants';
import { restaurants } from '../../db/schema';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp();
const get = async (path: string, query?: Record<string, unknown>, token?: string) =>
  t.call(token ?? (await t.asAdmin()), 'GET', path, { query });

describe('GET /restaurant/fetch', () => {
  it('lists restaurants by name, 10 a page, with the spec read fields and their deals', async () => {
    const res = await get('/restaurant/fetch', { page: 1, size: 10 });
    expect(res.status).toBe(200);
    expect(res.json.meta).toEqual({ current_page: 1, last_page: 1, total: 3, page_limit: 10 });
    expect(res.json.data.map((r: { Name: string }) => r.Name)).toEqual([
      'Demo Bistro',
      'Fjord Noodle Bar',
      'Harbour Grill',
    ]);
    const bistro = res.json.data[0];
    expect(Object.keys(bistro).sort()).toEqual([
      'Address',
      'AutomatedPushEnabled',
      'CoverImage',
      'Deals',
      'Description',
      'Name',
      '_id',
      'routed',
    ]);
    expect(bistro.Address).toBe('Nørrebrogade 12, 2200 København N');
    // The demo links deals to restaurants; each entry says where it stands today.
    expect(bistro.Deals.length).toBeGreaterThan(0);
    for (const d of bistro.Deals)
      expect(d).toEqual({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        Name: expect.any(String),
        Status: expect.stringMatching(/^(active|upcoming|personal|expired)$/),
      });
    expect(bistro.Deals.map((d: { Name: string }) => d.Name)).toContain('2 for 1 lunch');
    expect(bistro.Deals.find((d: { Name: string }) => d.Name === '2 for 1 lunch').Status).toBe('active');
  });

  it('pages: 10 on the first page and the rest on the next', async () => {
    await t.db.insert(restaurants).values(
      Array.from({ length: 9 }, (_, i) => ({
        name: `Paging Place ${i}`,
        availability: defaultAvailability(),
        currency: CURRENCIES.DKK,
      })),
    );
    const first = await get('/restaurant/fetch', { page: 1 });
    expect(first.json.meta).toEqual({ current_page: 1, last_page: 2, total: 12, page_limit: 10 });
    expect(first.json.data).toHaveLength(10);
    const second = await get('/restaurant/fetch', { page: 2 });
    expect(second.json.data).toHaveLength(2);
    // By name: Demo Bistro, Fjord Noodle Bar, Harbour Grill, Paging Place 0 … 8.
    expect(second.json.data.map((r: { Name: string }) => r.Name)).toEqual(['Paging Place 7', 'Paging Place 8']);
  });

  it('gives restaurant staff their own restaurant only', async () => {
    for (const token of [await t.asBistro(), await t.asWaiter()]) {
      const res = await get('/restaurant/fetch', { page: 1 }, token);
      expect(res.status).toBe(200);
      expect(res.json.data.map((r: { Name: string }) => r.Name)).toEqual(['Demo Bistro']);
      expect(res.json.meta.total).toBe(1);
    }
    const harbour = await get('/restaurant/fetch', { page: 1 }, await t.asHarbour());
    expect(harbour.json.data.map((r: { Name: string }) => r.Name)).toEqual(['Harbour Grill']);
  });
});

describe('GET /restaurant/search', () => {
  it('finds by part of the name or the address, any case, 25 a page', async () => {
    const byName = await get('/restaurant/search', { page: 1, size: 25, key: 'GRILL' });
    expect(byName.status).toBe(200);
    expect(byName.json.data.map((r: { Name: string }) => r.Name)).toEqual(['Harbour Grill']);
    expect(byName.json.meta).toEqual({ current_page: 1, last_page: 1, total: 1, page_limit: 25 });
    const byAddress = await get('/restaurant/search', { page: 1, key: 'oslo' });
    expect(byAddress.json.data.map((r: { Name: string }) => r.Name)).toEqual(['Fjord Noodle Bar']);
    expect(byAddress.json.meta.page_limit).toBe(25);
    expect((await get('/restaurant/search', { page: 1, key: '%' })).json.data).toEqual([]);
  });

  it('is for platform admins only', async () => {
    expect((await get('/restaurant/search', { page: 1, key: 'Bistro' }, await t.asBistro())).status).toBe(403);
  });
});

describe('GET /restaurant/fetchall', () => {
  it('answers every restaurant by name for admins, and only their own for staff', async () => {
    const all = await get('/restaurant/fetchall');
    expect(all.json.data.slice(0, 2)).toEqual([
      { _id: await t.restaurantId('Demo Bistro'), Name: 'Demo Bistro' },
      { _id: await t.restaurantId('Fjord Noodle Bar'), Name: 'Fjord Noodle Bar' },
    ]);
    expect((await get('/restaurant/fetchall', undefined, await t.asHarbour())).json).toEqual({
      data: [{ _id: await t.restaurantId('Harbour Grill'), Name: 'Harbour Grill' }],
    });
  });
});

describe('POST /mobile/restaurant/fetchspecific', () => {
  it('answers the whole restaurant, with its beacon, hours and private users by email', async () => {
    const id = await t.restaurantId('Demo Bistro');
    const res = await t.call(await t.asBistro(), 'POST', '/mobile/restaurant/fetchspecific', {
      body: { id, fromWeb: true },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      _id: id,
      name: 'Demo Bistro',
      beacon: { Name: 'Demo Bistro entrance', UUID: 'F7826DA6-4FA2-4E98-8024-BC5B71E0893E', Radius: 15 },
      location: [12.5535, 55.6907],
      privateusers: [],
      bagtakeawayprice: 3,
    });
    // The demo restaurants are open around the clock, so that the simulator and the tests order at any hour.
    expect(res.json.data.availability.Sunday).toEqual({
      start: '00:00',
      end: '23:59',
      isAvailable: true,
      othertime: [],
    });
  });
});
