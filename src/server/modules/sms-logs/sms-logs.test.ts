import { describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGES, startOfYearIso, calendarDay } from '../../../contract/dates';
import { useTestApp } from '../../../../tests/support/test-app';
import { dayBounds } from '../../time';

const t = useTestApp();
const today = calendarDay();
const tomorrow = calendarDay(new Date(Date.now() + 86_400_000));
const fetchLogs = async (token: string, query: Record<string, unknown>) =>
  t.call(token, 'GET', '/restaurant/smslogs/fetch', { query });

describe('GET /restaurants/smslogs/fetch', () => {
  it('counts the SMS of every restaurant from 1 January to today by default, most first', async () => {
    const res = await t.call(await t.asAdmin(), 'GET', '/restaurants/smslogs/fetch');
    expect(res.status).toBe(200);
    const names = res.json.data.map((r: { Name: string }) => r.Name);
    expect(names).toHaveLength(3);
    expect(names.at(-1)).toBe('Fjord Noodle Bar');
    expect(res.json.data.at(-1).smsCount).toBe(0);
    const counts = res.json.data.map((r: { smsCount: number }) => r.smsCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThan(25);
  });

  it('counts what the logs list, in the same range', async () => {
    const admin = await t.asAdmin();
    const bistro = await t.restaurantId('Demo Bistro');
    const range = { startdate: startOfYearIso(), enddate: today };
    const counts = await t.call(admin, 'GET', '/restaurants/smslogs/fetch', { query: range });
    const logs = await fetchLogs(admin, { restaurant: bistro, ...range });
    expect(counts.json.data.find((r: { id: string }) => r.id === bistro).smsCount).toBe(logs.json.meta.total);
  });

  it('applies the date rules and refuses restaurant staff', async () => {
    const admin = await t.asAdmin();
    const late = await t.call(admin, 'GET', '/restaurants/smslogs/fetch', {
      query: { startdate: today, enddate: tomorrow },
    });
    expect(late.status).toBe(403);
    expect(late.json.Message).toEqual([{ param: 'enddate', msg: DATE_RANGE_MESSAGES.toAfterToday }]);
    expect((await t.call(await t.asBistro(), 'GET', '/restaurants/smslogs/fetch')).status).toBe(403);
  });
});

describe('GET /restaurant/smslogs/fetch', () => {
  it("pages a restaurant's SMS 25 at a time, newest first, with the order's number", async () => {
    const admin = await t.asAdmin();
    const bistro = await t.restaurantId('Demo Bistro');
    const first = await fetchLogs(admin, { restaurant: bistro, page: 1, size: 25 });
    expect(first.status).toBe(200);
    expect(first.json.data).toHaveLength(25);
    expect(first.json.meta).toMatchObject({ current_page: 1, page_limit: 25 });
    expect(first.json.meta.last_page).toBe(Math.ceil(first.json.meta.total / 25));
    const dates = first.json.data.map((l: { date: string }) => l.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const withOrder = first.json.data.find((l: { OrderId: unknown }) => l.OrderId !== null);
    expect(withOrder).toMatchObject({
      MobileNumber: expect.stringMatching(/^\+45 /),
      Message: expect.stringContaining(`#${withOrder.OrderId.OrderId}`),
    });
    const found = await t.call(admin, 'GET', '/restaurants/searchviaorder', {
      query: { orderid: String(withOrder.OrderId.OrderId) },
    });
    expect(found.json.data.map((o: { _id: string }) => o._id)).toContain(withOrder.OrderId._id);

    const second = await fetchLogs(admin, { restaurant: bistro, page: 2 });
    expect(second.json.meta.current_page).toBe(2);
    expect(second.json.data[0].date <= first.json.data[24].date).toBe(true);
  });

  it('keeps to the days asked for, both included (Europe/Copenhagen)', async () => {
    const admin = await t.asAdmin();
    const bistro = await t.restaurantId('Demo Bistro');
    const day = calendarDay(new Date(Date.now() - 3 * 86_400_000));
    const res = await fetchLogs(admin, { restaurant: bistro, startdate: day, enddate: day, size: 100 });
    expect(res.status).toBe(200);
    expect(res.json.data.length).toBeGreaterThan(0);
    const [from, until] = dayBounds(day);
    for (const l of res.json.data) {
      expect(new Date(l.date).getTime()).toBeGreaterThanOrEqual(from.getTime());
      expect(new Date(l.date).getTime()).toBeLessThan(until.getTime());
    }
  });

  it('refuses From after To, To after today, and dates that are not dates, naming the field', async () => {
    const admin = await t.asAdmin();
    const restaurant = await t.restaurantId('Demo Bistro');
    const cases: [Record<string, string>, { param: string; msg: string }][] = [
      [
        { startdate: '2025-03-02', enddate: '2025-03-01' },
        { param: 'startdate', msg: DATE_RANGE_MESSAGES.fromAfterTo },
      ],
      [
        { startdate: today, enddate: tomorrow },
        { param: 'enddate', msg: DATE_RANGE_MESSAGES.toAfterToday },
      ],
      [
        { startdate: '2025-02-30', enddate: '2025-03-01' },
        { param: 'startdate', msg: "'From' must be a date (YYYY-MM-DD)" },
      ],
      [
        { startdate: '2025-01-01', enddate: '01/03/2025' },
        { param: 'enddate', msg: "'To' must be a date (YYYY-MM-DD)" },
      ],
    ];
    for (const [range, error] of cases) {
      const res = await fetchLogs(admin, { restaurant, ...range });
      expect(res.status, JSON.stringify(range)).toBe(403);
      expect(res.json.Message).toContainEqual(error);
    }
  });

  it('lets restaurant staff read their own restaurant only', async () => {
    const bistro = await t.restaurantId('Demo Bistro');
    const harbour = await t.restaurantId('Harbour Grill');
    expect((await fetchLogs(await t.asWaiter(), { restaurant: bistro })).status).toBe(200);
    const other = await fetchLogs(await t.asBistro(), { restaurant: harbour });
    expect(other.status).toBe(403);
    expect(other.json).toEqual({ Message: 'You can only access your own restaurant', code: 'FORBIDDEN' });
  });

  it('needs a restaurant', async () => {
    const res = await fetchLogs(await t.asAdmin(), {});
    expect(res.status).toBe(403);
    expect(res.json.Message).toContainEqual({ param: 'restaurant', msg: expect.any(String) });
  });
});
