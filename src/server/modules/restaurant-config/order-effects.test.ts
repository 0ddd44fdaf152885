import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { closedAvailability, defaultAvailability } from '../../../contract/availability';
import { menuOf } from '../../../../tests/support/orders';
import { useTestApp } from '../../../../tests/support/test-app';
import { customerDevices, customers, pushLogs, restaurants, smsLogs } from '../../db/schema';
import { createJobQueue } from '../../jobs/queue';
import { registerJobs } from '../../jobs/register';

const t = useTestApp();
const GUEST = { name: 'Message Guest', mobilenumber: '+45 99887766' };

async function place(body: Record<string, unknown> = {}, token: string | null = null) {
  const restaurant = await t.restaurantId('Demo Bistro');
  const menu = await menuOf(t, 'Demo Bistro');
  return t.call(token, 'POST', '/mobile/order/place', {
    body: {
      restaurant,
      lines: [{ menu: menu.item('Coffee'), qty: 1 }],
      dineIn: false,
      paymentType: 'card',
      guest: GUEST,
      ...body,
    },
  });
}
const smsOf = (orderId: string) => t.db.select().from(smsLogs).where(eq(smsLogs.orderId, orderId));

describe('response messages reach the customer by SMS', () => {
  it('on accept, long wait, advance accept and complete (take-away or not), with {{orderid}} filled; shown in SMS Logs', async () => {
    const restaurant = await t.restaurantId('Demo Bistro');
    const token = await t.asBistro();
    await t.db.update(restaurants).set({ smsenabled: true }).where(eq(restaurants.id, restaurant));
    const saved = await t.call(token, 'PUT', '/restaurant/acceptmessage/edit', {
      query: { restaurant },
      body: {
        accept: 'Order {{orderid}} accepted',
        longwait: 'Order {{orderid}} will take a while',
        acceptadvance: 'Advance {{orderid}} ok',
        complete: 'Order {{orderid}} served',
        completetakeout: 'Order {{orderid}} ready for pick-up',
      },
    });
    expect(saved.status).toBe(200);

    const a = (await place()).json.data;
    await t.call(token, 'PUT', '/orders/restaurant/acceptorder', { body: { id: a._id } });
    await t.call(token, 'PUT', '/orders/restaurant/completeorder', { body: { id: a._id } });
    expect((await smsOf(a._id)).map((s) => [s.mobileNumber, s.message])).toEqual([
      [GUEST.mobilenumber, `Order ${a.id} accepted`],
      [GUEST.mobilenumber, `Order ${a.id} ready for pick-up`],
    ]);

    const b = (await place({ dineIn: true, tablenumber: 2 })).json.data;
    await t.call(token, 'PUT', '/orders/restaurant/acceptorder/longwait', { body: { id: b._id, time: 30 } });
    await t.call(token, 'PUT', '/orders/restaurant/completeorder', { body: { id: b._id } });
    expect((await smsOf(b._id)).map((s) => s.message)).toEqual([
      `Order ${b.id} will take a while`,
      `Order ${b.id} served`,
    ]);

    const c = (
      await place({ isAdvanceOrder: true, advanceOrderDate: new Date(Date.now() + 3 * 3_600_000).toISOString() })
    ).json.data;
    await t.call(token, 'PUT', '/orders/restaurant/acceptorder', { body: { id: c._id, time: 15 } });
    expect((await smsOf(c._id)).map((s) => s.message)).toEqual([`Advance ${c.id} ok`]);

    const logs = await t.call(await t.asAdmin(), 'GET', '/restaurant/smslogs/fetch', {
      query: {
        restaurant,
        startdate: '2020-01-01',
        enddate: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(new Date()),
        page: 1,
        size: 100,
      },
    });
    expect(JSON.stringify(logs.json)).toContain(`Order ${a.id} accepted`);

    // SMS off: nothing is sent.
    await t.db.update(restaurants).set({ smsenabled: false }).where(eq(restaurants.id, restaurant));
    const d = (await place()).json.data;
    await t.call(token, 'PUT', '/orders/restaurant/acceptorder', { body: { id: d._id } });
    expect(await smsOf(d._id)).toEqual([]);
    await t.db.update(restaurants).set({ smsenabled: true }).where(eq(restaurants.id, restaurant));
  });
});

describe('tables decide dine-in and park-table orders', () => {
  it('refuses a disabled or unknown table with a clear message', async () => {
    const restaurant = await t.restaurantId('Demo Bistro');
    const tables = (await t.call(await t.asBistro(), 'GET', '/tableno/fetch', { query: { restaurant } })).json.data as {
      _id: string;
      number: number;
      disabled: boolean;
    }[];
    const disabled = tables.find((x) => x.disabled)!;
    const res = await place({ dineIn: true, tablenumber: disabled.number });
    expect(res.status).toBe(403);
    expect(res.json.Message).toEqual([{ param: 'tablenumber', msg: `Table ${disabled.number} is not in use` }]);
    const unknown = await place({ dineIn: true, tablenumber: 4321 });
    expect(unknown.json.Message).toEqual([{ param: 'tablenumber', msg: 'Table 4321 does not exist' }]);
  });

  it('takes park-table orders only inside the park-table timer', async () => {
    const restaurant = await t.restaurantId('Demo Bistro');
    const token = await t.asBistro();
    await t.db.update(restaurants).set({ hasparktable: true }).where(eq(restaurants.id, restaurant));
    // The demo's park table (99) gets a timer that is closed every day.
    const tables = (await t.call(token, 'GET', '/tableno/fetch', { query: { restaurant } })).json.data as {
      _id: string;
      number: number;
      parkTable: boolean;
    }[];
    const park = tables.find((x) => x.parkTable)!;
    const first = await t.call(token, 'POST', '/tableno/add', {
      body: {
        restaurant,
        tablenumbers: [
          { _id: park._id, number: 99, label: 'Park', parkTable: true, availability: closedAvailability() },
        ],
      },
    });
    expect(first.status).toBe(200);
    const closed = await place({ isParkTable: true });
    expect(closed.status).toBe(403);
    expect(closed.json.Message[0]).toEqual({
      param: 'isParkTable',
      msg: 'Park-table orders are not taken today at Demo Bistro',
    });
    await t.call(token, 'POST', '/tableno/add', {
      body: {
        restaurant,
        tablenumbers: [{ _id: park._id, number: 99, parkTable: true, availability: defaultAvailability() }],
      },
    });
    // 00:00–23:30 every day: open unless the test runs in the last half hour of the day.
    const now = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Copenhagen',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date());
    const open = await place({ isParkTable: true });
    expect(open.status).toBe(now >= '23:30' ? 403 : 201);
    await t.db.update(restaurants).set({ hasparktable: false }).where(eq(restaurants.id, restaurant));
    const none = await place({ isParkTable: true });
    expect(none.json.Message[0].msg).toBe('Demo Bistro does not take park-table orders');
  });
});

describe('automated push', () => {
  it('is sent Delay minutes after an order with a chosen product, at most Times per visit, once, and survives a restart', async () => {
    const restaurant = await t.restaurantId('Demo Bistro');
    const token = await t.asBistro();
    const menu = await menuOf(t, 'Demo Bistro');
    await t.call(await t.asAdmin(), 'PUT', '/config/automatedpush', { body: { restaurant, enabled: true } });
    const add = await t.call(token, 'POST', '/automatedpush/add', {
      body: {
        restaurant,
        name: 'Refill',
        products: [menu.item('Coffee')],
        delay: 30,
        timespervisit: 1,
        title: 'Another coffee?',
        message: 'Free refill today',
        enabled: true,
      },
    });
    expect(add.status).toBe(200);
    const [customer] = await t.db
      .insert(customers)
      .values({ email: 'push-me@example.net', name: 'Push Me' })
      .returning();
    await t.db.insert(customerDevices).values({ customerId: customer.id, token: 'device-token-push-me' });
    const admin = await t.asAdmin();
    const first = await place({ customer: customer.id, guest: undefined }, admin);
    expect(first.status, JSON.stringify(first.json)).toBe(201);
    const second = await place({ customer: customer.id, guest: undefined }, admin);
    expect(second.status).toBe(201);
    const other = await place(
      { customer: customer.id, guest: undefined, lines: [{ menu: menu.item('Koldskål'), qty: 1 }] },
      admin,
    );
    expect(other.status).toBe(201);

    const ours = async () =>
      (await t.db.select().from(pushLogs).where(eq(pushLogs.type, 'automated push'))).filter(
        (l) => l.others.automatedPush === add.json.data._id,
      );
    const placedAt = Date.now();
    await t.jobs.runDueJobs(new Date(placedAt + 29 * 60_000));
    expect(await ours()).toEqual([]);

    // The server restarts: a new node with nothing in memory takes the scheduled sends from the database.
    const restarted = createJobQueue(t.db, t.app.log, { nodeId: 'after-restart' });
    registerJobs({ ...t.deps, jobs: restarted });
    await restarted.runDueJobs(new Date(placedAt + 31 * 60_000));
    await t.jobs.runDueJobs(new Date(placedAt + 32 * 60_000));
    await restarted.runDueJobs(new Date(placedAt + 40 * 60_000));
    const sent = await ours();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      initiatedBy: 'automated push',
      totalDevicesPushed: 1,
      others: expect.objectContaining({ title: 'Another coffee?', body: 'Free refill today' }),
    });
    const { automatedPushSends } = await import('../../db/schema');
    const sends = await t.db
      .select()
      .from(automatedPushSends)
      .where(and(eq(automatedPushSends.pushId, add.json.data._id)));
    expect(sends.map((s) => s.status).sort()).toEqual([
      'not sent: already sent 1 time this visit',
      'sent (not sent: no provider configured)',
    ]);
  });
});
