/**
 * Rush mode acts on placement: while it is on and inside its schedule, an order is promised the usual preparation
 * time plus the rush margin, and the placement answer says rush mode is active (with its header and message).
 */
import { describe, expect, it } from 'vitest';
import { closedAvailability, WEEKDAYS, type Availability } from '../../../contract/availability';
import { place } from '../../../../tests/support/orders';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp();

/** Every day, the whole day (00:00–23:59), so the test does not hang on the hour it runs at. */
const allDay = (): Availability =>
  Object.fromEntries(
    WEEKDAYS.map((d) => [d, { start: '00:00', end: '23:59', isAvailable: true, othertime: [] }]),
  ) as unknown as Availability;

async function saveRush(body: Record<string, unknown>) {
  const restaurant = await t.restaurantId('Demo Bistro');
  return t.call(await t.asBistro(), 'PUT', '/rushmode/edit', {
    body: { restaurant, RushModeHeader: 'Busy kitchen', RushModeMessage: 'Expect a longer wait', ...body },
  });
}

describe('rush mode', () => {
  it('outside rush mode an order is promised the usual preparation time', async () => {
    const res = await place(t, 'Demo Bistro');
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.data.promisedMinutes).toBe(20);
    expect(res.json.rushMode).toEqual({ active: false, header: '', message: '' });
  });

  it('while active, orders are promised the usual time plus the rush margin, and the answer says so', async () => {
    const saved = await saveRush({ RushMode: true, RushModeTimes: allDay(), PreparationTime: 25, RushModeMargin: 10 });
    expect(saved.json).toEqual({ Message: 'Successfully updated rush mode!' });
    const res = await place(t, 'Demo Bistro');
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.data.promisedMinutes).toBe(35);
    expect(res.json.rushMode).toEqual({ active: true, header: 'Busy kitchen', message: 'Expect a longer wait' });
    // The kitchen reads the switch and the schedule with the restaurant it already fetches.
    const info = await t.call(await t.asWaiter(), 'GET', '/restaurant/fetchwithordersspecific', {
      query: { restaurant: await t.restaurantId('Demo Bistro') },
    });
    expect(info.json.data).toMatchObject({ RushMode: true, RushModeTimes: allDay() });
    const settings = await t.call(await t.asWaiter(), 'GET', '/menu/settings', {
      query: { restaurant: await t.restaurantId('Demo Bistro') },
    });
    expect(settings.json.data).toMatchObject({ PreparationTime: 25, RushModeMargin: 10 });
  });

  it('outside its schedule, or switched off, rush mode adds nothing', async () => {
    await saveRush({ RushMode: true, RushModeTimes: closedAvailability(), PreparationTime: 25, RushModeMargin: 10 });
    const outside = await place(t, 'Demo Bistro');
    expect(outside.json.data.promisedMinutes).toBe(25);
    expect(outside.json.rushMode.active).toBe(false);
    await saveRush({ RushMode: false, RushModeTimes: allDay(), PreparationTime: 25, RushModeMargin: 10 });
    const off = await place(t, 'Demo Bistro');
    expect(off.json.data.promisedMinutes).toBe(25);
    expect(off.json.rushMode.active).toBe(false);
  });

  it('refuses a preparation time or margin out of range, with a readable message', async () => {
    const res = await saveRush({ RushMode: true, RushModeTimes: allDay(), PreparationTime: 0, RushModeMargin: -5 });
    expect(res.status).toBe(403);
    expect(res.json.Message).toEqual([
      { param: 'PreparationTime', msg: 'Preparation time must be between 1 and 240 minutes' },
      { param: 'RushModeMargin', msg: 'Rush margin must be between 0 and 240 minutes' },
    ]);
  });
});
