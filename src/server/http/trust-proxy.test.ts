/**
 * Whose X-Forwarded-For the server believes: nobody's unless TRUST_PROXY names the balancer, so a client on the
 * server's own machine cannot pick a new address for every try and pass the per-address limits.
 */
import { expect, it } from 'vitest';
import { configFromEnv } from '../config';
import { useTestApp } from '../../../tests/support/test-app';

const PER_IP = 3;
const t = useTestApp({
  config: {
    trustProxy: configFromEnv({}).trustProxy,
    loginRateLimit: { perIpPerMinute: PER_IP, failuresPerUser: 1_000 },
  },
});

it('by default believes no X-Forwarded-For: a local client rotating it is limited as itself', async () => {
  expect(configFromEnv({}).trustProxy).toBe(false);
  const statuses: number[] = [];
  for (let i = 0; i < PER_IP + 2; i++) {
    const res = await t.call(null, 'POST', '/restaurant/authenticate', {
      body: { email: 'nobody@example.org', password: 'wrong-password' },
      ip: '127.0.0.1',
      headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
    });
    statuses.push(res.status);
  }
  expect(statuses).toEqual([401, 401, 401, 429, 429]);
});

it('believes the balancer named in TRUST_PROXY', () => {
  expect(configFromEnv({ TRUST_PROXY: '10.0.0.5' }).trustProxy).toBe('10.0.0.5');
  expect(configFromEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
});
