import { asc, inArray } from 'drizzle-orm';
import { notSentMessage } from '../../../contract/push/routes';
import type { PushAnswer } from '../../../contract/push/schemas';
import { customerDevices } from '../../db/schema';
import type { Deps } from '../../deps';
import { HttpError } from '../../http/errors';
import { NOT_CONFIGURED, recordPush, type PushToRecord } from '../../integrations/push';

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

/**
 * Pushes, records the push in Push Logs, and answers honestly: the success notice only when the provider
 * accepted it, a plain "not sent" without a provider or devices, and 502 when every message failed.
 */
export async function pushAndAnswer(deps: Deps, input: PushToRecord, successMessage: string): Promise<PushAnswer> {
  const r = await recordPush(deps, input);
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
  throw new HttpError(502, `Push failed: ${r.status.replace(/^failed: /, '')}`);
}
