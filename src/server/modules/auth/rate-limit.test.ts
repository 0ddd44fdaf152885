import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../../tests/support/test-app';

describe('sign-in rate limits', () => {
  const t = useTestApp({ config: { loginRateLimit: { failuresPerUser: 3, perIpPerMinute: 5 } } });
  const signIn = (email: string, password: string, ip?: string) =>
    t.call(null, 'POST', '/restaurant/authenticate', { body: { email, password }, ip });

  // Throttling, not a lockout: an attacker's failures never keep the owner out.
  it("after 3 failures for one username from an attacker's address, the owner signs in at once from their own", async () => {
    const attacker = '192.0.2.30';
    for (const email of ['bistro@example.com', 'Bistro@Example.com', 'BISTRO@EXAMPLE.COM']) {
      expect((await signIn(email, 'wrong-password', attacker)).status).toBe(401);
    }
    expect((await signIn('bistro@example.com', 'demo-kitchen-pass', '192.0.2.31')).status).toBe(200);
  });

  it('slows the failing address with growing delays (429 and Retry-After, even for the right password), then lets it in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const ip = '192.0.2.40';
      for (let i = 0; i < 3; i++) expect((await signIn('waiter@example.com', 'wrong-password', ip)).status).toBe(401);
      // Third failure of this address: wait 4 s.
      const held = await signIn('waiter@example.com', 'demo-waiter-pass', ip);
      expect(held.status).toBe(429);
      expect(held.json).toEqual({
        Message: 'Too many sign-in attempts. Please wait 4 seconds and try again.',
        code: 'RATE_LIMITED',
      });
      expect(held.headers['retry-after']).toBe('4');
      vi.setSystemTime(Date.now() + 4_500);
      expect((await signIn('waiter@example.com', 'demo-waiter-pass', ip)).status).toBe(200);

      // Each further failure doubles the wait (another address; the per-IP limit here is 5 a minute).
      const other = '192.0.2.41';
      for (let i = 0; i < 3; i++)
        expect((await signIn('waiter@example.com', 'wrong-password', other)).status).toBe(401);
      vi.setSystemTime(Date.now() + 4_500);
      expect((await signIn('waiter@example.com', 'wrong-password', other)).status).toBe(401);
      const longer = await signIn('waiter@example.com', 'demo-waiter-pass', other);
      expect(longer.status).toBe(429);
      expect(longer.headers['retry-after']).toBe('8');
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets the failures of a username once it signs in', async () => {
    for (let round = 0; round < 2; round++) {
      expect((await signIn('harbour@example.com', 'wrong-password')).status).toBe(401);
      expect((await signIn('harbour@example.com', 'wrong-password')).status).toBe(401);
      expect((await signIn('harbour@example.com', 'demo-harbour-pass')).status).toBe(200);
    }
  });

  it('answers 429 to the 6th attempt a minute from one address, whatever the username; other addresses go on', async () => {
    const ip = '192.0.2.10';
    for (let i = 0; i < 5; i++) expect((await signIn(`guess-${i}@example.com`, 'guess-password', ip)).status).toBe(401);
    const res = await signIn('waiter@example.com', 'demo-waiter-pass', ip);
    expect(res.status).toBe(429);
    expect(typeof res.json.Message).toBe('string');
    expect((await signIn('waiter@example.com', 'demo-waiter-pass', '192.0.2.11')).status).toBe(200);
  });

  it('limits password reset mails from one address', async () => {
    const ip = '192.0.2.20';
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push(
        (await t.call(null, 'POST', '/restaurant/forgotpassword', { body: { email: 'waiter@example.com' }, ip }))
          .status,
      );
    expect(statuses).toContain(429);
    expect(statuses.slice(statuses.indexOf(429))).toEqual(statuses.slice(statuses.indexOf(429)).map(() => 429));
    expect(t.mails.length).toBe(statuses.filter((s) => s === 200).length);
  });
});
