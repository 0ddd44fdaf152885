/**
 * A local Web Push service for tests, and the browser side of its subscriptions, written from the RFCs with
 * node:crypto only (never with web-push's code, which the server sends with):
 *
 * - each device is made as a browser makes it: its own P-256 key pair and 16-byte auth secret (RFC 8291 §2);
 * - every push must carry a VAPID JWT (RFC 8292): ES256, `aud` = this service's origin, not expired, signed by the
 *   key in `k`, which must be the server's public key;
 * - every payload is decrypted (RFC 8188 aes128gcm, keys derived as RFC 8291 §3.4) and kept as JSON.
 *
 * It speaks HTTPS on 127.0.0.1 with a self-signed certificate (tests/support/tls): the process trusts it by adding it
 * to the https global agent's CAs, which is the agent the server's sends use.
 */
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const tlsDir = path.join(import.meta.dirname, 'tls');
const cert = readFileSync(path.join(tlsDir, 'local-push-service.cert.pem'), 'utf8');
const key = readFileSync(path.join(tlsDir, 'local-push-service.key.pem'), 'utf8');

const b64url = (b: Buffer) => b.toString('base64url');

export interface Device {
  name: string;
  /** As PushSubscription.toJSON() gives it: what the web sends to the subscribe endpoint. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The status the push service answers for this device (201; 410 once the browser dropped it; 0: it never answers). */
  answer: number;
}

export interface Delivery {
  device: string;
  /** The decrypted payload, parsed. */
  message: Record<string, unknown>;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
  /** The status the service answered. */
  status: number;
}

export interface LocalPushService {
  origin: string;
  /** Every push accepted for decryption, oldest first (whatever status was answered). */
  deliveries: Delivery[];
  /** Pushes refused: a missing or bad VAPID JWT, a payload that does not decrypt. Empty when the server behaves. */
  refusals: string[];
  /** The devices whose pushes the service took and never answered (their `answer` is 0), oldest first. */
  silent: string[];
  /** A new device with its own keys, as a browser's pushManager.subscribe() would make. */
  device(name: string): Device;
  /** The VAPID public key (base64url) the JWTs must be signed with. */
  expectKey(publicKey: string): void;
  close(): Promise<void>;
}

interface DeviceKeys {
  device: Device;
  ecdh: ReturnType<typeof createECDH>;
  publicKey: Buffer;
  auth: Buffer;
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>` (RFC 8292 §3); answers why not, or null. */
function vapidProblem(header: string | undefined, origin: string, expectedKey: string | undefined): string | null {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!m) return `no VAPID authorization: ${header}`;
  const [, jwt, k] = m;
  if (k !== expectedKey) return `signed with an unexpected key: ${k}`;
  const [h, p, s] = jwt.split('.');
  const head = JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg?: string; typ?: string };
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  if (head.alg !== 'ES256') return `JWT alg ${head.alg}`;
  if (claims.aud !== origin) return `JWT aud ${claims.aud}, expected ${origin}`;
  const now = Date.now() / 1000;
  if (!claims.exp || claims.exp < now || claims.exp > now + 24 * 3600) return `JWT exp ${claims.exp}`;
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) return `JWT sub ${claims.sub}`;
  const raw = Buffer.from(k, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return 'k is not an uncompressed P-256 point';
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(s, 'base64url'),
  );
  return signed ? null : 'JWT signature does not verify';
}

/** RFC 8188 aes128gcm with RFC 8291 keys: one record, as a Web Push message is. Throws when it does not decrypt. */
export function decryptPush(
  body: Buffer,
  to: { ecdh: ReturnType<typeof createECDH>; publicKey: Buffer; auth: Buffer },
) {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20];
  const asPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  if (idlen !== 65) throw new Error(`keyid of ${idlen} bytes, expected the sender's 65-byte public key`);
  if (record.length > rs) throw new Error('more than one record');
  const ecdhSecret = to.ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), to.publicKey, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, to.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding (RFC 8188 §2).
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const devices = new Map<string, DeviceKeys>();
  const deliveries: Delivery[] = [];
  const refusals: string[] = [];
  const silent: string[] = [];
  let expectedKey: string | undefined;
  let origin = '';

  const server = https.createServer({ cert, key }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
      const target = id ? devices.get(id) : undefined;
      const refuse = (status: number, why: string) => {
        refusals.push(`${target?.device.name ?? req.url}: ${why}`);
        res.writeHead(status).end(why);
      };
      if (req.method !== 'POST' || !target) return refuse(404, 'no such subscription');
      const problem = vapidProblem(req.headers.authorization, origin, expectedKey);
      if (problem) return refuse(403, problem);
      if (req.headers['content-encoding'] !== 'aes128gcm') return refuse(400, 'not aes128gcm');
      let message: Record<string, unknown>;
      try {
        message = JSON.parse(decryptPush(Buffer.concat(chunks), target)) as Record<string, unknown>;
      } catch (err) {
        return refuse(400, `payload does not decrypt: ${(err as Error).message}`);
      }
      const status = target.device.answer;
      // A push service that takes the request and never answers.
      if (status === 0) return void silent.push(target.device.name);
      deliveries.push({
        device: target.device.name,
        message,
        ttl: req.headers.ttl as string | undefined,
        urgency: req.headers.urgency as string | undefined,
        topic: req.headers.topic as string | undefined,
        status,
      });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The server's sends go through the https global agent: it trusts this service's certificate.
  const agentOptions = https.globalAgent.options;
  const previousCa = agentOptions.ca;
  agentOptions.ca = [...(previousCa ? [previousCa].flat() : []), cert];

  return {
    origin,
    deliveries,
    refusals,
    silent,
    device(name) {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomBytes(12).toString('base64url');
      const device: Device = {
        name,
        subscription: { endpoint: `${origin}/push/${id}`, keys: { p256dh: b64url(publicKey), auth: b64url(auth) } },
        answer: 201,
      };
      devices.set(id, { device, ecdh, publicKey, auth });
      return device;
    },
    expectKey(publicKey) {
      expectedKey = publicKey;
    },
    async close() {
      agentOptions.ca = previousCa;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
