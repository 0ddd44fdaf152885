import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BEACON_MESSAGES as M } from '../../../contract/beacons';
import { beacons, restaurants } from '../../db/schema';
import { DEMO_BEACONS } from '../../seed/beacons';
import { writesOf } from '../../../../tests/support/db-state';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp();
const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, opts: { body?: unknown; query?: Record<string, unknown> }, token?: string) =>
  t.call(token ?? (await t.asAdmin()), method, path, opts);
const bistroBeacon = async () => (await t.db.select({ beacon: restaurants.beacon }).from(restaurants).where(eq(restaurants.id, await t.restaurantId('Demo Bistro'))))[0].beacon;

describe('GET /beacon/fetch', () => {
  it('lists the beacons by name, 10 a page', async () => {
    const first = await call('GET', '/beacon/fetch', { query: { page: 1, size: 10 } });
    expect(first.status).toBe(200);
    expect(first.json.meta).toEqual({ current_page: 1, last_page: 2, total: DEMO_BEACONS.length, page_limit: 10 });
    expect(first.json.data[0]).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), name: 'Aker Brygge boardwalk', uuid: 'A0B13730-3A9A-11E3-AA6E-0800200C9A66', radius: 50 });
    const second = await call('GET', '/beacon/fetch', { query: { page: 2 } });
    expect(second.json.data).toHaveLength(DEMO_BEACONS.length - 10);
  });
});

describe('GET /beacon/search', () => {
  it('finds by part of the name or the UUID', async () => {
    expect((await call('GET', '/beacon/search', { query: { key: 'harbour' } })).json.data.map((b: { name: string }) => b.name)).toEqual(['Harbour Grill bar', 'Harbour Grill quay']);
    expect((await call('GET', '/beacon/search', { query: { key: 'b9407f30' } })).json.data.map((b: { name: string }) => b.name)).toEqual(['Demo Bistro terrace']);
    expect((await call('GET', '/beacon/search', { query: { key: '' } })).json.data).toHaveLength(10);
  });
});

describe('beacon form', () => {
  it('needs a name, a UUID and a radius (spec part 1, section 5)', async () => {
    const res = await writesOf(t.db, async () => call('POST', '/beacon/add', { body: {} }));
    expect(res.status).toBe(403);
    expect(res.json.Message).toEqual([
      { param: 'name', msg: 'Name is required' },
      { param: 'uuid', msg: 'UUID is required' },
      { param: 'radius', msg: 'Radius is required' },
    ]);
    expect(res.wrote).toEqual([]);
    const bad = await call('POST', '/beacon/add', { body: { name: 'x', uuid: 'not-a-uuid', radius: 0 } });
    expect(bad.json.Message.map((m: { param: string }) => m.param)).toEqual(['uuid', 'radius']);
  });

  it("creates, edits and deletes a beacon; restaurants follow their beacon's changes", async () => {
    const created = await call('POST', '/beacon/add', { body: { name: ' Lobby ', uuid: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee', radius: 12 } });
    expect(created.status).toBe(200);
    expect(created.json).toEqual({ Message: M.created, data: { _id: expect.any(String), name: 'Lobby', uuid: 'AAAAAAAA-BBBB-4CCC-8DDD-EEEEEEEEEEEE', radius: 12 } });

    const duplicate = await call('POST', '/beacon/add', { body: { name: 'Copy', uuid: 'AAAAAAAA-BBBB-4CCC-8DDD-EEEEEEEEEEEE', radius: 5 } });
    expect(duplicate.json).toEqual({ Message: [{ param: 'uuid', msg: M.uuidTaken }] });

    // Demo Bistro has the entrance beacon: editing it updates the restaurant's copy.
    const [entrance] = await t.db.select().from(beacons).where(eq(beacons.uuid, DEMO_BEACONS[0].uuid));
    const edited = await call('PUT', '/beacon/edit', { body: { id: entrance.id, name: 'Bistro front door', uuid: entrance.uuid, radius: 20 } });
    expect(edited.json.Message).toBe(M.updated);
    expect(await bistroBeacon()).toEqual({ Name: 'Bistro front door', UUID: entrance.uuid, Radius: 20 });

    const deleted = await call('DELETE', '/beacon/delete', { body: { id: entrance.id } });
    expect(deleted.json).toEqual({ Message: M.deleted });
    expect(await bistroBeacon()).toBeNull();
    expect((await call('DELETE', '/beacon/delete', { body: { id: entrance.id } })).status).toBe(404);
    expect((await call('PUT', '/beacon/edit', { body: { id: entrance.id, name: 'x', uuid: entrance.uuid, radius: 1 } })).status).toBe(404);
  });

  it('is for platform admins only', async () => {
    const bistro = await t.asBistro();
    for (const [method, path, body] of [
      ['GET', '/beacon/fetch', undefined],
      ['POST', '/beacon/add', { name: 'x', uuid: 'aaaaaaaa-bbbb-4ccc-8ddd-ffffffffffff', radius: 1 }],
    ] as const) {
      expect((await call(method, path, { body, query: { page: 1 } }, bistro)).status).toBe(403);
    }
  });
});
