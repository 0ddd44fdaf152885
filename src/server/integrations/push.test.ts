import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeFcm, type FakeFcm } from '../../../tests/support/fake-fcm';
import { fcmPush, noPush, NOT_CONFIGURED, pushFromEnv, readServiceAccount } from './push';

const silent = { info: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;
const msg = { title: 'Burger night', body: 'Any burger and a draught beer', data: { type: 'deal', dealid: 'abc' } };

describe('without a provider', () => {
  it('sends nothing and says so', async () => {
    expect(await noPush.send(msg, ['t1', 't2'])).toEqual({ sent: 0, failed: 0, status: NOT_CONFIGURED });
    expect(NOT_CONFIGURED).toBe('not sent: no provider configured');
  });

  it('is what the environment gives without FCM_SERVICE_ACCOUNT_JSON', () => {
    expect(pushFromEnv({}, silent).kind).toBe('none');
  });
});

describe('Firebase Cloud Messaging HTTP v1 (against a local fake)', () => {
  let fcm: FakeFcm;
  beforeAll(async () => {
    fcm = await startFakeFcm();
  });
  afterAll(() => fcm.close());
  beforeEach(() => {
    fcm.messages.length = 0;
    fcm.unregistered.clear();
    fcm.refuseToken = false;
  });
  const sender = (over: Partial<Parameters<typeof fcmPush>[0]> = {}) =>
    fcmPush({ serviceAccount: fcm.serviceAccount, baseUrl: fcm.baseUrl, tokenUrl: fcm.tokenUrl, ...over });

  it('sends one message per device token, with a service-account access token', async () => {
    const push = sender();
    expect(push.kind).toBe('fcm');
    const result = await push.send(msg, ['device-a', 'device-b', 'device-c']);
    expect(result).toEqual({ sent: 3, failed: 0, status: 'sent' });
    expect(fcm.messages.map((m) => m.token).sort()).toEqual(['device-a', 'device-b', 'device-c']);
    expect(fcm.messages[0]).toMatchObject({
      project: 'demo-project',
      notification: { title: 'Burger night', body: 'Any burger and a draught beer' },
      data: msg.data,
    });
  });

  it('reuses the access token until it expires', async () => {
    const push = sender();
    const before = fcm.tokenRequests;
    await push.send(msg, ['one']);
    await push.send(msg, ['two']);
    expect(fcm.tokenRequests - before).toBe(1);
  });

  it('sends to the configured project instead of the key’s', async () => {
    await sender({ projectId: 'other-project' }).send(msg, ['device-a']);
    expect(fcm.messages[0].project).toBe('other-project');
  });

  it('tells how many devices failed when some tokens are no longer registered', async () => {
    fcm.unregistered.add('gone');
    const result = await sender().send(msg, ['ok-1', 'gone', 'ok-2']);
    expect(result.sent).toBe(2);
    expect(result.failed).toBe(1);
    expect(result.status).toMatch(/^sent to 2 of 3 devices \(1 failed: FCM answered 404 .*NOT_FOUND/);
  });

  it('answers failed when every message is refused', async () => {
    fcm.unregistered.add('gone');
    const result = await sender().send(msg, ['gone']);
    expect(result).toMatchObject({ sent: 0, failed: 1 });
    expect(result.status).toMatch(/^failed: FCM answered 404/);
  });

  it('answers failed when Google refuses the service account', async () => {
    fcm.refuseToken = true;
    const result = await sender().send(msg, ['device-a']);
    expect(result).toMatchObject({ sent: 0, failed: 1 });
    expect(result.status).toMatch(/^failed: could not get an FCM access token/);
    expect(fcm.messages).toEqual([]);
  });

  it('answers failed when FCM cannot be reached', async () => {
    const result = await sender({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 }).send(msg, ['device-a']);
    expect(result.status).toMatch(/^failed: FCM unreachable/);
  });

  it('sends nothing when there are no devices', async () => {
    expect(await sender().send(msg, [])).toEqual({ sent: 0, failed: 0, status: 'not sent: no devices to push to' });
  });

  it('is switched on by FCM_SERVICE_ACCOUNT_JSON (the JSON itself or a file path)', async () => {
    const json = JSON.stringify({ type: 'service_account', ...fcm.serviceAccount });
    const fromText = pushFromEnv(
      { FCM_SERVICE_ACCOUNT_JSON: json, FCM_BASE_URL: fcm.baseUrl, FCM_TOKEN_URL: fcm.tokenUrl },
      silent,
    );
    expect(fromText.kind).toBe('fcm');
    expect((await fromText.send(msg, ['from-text'])).status).toBe('sent');

    const dir = await mkdtemp(path.join(os.tmpdir(), 'fcm-key-'));
    try {
      const file = path.join(dir, 'key.json');
      await writeFile(file, json);
      expect(readServiceAccount(file)).toEqual(fcm.serviceAccount);
      const fromFile = pushFromEnv(
        { FCM_SERVICE_ACCOUNT_JSON: file, FCM_BASE_URL: fcm.baseUrl, FCM_TOKEN_URL: fcm.tokenUrl },
        silent,
      );
      expect((await fromFile.send(msg, ['from-file'])).status).toBe('sent');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    expect(fcm.messages.map((m) => m.token)).toEqual(['from-text', 'from-file']);
  });

  it('refuses a key without a private key, plainly', () => {
    expect(() => readServiceAccount('{"project_id":"p","client_email":"a@b.c"}')).toThrow(
      /service-account key with project_id, client_email and private_key/,
    );
  });
});
