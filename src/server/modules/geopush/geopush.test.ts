import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MARKET_MESSAGES, TRUCK_MESSAGES } from '../../../contract/trucks-markets/routes';
import { GEO_MESSAGES } from '../../../contract/geopush/routes';
import { PERK_MESSAGES } from '../../../contract/perks/routes';
import { TAG_MESSAGES } from '../../../contract/tags/routes';
import type { Json } from '../../../../tests/support/http';
import { useTestApp } from '../../../../tests/support/test-app';
import { customerDevices, customers, deals, devicePositions, menuItems, pushLogs, tags } from '../../db/schema';
import { distanceMeters } from './service';

const t = useTestApp();
const admin = () => t.asAdmin();
const point = (over: Record<string, unknown> = {}) => ({
  name: 'Test point',
  location: { type: 'Point', coordinates: [10.76, 59.91] },
  radius: 1,
  ...over,
});

describe('geo points and geo push', () => {
  it('adds, lists (25 a page), edits and deletes points as GeoJSON [longitude, latitude]', async () => {
    const res = await t.call(await admin(), 'POST', '/geopush/addpoint', { body: point() });
    expect(res.json).toMatchObject({
      Message: GEO_MESSAGES.created,
      data: {
        name: 'Test point',
        longitude: 10.76,
        latitude: 59.91,
        radius: 1,
        location: { type: 'Point', coordinates: [10.76, 59.91] },
      },
    });
    const list = await t.call(await admin(), 'GET', '/geopush/fetchpoints');
    expect(list.json.meta.page_limit).toBe(25);
    expect(list.json.data.length).toBeGreaterThanOrEqual(6);
    const edited = await t.call(await admin(), 'PUT', '/geopush/editpoint', {
      body: { ...point({ radius: 2.5 }), id: res.json.data._id },
    });
    expect(edited.json.data.radius).toBe(2.5);
    expect(
      (
        await t.call(await admin(), 'POST', '/geopush/addpoint', {
          body: point({ location: { type: 'Point', coordinates: [200, 10] } }),
        })
      ).status,
    ).toBe(403);
    expect(
      (await t.call(await admin(), 'DELETE', '/geopush/deletepoint', { body: { id: res.json.data._id } })).json,
    ).toEqual({ Message: GEO_MESSAGES.deleted });
  });

  it('sends to the devices whose last position is inside the radius, says plainly nothing left without a provider, and logs it', async () => {
    const [c] = await t.db.insert(customers).values({ email: 'geo-test@example.org', name: 'Geo' }).returning();
    const [near, far] = await t.db
      .insert(customerDevices)
      .values([
        { customerId: c.id, token: 'geo-near-device-token' },
        { customerId: c.id, token: 'geo-far-device-token' },
      ])
      .returning();
    expect(
      (
        await t.call(null, 'POST', '/mobile/device/position', {
          body: { token: near.token, latitude: 69.65, longitude: 18.96 },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.call(null, 'POST', '/mobile/device/position', {
          body: { token: far.token, latitude: 69.7, longitude: 18.96 },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.call(null, 'POST', '/mobile/device/position', {
          body: { token: 'unknown-device-token', latitude: 1, longitude: 1 },
        })
      ).status,
    ).toBe(404);
    // Tromsø: no demo device is near. 0.0? miles: `near` is ~0 m away, `far` is ~5.6 km (3.5 mi) away.
    expect(distanceMeters({ latitude: 69.65, longitude: 18.96 }, { latitude: 69.7, longitude: 18.96 })).toBeGreaterThan(
      5000,
    );
    const p = (
      await t.call(await admin(), 'POST', '/geopush/addpoint', {
        body: point({ name: 'Tromsø', location: { type: 'Point', coordinates: [18.96, 69.651] }, radius: 1 }),
      })
    ).json.data;

    const sent = await t.call(await admin(), 'POST', '/geopush/sendpush', {
      body: { push: { name: 'Northern lights', message: 'Hot chocolate nearby' }, selectedpoint: p._id },
    });
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ Status: 'not sent: no provider configured', TotalDevicesPushed: 1, sent: false });
    expect(sent.json.Message).toMatch(/^Not sent: no push provider is configured/);

    const again = await t.call(await admin(), 'POST', '/geopush/sendpush', { body: { pushid: sent.json.pushid } });
    expect(again.json.TotalDevicesPushed).toBe(1);
    const log = await t.call(await admin(), 'GET', '/geopush/fetchlog', { query: { id: p._id } });
    expect(log.json.data).toHaveLength(2);
    expect(log.json.data[0]).toMatchObject({
      initiatedBy: 'admin@example.com',
      payload: { notification: { title: 'Northern lights', body: 'Hot chocolate nearby' } },
      radius: 1,
      totalcount: 1,
    });
    const logged = await t.db.select().from(pushLogs).where(eq(pushLogs.type, 'geopush'));
    expect(logged.filter((l) => (l.others as Json).pointid === p._id)).toHaveLength(2);

    const bigger = await t.call(await admin(), 'PUT', '/geopush/editpoint', {
      body: {
        ...point({ name: 'Tromsø', location: { type: 'Point', coordinates: [18.96, 69.651] }, radius: 5 }),
        id: p._id,
      },
    });
    expect(bigger.status).toBe(200);
    expect(
      (await t.call(await admin(), 'POST', '/geopush/sendpush', { body: { pushid: sent.json.pushid } })).json
        .TotalDevicesPushed,
    ).toBe(2);
    await t.db.delete(devicePositions).where(eq(devicePositions.deviceId, near.id));
  });

  it('requires the push name and message', async () => {
    const [p] = (await t.call(await admin(), 'GET', '/geopush/fetchpoints')).json.data;
    const res = await t.call(await admin(), 'POST', '/geopush/sendpush', {
      body: { push: { name: '', message: 'x' }, selectedpoint: p._id },
    });
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.json)).toContain(GEO_MESSAGES.nameRequired);
  });
});

describe('tags', () => {
  it('adds, renames (menu items follow), refuses a duplicate name with 400, shows its menus, deletes', async () => {
    const added = await t.call(await admin(), 'POST', '/tags/add', { body: { name: 'Seasonal' } });
    expect(added.json).toMatchObject({ Message: TAG_MESSAGES.created, data: { name: 'Seasonal' } });
    const dup = await t.call(await admin(), 'POST', '/tags/add', { body: { name: 'seasonal' } });
    expect(dup.status).toBe(400);
    expect(dup.json).toEqual({ Message: TAG_MESSAGES.taken, code: 'BAD_REQUEST' });
    const id = added.json.data._id;
    const [item] = await t.db.select().from(menuItems).limit(1);
    await t.db
      .update(menuItems)
      .set({ tags: [...item.tags, { label: 'Seasonal', value: id }] })
      .where(eq(menuItems.id, item.id));
    const renamed = await t.call(await admin(), 'PUT', '/tags/edit', { body: { id, name: 'Autumn' } });
    expect(renamed.json.data.name).toBe('Autumn');
    const detail = await t.call(await admin(), 'GET', '/tags/fetch/specific', { query: { id } });
    expect(detail.json.data.tag.name).toBe('Autumn');
    expect(detail.json.data.relevantMenu).toHaveLength(1);
    expect(detail.json.data.relevantMenu[0]).toMatchObject({
      _id: item.id,
      Name: item.name,
      Restaurant: { Name: expect.any(String) },
    });
    expect(detail.json.data.relevantMenu[0].Tags).toContainEqual({ _id: id, Name: 'Autumn' });
    const list = await t.call(await admin(), 'GET', '/tags/fetch');
    expect(list.json.meta.page_limit).toBe(25);
    expect((await t.call(await admin(), 'DELETE', '/tags/delete', { body: { id } })).json).toEqual({
      Message: TAG_MESSAGES.deleted,
    });
    const [after] = await t.db.select().from(menuItems).where(eq(menuItems.id, item.id));
    expect(after.tags.some((x) => x.value === id)).toBe(false);
    expect(await t.db.select().from(tags).where(eq(tags.id, id))).toHaveLength(0);
  });
});

describe('perks', () => {
  it('adds, lists with click counts, edits and deletes', async () => {
    const res = await t.call(await admin(), 'POST', '/perks/add', {
      body: { name: 'Test perk', description: 'Title', buttontext: 'Go', link: 'https://example.org' },
    });
    expect(res.json).toMatchObject({ Message: PERK_MESSAGES.created, data: { name: 'Test perk', CountUsage: 0 } });
    const list = await t.call(await admin(), 'GET', '/perks/fetch', { query: { size: 100 } });
    expect(list.json.data.some((p: Json) => p.CountUsage > 0)).toBe(true);
    expect(
      (await t.call(await admin(), 'POST', '/perks/add', { body: { name: 'Bad link', link: 'ftp://x' } })).json,
    ).toEqual({ Message: [{ param: 'link', msg: 'Link must start with http:// or https://' }], code: 'VALIDATION' });
    const edited = await t.call(await admin(), 'PUT', '/perks/edit', {
      body: { id: res.json.data._id, name: 'Renamed perk' },
    });
    expect(edited.json).toMatchObject({ Message: PERK_MESSAGES.updated, data: { name: 'Renamed perk' } });
    expect((await t.call(await admin(), 'DELETE', '/perks/delete', { body: { id: res.json.data._id } })).json).toEqual({
      Message: PERK_MESSAGES.deleted,
    });
  });
});

describe('trucks and markets', () => {
  it('adds, lists with their deals, edits, and refuses to delete one a deal uses (409)', async () => {
    const truck = await t.call(await admin(), 'POST', '/truck/add', {
      body: { name: 'Test truck', description: 'Waffles' },
    });
    expect(truck.json).toMatchObject({ Message: TRUCK_MESSAGES.created, data: { name: 'Test truck', Deals: 0 } });
    const edited = await t.call(await admin(), 'PUT', '/truck/edit', {
      body: { id: truck.json.data._id, name: 'Waffle truck', description: '' },
    });
    expect(edited.json.data.name).toBe('Waffle truck');
    expect(
      (await t.call(await admin(), 'DELETE', '/truck/delete', { body: { id: truck.json.data._id } })).json,
    ).toEqual({ Message: TRUCK_MESSAGES.deleted });

    const markets = await t.call(await admin(), 'GET', '/market/fetch');
    expect(markets.json.meta.page_limit).toBe(25);
    const used = markets.json.data.find((m: Json) => m.Deals > 0);
    expect(used).toBeDefined();
    const refused = await t.call(await admin(), 'DELETE', '/market/delete', { body: { id: used._id } });
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ Message: MARKET_MESSAGES.inUse(used.Deals), code: 'CONFLICT' });
    const [deal] = await t.db.select().from(deals).limit(1);
    expect(deal).toBeDefined();
    const added = await t.call(await admin(), 'POST', '/market/add', {
      body: { name: 'Test market', description: '' },
    });
    expect(
      (await t.call(await admin(), 'DELETE', '/market/delete', { body: { id: added.json.data._id } })).json,
    ).toEqual({ Message: MARKET_MESSAGES.deleted });
    expect((await t.call(await t.asBistro(), 'GET', '/truck/fetch')).status).toBe(403);
  });
});
