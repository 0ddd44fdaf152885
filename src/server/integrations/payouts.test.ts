import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpPayouts, manualPayouts, MANUAL_PAYOUT_NOTE } from './payouts';

const req = { reference: 'log-1', restaurantId: 'r1', iban: 'DK5000400440116243', amountMinor: 12345, currency: 'DKK' };

describe('payouts', () => {
  let server: Server;
  let url = '';
  const received: unknown[] = [];
  let answer = 200;
  beforeAll(async () => {
    server = createServer((r, res) => {
      let body = '';
      r.on('data', (c) => (body += c));
      r.on('end', () => {
        received.push({ auth: r.headers.authorization, key: r.headers['idempotency-key'], body: JSON.parse(body) });
        res.statusCode = answer;
        res.end(answer === 200 ? '{"ok":true}' : 'account closed');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/payouts`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('without a provider nothing is sent and the log says a manual payout is due', async () => {
    const r = await manualPayouts.payout(req);
    expect(r.status).toBe('pending');
    expect(r.note).toBe(`${MANUAL_PAYOUT_NOTE} — transfer 123.45 DKK to DK5000400440116243`);
  });

  it('the HTTP provider gets the reference (also as Idempotency-Key), IBAN and amount; 2xx is paid, a 4xx refusal failed', async () => {
    const p = httpPayouts({ url, apiKey: 'secret' });
    expect(await p.payout(req)).toEqual({ status: 'paid', note: 'paid by the payout provider' });
    expect(received[0]).toEqual({
      auth: 'Bearer secret',
      key: 'log-1',
      body: { reference: 'log-1', iban: 'DK5000400440116243', amount: 12345, currency: 'DKK' },
    });
    answer = 422;
    expect(await p.payout(req)).toEqual({ status: 'failed', note: 'failed: provider answered 422 account closed' });
  });

  it('a 5xx, a 409 or 429 leave the outcome unknown: pending, to be asked again with the same reference', async () => {
    const p = httpPayouts({ url });
    for (const status of [500, 503, 409, 429]) {
      answer = status;
      expect(await p.payout(req), String(status)).toEqual({
        status: 'pending',
        uncertain: true,
        note: `payout not confirmed: provider answered ${status} account closed; it is asked again with the same reference`,
      });
    }
  });

  it('an unreachable provider leaves the outcome unknown, not an exception and not a refusal', async () => {
    const r = await httpPayouts({ url: 'http://127.0.0.1:9/payouts', timeoutMs: 2000 }).payout(req);
    expect(r).toMatchObject({ status: 'pending', uncertain: true });
    expect(r.note).toMatch(/^payout not confirmed: provider unreachable/);
  });
});
