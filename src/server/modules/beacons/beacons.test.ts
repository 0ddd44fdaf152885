import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BEACON_MESSAGES as M, beaconsRoutes as api } from '../../../contract/beacons/routes';
import { beacons, restaurants } from '../../db/schema';
import { DEMO_BEACONS } from '../../seed/beacons';
import { writesOf } from '../../../../tests/support/db-state';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp();
const bistroBeacon = async () =>
  (
    await t.db
      .select({ beacon: restaurants.beacon })
      .from(restaurants)
      .where(eq(restaurants.id, await t.restaurantId('Demo Bistro')))
  )[0].beacon;

describe('GET /beacon/fetch', () => {
  it('lists the beacons by name, 10 a page', async () => {
    const admin = await t.asAdmin();
    const first = await t.ok(admin, api.fetch, { query: { page: 1, size: 10 } });
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, total: DEMO_BEACONS.length, page_limit: 10 });
    expect(first.data[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'Aker Brygge boardwalk',
      uuid: 'A0B13730-3A9A-11E3-AA6E-0800200C9A66',
      radius: 50,
    });
    const second = await t.ok(admin, api.fetch, { query: { page: 2 } });
    expect(second.data).toHaveLength(DEMO_BEACONS.length - 10);
  });
});

describe('GET /beacon/search', () => {
  it('finds by part of the name or the UUID', async () => {
    const names = async (key: string) =>
      (await t.ok(await t.asAdmin(), api.search, { query: { key } })).data.map((b) => b.name);
    expect(await names('harbour')).toEqual(['Harbour Grill bar', 'Harbour Grill quay']);
    expect(await names('b9407f30')).toEqual(['Demo Bistro terrace']);
    expect(await names('')).toHaveLength(10);
  });
});

describe('beacon form', () => {
  it("needs a name, a UUID and a radius (the spec's validation rules)", async () => {
    const admin = await t.asAdmin();
    // An empty body is not what the contract's type allows: sent by path.
    const res = await writesOf(t.db, async () => t.call(admin, 'POST', '/beacon/add', { body: {} }));
    expect(res.status).toBe(403);
    expect(res.json.Message).toEqual([
      { param: 'name', msg: 'Name is required' },
      { param: 'uuid', msg: 'UUID is required' },
      { param: 'radius', msg: 'Radius is required' },
    ]);
    expect(res.wrote).toEqual([]);
    const bad = await t.api(admin, api.add, { body: { name: 'x', uuid: 'not-a-uuid', radius: 0 } });
    expect(bad.json.Message.map((m: { param: string }) => m.param)).toEqual(['uuid', 'radius']);
  });

  it("creates, edits and deletes a beacon; restaurants follow their beacon's changes", async () => {
    const admin = await t.asAdmin();
    const created = await t.ok(admin, api.add, {
      body: { name: ' Lobby ', uuid: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee', radius: 12 },
    });
    expect(created).toEqual({
      Message: M.created,
      data: { _id: expect.any(String), name: 'Lobby', uuid: 'AAAAAAAA-BBBB-4CCC-8DDD-EEEEEEEEEEEE', radius: 12 },
    });

    const duplicate = await t.api(admin, api.add, {
      body: { name: 'Copy', uuid: 'AAAAAAAA-BBBB-4CCC-8DDD-EEEEEEEEEEEE', radius: 5 },
    });
    expect(duplicate.json).toEqual({ Message: [{ param: 'uuid', msg: M.uuidTaken }], code: 'VALIDATION' });

    // Demo Bistro has the entrance beacon: editing it updates the restaurant's copy.
    const [entrance] = await t.db.select().from(beacons).where(eq(beacons.uuid, DEMO_BEACONS[0].uuid));
    const edited = await t.ok(admin, api.edit, {
      body: { id: entrance.id, name: 'Bistro front door', uuid: entrance.uuid, radius: 20 },
    });
    expect(edited.Message).toBe(M.updated);
    expect(await bistroBeacon()).toEqual({ Name: 'Bistro front door', UUID: entrance.uuid, Radius: 20 });

    const deleted = await t.ok(admin, api.delete, { body: { id: entrance.id } });
    expect(deleted).toEqual({ Message: M.deleted });
    expect(await bistroBeacon()).toBeNull();
    expect((await t.api(admin, api.delete, { body: { id: entrance.id } })).status).toBe(404);
    expect(
      (await t.api(admin, api.edit, { body: { id: entrance.id, name: 'x', uuid: entrance.uuid, radius: 1 } })).status,
    ).toBe(404);
  });

  it('is for platform admins only', async () => {
    const bistro = await t.asBistro();
    expect((await t.api(bistro, api.fetch, { query: { page: 1 } })).status).toBe(403);
    expect(
      (await t.api(bistro, api.add, { body: { name: 'x', uuid: 'aaaaaaaa-bbbb-4ccc-8ddd-ffffffffffff', radius: 1 } }))
        .status,
    ).toBe(403);
  });
});
