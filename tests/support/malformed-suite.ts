/**
 * The malformed-input suite: every endpoint that takes input, sent broken input by a caller it allows: always a 4xx
 * with a `Message` (never a 5xx), a 403 naming the field for a wrong field, and nothing written.
 * `cases` picks the broken variants: validation ones (malformed-input.test.ts, PGlite only: they never reach SQL)
 * or unknown ids (unknown-ids.test.ts, on every database).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDef } from '../../src/contract/endpoint';
import { endpoints, type EndpointName } from '../../src/contract/endpoints';
import { pendingMigrations } from '../../src/server/modules/restaurants/migrate';
import { writesOf } from './db-state';
import { CALLERS, FIXTURE_SHAPE, fixtureMaker, homeRestaurant, tokenFor, type Caller } from './fixtures';
import type { MalformedCase } from './malformed';
import type { CallOptions } from './http';
import { useTestApp } from './test-app';
import { fixturesOf, hasSample, sampleOf, type PlainSample } from '../api/samples';

/** Public endpoints are called anonymously; otherwise the admin if allowed (any restaurant), else staff for their own. */
function callerFor(e: EndpointDef): Caller | null {
  if (e.auth === 'public') return null;
  const roles = e.auth;
  return (
    CALLERS.find((c) => c.role === 'Admin' && roles.includes('Admin')) ??
    CALLERS.find((c) => roles.includes(c.role)) ??
    null
  );
}

const fieldOrPart = (param: string) => new RegExp(`^${param.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\.|$)`);
const withInput = (Object.entries(endpoints) as [EndpointName, EndpointDef][]).filter(
  ([, e]) => e.params || e.query || e.body,
);

export function malformedSuite(
  cases: (e: EndpointDef, shape: PlainSample) => MalformedCase[],
  { validSample = true } = {},
) {
  const t = useTestApp();
  let makeFixtures: ReturnType<typeof fixtureMaker>;
  beforeAll(() => {
    makeFixtures = fixtureMaker(t);
  });
  // Listed from each sample's shape, in the endpoints' order; an endpoint without cases has no block.
  const listed = withInput
    .map(([name, e]) => [name, e, hasSample(name) ? cases(e, sampleOf(name, FIXTURE_SHAPE)) : null] as const)
    .filter(([, , c]) => c === null || c.length > 0);

  describe.each(listed)('%s', (name, e, endpointCases) => {
    const who = callerFor(e);
    const send = async (sample: PlainSample, broken?: (s: PlainSample) => CallOptions) => {
      const token = who ? await tokenFor(t, who) : null;
      return writesOf(t.db, () => t.call(token, e.method, e.path, broken ? broken(sample) : sample));
    };
    const freshSample = async () => sampleOf(name, await makeFixtures(homeRestaurant(who), fixturesOf(name)));
    /** One set of fixtures for all the broken requests: none of them may use it up. */
    let shared: PlainSample;
    beforeAll(async () => {
      if (hasSample(name)) shared = await freshSample();
    });

    if (validSample || !hasSample(name))
      it(`accepts the valid sample from ${who?.label ?? 'anyone'} (so each refusal below is about the broken part)`, async () => {
        const res = await send(await freshSample());
        expect(res.status, JSON.stringify(res.json)).toBe(e.status ?? 200);
        // A migration answers at once and logs its outcome when it ends, a batch of order actions runs its tickets
        // and messages after its answer: not inside the next case's writes.
        await Promise.all([...pendingMigrations, t.jobs.idle()]);
      });

    // A missing sample fails the test above.
    it.each(endpointCases ?? [])('$label', async (c) => {
      const sent = await send(shared, c.request);
      // A batch of actions answers 200 with each action's own result: a broken action is refused in its result.
      const batch = sent.status === 200 && Array.isArray(sent.json?.results);
      const res = batch ? { ...sent, status: sent.json.results[0].status, json: sent.json.results[0].answer } : sent;
      const detail = JSON.stringify(res.json)?.slice(0, 300);
      expect(res.status, detail).toBeGreaterThanOrEqual(400);
      expect(res.status, detail).toBeLessThan(500);
      expect(res.status, 'rate-limited instead of checked').not.toBe(429);
      if (c.status) expect(res.status, detail).toBe(c.status);
      expect(res.json.Message, detail).toBeTruthy();
      // The field itself, or a part of it (a null sample field given an object is wrong inside).
      if (c.param)
        expect(res.json.Message, detail).toContainEqual({
          param: expect.stringMatching(fieldOrPart(c.param)),
          msg: expect.any(String),
        });
      // A batched action always carries its key, whose refusal is kept for a replay of it (as a single call's would
      // be): the only row a refused action leaves.
      const keptForReplay = batch ? ['idempotency_keys'] : [];
      expect(
        res.wrote.filter((table) => !keptForReplay.includes(table)),
        'tables written',
      ).toEqual([]);
    });
  });
}
