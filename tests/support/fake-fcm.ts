/**
 * A local stand-in for Google's OAuth2 token endpoint and the FCM HTTP v1 API, for tests of the real
 * push sender: it checks the service account's signed assertion and the bearer token, and records
 * every message. Listens on 127.0.0.1 on a port the system picks.
 */
import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { fcmPush, type ServiceAccount } from '../../src/server/integrations/push';
import { createTestApp, type TestApp } from './test-app';

export interface FakeFcmMessage {
  project: string;
  token: string;
  notification: { title: string; body: string };
  data?: Record<string, string>;
}

export interface FakeFcm {
  /** A service account whose key the fake trusts. */
  serviceAccount: ServiceAccount;
  baseUrl: string;
  tokenUrl: string;
  messages: FakeFcmMessage[];
  tokenRequests: number;
  /** Device tokens FCM answers 404 UNREGISTERED for. */
  unregistered: Set<string>;
  /** When set, the token endpoint refuses the service account. */
  refuseToken: boolean;
  close(): Promise<void>;
}

const ACCESS_TOKEN = 'fake-access-token-1234567890';

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (text += c));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });

/** True when `jwt` is an RS256 token signed by the key and issued by `email`. */
function validAssertion(jwt: string, publicKeyPem: string, email: string): boolean {
  const [head, payload, signature] = jwt.split('.');
  if (!head || !payload || !signature) return false;
  const ok = verify(
    'RSA-SHA256',
    Buffer.from(`${head}.${payload}`),
    createPublicKey(publicKeyPem),
    Buffer.from(signature, 'base64url'),
  );
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iss?: string; scope?: string };
  return ok && claims.iss === email && claims.scope === 'https://www.googleapis.com/auth/firebase.messaging';
}

export async function startFakeFcm(): Promise<FakeFcm> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const fake: Omit<FakeFcm, 'baseUrl' | 'tokenUrl' | 'close'> = {
    serviceAccount: {
      project_id: 'demo-project',
      client_email: 'pusher@demo-project.iam.gserviceaccount.com',
      private_key: privateKey,
    },
    messages: [],
    tokenRequests: 0,
    unregistered: new Set(),
    refuseToken: false,
  };
  const json = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    if (req.method === 'POST' && req.url === '/token') {
      fake.tokenRequests += 1;
      const form = new URLSearchParams(body);
      const assertion = form.get('assertion') ?? '';
      if (
        fake.refuseToken ||
        form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer' ||
        !validAssertion(assertion, publicKey, fake.serviceAccount.client_email)
      ) {
        return json(res, 400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
      }
      return json(res, 200, { access_token: ACCESS_TOKEN, expires_in: 3600, token_type: 'Bearer' });
    }
    const m = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(req.url ?? '');
    if (req.method === 'POST' && m) {
      if (req.headers.authorization !== `Bearer ${ACCESS_TOKEN}`)
        return json(res, 401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
      const { message } = JSON.parse(body) as { message: Omit<FakeFcmMessage, 'project'> };
      if (fake.unregistered.has(message.token))
        return json(res, 404, {
          error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' },
        });
      fake.messages.push({ project: decodeURIComponent(m[1]), ...message });
      return json(res, 200, { name: `projects/${m[1]}/messages/${fake.messages.length}` });
    }
    json(res, 404, { error: 'no such endpoint' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, {
    baseUrl: base,
    tokenUrl: `${base}/token`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/**
 * A test app whose pushes go through the real FCM sender to a fake FCM, for one describe block: made in
 * `beforeAll`, closed in `afterAll`. Read `t` and `fcm` inside tests.
 */
export function useFcmTestApp(): { readonly t: TestApp; readonly fcm: FakeFcm } {
  const made: { t?: TestApp; fcm?: FakeFcm } = {};
  beforeAll(async () => {
    made.fcm = await startFakeFcm();
    made.t = await createTestApp({
      push: fcmPush({
        serviceAccount: made.fcm.serviceAccount,
        baseUrl: made.fcm.baseUrl,
        tokenUrl: made.fcm.tokenUrl,
      }),
    });
  });
  afterAll(async () => {
    await made.t?.close();
    await made.fcm?.close();
  });
  return {
    get t() {
      if (!made.t) throw new Error('the FCM test app is made in beforeAll; use it inside tests');
      return made.t;
    },
    get fcm() {
      if (!made.fcm) throw new Error('the fake FCM is started in beforeAll; use it inside tests');
      return made.fcm;
    },
  };
}
