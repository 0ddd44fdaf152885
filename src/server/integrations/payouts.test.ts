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
        received.push({ auth: r.headers.authorization, body: JSON.parse(body) });
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

  it('the HTTP provider gets the reference, IBAN and amount; 2xx is paid, otherwise failed with its answer', async () => {
    const p = httpPayouts({ url, apiKey: 'secret' });
    expect(await p.payout(req)).toEqual({ status: 'paid', note: 'paid by the payout provider' });
    expect(received[0]).toEqual({
      auth: 'Bearer secret',
      body: { reference: 'log-1', iban: 'DK5000400440116243', amount: 12345, currency: 'DKK' },
    });
    answer = 422;
    expect(await p.payout(req)).toEqual({ status: 'failed', note: 'failed: provider answered 422 account closed' });
  });

  it('an unreachable provider is a failed payout, not an exception', async () => {
    const r = await httpPayouts({ url: 'http://127.0.0.1:9/payouts', timeoutMs: 2000 }).payout(req);
    expect(r.status).toBe('failed');
    expect(r.note).toMatch(/^failed: provider unreachable/);
  });
});
