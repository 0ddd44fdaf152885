/**
 * What the spec's existing clients send must be accepted:
 * empty optional filters mean "not given", a restaurant read can be sent back as an edit, an order action's full
 * body with `time: 0` is a plain accept, and numbers may arrive as text where those clients send text.
 */
import { describe, expect, it } from 'vitest';
import { calendarDay } from '../../src/contract/dates';
import { toUsDate } from '../../src/contract/statistics/routes';
import { act, newOrder } from '../support/orders';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

describe('statistics with an empty restaurant (the spec\'s "All")', () => {
  it('answers every restaurant for /statistics/overall?restaurant=', async () => {
    const token = await t.asAdmin();
    const query = { startdate: calendarDay(), enddate: calendarDay() };
    const all = await t.call(token, 'GET', '/statistics/overall', { query });
    const empty = await t.call(token, 'GET', '/statistics/overall', { query: { ...query, restaurant: '' } });
    expect(empty.status, JSON.stringify(empty.json)).toBe(200);
    expect(empty.json).toEqual(all.json);
  });

  it('answers every restaurant for /statistics/hourly?restaurant=', async () => {
    const token = await t.asAdmin();
    const query = { date: toUsDate(calendarDay()) };
    const all = await t.call(token, 'GET', '/statistics/hourly', { query });
    const empty = await t.call(token, 'GET', '/statistics/hourly', { query: { ...query, restaurant: '' } });
    expect(empty.status, JSON.stringify(empty.json)).toBe(200);
    expect(empty.json).toEqual(all.json);
  });
});

describe('restaurant staff sending their restaurant read back as an edit', () => {
  it('saves the one changed field although the read holds the settings only admins change', async () => {
    const token = await t.asBistro();
    const id = await t.restaurantId('Demo Bistro');
    const read = await t.call(token, 'POST', '/mobile/restaurant/fetchspecific', { body: { id, fromWeb: true } });
    expect(read.status).toBe(200);
    const { _id, ...rest } = read.json.data;
    const res = await t.call(token, 'PUT', '/restaurant/edit', {
      body: { ...rest, id: _id, description: 'Sent back by the tablet' },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.description).toBe('Sent back by the tablet');
  });

  it('still refuses a change of such a setting, naming it', async () => {
    const token = await t.asBistro();
    const id = await t.restaurantId('Demo Bistro');
    const read = await t.call(token, 'POST', '/mobile/restaurant/fetchspecific', { body: { id, fromWeb: true } });
    const { _id, ...rest } = read.json.data;
    const res = await t.call(token, 'PUT', '/restaurant/edit', {
      body: { ...rest, id: _id, autoaccept: !rest.autoaccept },
    });
    expect(res.status).toBe(403);
    expect(res.json.Message).toEqual([{ param: 'autoaccept', msg: 'Only platform admins can change this setting' }]);
  });
});

describe("order actions with the spec's full body {orderid, id, comment, reason, time}", () => {
  it('accepts a plain order with time 0 (no time needed) and empty comment and reason', async () => {
    const order = await newOrder(t, 'Demo Bistro');
    const res = await act(t, await t.asBistro(), 'accept', {
      orderid: order.orderid,
      id: order._id,
      comment: '',
      reason: '',
      time: 0,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.status).toBe('confirmed');
  });

  it('takes the minutes of a long wait sent as text', async () => {
    const order = await newOrder(t, 'Demo Bistro');
    const res = await act(t, await t.asBistro(), 'longwait', {
      orderid: String(order.orderid),
      id: order._id,
      comment: '',
      reason: '',
      time: '25',
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.status).toBe('confirmed');
  });

  it('still asks for a preparation time when a long wait says 0', async () => {
    const order = await newOrder(t, 'Demo Bistro');
    const res = await act(t, await t.asBistro(), 'longwait', {
      orderid: order.orderid,
      id: order._id,
      comment: '',
      reason: '',
      time: 0,
    });
    expect(res.status).toBe(403);
    expect(res.json.Message).toEqual([{ param: 'time', msg: 'Please choose a preparation time' }]);
  });

  it('completes with null comment and reason', async () => {
    const order = await newOrder(t, 'Demo Bistro');
    const token = await t.asBistro();
    await act(t, token, 'accept', { id: order._id });
    const res = await act(t, token, 'complete', {
      orderid: order.orderid,
      id: order._id,
      comment: null,
      reason: null,
      time: null,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.status).toBe('completed');
  });
});
