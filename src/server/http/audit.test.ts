import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { auditAfterOutsideCall, sanitize } from './audit';

describe('sanitize', () => {
  it('hides passwords and tokens at any depth, and leaves other values', () => {
    expect(
      sanitize({
        email: 'a@b.c',
        password: 'x',
        nested: { token: 't', onlineposdktoken: 'p', apiKey: 'k', keep: 1 },
        list: [{ newPassword: 'y' }],
      }),
    ).toEqual({
      email: 'a@b.c',
      password: '[hidden]',
      nested: { token: '[hidden]', onlineposdktoken: '[hidden]', apiKey: '[hidden]', keep: 1 },
      list: [{ newPassword: '[hidden]' }],
    });
    // Switches named like payment methods are kept.
    expect(sanitize({ value: { card: true, mobilepay: false } })).toEqual({ value: { card: true, mobilepay: false } });
  });

  it('leaves out uploaded images (data URLs and long base64) and cuts long texts and lists', () => {
    const base64 = 'iVBORw0KGgo'.repeat(40);
    const out = sanitize({
      image: `data:image/png;base64,${base64}`,
      raw: base64,
      text: 'x'.repeat(800),
      many: Array.from({ length: 60 }, (_, i) => i),
    }) as Record<string, unknown>;
    expect(out.image).toMatch(/^\[file, \d+ characters, not logged\]$/);
    expect(out.raw).toMatch(/^\[file, \d+ characters, not logged\]$/);
    expect(out.text).toBe(`${'x'.repeat(500)}…`);
    expect(out.many).toHaveLength(51);
  });
});

describe('auditAfterOutsideCall', () => {
  it('never makes a request fail when the log cannot be written', async () => {
    const broken = new Proxy(
      {},
      {
        get: () => () => {
          throw new Error('database is down');
        },
      },
    ) as unknown as Db;
    const app = Fastify({ logger: false });
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (req) => {
      req.user = {
        id: 'u',
        name: 'U',
        email: 'u@example.com',
        type: 'Admin',
        restaurantId: null,
        restaurantName: null,
        staffPermissions: null,
        tokenHash: 'h',
        expiresAt: new Date(Date.now() + 60_000),
      };
    });
    app.post('/thing', async (req) => {
      const answer = { Message: 'done', data: { _id: 'a'.repeat(24) } };
      await auditAfterOutsideCall(broken, req, 200, answer);
      return answer;
    });
    const res = await app.inject({ method: 'POST', url: '/thing', payload: { name: 'x' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Message: 'done', data: { _id: 'a'.repeat(24) } });
    await app.close();
  });
});
