/**
 * What a restaurant's users (RestaurantUser) may do is the restaurant admin's choice: the menu and its prices, the
 * restaurant's settings, reports and statistics, refunds. By default what the specification gives a RestaurantUser
 * (all but refunds); the server refuses each once the restaurant admin turns it off, and refunds until allowed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '../../../contract/endpoints';
import { MESSAGES } from '../../../contract/errors';
import { DEFAULT_STAFF_PERMISSIONS, notPermittedMessage, type StaffPermission } from '../../../contract/roles';
import { fixtureMaker } from '../../../../tests/support/fixtures';
import { fixturesOf, sampleOf } from '../../../../tests/api/samples';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp();
let makeFixtures: ReturnType<typeof fixtureMaker>;
beforeAll(() => {
  makeFixtures = fixtureMaker(t);
});

const NONE = { menu: false, settings: false, reports: false, refund: false };
const PERMISSIONS_PATH = '/restaurant/userpermissions';

/** A valid request of the endpoint about Demo Bistro (the waiter's restaurant), made from new fixtures. */
async function send(token: string, name: EndpointName) {
  const e = endpoints[name];
  return t.call(token, e.method, e.path, sampleOf(name, await makeFixtures('Demo Bistro', fixturesOf(name))));
}

async function setPermissions(token: string, restaurant: string, permissions: Partial<typeof NONE>) {
  return t.call(token, 'PUT', `${PERMISSIONS_PATH}/edit`, { body: { restaurant, ...NONE, ...permissions } });
}

/** One call of each kind a permission guards. */
const GUARDED: [StaffPermission, EndpointName][] = [
  ['menu', 'menu.edit'],
  ['menu', 'menu.addCategory'],
  ['settings', 'restaurants.edit'],
  ['reports', 'reports.fetch'],
  ['reports', 'reports.stats'],
  ['refund', 'orders.refund'],
];

describe('staff permissions', () => {
  it("are the specification's for the demo restaurant and for a new restaurant: all but refunds", async () => {
    const bistro = await t.restaurantId('Demo Bistro');
    const waiter = await t.asWaiter();
    const demo = await t.call(waiter, 'GET', `${PERMISSIONS_PATH}/fetch`, { query: { restaurant: bistro } });
    expect(demo.status).toBe(200);
    expect(demo.json).toEqual({ data: { menu: true, settings: true, reports: true, refund: false } });

    const added = await send(await t.asAdmin(), 'restaurants.add');
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    const fresh = await t.call(await t.asAdmin(), 'GET', `${PERMISSIONS_PATH}/fetch`, {
      query: { restaurant: added.json.data._id },
    });
    expect(fresh.json).toEqual({ data: DEFAULT_STAFF_PERMISSIONS });
  });

  it.each(GUARDED)(
    "a restaurant user may '%s' (%s) as the specification says until the restaurant admin says otherwise",
    async (p, name) => {
      const bistro = await t.restaurantId('Demo Bistro');
      const waiter = await t.asWaiter();
      const admin = await t.asBistro();
      const refusedUnless = async (allowed: boolean) => {
        const res = await send(waiter, name);
        if (allowed) return expect(res.status, JSON.stringify(res.json)).toBeLessThan(300);
        expect(res.status).toBe(403);
        expect(res.json).toEqual({ Message: notPermittedMessage(p), code: 'FORBIDDEN' });
      };

      await refusedUnless(DEFAULT_STAFF_PERMISSIONS[p]);
      // The restaurant admin may, without any toggle.
      expect((await send(admin, name)).status).toBeLessThan(300);

      const flipped = { ...DEFAULT_STAFF_PERMISSIONS, [p]: !DEFAULT_STAFF_PERMISSIONS[p] };
      const saved = await setPermissions(admin, bistro, flipped);
      expect(saved.status).toBe(200);
      expect(saved.json).toEqual({ Message: 'Successfully updated user permissions!', data: flipped });
      await refusedUnless(!DEFAULT_STAFF_PERMISSIONS[p]);

      expect((await setPermissions(admin, bistro, DEFAULT_STAFF_PERMISSIONS)).status).toBe(200);
      await refusedUnless(DEFAULT_STAFF_PERMISSIONS[p]);
    },
  );

  it('names what is not allowed in the refusal', () => {
    expect(notPermittedMessage('menu')).toBe('Your restaurant admin has not allowed users to edit the menu and prices');
    expect(notPermittedMessage('refund')).toBe('Your restaurant admin has not allowed users to refund orders');
  });

  it("are set only by the restaurant's own admin (or a platform admin)", async () => {
    const bistro = await t.restaurantId('Demo Bistro');
    const harbour = await t.asHarbour();
    const other = await setPermissions(harbour, bistro, { menu: true });
    expect(other.status).toBe(403);
    expect(other.json).toEqual({ Message: MESSAGES.otherRestaurant, code: 'FORBIDDEN' });

    const self = await setPermissions(await t.asWaiter(), bistro, { menu: true, reports: true });
    expect(self.status).toBe(403);
    expect(self.json).toEqual({ Message: MESSAGES.forbidden, code: 'FORBIDDEN' });

    const stored = await t.call(await t.asBistro(), 'GET', `${PERMISSIONS_PATH}/fetch`, {
      query: { restaurant: bistro },
    });
    expect(stored.json).toEqual({ data: DEFAULT_STAFF_PERMISSIONS });

    const byPlatform = await setPermissions(await t.asAdmin(), bistro, { reports: true });
    expect(byPlatform.json.data).toEqual({ ...NONE, reports: true });
    expect((await setPermissions(await t.asBistro(), bistro, DEFAULT_STAFF_PERMISSIONS)).status).toBe(200);
  });

  it("keep each restaurant's users to their own restaurant's choice", async () => {
    const harbourId = await t.restaurantId('Harbour Grill');
    expect((await setPermissions(await t.asHarbour(), harbourId, { refund: true })).status).toBe(200);
    const refused = await send(await t.asWaiter(), 'orders.refund');
    expect(refused.status).toBe(403);
    expect((await setPermissions(await t.asHarbour(), harbourId, DEFAULT_STAFF_PERMISSIONS)).status).toBe(200);
  });
});
