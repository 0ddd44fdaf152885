/** A staff device turns notifications on or off; its subscription belongs to the session that made it. */
import { and, eq } from 'drizzle-orm';
import { STAFF_PUSH_MESSAGES as M } from '../../../contract/staff-push/routes';
import { staffPushSubscriptions } from '../../db/schema';
import type { Deps } from '../../deps';
import { fieldError, forbidden } from '../../http/errors';
import { endpointProblem } from './endpoint-policy';
import type { SessionUser } from '../../http/session';
import { vapidDetails } from './keys';

export async function publicKey(deps: Deps) {
  return { publicKey: (await vapidDetails(deps)).publicKey };
}

interface Subscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * The same endpoint again from the same user (a new sign-in on the device, renewed keys) moves their row to this
 * session; another user's subscription of the endpoint is theirs and stays as it is.
 */
export async function subscribe(deps: Deps, user: SessionUser, sub: Subscription) {
  if (!user.restaurantId) throw forbidden('Only restaurant staff receive notifications');
  const problem = await endpointProblem(sub.endpoint, deps.config.staffPushHosts);
  if (problem) throw fieldError('endpoint', problem);
  const values = {
    userId: user.id,
    restaurantId: user.restaurantId,
    sessionTokenHash: user.tokenHash,
    endpoint: sub.endpoint,
    p256dh: sub.keys.p256dh,
    auth: sub.keys.auth,
  };
  const { endpoint: _, userId: __, ...changes } = values;
  await deps.db
    .insert(staffPushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: [staffPushSubscriptions.endpoint, staffPushSubscriptions.userId],
      set: { ...changes, updatedAt: new Date() },
    });
  return { Message: M.subscribed };
}

/** Only the caller's own device rows: an endpoint is a secret of its browser, but another user's stays theirs. */
export async function unsubscribe(deps: Deps, user: SessionUser, endpoint: string) {
  await deps.db
    .delete(staffPushSubscriptions)
    .where(and(eq(staffPushSubscriptions.endpoint, endpoint), eq(staffPushSubscriptions.userId, user.id)));
  return { Message: M.unsubscribed };
}
