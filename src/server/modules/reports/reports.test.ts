import { beforeAll, describe, expect, it } from 'vitest';
import { addOrders, addSms, line, makeRestaurant } from '../../../../tests/support/report-data';
import { setStaffPermissions } from '../../../../tests/support/staff-permissions';
import { useTestApp } from '../../../../tests/support/test-app';
import { notPermittedMessage } from '../../../contract/roles';
import type { QueryIn } from '../../../contract/route';
import { reportsRoutes as reports } from '../../../contract/reports/routes';

const t = useTestApp();
let r: { id: string; name: string; categoryId: string };

// Restaurant in Copenhagen (UTC+1 in March). Its day 2026-03-02 is 2026-03-01T23:00Z … 2026-03-02T23:00Z.
beforeAll(async () => {
  r = await makeRestaurant(t.db);
  const burger = (qty: number) =>
    line('Burger', 8000, qty, {
      categoryId: r.categoryId,
      extras: [{ _id: 'x1', name: 'Cheese', qty: 1, price: 1000 }],
      attributes: [{ _id: 'a1', attributeName: 'Size', name: 'Large', qty: 1, additionalPrice: 500 }],
    });
  await addOrders(t.db, r.id, [
    // 2026-03-02 local: the first minute and the last minute of the day belong to it
    {
      at: '2026-03-01T23:00:00Z',
      status: 'completed',
      total: 19000,
      paymentType: 'card',
      lines: [burger(2)],
      tablenumber: 4,
      acceptedMin: 2,
      completedMin: 20,
    },
    {
      at: '2026-03-02T22:59:59Z',
      status: 'confirmed',
      total: 4550,
      paymentType: 'mobilepay',
      lines: [line('Cola', 2275, 2, { category: 'Drinks' })],
      tablenumber: 4,
      acceptedMin: 4,
    },
    {
      at: '2026-03-02T12:00:00Z',
      status: 'refunded',
      total: 2500,
      paymentType: 'card',
      lines: [line('Fries', 2500, 1, { category: 'Sides' })],
    },
    { at: '2026-03-02T13:00:00Z', status: 'cancelled', total: 999, paymentType: 'kevin' },
    // outside: the day before and the day after (local)
    { at: '2026-03-01T22:59:59Z', status: 'completed', total: 100000, paymentType: 'card' },
    { at: '2026-03-02T23:00:00Z', status: 'completed', total: 100000, paymentType: 'card' },
  ]);
  await addSms(t.db, r.id, [
    '2026-03-02T08:00:00Z',
    '2026-03-02T09:00:00Z',
    '2026-03-02T10:00:00Z',
    '2026-03-03T10:00:00Z',
  ]);
});

const day = { startdate: '2026-03-02', enddate: '2026-03-02' };
const report = async (statuses: string, query: Partial<QueryIn<typeof reports.fetch>> = {}, token?: string) =>
  t.api(token ?? (await t.asAdmin()), reports.fetch, {
    params: { statuses },
    query: { restaurant: r.id, ...day, ...query },
  });

describe('GET /orders/restaurant/report/:statuses', () => {
  it("counts the restaurant's whole local days and computes ordermeta by the spec's fee rules (hand-computed)", async () => {
    const res = await report('confirmed,completed,refunded,cancelled');
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    // 4 orders; SMS 3 × 0.5 = 1.50; transaction 4 × 0.2 = 0.80; card 2 × 1.25 = 2.50; MobilePay 1 × 1 = 1.00
    // net = 45.50 + 190.00 − 25.00 − 1.50 − 0.80 = 208.20
    expect(res.json.ordermeta).toEqual({
      confirmed: 45.5,
      completed: 190,
      cancelled: 9.99,
      refunded: 25,
      confirmedcount: 1,
      completedcount: 1,
      cancelledcount: 1,
      refundedcount: 1,
      smsLogsCount: 3,
      totaltransactionfee: 0.8,
      cardcount: 2,
      mobilepaycount: 1,
      fees: { sms: 1.5, transaction: 0.8, card: 2.5, mobilepay: 1, sum: 5.8 },
      net: 208.2,
      currency: 'DKK',
      timezone: 'Europe/Copenhagen',
    });
    expect(res.json.meta).toMatchObject({ current_page: 1, last_page: 1, total: 4 });
  });

  it('answers the rows newest first, money in units and amountcaptured in minor units', async () => {
    const res = await report('confirmed,completed');
    expect(res.json.data).toHaveLength(2);
    const [latest, first] = res.json.data;
    expect(latest).toMatchObject({
      status: 'confirmed',
      total: 45.5,
      amountcaptured: 4550,
      paymentType: 'mobilepay',
      transactionfee: 0.2,
      currency: 'DKK',
    });
    expect(first).toMatchObject({
      status: 'completed',
      date: '2026-03-01T23:00:00.000Z',
      subtotal: 190,
      total: 190,
      amountcaptured: 19000,
    });
    expect(latest.lines).toBeUndefined();
    // Only confirmed + completed: the others are 0, net = 45.50 + 190 − 1.50 − 0.40
    expect(res.json.ordermeta).toMatchObject({ refunded: 0, refundedcount: 0, totaltransactionfee: 0.4, net: 233.6 });
  });

  it('pages 25 by default, and answers every row without page', async () => {
    const paged = await report('confirmed,completed,refunded,cancelled', { page: 2, size: 3 });
    expect(paged.json.meta).toEqual({ current_page: 2, last_page: 2, total: 4, page_limit: 3 });
    expect(paged.json.data).toHaveLength(1);
    const all = await report('confirmed,completed,refunded,cancelled', { size: 2 });
    expect(all.json.data).toHaveLength(4);
    expect(all.json.meta).toMatchObject({ current_page: 1, last_page: 1, total: 4 });
  });

  it('includecategory=true adds the lines with their category (the category of the item when the line has none)', async () => {
    const res = await report('completed', { includecategory: 'true' });
    expect(res.json.data[0].lines).toEqual([
      {
        _id: expect.any(String),
        name: 'Burger',
        category: 'Burgers',
        price: 80,
        qty: 2,
        extras: [{ _id: 'x1', name: 'Cheese', price: 10, qty: 1 }],
        attributes: [{ _id: 'a1', name: 'Large', price: 5, qty: 1 }],
      },
    ]);
  });

  it('a multi-day range includes the whole To day', async () => {
    const res = await report('completed', { startdate: '2026-03-01', enddate: '2026-03-02' });
    expect(res.json.ordermeta).toMatchObject({ completedcount: 2, completed: 1190 });
  });

  it('refuses a wrong range or status with field errors', async () => {
    const fromAfterTo = await report('completed', { startdate: '2026-03-03', enddate: '2026-03-02' });
    expect(fromAfterTo.status).toBe(403);
    expect(fromAfterTo.json.Message).toEqual([{ param: 'startdate', msg: "'From' cannot be after 'To'" }]);
    const future = await report('completed', { startdate: '2026-03-02', enddate: '2999-01-01' });
    expect(future.json.Message).toEqual([{ param: 'enddate', msg: "'To' cannot be after today" }]);
    const status = await report('completed,eaten');
    expect(status.status).toBe(403);
    expect(status.json.Message[0].param).toMatch(/^statuses/);
  });

  it("staff see their own restaurant's report only; its users unless their admin turns reports off", async () => {
    const other = await report('completed', {}, await t.asBistro());
    expect(other.status).toBe(403);
    const restaurant = await t.restaurantId('Demo Bistro');
    const own = async (token: string) =>
      t.api(token, reports.fetch, {
        params: { statuses: 'completed' },
        query: { restaurant, startdate: '2026-01-01', enddate: '2026-01-31' },
      });
    expect((await own(await t.asBistro())).status).toBe(200);
    expect((await own(await t.asWaiter())).status).toBe(200);
    await setStaffPermissions(t, 'Demo Bistro', { reports: false });
    const refused = await own(await t.asWaiter());
    expect(refused.status).toBe(403);
    expect(refused.json.Message).toBe(notPermittedMessage('reports'));
    await setStaffPermissions(t, 'Demo Bistro', {});
  });
});

describe('GET /orders/restaurant/report-per-category/:statuses', () => {
  it('one table per category, a row per item/extra/attribute and price, fees, net and the fee rows the exports show (hand-computed)', async () => {
    const res = await t.api(await t.asAdmin(), reports.perCategory, {
      params: { statuses: 'confirmed,completed' },
      query: { restaurant: r.id, ...day },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.categories).toEqual([
      {
        category: 'Burgers',
        qty: 2,
        total: 190,
        rows: [
          { name: 'Burger', kind: 'item', qty: 2, price: 80, sales: 160 },
          { name: 'Cheese', kind: 'extra', qty: 2, price: 10, sales: 20 },
          { name: 'Large', kind: 'attribute', qty: 2, price: 5, sales: 10 },
        ],
      },
      {
        category: 'Drinks',
        qty: 2,
        total: 45.5,
        rows: [{ name: 'Cola', kind: 'item', qty: 2, price: 22.75, sales: 45.5 }],
      },
    ]);
    // Total Sales 235.50; fees: SMS 3 × 0.5 = 1.50, transaction 2 × 0.2 = 0.40, card 1 × 1.25, MobilePay 1 × 1 → 4.15; net 231.35
    expect(res.json.totalSales).toBe(235.5);
    expect(res.json.ordermeta.fees).toEqual({ sms: 1.5, transaction: 0.4, card: 1.25, mobilepay: 1, sum: 4.15 });
    expect(res.json.net).toBe(231.35);
    // The rows the screen's fee block and every export show: what is counted, the rate, the fee; they add up to net.
    expect(res.json.feeRows).toEqual([
      { name: 'SMS', qty: 3, price: 0.5, sales: 1.5 },
      { name: 'Transaction fee', qty: 2, price: 0.2, sales: 0.4 },
      { name: 'Card fee', qty: 1, price: 1.25, sales: 1.25 },
      { name: 'MobilePay', qty: 1, price: 1, sales: 1 },
    ]);
  });
});

describe('statistics of one restaurant', () => {
  const q = () => ({ restaurant: r.id, ...day });
  it('GET /statistics/restaurant: gross, average, items, waits, hourly series, tops', async () => {
    const res = await t.api(await t.asAdmin(), reports.stats, { query: q() });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({
      gross: 235.5,
      average: 117.75,
      itempurchased: 4,
      ordercount: 2,
      pendingavewaitmin: 3,
      completedavewaitmin: 20,
      currency: 'DKK',
    });
    expect(res.json.label).toHaveLength(24);
    // 00:00 local (23:00Z) 190, 23:00 local 45.50
    expect(res.json.value[0]).toBe(190);
    expect(res.json.value[23]).toBe(45.5);
    expect(res.json.topitems).toEqual([
      { name: 'Burger', count: 2 },
      { name: 'Cola', count: 2 },
    ]);
    expect(res.json.topextras).toEqual([{ name: 'Cheese', count: 2 }]);
    expect(res.json.topattributes).toEqual([{ name: 'Large', count: 2 }]);
  });

  it('a longer range gives a day series', async () => {
    const res = await t.api(await t.asAdmin(), reports.stats, {
      query: { restaurant: r.id, startdate: '2026-03-01', enddate: '2026-03-03' },
    });
    expect(res.json.label).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
    expect(res.json.value).toEqual([1000, 235.5, 1000]);
  });

  it('GET /statistics/tablenumbers: order count per table', async () => {
    const res = await t.api(await t.asAdmin(), reports.tableStats, { query: q() });
    expect(res.json).toEqual({ data: [{ tablenumber: 4, count: 2 }] });
  });

  it('GET /statistics/productstats: quantity per product and local hour', async () => {
    const res = await t.api(await t.asAdmin(), reports.productStats, { query: q() });
    expect(res.json.data.map((p: { name: string; qty: number }) => [p.name, p.qty])).toEqual([
      ['Burger', 2],
      ['Cola', 2],
    ]);
    expect(res.json.data[0].hours[0]).toBe(2);
    expect(res.json.data[1].hours[23]).toBe(2);
  });
});
