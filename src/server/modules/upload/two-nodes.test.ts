/**
 * Uploads on every node: two server nodes on one database, each with a data folder of its own (as on two
 * machines). An image uploaded through one is served by the other, with the long cache header.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG_BASE64, tinyPng } from '../../../../tests/support/images';
import { testConfig, useTestApp } from '../../../../tests/support/test-app';
import { buildApp } from '../../app';
import { noPush } from '../../integrations/push';
import { noSms } from '../../integrations/sms';

const nodeA = useTestApp({ config: { dataDir: mkdtempSync(path.join(os.tmpdir(), 'node-a-')) } });
let nodeB: FastifyInstance;

beforeAll(async () => {
  const database = {
    db: nodeA.db,
    kind: 'pglite' as const,
    migrate: async () => {},
    close: async () => {},
    listen: async () => async () => {},
  };
  const built = await buildApp(testConfig({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'node-b-')) }), {
    database,
    push: noPush,
    sms: noSms,
    logger: false,
  });
  nodeB = built.app;
  await nodeB.ready();
});
afterAll(async () => {
  await nodeB?.close();
});

describe('an image uploaded on one node', () => {
  it('is served by the other node, byte for byte, cached for a year', async () => {
    const res = await nodeA.call(await nodeA.asAdmin(), 'POST', '/upload', {
      body: { filename: 'cover.png', image: `data:image/png;base64,${TINY_PNG_BASE64}` },
    });
    expect(res.status).toBe(200);
    const file = await nodeB.inject({ method: 'GET', url: res.json.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.rawPayload.equals(tinyPng())).toBe(true);
  });

  it('is still missing on both nodes when it was never uploaded', async () => {
    const missing = '/uploads/0123456789abcdef0123456789abcdef.png';
    expect((await nodeA.app.inject({ method: 'GET', url: missing })).statusCode).toBe(404);
    expect((await nodeB.inject({ method: 'GET', url: missing })).statusCode).toBe(404);
  });
});
