import { describe, expect, it } from 'vitest';
import { CONFIG_MESSAGES as M } from '../../../contract/config/routes';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp();

async function item(name: string) {
  const res = await t.call(await t.asAdmin(), 'GET', '/config/fetch');
  return res.json.data.find((i: { Name: string }) => i.Name === name);
}

describe('GET /config/fetch', () => {
  it('lists the demo settings with their values', async () => {
    const res = await t.call(await t.asAdmin(), 'GET', '/config/fetch');
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(res.json.data.map((i: { Name: string; Value: unknown }) => [i.Name, i.Value]));
    expect(byName).toMatchObject({
      cardfee: 1.25,
      lagTime: 30,
      loginbuttons: { apple: true, google: true, facebook: false },
      payment: { mobilepay: true, card: true, kevin: false },
    });
  });

  it('is for admins only', async () => {
    expect((await t.call(await t.asBistro(), 'GET', '/config/fetch')).status).toBe(403);
  });
});

describe('PUT /config/edit', () => {
  it('turns a switch off and keeps the others', async () => {
    const admin = await t.asAdmin();
    const payment = await item('payment');
    const res = await t.call(admin, 'PUT', '/config/edit', {
      body: { id: payment._id, value: { ...payment.Value, mobilepay: false } },
    });
    expect(res.status).toBe(200);
    expect(res.json.Message).toBe('Configurations updated successfully!');
    expect(res.json.data.Value).toEqual({ ...payment.Value, mobilepay: false });
    expect((await item('payment')).Value.mobilepay).toBe(false);

    const partial = await t.call(admin, 'PUT', '/config/edit', {
      body: { id: payment._id, value: { mobilepay: true } },
    });
    expect(partial.json.data.Value).toEqual({ ...payment.Value, mobilepay: true });
  });

  it('changes a number within its bounds', async () => {
    const admin = await t.asAdmin();
    const fee = await item('cardfee');
    expect((await t.call(admin, 'PUT', '/config/edit', { body: { id: fee._id, value: 1.5 } })).json.data.Value).toBe(
      1.5,
    );
    const tooHigh = await t.call(admin, 'PUT', '/config/edit', { body: { id: fee._id, value: 150 } });
    expect(tooHigh.status).toBe(403);
    expect(tooHigh.json.Message).toEqual([{ param: 'value', msg: M.outOfRange(0, 100) }]);
    expect((await item('cardfee')).Value).toBe(1.5);
  });

  it('refuses a value of another kind, or a switch the item does not have, and changes nothing', async () => {
    const admin = await t.asAdmin();
    const buttons = await item('loginbuttons');
    const lag = await item('lagTime');
    const wrong = [
      [buttons._id, 'yes', M.wrongKind('on/off switches')],
      [buttons._id, { twitter: true }, M.unknownSwitch('twitter')],
      [lag._id, 'thirty', M.wrongKind('a number')],
      [lag._id, { on: true }, M.wrongKind('a number')],
    ] as const;
    for (const [id, value, msg] of wrong) {
      const res = await t.call(admin, 'PUT', '/config/edit', { body: { id, value } });
      expect(res.status, JSON.stringify(value)).toBe(403);
      expect(res.json.Message).toEqual([{ param: 'value', msg }]);
    }
    expect((await item('loginbuttons')).Value).toEqual(buttons.Value);
    expect((await item('lagTime')).Value).toBe(lag.Value);
  });

  it('answers 404 for an unknown item and 403 to staff', async () => {
    const missing = await t.call(await t.asAdmin(), 'PUT', '/config/edit', { body: { id: 'cd'.repeat(12), value: 1 } });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ Message: M.notFound, code: 'NOT_FOUND' });
    const lag = await item('lagTime');
    expect((await t.call(await t.asHarbour(), 'PUT', '/config/edit', { body: { id: lag._id, value: 5 } })).status).toBe(
      403,
    );
    expect((await item('lagTime')).Value).toBe(lag.Value);
  });
});
