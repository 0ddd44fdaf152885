import { asc, inArray } from 'drizzle-orm';
import { notSentMessage } from '../../../contract/push/routes';
import type { PushAnswer } from '../../../contract/push/schemas';
import type { Tx } from '../../db/crud';
import { customerDevices } from '../../db/schema';
import type { Deps } from '../../deps';
import { HttpError } from '../../http/errors';
import { NOT_CONFIGURED, writePushLog, type PushToRecord } from '../../integrations/push';

/** Device tokens of the given customers, or of every customer when `customerIds` is undefined. */
export async function deviceTokens({ db }: Deps, customerIds?: string[]): Promise<string[]> {
  if (customerIds && customerIds.length === 0) return [];
  const rows = await db
    .select({ token: customerDevices.token })
    .from(customerDevices)
    .where(customerIds ? inArray(customerDevices.customerId, customerIds) : undefined)
    .orderBy(asc(customerDevices.id));
  return rows.map((r) => r.token);
}

/** What a push writes with its Push Logs row, in the same transaction. */
export interface PushCommit {
  /** The request's answer and system-log line (bind's `recordAnswer`), when the push answers success. */
  recordAnswer(tx: Tx, answer: PushAnswer): Promise<void>;
  /** The sender's own record of the push, whatever its outcome (`status` as in Push Logs). */
  alsoWrite?(tx: Tx, status: string): Promise<void>;
}

/** The answer to a push, or the error it answers (every message failed). */
function answerOf(r: Awaited<ReturnType<typeof writePushLog>>, successMessage: string): PushAnswer | HttpError {
  const answer = (Message: string, sent: boolean): PushAnswer => ({
    Message,
    Status: r.status,
    TotalDevicesPushed: r.devices,
    sent,
  });
  if (r.status === 'sent') return answer(successMessage, true);
  if (r.status === NOT_CONFIGURED) return answer(notSentMessage(r.devices), false);
  if (r.status.startsWith('not sent')) return answer('Not sent: no customer devices to push to.', false);
  if (r.sent > 0)
    return answer(`Pushed to ${r.sent} of ${r.devices} devices; ${r.failed} failed (see Push Logs).`, true);
  return new HttpError(502, `Push failed: ${r.status.replace(/^failed: /, '')}`);
}

/**
 * Pushes, then records the push in Push Logs together with the request's system-log line (one transaction, none held
 * open while the provider answers), and answers honestly: the success notice only when the provider accepted it, a
 * plain "not sent" without a provider or devices, and 502 when every message failed.
 */
export async function pushAndAnswer(
  deps: Deps,
  input: PushToRecord,
  successMessage: string,
  commit: PushCommit,
): Promise<PushAnswer> {
  const result = await deps.push.send(input.message, input.tokens);
  const outcome = await deps.db.transaction(async (tx) => {
    const r = await writePushLog(tx, deps.push.kind, input, result);
    await commit.alsoWrite?.(tx, r.status);
    const done = answerOf(r, successMessage);
    if (!(done instanceof HttpError)) await commit.recordAnswer(tx, done);
    return done;
  });
  if (outcome instanceof HttpError) throw outcome;
  return outcome;
}
