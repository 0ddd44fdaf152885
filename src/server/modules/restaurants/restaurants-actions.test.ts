import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contract/errors';
import { RESTAURANT_MESSAGES as M } from '../../../contract/restaurants/constants';
import { deals, restaurants, systemLogs, users } from '../../db/schema';
import { httpMigrator, noMigration } from '../../integrations/migration';
import { writesOf } from '../../../../tests/support/db-state';
import { testMigrator } from '../../../../tests/support/migration';
import { createTestApp, useTestApp } from '../../../../tests/support/test-app';
import { pendingMigrations } from './migrate';

const migrator = testMigrator();
const t = useTestApp({ migration: migrator });
const send = async (
  method: 'PUT' | 'DELETE' | 'POST' | 'GET',
  path: string,
  opts: { body?: unknown; query?: Record<string, unknown> },
  token?: string,
) => t.call(token ?? (await t.asAdmin()), method, path, opts);
const newRestaurant = async (name: string) =>
  (
    await send('POST', '/restaurant/add', {
      body: { name, address: 'Test Street 1', coverimage: '/uploads/0123456789abcdef0123456789abcdef.png' },
    })
  ).json.data._id as string;
const migrationsDone = () => Promise.all([...pendingMigrations]);

describe('DELETE /restaurant/delete', () => {
  it("deletes the restaurant with its staff; its deals stay, no longer linked ('Successfully Deleted restaurant!')", async () => {
    const id = await newRestaurant('Doomed Diner');
    await t.db.insert(users).values({
      email: 'doomed-staff@example.org',
      name: 'Doomed Staff',
      type: 'RestaurantAdmin',
      restaurantId: id,
      passwordHash: 'x',
    });
    const [deal] = await t.db.select().from(deals).limit(1);
    await t.db.update(deals).set({ restaurantId: id }).where(eq(deals.id, deal.id));

    const res = await send('DELETE', '/restaurant/delete', { body: { id } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ Message: 'Successfully Deleted restaurant!' });
    expect(await t.db.select().from(restaurants).where(eq(restaurants.id, id))).toEqual([]);
    expect(await t.db.select().from(users).where(eq(users.email, 'doomed-staff@example.org'))).toEqual([]);
    expect((await t.db.select().from(deals).where(eq(deals.id, deal.id)))[0].restaurantId).toBeNull();
    expect((await send('DELETE', '/restaurant/delete', { body: { id } })).status).toBe(404);
  });

  it('is for platform admins only: staff cannot delete even their own restaurant', async () => {
    const bistro = await t.asBistro();
    const res = await writesOf(t.db, async () =>
      send('DELETE', '/restaurant/delete', { body: { id: await t.restaurantId('Demo Bistro') } }, bistro),
    );
    expect(res.status).toBe(403);
    expect(res.wrote).toEqual([]);
  });
});

describe('routed printing flag', () => {
  it('is turned on and off by admins and read by the restaurant', async () => {
    const id = await t.restaurantId('Harbour Grill');
    const on = await send('PUT', '/restaurant/tooglerouted', { body: { id, routed: true } });
    expect(on.json).toEqual({ Message: 'Successfully updated', routed: true });
    const harbour = await t.asHarbour();
    expect((await send('GET', '/restaurant/checkifrouted', { query: { id } }, harbour)).json).toEqual({ routed: true });
    const list = await send('GET', '/restaurant/fetch', { query: { page: 1 } }, harbour);
    expect(list.json.data[0].routed).toBe(true);
    expect((await send('PUT', '/restaurant/tooglerouted', { body: { id, routed: false } })).json).toEqual({
      Message: 'Successfully updated',
      routed: false,
    });
    expect((await send('GET', '/restaurant/checkifrouted', { query: { id } }, harbour)).json).toEqual({
      routed: false,
    });
  });

  it('cannot be toggled by staff, nor read for another restaurant', async () => {
    const id = await t.restaurantId('Harbour Grill');
    // A restaurant admin switches routed printing of their own restaurant only; a RestaurantUser never.
    expect(
      (await send('PUT', '/restaurant/tooglerouted', { body: { id, routed: true } }, await t.asBistro())).status,
    ).toBe(403);
    expect(
      (
        await send(
          'PUT',
          '/restaurant/tooglerouted',
          { body: { id: await t.restaurantId('Demo Bistro'), routed: true } },
          await t.asWaiter(),
        )
      ).status,
    ).toBe(403);
    const other = await send('GET', '/restaurant/checkifrouted', { query: { id } }, await t.asBistro());
    expect(other.status).toBe(403);
    expect(other.json).toEqual({ Message: MESSAGES.otherRestaurant, code: 'FORBIDDEN' });
  });
});

describe('PUT /config/automatedpush', () => {
  it("sets the restaurant's automated push flag, shown in the list", async () => {
    const restaurant = await t.restaurantId('Fjord Noodle Bar');
    const res = await send('PUT', '/config/automatedpush', { body: { restaurant, enabled: true } });
    expect(res.json).toEqual({ Message: M.automatedPushOn, AutomatedPushEnabled: true });
    const list = await send('GET', '/restaurant/search', { query: { page: 1, key: 'Fjord' } });
    expect(list.json.data[0].AutomatedPushEnabled).toBe(true);
    expect(
      (await send('PUT', '/config/automatedpush', { body: { restaurant, enabled: false } })).json.AutomatedPushEnabled,
    ).toBe(false);
    expect(
      (await send('PUT', '/config/automatedpush', { body: { restaurant: 'f'.repeat(24), enabled: true } })).status,
    ).toBe(404);
  });
});

describe('POST /restaurant/migrate', () => {
  it("starts copying the chosen restaurants ('Processing migration may take few minutes to reflect.') and logs the outcome", async () => {
    const id = await newRestaurant('Migrating Mezze');
    const res = await send('POST', '/restaurant/migrate', { body: { restaurants: [id, id] } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ Message: 'Processing migration may take few minutes to reflect.' });
    await migrationsDone();
    const sent = migrator.received.find((r) => r.name === 'Migrating Mezze');
    expect(migrator.received.filter((r) => r.name === 'Migrating Mezze')).toHaveLength(1);
    // Uploaded images travel as addresses of this server; nothing of this platform's own records (beacon, private users) goes along.
    expect(sent?.coverimage).toMatch(/^http:\/\/localhost:\d+\/uploads\/0123456789abcdef0123456789abcdef\.png$/);
    expect(sent).not.toHaveProperty('beacon');
    expect(sent).not.toHaveProperty('privateusers');
    const logs = await t.db.select().from(systemLogs).where(eq(systemLogs.type, 'Restaurant migration'));
    expect(logs.at(-1)?.others).toMatchObject({
      target: 'test://production',
      migrated: [{ name: 'Migrating Mezze', ok: true }],
      failed: [],
    });
  });

  it("refuses an empty choice with 'Please select restaurant'", async () => {
    const res = await send('POST', '/restaurant/migrate', { body: { restaurants: [] } });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({
      Message: [{ param: 'restaurants', msg: 'Please select restaurant' }],
      code: 'VALIDATION',
    });
  });
});

describe('POST /restaurant/migrate without a configured target', () => {
  it('answers 503 saying so, and nothing happens', async () => {
    const app = await createTestApp({ migration: noMigration });
    try {
      const [admin, id] = [await app.asAdmin(), await app.restaurantId('Demo Bistro')];
      const res = await writesOf(app.db, () =>
        app.call(admin, 'POST', '/restaurant/migrate', { body: { restaurants: [id] } }),
      );
      expect(res.status).toBe(503);
      expect(res.json).toEqual({ Message: M.migrationNotConfigured, code: 'UNAVAILABLE' });
      expect(res.wrote).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('the HTTP migrator', () => {
  const received: { auth: string | undefined; url: string | undefined; body: { name: string } }[] = [];
  const target = createServer(async (req: IncomingMessage, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const body = JSON.parse(text);
    received.push({ auth: req.headers.authorization, url: req.url, body });
    const refused = body.name === 'Refused Restaurant';
    res.writeHead(refused ? 403 : 200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        refused
          ? { Message: [{ param: 'name', msg: 'Name is taken' }] }
          : { Message: 'Successfully created restaurant!', data: { _id: 'abc123' } },
      ),
    );
  });
  afterAll(() => new Promise<void>((done) => target.close(() => done())));

  it("creates each restaurant through the target's POST /api/restaurant/add with the token, and reports each outcome", async () => {
    await new Promise<void>((ready) => target.listen(0, '127.0.0.1', ready));
    const url = `http://127.0.0.1:${(target.address() as AddressInfo).port}/`;
    const outcomes = await httpMigrator({ url, token: 'target-admin-token' }).migrate([
      { name: 'Accepted Restaurant', address: 'a' },
      { name: 'Refused Restaurant', address: 'b' },
    ]);
    expect(received.map((r) => [r.url, r.auth, r.body.name])).toEqual([
      ['/api/restaurant/add', 'Bearer target-admin-token', 'Accepted Restaurant'],
      ['/api/restaurant/add', 'Bearer target-admin-token', 'Refused Restaurant'],
    ]);
    expect(outcomes).toEqual([
      { name: 'Accepted Restaurant', ok: true, detail: 'created as abc123' },
      {
        name: 'Refused Restaurant',
        ok: false,
        detail: 'target answered 403: [{"param":"name","msg":"Name is taken"}]',
      },
    ]);
    const unreachable = await httpMigrator({ url: 'http://127.0.0.1:9', token: 'x', timeoutMs: 2000 }).migrate([
      { name: 'Lost', address: 'c' },
    ]);
    expect(unreachable[0]).toMatchObject({
      name: 'Lost',
      ok: false,
      detail: expect.stringContaining('target not reached'),
    });
  });
});
