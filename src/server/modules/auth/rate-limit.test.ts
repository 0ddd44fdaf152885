import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contract/errors';
import { useTestApp } from '../../../../tests/support/test-app';

describe('sign-in rate limits', () => {
  const t = useTestApp({ config: { loginRateLimit: { failuresPerUser: 3, perIpPerMinute: 5 } } });
  const signIn = (email: string, password: string, ip?: string) =>
    t.call(null, 'POST', '/restaurant/authenticate', { body: { email, password }, ip });

  it('after 3 failures for one username, answers 429 even to the right password; other users go on', async () => {
    for (const email of ['bistro@example.com', 'Bistro@Example.com', 'BISTRO@EXAMPLE.COM']) {
      expect((await signIn(email, 'wrong-password')).status).toBe(401);
    }
    const res = await signIn('bistro@example.com', 'demo-kitchen-pass');
    expect(res.status).toBe(429);
    expect(res.json).toEqual({ Message: MESSAGES.tooManyAttempts });
    expect((await signIn('waiter@example.com', 'demo-waiter-pass')).status).toBe(200);
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
    for (let i = 0; i < 12; i++) statuses.push((await t.call(null, 'POST', '/restaurant/forgotpassword', { body: { email: 'waiter@example.com' }, ip })).status);
    expect(statuses).toContain(429);
    expect(statuses.slice(statuses.indexOf(429))).toEqual(statuses.slice(statuses.indexOf(429)).map(() => 429));
    expect(t.mails.length).toBe(statuses.filter((s) => s === 200).length);
  });
});
