import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';
import { smsLogs } from '../db/schema';
import { httpSms, noSms, recordSms, SMS_NOT_CONFIGURED, smsFromEnv } from './sms';

const silent = { info: () => undefined } as unknown as FastifyBaseLogger;

/** A provider with a JSON API on a port the system picks: records what it gets, answers `status`. */
let provider: Server;
let url: string;
let received: { auth?: string; key?: string; body: unknown }[] = [];
let answerStatus = 200;
beforeAll(async () => {
  provider = createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString('utf8')));
    req.on('end', () => {
      const key = req.headers['idempotency-key'] as string | undefined;
      received.push({ auth: req.headers.authorization, ...(key ? { key } : {}), body: JSON.parse(text) });
      res.writeHead(answerStatus, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answerStatus === 200 ? { id: 'msg-1' } : { error: 'insufficient credit' }));
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/send`;
});
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));
beforeEach(() => {
  received = [];
  answerStatus = 200;
});

describe('SMS senders', () => {
  it('without a provider sends nothing and says so', async () => {
    expect(await noSms.send('+45 12345678', 'Hello')).toEqual({ status: 'not sent: no provider configured' });
    expect(smsFromEnv({}, silent).kind).toBe('none');
  });

  it('posts { to, text, sender } as JSON with the API key', async () => {
    const sms = smsFromEnv({ SMS_PROVIDER_URL: url, SMS_API_KEY: 'secret-key', SMS_SENDER: 'DemoBistro' }, silent);
    expect(sms.kind).toBe('http');
    expect(await sms.send('+45 12345678', 'Your order is ready')).toEqual({ status: 'sent' });
    expect(received).toEqual([
      { auth: 'Bearer secret-key', body: { to: '+45 12345678', text: 'Your order is ready', sender: 'DemoBistro' } },
    ]);
  });

  it('sends the Idempotency-Key it is given, the same for every attempt at one message', async () => {
    const sms = httpSms({ url });
    await sms.send('+45 12345678', 'Ready', { idempotencyKey: 'job-1' });
    await sms.send('+45 12345678', 'Ready', { idempotencyKey: 'job-1' });
    expect(received.map((r) => r.key)).toEqual(['job-1', 'job-1']);
  });

  it('reports what the provider refused', async () => {
    answerStatus = 402;
    expect((await httpSms({ url }).send('+45 1', 'x')).status).toBe(
      'failed: provider answered 402 {"error":"insufficient credit"}',
    );
  });

  it('reports an unreachable provider', async () => {
    expect((await httpSms({ url: 'http://127.0.0.1:9/send', timeoutMs: 2000 }).send('+45 1', 'x')).status).toMatch(
      /^failed: provider unreachable/,
    );
  });
});

describe('recordSms', () => {
  const t = useTestApp();

  it('writes every message to SMS Logs with what happened', async () => {
    const restaurantId = await t.restaurantId('Demo Bistro');
    const notSent = await recordSms(
      { db: t.db, sms: noSms },
      { restaurantId, mobileNumber: '+45 11111111', message: 'Order #7 accepted' },
    );
    const sent = await recordSms(
      { db: t.db, sms: httpSms({ url }) },
      { restaurantId, mobileNumber: '+45 22222222', message: 'Order #8 ready' },
    );
    const rows = await t.db.select().from(smsLogs).where(eq(smsLogs.mobileNumber, '+45 11111111'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: notSent.id,
      restaurantId,
      orderId: null,
      message: 'Order #7 accepted',
      status: SMS_NOT_CONFIGURED,
    });
    const [row] = await t.db.select().from(smsLogs).where(eq(smsLogs.id, sent.id));
    expect(row).toMatchObject({ mobileNumber: '+45 22222222', status: 'sent' });
    expect(received).toHaveLength(1);
  });
});
