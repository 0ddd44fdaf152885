/** The Automated Push window learns from the menu settings whether the platform has automated push on for the restaurant. */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp();

describe("the platform's automated push switch, as the restaurant's staff see it", () => {
  it('GET /menu/settings says AutomatedPushEnabled as the platform admin set it', async () => {
    const restaurant = await t.restaurantId('Demo Bistro');
    const read = async () =>
      (await t.call(await t.asBistro(), 'GET', '/menu/settings', { query: { restaurant } })).json.data
        .AutomatedPushEnabled;
    expect(await read()).toBe(true); // the demo has it on
    const off = await t.call(await t.asAdmin(), 'PUT', '/config/automatedpush', {
      body: { restaurant, enabled: false },
    });
    expect(off.status, JSON.stringify(off.json)).toBe(200);
    expect(await read()).toBe(false);
  });
});
