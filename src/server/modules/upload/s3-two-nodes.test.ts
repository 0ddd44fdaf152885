/**
 * Uploads in an S3-compatible store: two server nodes configured with the same bucket of a real S3 server
 * (s3rver, speaking the S3 HTTP API with signature checks) and, to show the bytes come from the bucket, a database each.
 * An image uploaded through one node is served by the other, with the long cache header.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG_BASE64, tinyPng } from '../../../../tests/support/images';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { configFromEnv, type S3Settings } from '../../config';
import { uploadFiles } from '../../db/schema';
import { s3Client } from '../../integrations/s3-storage';

const BUCKET = 'kitchen-uploads';
let s3server: S3rver;
let s3: S3Settings;
let nodeA: TestApp;
let nodeB: TestApp;

beforeAll(async () => {
  s3server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(path.join(os.tmpdir(), 's3rver-')),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3server.run();
  // s3rver's own keys: it checks every request's signature against them.
  s3 = configFromEnv({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'eu-north-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  }).s3!;
  nodeA = await createTestApp({ config: { s3, dataDir: mkdtempSync(path.join(os.tmpdir(), 'node-a-')) } });
  nodeB = await createTestApp({ seed: false, config: { s3, dataDir: mkdtempSync(path.join(os.tmpdir(), 'node-b-')) } });
});
afterAll(async () => {
  await nodeA?.close();
  await nodeB?.close();
  await s3server?.close();
});

const upload = async () => {
  const res = await nodeA.call(await nodeA.asAdmin(), 'POST', '/upload', {
    body: { filename: 'cover.png', image: `data:image/png;base64,${TINY_PNG_BASE64}` },
  });
  expect(res.status).toBe(200);
  return res.json.url as string;
};

describe('S3 settings', () => {
  it('are read from S3_* variables, and absent without S3_BUCKET (uploads then stay in the database)', () => {
    expect(s3).toEqual({
      bucket: BUCKET,
      endpoint: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      region: 'eu-north-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      prefix: 'uploads/',
    });
    expect(configFromEnv({}).s3).toBeUndefined();
    expect(configFromEnv({ S3_BUCKET: 'b', S3_PREFIX: '' }).s3).toMatchObject({
      bucket: 'b',
      region: 'us-east-1',
      forcePathStyle: false,
      prefix: '',
      endpoint: undefined,
    });
  });
});

describe('an image uploaded on one node with an S3 bucket configured', () => {
  it('is served by the other node (another database, same bucket), byte for byte, cached for a year', async () => {
    const url = await upload();
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const file = await nodeB.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.rawPayload.equals(tinyPng())).toBe(true);
  });

  it('is an object in the bucket, not a row in the database', async () => {
    const name = (await upload()).split('/').pop()!;
    const object = await s3Client(s3).send(new GetObjectCommand({ Bucket: BUCKET, Key: `uploads/${name}` }));
    expect(object.ContentType).toBe('image/png');
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(tinyPng())).toBe(true);
    expect(await nodeA.db.select().from(uploadFiles).where(eq(uploadFiles.name, name))).toEqual([]);
  });

  it('is missing on both nodes when it was never uploaded', async () => {
    const missing = '/uploads/0123456789abcdef0123456789abcdef.png';
    expect((await nodeA.app.inject({ method: 'GET', url: missing })).statusCode).toBe(404);
    expect((await nodeB.app.inject({ method: 'GET', url: missing })).statusCode).toBe(404);
  });

  it('stored in the database before the bucket was configured, is still served', async () => {
    const name = 'fedcba9876543210fedcba9876543210.png';
    await nodeA.db.insert(uploadFiles).values({ name, contentType: 'image/png', bytes: tinyPng() });
    const file = await nodeA.app.inject({ method: 'GET', url: `/uploads/${name}` });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(tinyPng())).toBe(true);
    expect((await nodeB.app.inject({ method: 'GET', url: `/uploads/${name}` })).statusCode).toBe(404); // not in B's database, nor in the bucket
  });
});
