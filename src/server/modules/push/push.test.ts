import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contract/errors';
import { pushRoutes as api } from '../../../contract/push/routes';
import { useFcmTestApp } from '../../../../tests/support/fake-fcm';
import { useTestApp, type TestApp } from '../../../../tests/support/test-app';
import { customerDevices, pushLogs } from '../../db/schema';

const newestLog = async (t: TestApp) => (await t.db.select().from(pushLogs).orderBy(desc(pushLogs.date)).limit(1))[0];
const deviceCount = async (t: TestApp) => (await t.db.select().from(customerDevices)).length;

describe('push notifications', () => {
  const t = useTestApp();

  it('pages 25 at a time, newest first', async () => {
    const admin = await t.asAdmin();
    const first = await t.ok(admin, api.fetch, { query: { page: 1, size: 25 } });
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, total: 28, page_limit: 25 });
    expect(first.data[0]).toEqual({
      _id: expect.any(String),
      name: 'Lunch is served',
      message: expect.any(String),
      createdAt: expect.any(String),
    });
    const second = await t.ok(admin, api.fetch, { query: { page: 2 } });
    expect(second.data).toHaveLength(3);
  });

  it('creates, updates and deletes with the spec’s notices', async () => {
    const admin = await t.asAdmin();
    const created = await t.ok(admin, api.add, {
      body: { name: 'Soup day', message: 'Free bread with every soup today.' },
    });
    expect(created).toMatchObject({
      Message: 'Successfully created push notification!',
      data: { name: 'Soup day', message: 'Free bread with every soup today.' },
    });
    const pushid = created.data._id;
    expect((await t.ok(admin, api.fetch)).data[0]._id).toBe(pushid);

    const edited = await t.api(admin, api.edit, {
      body: { pushid, name: 'Soup night', message: 'Free bread tonight.' },
    });
    expect(edited.json).toMatchObject({
      Message: 'Successfully updated push notification!',
      data: { _id: pushid, name: 'Soup night' },
    });

    const removed = await t.api(admin, api.delete, { body: { pushid } });
    expect(removed.json).toEqual({ Message: 'Successfully deleted push notification!' });
    expect((await t.ok(admin, api.fetch)).meta.total).toBe(28);
    const again = await t.api(admin, api.delete, { body: { pushid } });
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ Message: 'Push notification not found', code: 'NOT_FOUND' });
  });

  it('needs a name and a message', async () => {
    const res = await t.api(await t.asAdmin(), api.add, { body: { name: '', message: '   ' } });
    expect(res.status).toBe(403);
    expect(res.json.Message).toEqual([
      { param: 'name', msg: 'Name is required' },
      { param: 'message', msg: 'Message is required' },
    ]);
  });

  it('without a provider sends nothing, says so, and records it in Push Logs', async () => {
    const admin = await t.asAdmin();
    const push = (await t.ok(admin, api.fetch)).data[0];
    const devices = await deviceCount(t);
    const res = await t.api(admin, api.send, { body: { pushid: push._id } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      Message: `Not sent: no push provider is configured. The push to ${devices} devices is recorded in Push Logs.`,
      Status: 'not sent: no provider configured',
      TotalDevicesPushed: devices,
      sent: false,
    });
    const log = await newestLog(t);
    expect(log).toMatchObject({
      initiatedBy: 'admin@example.com',
      type: 'push notification',
      totalDevicesPushed: devices,
      status: 'not sent: no provider configured',
    });
    expect(log.others).toMatchObject({
      pushid: push._id,
      name: push.name,
      message: push.message,
      title: push.name,
      body: push.message,
    });
  });

  it('is for admins only', async () => {
    for (const token of [await t.asBistro(), await t.asHarbour(), await t.asWaiter()]) {
      const res = await t.api(token, api.add, { body: { name: 'x', message: 'y' } });
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ Message: MESSAGES.forbidden, code: 'FORBIDDEN' });
    }
  });
});

describe('POST /push/sendpush through Firebase Cloud Messaging (a local fake)', () => {
  const env = useFcmTestApp();

  it('sends to every customer device: Successfully pushed push notification!', async () => {
    const { t, fcm } = env;
    const admin = await t.asAdmin();
    const created = await t.ok(admin, api.add, { body: { name: 'Terrace open', message: 'Sun is out!' } });
    const res = await t.api(admin, api.send, { body: { pushid: created.data._id } });
    expect(res.status).toBe(200);
    const devices = await deviceCount(t);
    expect(res.json).toEqual({
      Message: 'Successfully pushed push notification!',
      Status: 'sent',
      TotalDevicesPushed: devices,
      sent: true,
    });
    expect(fcm.messages).toHaveLength(devices);
    expect(new Set(fcm.messages.map((m) => m.token)).size).toBe(devices);
    expect(fcm.messages[0]).toMatchObject({
      notification: { title: 'Terrace open', body: 'Sun is out!' },
      data: { type: 'push', pushid: created.data._id },
    });
    expect(await newestLog(t)).toMatchObject({
      type: 'push notification',
      status: 'sent',
      totalDevicesPushed: devices,
    });
  });

  it('answers 502 with the reason when FCM refuses every device', async () => {
    const { t, fcm } = env;
    for (const { token } of await t.db.select({ token: customerDevices.token }).from(customerDevices))
      fcm.unregistered.add(token);
    const admin = await t.asAdmin();
    const { data } = await t.ok(admin, api.fetch);
    const res = await t.api(admin, api.send, { body: { pushid: data[0]._id } });
    expect(res.status).toBe(502);
    expect(res.json.Message).toMatch(/^Push failed: FCM answered 404 .*NOT_FOUND/);
    expect((await newestLog(t)).status).toMatch(/^failed: FCM answered 404/);
  });
});
