/**
 * Audit of over-strictness: the spec's clients send every filter of a GET, empty when unused. For every
 * endpoint and every query key it may go without, the valid sample with that key sent empty is answered as without it
 * (one case per endpoint and key, e.g. `restaurant=` on statistics and `page=&size=` on lists).
 */
import type * as z from 'zod/mini';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDef } from '../../src/contract/endpoint';
import { endpoints, type EndpointName } from '../../src/contract/endpoints';
import { CALLERS, fixtureMaker, homeRestaurant, tokenFor, type Caller } from '../support/fixtures';
import { useTestApp } from '../support/test-app';
import { fixturesOf, hasSample, sampleOf } from './samples';

const t = useTestApp();
let makeFixtures: ReturnType<typeof fixtureMaker>;
beforeAll(() => {
  makeFixtures = fixtureMaker(t);
});

function callerFor(e: EndpointDef): Caller | null {
  if (e.auth === 'public') return null;
  const roles = e.auth;
  return (
    CALLERS.find((c) => c.role === 'Admin' && roles.includes('Admin')) ??
    CALLERS.find((c) => roles.includes(c.role)) ??
    null
  );
}

/** [endpoint, key] for each query key that may be left out (optional or with a default). */
const cases = (Object.entries(endpoints) as [EndpointName, EndpointDef][]).flatMap(([name, e]) => {
  const shape = (e.query as { shape?: Record<string, z.ZodMiniType> } | undefined)?.shape;
  if (e.method !== 'GET' || !shape || !hasSample(name)) return [];
  return Object.entries(shape)
    .filter(([, field]) => field.safeParse(undefined).success)
    .map(([key]) => ({ name, e, key, label: `${e.method} ${e.path}?${key}=` }));
});

describe('an empty optional query filter means "not given"', () => {
  it('has cases to check', () => expect(cases.length).toBeGreaterThan(10));

  it.each(cases)('$label', async ({ name, e, key }) => {
    const who = callerFor(e);
    const token = who ? await tokenFor(t, who) : null;
    const sample = sampleOf(name, await makeFixtures(homeRestaurant(who), fixturesOf(name)));
    const { [key]: _left, ...without } = (sample.query ?? {}) as Record<string, unknown>;
    const absent = await t.call(token, e.method, e.path, { ...sample, query: without });
    const empty = await t.call(token, e.method, e.path, { ...sample, query: { ...sample.query, [key]: '' } });
    expect(empty.status, JSON.stringify(empty.json)?.slice(0, 300)).toBe(absent.status);
    if (absent.status !== 200) expect(empty.json).toEqual(absent.json);
  });
});
