/**
 * A handler bound with `ownTransaction` commits its own transactions, so bind cannot write its system-log line for it:
 * it must call `recordAnswer` in its last transaction. One that forgets fails the request under test (so the omission
 * cannot pass unnoticed), and elsewhere logs an error and still gets its line. A route whose effect ends with an outside
 * call declares it (`lineAfterOutsideCall`) and gets its line once it answered.
 */
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EndpointDef } from '../../contract/endpoint';
import { news } from '../db/schema';
import { linesFor as lines } from '../../../tests/support/system-log';
import { useTestApp } from '../../../tests/support/test-app';
import { bind, LINE_NOT_IN_TRANSACTION, registerSessionResolver } from './bind';
import { registerErrorHandler } from './error-handler';
import { registerIdempotency } from './idempotency';

const t = useTestApp();

const endpoint = (path: string) =>
  ({
    method: 'POST',
    path,
    auth: ['Admin'],
    tag: 'test',
    summary: `Test ${path}`,
    body: z.object({ name: z.string() }),
    response: z.object({ Message: z.string() }),
  }) satisfies EndpointDef;

/** What the app logged at error level. */
const errors: string[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      errors.push(chunk.toString());
      done();
    },
  });
  app = Fastify({ logger: { level: 'error', stream } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerSessionResolver(app, t.db);
  registerIdempotency(app, t.db, { leaseMs: 30_000, singleProcess: false });
  registerErrorHandler(app);
  const addNews = (name: string) => t.db.insert(news).values({ name }).returning();
  // Commits its change with its line, as every ownTransaction handler must.
  bind(
    app,
    endpoint('/records'),
    ({ body, recordAnswer }) =>
      t.db.transaction(async (tx) => {
        await tx.insert(news).values({ name: body.name });
        const answer = { Message: 'saved' };
        await recordAnswer(tx, answer);
        return answer;
      }),
    { ownTransaction: true },
  );
  // Commits its change and forgets its line.
  bind(
    app,
    endpoint('/forgets'),
    async ({ body }) => {
      await addNews(body.name);
      return { Message: 'saved' };
    },
    { ownTransaction: true },
  );
  // Its effect is an outside call (nothing saved here), as declared.
  bind(app, endpoint('/outside'), async () => ({ Message: 'asked' }), { lineAfterOutsideCall: true });
  await app.ready();
});
afterAll(() => app.close());

const post = async (path: string, name: string) =>
  app.inject({
    method: 'POST',
    url: path,
    headers: { authorization: `Bearer ${await t.asAdmin()}` },
    payload: { name },
  });
const linesFor = (path: string) => lines(t, path);
const newsNamed = (name: string) => t.db.select().from(news).where(eq(news.name, name));

describe('an ownTransaction handler', () => {
  it('that calls recordAnswer gets exactly one line, committed with its change', async () => {
    const res = await post('/records', 'Recorded with its line');
    expect([res.statusCode, res.json()]).toEqual([200, { Message: 'saved' }]);
    expect(await newsNamed('Recorded with its line')).toHaveLength(1);
    const lines = await linesFor('/records');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      email: 'admin@example.com',
      others: { body: { name: 'Recorded with its line' } },
    });
  });

  it('that answers without calling recordAnswer fails the request under test', async () => {
    const res = await post('/forgets', 'Saved without its line');
    expect(res.statusCode).toBe(500);
    expect(errors.join('\n')).toContain(LINE_NOT_IN_TRANSACTION);
    expect(await linesFor('/forgets')).toEqual([]);
  });

  it('that answers without calling recordAnswer outside tests logs an error and still gets its line', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    errors.length = 0;
    try {
      const res = await post('/forgets', 'Saved, line after');
      expect([res.statusCode, res.json()]).toEqual([200, { Message: 'saved' }]);
    } finally {
      vi.unstubAllEnvs();
    }
    expect(errors.join('\n')).toContain(LINE_NOT_IN_TRANSACTION);
    const lines = await linesFor('/forgets');
    expect(lines.map((l) => l.others.body)).toEqual([{ name: 'Saved, line after' }]);
  });
});

describe('a route declared lineAfterOutsideCall', () => {
  it('gets exactly one line once it answered', async () => {
    const res = await post('/outside', 'Asked outside');
    expect([res.statusCode, res.json()]).toEqual([200, { Message: 'asked' }]);
    expect(await linesFor('/outside')).toHaveLength(1);
  });
});
