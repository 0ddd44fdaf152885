import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { smsLogs } from '../db/schema';

/** Text messages to customers' phones (docs/architecture.md, Outside services). */
export interface SmsSender {
  /** 'http' posts to the configured provider; 'none' sends nothing and says so. */
  readonly kind: 'http' | 'none';
  /**
   * Resolves with what happened ('sent', 'not sent: …', 'failed: …'); never throws. `idempotencyKey` is the same for
   * every attempt at one message (sent as the Idempotency-Key header, for providers that drop repeats).
   */
  send(to: string, text: string, opts?: { idempotencyKey?: string }): Promise<{ status: string }>;
}

export const SMS_NOT_CONFIGURED = 'not sent: no provider configured';

/** Default without a provider: nothing leaves the server; SMS Logs show the message with this status. */
export const noSms: SmsSender = {
  kind: 'none',
  async send() {
    return { status: SMS_NOT_CONFIGURED };
  },
};

interface HttpSmsOptions {
  /** The provider's send URL: it gets `POST { to, text, sender }` as JSON. */
  url: string;
  /** Sent as `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
  /** Sender name or number shown on the phone. */
  sender?: string;
  timeoutMs?: number;
}

/** A provider with a plain JSON API: any 2xx answer means accepted. */
export function httpSms(opts: HttpSmsOptions): SmsSender {
  return {
    kind: 'http',
    async send(to, text, sendOpts) {
      try {
        const res = await fetch(opts.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}),
            ...(sendOpts?.idempotencyKey ? { 'idempotency-key': sendOpts.idempotencyKey } : {}),
          },
          body: JSON.stringify({ to, text, ...(opts.sender ? { sender: opts.sender } : {}) }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
        });
        if (res.ok) return { status: 'sent' };
        const detail = (await res.text().catch(() => '')).replace(/\s+/g, ' ').trim().slice(0, 200);
        return { status: `failed: provider answered ${res.status}${detail ? ` ${detail}` : ''}` };
      } catch (err) {
        return { status: `failed: provider unreachable (${err instanceof Error ? err.message : String(err)})` };
      }
    },
  };
}

/** The SMS sender the environment configures: the HTTP provider with SMS_PROVIDER_URL, else none. */
export function smsFromEnv(env: NodeJS.ProcessEnv, log: FastifyBaseLogger): SmsSender {
  if (!env.SMS_PROVIDER_URL) {
    log.info('SMS are NOT sent (no SMS_PROVIDER_URL): messages are only recorded in SMS Logs');
    return noSms;
  }
  return httpSms({
    url: env.SMS_PROVIDER_URL,
    apiKey: env.SMS_API_KEY || undefined,
    sender: env.SMS_SENDER || undefined,
  });
}

interface SmsToRecord {
  restaurantId: string | null;
  orderId?: string | null;
  mobileNumber: string;
  message: string;
}

/** Sends one SMS (or not, without a provider) and writes it to SMS Logs with what happened. */
export async function recordSms(deps: { db: Db; sms: SmsSender }, input: SmsToRecord) {
  const { status } = await deps.sms.send(input.mobileNumber, input.message);
  const [row] = await deps.db
    .insert(smsLogs)
    .values({
      restaurantId: input.restaurantId,
      orderId: input.orderId ?? null,
      mobileNumber: input.mobileNumber,
      message: input.message,
      status,
    })
    .returning();
  return row;
}
