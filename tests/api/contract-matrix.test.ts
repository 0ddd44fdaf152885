/**
 * Every endpoint of the contract against every kind of caller (docs/testing.md): anonymous,
 * a forged token, each role, and restaurant staff asking for another restaurant. Generated from
 * the endpoint table and the samples, so a new endpoint is covered by adding its sample.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDef } from '../../src/contract/endpoint';
import { endpoints, type EndpointName } from '../../src/contract/endpoints';
import { MESSAGES } from '../../src/contract/errors';
import {
  DEFAULT_STAFF_PERMISSIONS,
  isStaff,
  notPermittedMessage,
  NO_STAFF_PERMISSIONS,
  STAFF_PERMISSIONS,
  type StaffPermissions,
} from '../../src/contract/roles';
import { restaurants } from '../../src/server/db/schema';
import { pendingMigrations } from '../../src/server/modules/restaurants/migrate';
import { writesOf } from '../support/db-state';
import { CALLERS, fixtureMaker, homeRestaurant, tokenFor, type Caller } from '../support/fixtures';
import { useTestApp } from '../support/test-app';
import { BOUND_BY_RECORD, ENDS_OWN_SESSION, fixturesOf, sampleOf, samples, type PlainSample } from './samples';

const t = useTestApp();
let makeFixtures: ReturnType<typeof fixtureMaker>;
beforeAll(() => {
  makeFixtures = fixtureMaker(t);
});

const rows = Object.entries(endpoints) as [EndpointName, EndpointDef][];
const allows = (e: EndpointDef, c: Caller) => e.auth === 'public' || e.auth.includes(c.role);
const success = (e: EndpointDef) => e.status ?? 200;
/** Right format (like a real token: 32 random bytes, base64url), but no session has it. */
const forgedToken = () => randomBytes(32).toString('base64url');

/** Sends the endpoint's sample, made with fresh fixtures of `restaurant`; answers the response and the tables written. */
async function send(name: EndpointName, token: string | null, restaurant: string, change?: (s: PlainSample) => void) {
  const e = endpoints[name];
  const sample = sampleOf(name, await makeFixtures(restaurant, fixturesOf(name)));
  change?.(sample);
  // A migration started by an earlier row logs its outcome after answering: let it land before this row is measured.
  await Promise.all([...pendingMigrations]);
  return writesOf(t.db, () => t.call(token, e.method, e.path, sample));
}
const tokenOf = (c: Caller, name: EndpointName) => tokenFor(t, c, ENDS_OWN_SESSION.has(name));
/** Whether the caller needs a staff permission for the endpoint (a restaurant user on a route that names one). */
const needsPermission = (e: EndpointDef, c: Caller) => !!e.permission && c.role === 'RestaurantUser';

/** Whether a restaurant user may use the endpoint while their restaurant keeps the default permissions. */
const allowedByDefault = (e: EndpointDef) => !e.permission || DEFAULT_STAFF_PERMISSIONS[e.permission];

/** Runs `fn` with these staff permissions for the restaurants' users, and puts the default back after. */
async function withPermissions<T>(permissions: StaffPermissions, fn: () => Promise<T>): Promise<T> {
  await t.db.update(restaurants).set({ staffPermissions: permissions });
  try {
    return await fn();
  } finally {
    await t.db.update(restaurants).set({ staffPermissions: DEFAULT_STAFF_PERMISSIONS });
  }
}
const ALL_PERMISSIONS = Object.fromEntries(STAFF_PERMISSIONS.map((p) => [p, true])) as StaffPermissions;
const withAllPermissions = <T>(fn: () => Promise<T>) => withPermissions(ALL_PERMISSIONS, fn);

it('has a sample for every endpoint of the contract, and nothing else', () => {
  expect(Object.keys(samples).sort()).toEqual(Object.keys(endpoints).sort());
});

describe.each(rows)('%s', (name, e) => {
  const label = `${e.method} ${e.path}`;

  if (e.auth === 'public') {
    it(`${label} is open without a token`, async () => {
      const res = await send(name, null, homeRestaurant(null));
      expect(res.status, JSON.stringify(res.json)).toBe(success(e));
    });
    it(`${label} ignores a token that is not a session`, async () => {
      const res = await send(name, forgedToken(), homeRestaurant(null));
      expect(res.status, JSON.stringify(res.json)).toBe(success(e));
    });
  } else {
    it(`${label} answers 401 without a token and changes nothing`, async () => {
      const res = await send(name, null, homeRestaurant(null));
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ Message: MESSAGES.notSignedIn, code: 'UNAUTHORIZED' });
      expect(res.wrote).toEqual([]);
    });
    it(`${label} answers 401 to a forged token and changes nothing`, async () => {
      const res = await send(name, forgedToken(), homeRestaurant(null));
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ Message: MESSAGES.notSignedIn, code: 'UNAUTHORIZED' });
      expect(res.wrote).toEqual([]);
    });
  }

  it.each(CALLERS)(`${label} as $label`, async (c) => {
    const res = await send(name, await tokenOf(c, name), homeRestaurant(c));
    if (allows(e, c) && needsPermission(e, c) && !allowedByDefault(e)) {
      // By default a restaurant's users may do what the spec gives them; refunds only when their admin allows them.
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ Message: notPermittedMessage(e.permission!), code: 'FORBIDDEN' });
      expect(res.wrote).toEqual([]);
    } else if (allows(e, c)) {
      expect(res.status, JSON.stringify(res.json)).toBe(success(e));
    } else {
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ Message: MESSAGES.forbidden, code: 'FORBIDDEN' });
      expect(res.wrote).toEqual([]);
    }
  });

  const permitted = CALLERS.filter((c) => allows(e, c) && needsPermission(e, c));
  if (permitted.length > 0 && allowedByDefault(e)) {
    it.each(permitted)(`${label} as $label, once the restaurant turns '${e.permission}' off`, async (c) => {
      const token = await tokenOf(c, name);
      const res = await withPermissions(NO_STAFF_PERMISSIONS, () => send(name, token, homeRestaurant(c)));
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ Message: notPermittedMessage(e.permission!), code: 'FORBIDDEN' });
      expect(res.wrote).toEqual([]);
    });
  } else if (permitted.length > 0) {
    it.each(permitted)(`${label} as $label, once the restaurant allows '${e.permission}'`, async (c) => {
      const token = await tokenOf(c, name);
      const res = await withAllPermissions(() => send(name, token, homeRestaurant(c)));
      expect(res.status, JSON.stringify(res.json)).toBe(success(e));
    });
  }

  const scope = e.restaurantScope;
  const outsiders = CALLERS.filter((c) => isStaff(c.role) && allows(e, c));
  // An outsider is refused their own restaurant's permission first; given it, the other restaurant is still refused.
  const asOutsider = (e: EndpointDef, c: Caller, fn: () => ReturnType<typeof send>) =>
    needsPermission(e, c) ? withAllPermissions(fn) : fn();
  if ((scope || BOUND_BY_RECORD.has(name)) && outsiders.length > 0) {
    it.each(outsiders)(`${label}: $label asking about another restaurant gets 403 and changes nothing`, async (c) => {
      const token = await tokenOf(c, name);
      const res = await asOutsider(e, c, () => send(name, token, c.otherRestaurant));
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ Message: MESSAGES.otherRestaurant, code: 'FORBIDDEN' });
      expect(res.wrote).toEqual([]);
    });
  }

  if (scope && outsiders.length > 0) {
    it(`${label} names its restaurant in ${scope.in}.${scope.key} (so the rows above test something)`, async () => {
      const fx = await makeFixtures('Demo Bistro', fixturesOf(name));
      const sample = sampleOf(name, fx) as Record<string, Record<string, unknown> | undefined>;
      expect(sample[scope.in]?.[scope.key]).toBe(fx.restaurantId);
    });

    it.each(outsiders)(`${label}: $label asking for another restaurant's id in capitals gets 403`, async (c) => {
      const token = await tokenOf(c, name);
      const res = await asOutsider(e, c, () =>
        send(name, token, c.otherRestaurant, (s) => {
          const where = s[scope.in] as Record<string, unknown>;
          where[scope.key] = String(where[scope.key]).toUpperCase();
        }),
      );
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ Message: MESSAGES.otherRestaurant, code: 'FORBIDDEN' });
      expect(res.wrote).toEqual([]);
    });
  }
});
