/**
 * The callers of the contract tests, and the fresh things a valid sample request needs (fixtures).
 * Fixtures are made through the API where it has a way (orders, calls, reset links), else in the database.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Role } from '../../src/contract/roles';
import { aroundTheClock } from '../../src/contract/availability';
import { CURRENCIES } from '../../src/contract/restaurants/constants';
import {
  beacons,
  configItems,
  customers,
  deals,
  markets,
  menuItems,
  news,
  orders,
  pushNotifications,
  restaurants,
  trucks,
  users,
} from '../../src/server/db/schema';
import { stationPlan } from '../../src/server/modules/orders/station-progress';
import { routingInForce } from '../../src/server/modules/printing/tickets';
import { hashPassword } from '../../src/server/passwords';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins';
import type { TestApp } from './test-app';
import { menuFixtureMakers } from './menu-fixtures';
import { CONFIG_FIXTURE_SHAPE, configFixtureMakers, type ConfigFixtures } from './config-fixtures';
import { PROMOTIONS_FIXTURE_SHAPE, promotionsFixtureMakers, type PromotionsFixtures } from './promotions-fixtures';
import { REPORTS_FIXTURE_SHAPE, reportsFixtureMakers, type ReportsFixtures } from './reports-fixtures';

export interface Fixtures extends ConfigFixtures, PromotionsFixtures, ReportsFixtures {
  /** The restaurant the request is about: the caller's own, or another one in the cross-restaurant checks. */
  restaurantId: string;
  /** An admin user nobody signs in as: safe to edit or delete. */
  spareAdminId: string;
  /** An email address no user has. */
  freeEmail: string;
  /** An unused password-reset token (of a spare restaurant user). */
  resetToken: string;
  /** An available item of the restaurant's menu that needs no choices. */
  menuItemId: string;
  /** A new order of the restaurant, waiting for acceptance. */
  pendingOrderId: string;
  /** A new order of the restaurant, accepted. */
  confirmedOrderId: string;
  /** The kitchen station (printer id) the line of a new order (`menuItemId`) goes to. */
  stationId: string;
  /** A new order of the restaurant, completed long enough ago to be rated by its guest (+45 12345678); surveys on. */
  ratableOrderId: string;
  /** A new, open call-a-waiter request of the restaurant. */
  openCallId: string;
  /** A registered customer who has ordered. */
  customerId: string;
  /** A new registered customer: safe to delete. */
  spareCustomerId: string;
  /** A new numeric config item (value 5, bounds none): safe to edit. */
  configItemId: string;
  /** The restaurant, with Online POS DK switched on and a token (the test app's POS is a test double). */
  posRestaurantId: string;
  /** A new news item: safe to edit or delete. */
  newsId: string;
  /** A new market (deal attachment). */
  marketId: string;
  /** A new truck (deal attachment). */
  truckId: string;
  /** A new active deal attached to a new market: safe to edit, push or delete. */
  dealId: string;
  /** A new push notification: safe to edit, send or delete. */
  pushId: string;
  /** A new restaurant with nothing in it: safe to delete. */
  spareRestaurantId: string;
  /** A new beacon attached to no restaurant: safe to edit or delete. */
  spareBeaconId: string;
  // New records of the restaurant's menu, safe to edit or delete
  /** A new menu category with no products. */
  spareCategoryId: string;
  /** A new product (in a new category), needing no choices. */
  spareMenuItemId: string;
  /** A new extra, offered by no product. */
  spareExtraId: string;
  /** A new drink with two entries. */
  spareDrinkId: string;
  /** A new higher category. */
  spareHigherCategoryId: string;
}
export type FixtureName = keyof Fixtures;

/** Stand-ins of the right shape (ids look like ids), to see what a sample needs before the database exists. */
export const FIXTURE_SHAPE: Fixtures = {
  ...CONFIG_FIXTURE_SHAPE,
  ...PROMOTIONS_FIXTURE_SHAPE,
  ...REPORTS_FIXTURE_SHAPE,
  restaurantId: 'a'.repeat(24),
  spareAdminId: 'b'.repeat(24),
  freeEmail: 'shape@example.org',
  resetToken: 'T'.repeat(43),
  menuItemId: 'c'.repeat(24),
  pendingOrderId: 'd'.repeat(24),
  confirmedOrderId: 'e'.repeat(24),
  stationId: 'ed'.repeat(12),
  ratableOrderId: 'fe'.repeat(12),
  openCallId: 'f'.repeat(24),
  customerId: '1'.repeat(24),
  spareCustomerId: '2'.repeat(24),
  configItemId: '3'.repeat(24),
  posRestaurantId: '4'.repeat(24),
  newsId: '5'.repeat(24),
  marketId: '6'.repeat(24),
  truckId: '7'.repeat(24),
  dealId: '8'.repeat(24),
  pushId: '9'.repeat(24),
  spareRestaurantId: 'ab'.repeat(12),
  spareBeaconId: 'cd'.repeat(12),
  spareCategoryId: 'ef'.repeat(12),
  spareMenuItemId: 'fa'.repeat(12),
  spareExtraId: 'ae'.repeat(12),
  spareDrinkId: 'ad'.repeat(12),
  spareHigherCategoryId: 'ac'.repeat(12),
};

/** The fixtures a sample reads (it is called once with a recording stand-in). */
export function fixturesReadBy(sample: (fx: Fixtures) => unknown): FixtureName[] {
  const read = new Set<FixtureName>();
  sample(
    new Proxy(FIXTURE_SHAPE, {
      get(target, key) {
        read.add(key as FixtureName);
        return target[key as FixtureName];
      },
    }),
  );
  return [...read];
}

/** A signed-in caller of the matrix: one per demo login. */
export interface Caller {
  label: string;
  role: Role;
  email: string;
  password: string;
  /** Own restaurant; null for the platform admin. */
  restaurant: string | null;
  /** A restaurant that is not theirs. */
  otherRestaurant: string;
}

export const CALLERS: Caller[] = DEMO_LOGINS.map((l) => ({
  label: l.restaurant ? `${l.role} of ${l.restaurant}` : l.role,
  role: l.role,
  email: l.email,
  password: l.password,
  restaurant: l.restaurant,
  otherRestaurant: l.restaurant === 'Demo Bistro' ? 'Harbour Grill' : 'Demo Bistro',
}));

/**
 * A caller's token. The demo logins' sessions are shared within a file; `fresh` signs in anew
 * (for requests that end the session they are sent with).
 */
export function tokenFor(t: TestApp, c: Caller, fresh = false): Promise<string> {
  const shared: Record<string, () => Promise<string>> = {
    'admin@example.com': t.asAdmin,
    'bistro@example.com': t.asBistro,
    'waiter@example.com': t.asWaiter,
    'harbour@example.com': t.asHarbour,
  };
  const cached = shared[c.email];
  return fresh || !cached ? t.login(c.email, c.password) : cached();
}

/** The restaurant a caller's requests are about when nothing says otherwise. */
export const homeRestaurant = (c: Caller | null) => c?.restaurant ?? 'Demo Bistro';

export const uniqueEmail = (what = 'sample') => `${what}-${randomBytes(5).toString('hex')}@example.org`;

const RESET_TARGET = 'reset-target@example.org';
type Maker = (restaurantId: string) => Promise<string>;

/** Makes fixtures for one request: only those named, each new. */
export function fixtureMaker(t: TestApp) {
  let spareHash: Promise<string> | undefined;
  const passwordHash = () => (spareHash ??= hashPassword(randomBytes(16).toString('hex')));
  let resetTarget: Promise<unknown> | undefined;

  const expectOk = (what: string, res: { status: number; json: unknown }) => {
    if (res.status >= 300) throw new Error(`fixture ${what}: ${res.status} ${JSON.stringify(res.json)}`);
  };

  async function menuItemId(restaurantId: string) {
    const items = await t.db
      .select()
      .from(menuItems)
      .where(and(eq(menuItems.restaurantId, restaurantId), eq(menuItems.isavailable, true)));
    const item = items.find((i) => !i.attributes.some((g) => g.attributesRequired));
    if (!item) throw new Error(`fixture menuItemId: no plain available item in restaurant ${restaurantId}`);
    return item.id;
  }
  /** Placed the way the customer apps place orders. */
  async function pendingOrderId(restaurantId: string) {
    const body = {
      restaurant: restaurantId,
      lines: [{ menu: await menuItemId(restaurantId), qty: 2 }],
      dineIn: false,
      paymentType: 'card',
      guest: { name: 'Fixture Guest', mobilenumber: '+45 12345678' },
    };
    const res = await t.call(null, 'POST', '/mobile/order/place', { body });
    expectOk('pendingOrderId', res);
    return res.json.data._id as string;
  }

  async function newMarket() {
    const [row] = await t.db.insert(markets).values({ name: 'Fixture market' }).returning({ id: markets.id });
    return row.id;
  }

  const makers: Record<Exclude<FixtureName, 'restaurantId' | 'freeEmail'>, Maker> = {
    async spareAdminId() {
      const [row] = await t.db
        .insert(users)
        .values({
          name: 'Spare Admin',
          email: uniqueEmail('spare-admin'),
          type: 'Admin',
          passwordHash: await passwordHash(),
        })
        .returning({ id: users.id });
      return row.id;
    },
    /** A reset link mailed to a restaurant user that exists only for this, as the user would get it. */
    async resetToken() {
      resetTarget ??= (async () =>
        t.db.insert(users).values({
          name: 'Reset Target',
          email: RESET_TARGET,
          type: 'RestaurantUser',
          restaurantId: await t.restaurantId('Demo Bistro'),
          passwordHash: await passwordHash(),
        }))();
      await resetTarget;
      const before = t.mails.length;
      const res = await t.call(null, 'POST', '/restaurant/forgotpassword', { body: { email: RESET_TARGET } });
      expectOk('resetToken', res);
      const token = t.mails[before]?.text.match(/reset-password\?token=([\w-]+)/)?.[1];
      if (!token) throw new Error('fixture resetToken: no reset link was mailed');
      return token;
    },
    menuItemId,
    pendingOrderId,
    async confirmedOrderId(restaurantId) {
      const id = await pendingOrderId(restaurantId);
      expectOk(
        'confirmedOrderId',
        await t.call(await t.asAdmin(), 'PUT', '/orders/restaurant/acceptorder', { body: { id } }),
      );
      return id;
    },
    async stationId(restaurantId) {
      const [item] = await t.db
        .select()
        .from(menuItems)
        .where(eq(menuItems.id, await menuItemId(restaurantId)));
      const [r] = await t.db
        .select({ id: restaurants.id, routed: restaurants.routed })
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId));
      const [plan] = stationPlan([{ categoryId: item!.categoryId }], await routingInForce(t.db, r!));
      if (!plan) throw new Error(`fixture stationId: restaurant ${restaurantId} has no active printer`);
      return plan.printer.id;
    },
    async ratableOrderId(restaurantId) {
      const id = await pendingOrderId(restaurantId);
      for (const path of ['/orders/restaurant/acceptorder', '/orders/restaurant/completeorder'])
        expectOk('ratableOrderId', await t.call(await t.asAdmin(), 'PUT', path, { body: { id } }));
      await t.db.update(restaurants).set({ surveyenabled: true }).where(eq(restaurants.id, restaurantId));
      await t.db
        .update(orders)
        .set({ completedAt: new Date(Date.now() - 86_400_000) })
        .where(eq(orders.id, id));
      return id;
    },
    async openCallId(restaurantId) {
      const res = await t.call(null, 'POST', '/mobile/callawaiter', {
        body: { restaurant: restaurantId, tablenumber: 3, name: 'Fixture Guest' },
      });
      expectOk('openCallId', res);
      return res.json.data._id as string;
    },
    async customerId() {
      const [row] = await t.db
        .select({ id: customers.id })
        .from(customers)
        .where(isNotNull(customers.lastOrderFrom))
        .limit(1);
      if (!row) throw new Error('fixture customerId: no customer has ordered');
      return row.id;
    },
    async spareCustomerId() {
      const [row] = await t.db
        .insert(customers)
        .values({ email: uniqueEmail('spare-customer'), name: 'Spare Customer' })
        .returning({ id: customers.id });
      return row.id;
    },
    async configItemId() {
      const [row] = await t.db
        .insert(configItems)
        .values({ name: `fixture-${randomBytes(4).toString('hex')}`, value: 5 })
        .returning({ id: configItems.id });
      return row.id;
    },
    async posRestaurantId(restaurantId) {
      await t.db
        .update(restaurants)
        .set({ onlineposdkenabled: true, onlineposdktoken: 'fixture-pos-token' })
        .where(eq(restaurants.id, restaurantId));
      return restaurantId;
    },
    async newsId() {
      const [row] = await t.db
        .insert(news)
        .values({ name: 'Fixture news', description: 'Made for one request.' })
        .returning({ id: news.id });
      return row.id;
    },
    marketId: newMarket,
    async truckId() {
      const [row] = await t.db.insert(trucks).values({ name: 'Fixture truck' }).returning({ id: trucks.id });
      return row.id;
    },
    async dealId() {
      const day = 86_400_000;
      const [row] = await t.db
        .insert(deals)
        .values({
          name: 'Fixture deal',
          type: 'market',
          details: [await newMarket()],
          startdate: new Date(Date.now() - day),
          enddate: new Date(Date.now() + 30 * day),
        })
        .returning({ id: deals.id });
      return row.id;
    },
    async pushId() {
      const [row] = await t.db
        .insert(pushNotifications)
        .values({ name: 'Fixture push', message: 'Made for one request.' })
        .returning({ id: pushNotifications.id });
      return row.id;
    },
    async spareRestaurantId() {
      const [row] = await t.db
        .insert(restaurants)
        .values({
          name: `Spare Restaurant ${randomBytes(3).toString('hex')}`,
          availability: aroundTheClock(),
          currency: CURRENCIES.DKK,
        })
        .returning({ id: restaurants.id });
      return row.id;
    },
    async spareBeaconId() {
      const [row] = await t.db
        .insert(beacons)
        .values({ name: 'Fixture beacon', uuid: randomUUID().toUpperCase(), radius: 25 })
        .returning({ id: beacons.id });
      return row.id;
    },
    ...menuFixtureMakers(t),
    ...configFixtureMakers(t),
    ...promotionsFixtureMakers(t),
    ...reportsFixtureMakers(t),
  };

  return async (restaurant: string, needs: readonly FixtureName[]): Promise<Fixtures> => {
    const restaurantId = await t.restaurantId(restaurant);
    const fx: Fixtures = { ...FIXTURE_SHAPE, restaurantId, freeEmail: uniqueEmail() };
    for (const name of needs)
      if (name !== 'restaurantId' && name !== 'freeEmail') fx[name] = await makers[name](restaurantId);
    return fx;
  };
}
