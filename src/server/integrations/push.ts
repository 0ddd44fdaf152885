import { readFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { JWT } from 'google-auth-library';
import type { Db } from '../db/client';
import type { Tx } from '../db/crud';
import { pushLogs } from '../db/schema';

export interface PushMessage {
  title: string;
  body: string;
  data?: Record<string, string>;
}

export interface PushResult {
  /** Devices the provider accepted the message for. */
  sent: number;
  failed: number;
  /** What happened, for Push Logs and the answer: 'sent', 'sent to 3 of 4 devices (1 failed: …)', 'not sent: …', 'failed: …'. */
  status: string;
}

/** Push notifications to customer devices (docs/architecture.md, Outside services). */
export interface PushSender {
  /** 'fcm' sends through Firebase Cloud Messaging; 'none' sends nothing and says so. */
  readonly kind: 'fcm' | 'none';
  send(msg: PushMessage, tokens: string[]): Promise<PushResult>;
}

export const NOT_CONFIGURED = 'not sent: no provider configured';

/** Default without a provider: nothing leaves the server, and the status says so plainly. */
export const noPush: PushSender = {
  kind: 'none',
  async send() {
    return { sent: 0, failed: 0, status: NOT_CONFIGURED };
  },
};

/** The parts of a Google service-account key file that FCM needs. */
export interface ServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
}

interface FcmOptions {
  serviceAccount: ServiceAccount;
  /** Defaults to the service account's project. */
  projectId?: string;
  /** Default https://fcm.googleapis.com (tests point it at a local fake). */
  baseUrl?: string;
  /** Replaces Google's OAuth2 token endpoint (tests point it at a local fake). */
  tokenUrl?: string;
  /** Messages in flight at once. */
  concurrency?: number;
  /** Milliseconds before one request is abandoned. */
  timeoutMs?: number;
}

const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

/** Shortens a provider's error answer to one line for the log. */
const oneLine = (text: string, max = 200) => text.replace(/\s+/g, ' ').trim().slice(0, max);

/**
 * Firebase Cloud Messaging HTTP v1: one `messages:send` request per device token, authorised with an
 * OAuth2 access token that google-auth-library gets (and renews) for the service account.
 */
export function fcmPush(opts: FcmOptions): PushSender {
  const projectId = opts.projectId ?? opts.serviceAccount.project_id;
  const endpoint = `${(opts.baseUrl ?? 'https://fcm.googleapis.com').replace(/\/$/, '')}/v1/projects/${encodeURIComponent(projectId)}/messages:send`;
  const auth = new JWT({
    email: opts.serviceAccount.client_email,
    key: opts.serviceAccount.private_key,
    scopes: [FCM_SCOPE],
  });
  if (opts.tokenUrl) {
    const tokenUrl = new URL(opts.tokenUrl);
    auth.transporter.interceptors.request.add({
      resolved: async (config) => (config.url.href === GOOGLE_TOKEN_URL ? { ...config, url: tokenUrl } : config),
    });
  }
  const concurrency = opts.concurrency ?? 8;
  const timeoutMs = opts.timeoutMs ?? 10_000;

  async function sendOne(accessToken: string, msg: PushMessage, token: string): Promise<string | null> {
    try {
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          message: {
            token,
            notification: { title: msg.title, body: msg.body },
            ...(msg.data ? { data: msg.data } : {}),
          },
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (res.ok) return null;
      return `FCM answered ${res.status} ${oneLine(await res.text().catch(() => ''))}`.trim();
    } catch (err) {
      return `FCM unreachable (${err instanceof Error ? err.message : String(err)})`;
    }
  }

  return {
    kind: 'fcm',
    async send(msg, tokens) {
      if (tokens.length === 0) return { sent: 0, failed: 0, status: 'not sent: no devices to push to' };
      let accessToken: string;
      try {
        const got = await auth.getAccessToken();
        if (!got.token) throw new Error('no access token in the answer');
        accessToken = got.token;
      } catch (err) {
        return {
          sent: 0,
          failed: tokens.length,
          status: `failed: could not get an FCM access token (${oneLine(err instanceof Error ? err.message : String(err))})`,
        };
      }
      const errors: string[] = [];
      let next = 0;
      const worker = async () => {
        while (next < tokens.length) {
          const token = tokens[next++];
          const error = await sendOne(accessToken, msg, token);
          if (error) errors.push(error);
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, tokens.length) }, worker));
      const failed = errors.length;
      const sent = tokens.length - failed;
      const status =
        failed === 0
          ? 'sent'
          : sent === 0
            ? `failed: ${errors[0]}`
            : `sent to ${sent} of ${tokens.length} devices (${failed} failed: ${errors[0]})`;
      return { sent, failed, status };
    },
  };
}

/** `FCM_SERVICE_ACCOUNT_JSON` holds the key file's JSON itself or the path of the file. */
export function readServiceAccount(value: string): ServiceAccount {
  const text = value.trim().startsWith('{') ? value : readFileSync(value, 'utf8');
  const json = JSON.parse(text) as Partial<ServiceAccount>;
  if (!json.client_email || !json.private_key || !json.project_id) {
    throw new Error(
      'FCM_SERVICE_ACCOUNT_JSON must be a Google service-account key with project_id, client_email and private_key',
    );
  }
  return { project_id: json.project_id, client_email: json.client_email, private_key: json.private_key };
}

/** The push sender the environment configures: FCM with FCM_SERVICE_ACCOUNT_JSON, else none. */
export function pushFromEnv(env: NodeJS.ProcessEnv, log: FastifyBaseLogger): PushSender {
  if (!env.FCM_SERVICE_ACCOUNT_JSON) {
    log.info('push notifications are NOT sent (no FCM_SERVICE_ACCOUNT_JSON): pushes are only recorded in Push Logs');
    return noPush;
  }
  return fcmPush({
    serviceAccount: readServiceAccount(env.FCM_SERVICE_ACCOUNT_JSON),
    projectId: env.FCM_PROJECT_ID || undefined,
    baseUrl: env.FCM_BASE_URL || undefined,
    tokenUrl: env.FCM_TOKEN_URL || undefined,
  });
}

export interface PushToRecord {
  /** The admin's email. */
  initiatedBy: string;
  /** What was pushed, e.g. 'deal', 'push notification'. */
  type: string;
  message: PushMessage;
  tokens: string[];
  /** Details kept in the log's Others (ids, names). */
  others?: Record<string, unknown>;
}

/** Sends a push (or not, without a provider) and writes it to Push Logs with what happened. */
export async function recordPush(deps: { db: Db; push: PushSender }, input: PushToRecord) {
  const result = await deps.push.send(input.message, input.tokens);
  return writePushLog(deps.db, deps.push.kind, input, result);
}

/** The Push Logs row of a push sent (in the caller's transaction when given one). */
export async function writePushLog(db: Tx, provider: PushSender['kind'], input: PushToRecord, result: PushResult) {
  const [log] = await db
    .insert(pushLogs)
    .values({
      initiatedBy: input.initiatedBy,
      type: input.type,
      totalDevicesPushed: input.tokens.length,
      status: result.status,
      others: {
        ...input.others,
        title: input.message.title,
        body: input.message.body,
        provider,
        sent: result.sent,
        failed: result.failed,
      },
    })
    .returning();
  return { ...result, devices: input.tokens.length, logId: log.id };
}
