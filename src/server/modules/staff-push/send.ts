/**
 * Pushes to the staff devices of a restaurant, as durable jobs written in the transaction of the change (a new call,
 * its reminder and escalation, its acknowledgement, an order ready). A job remembers each device it reached
 * (staff_push_deliveries), so a retry sends only to those it missed; a device the push service reports gone (404/410)
 * is removed.
 */
import { and, eq, getTableColumns, gt, notExists } from 'drizzle-orm';
import webpush, { WebPushError } from 'web-push';
import { callAwaiter, sessions, staffPushDeliveries, staffPushSubscriptions, users } from '../../db/schema';
import type { Tx } from '../../db/crud';
import type { Deps } from '../../deps';
import type { JobInfo } from '../../jobs/queue';
import { enqueue } from '../../jobs/queue';
import { CALL_SCREEN_PATH, type StaffPushMessage } from '../../../contract/staff-push/message';
import { endpointShapeProblem, pushAgent } from './endpoint-policy';
import { vapidDetails } from './keys';

export const CALL_PUSH_JOB = 'staffpush.call';
export const CALL_CLOSE_PUSH_JOB = 'staffpush.close';
/** The call pushed to the waiters again, once its restaurant's re-notify time passed unanswered. */
export const CALL_REMIND_PUSH_JOB = 'staffpush.remind';
/** The call pushed to the restaurant's admins, at twice the re-notify time unanswered. */
export const CALL_ESCALATE_PUSH_JOB = 'staffpush.escalate';
export interface CallPushJob extends Record<string, unknown> {
  callId: string;
}

/** A call nobody answered within this long is no longer worth showing on a phone that was offline. */
const CALL_TTL_S = 15 * 60;
/** A push service that has not answered by then is tried again by the job's retry. */
const SEND_TIMEOUT_MS = 5_000;

export const enqueueCallPush = (tx: Tx, callId: string) =>
  enqueue<CallPushJob>(tx, CALL_PUSH_JOB, { key: callId, payload: { callId } });
export const enqueueCallClosePush = (tx: Tx, callId: string, key = callId) =>
  enqueue<CallPushJob>(tx, CALL_CLOSE_PUSH_JOB, { key, payload: { callId } });

/**
 * In the transaction that creates the call: its reminder to the waiters `seconds` later and its escalation to the
 * admins at twice that, each doing nothing when the call was answered by then.
 */
export async function enqueueCallFollowUps(tx: Tx, call: { id: string; createdAt: Date }, seconds: number) {
  const at = (n: number) => new Date(call.createdAt.getTime() + n * seconds * 1000);
  const payload = { callId: call.id };
  await enqueue<CallPushJob>(tx, CALL_REMIND_PUSH_JOB, { key: call.id, payload, runAt: at(1) });
  await enqueue<CallPushJob>(tx, CALL_ESCALATE_PUSH_JOB, { key: call.id, payload, runAt: at(2) });
}

export const callUrl = (restaurantId: string) => `${CALL_SCREEN_PATH}?restaurant=${restaurantId}`;

export async function sendCallPush(deps: Deps, job: JobInfo, { callId }: CallPushJob) {
  const [call] = await deps.db.select().from(callAwaiter).where(eq(callAwaiter.id, callId));
  // Answered before the push went out: the close push follows, nothing to show.
  if (!call || call.status !== 'preorder') return;
  await pushToRestaurant(deps, job, call.restaurantId, {
    type: 'call',
    tag: call.id,
    callId: call.id,
    title: `Table ${call.tablenumber} calls a waiter`,
    body: call.name,
    url: callUrl(call.restaurantId),
  });
}

const waitedFor = (since: Date, now: Date) => {
  const s = Math.max(0, Math.round((now.getTime() - since.getTime()) / 1000));
  return s < 120 ? `${s} s` : `${Math.round(s / 60)} min`;
};

/**
 * The reminder (every device of the restaurant's staff) or the escalation (its admins' devices only) of a call still
 * open. Answered while it was being sent: a close follows, so no phone keeps showing it.
 */
export async function sendCallFollowUp(deps: Deps, job: JobInfo, { callId }: CallPushJob, now: Date) {
  const [call] = await deps.db.select().from(callAwaiter).where(eq(callAwaiter.id, callId));
  if (!call || call.status !== 'preorder') return;
  const escalate = job.kind === CALL_ESCALATE_PUSH_JOB;
  await pushToRestaurant(
    deps,
    job,
    call.restaurantId,
    {
      type: 'call',
      tag: call.id,
      callId: call.id,
      title: escalate
        ? `No waiter answered table ${call.tablenumber}`
        : `Table ${call.tablenumber} still calls a waiter`,
      body: `${call.name}, waiting ${waitedFor(call.createdAt, now)}`,
      url: callUrl(call.restaurantId),
      renotify: true,
    },
    { adminsOnly: escalate },
  );
  const [after] = await deps.db
    .select({ status: callAwaiter.status })
    .from(callAwaiter)
    .where(eq(callAwaiter.id, callId));
  if (after && after.status !== 'preorder') {
    const close = await deps.db.transaction((tx) => enqueueCallClosePush(tx, callId, `${callId}:${job.kind}`));
    await deps.jobs.runNow([close.id]);
  }
}

export async function sendCallClosePush(deps: Deps, job: JobInfo, { callId }: CallPushJob) {
  const [call] = await deps.db
    .select({ restaurantId: callAwaiter.restaurantId })
    .from(callAwaiter)
    .where(eq(callAwaiter.id, callId));
  if (!call) return;
  await pushToRestaurant(deps, job, call.restaurantId, { type: 'close', tag: callId, callId });
}

/** Sends to every device of the restaurant's staff this job has not reached yet; throws (to be retried) when one failed for a passing reason. */
export async function pushToRestaurant(
  deps: Deps,
  job: JobInfo,
  restaurantId: string,
  message: StaffPushMessage,
  opts: { adminsOnly?: boolean } = {},
) {
  const { db, log } = deps;
  const vapid = await vapidDetails(deps);
  // A session past its expiry is over even before its row is deleted: its device hears nothing more.
  const subs = await db
    .select(getTableColumns(staffPushSubscriptions))
    .from(staffPushSubscriptions)
    .innerJoin(sessions, eq(sessions.tokenHash, staffPushSubscriptions.sessionTokenHash))
    .innerJoin(users, eq(users.id, staffPushSubscriptions.userId))
    .where(
      and(
        eq(staffPushSubscriptions.restaurantId, restaurantId),
        gt(sessions.expiresAt, new Date()),
        opts.adminsOnly ? eq(users.type, 'RestaurantAdmin') : undefined,
        notExists(
          db
            .select()
            .from(staffPushDeliveries)
            .where(
              and(
                eq(staffPushDeliveries.jobId, job.id),
                eq(staffPushDeliveries.subscriptionId, staffPushSubscriptions.id),
              ),
            ),
        ),
      ),
    );
  const payload = JSON.stringify(message);
  const failures: string[] = [];
  const allowed = deps.config.staffPushHosts;
  const agent = pushAgent(allowed);
  // Two users signed in on one device in turn: it is shown once.
  const devices = [...new Map(subs.map((sub) => [sub.endpoint, sub])).values()];
  await Promise.all(
    devices.map(async (sub) => {
      // Checked again at every send: the allowed hosts may have changed, and the agent refuses a name that now
      // resolves to a non-public address.
      const problem = endpointShapeProblem(sub.endpoint, allowed);
      if (problem) {
        log.warn({ subscription: sub.id, problem }, 'staff push: endpoint not allowed; not sent');
        return;
      }
      try {
        await webpush.sendNotification(
          { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
          payload,
          {
            vapidDetails: vapid,
            TTL: CALL_TTL_S,
            urgency: 'high',
            // A close replaces a call still waiting at the push service for an offline phone.
            topic: message.tag,
            timeout: SEND_TIMEOUT_MS,
            agent,
          },
        );
        await db.insert(staffPushDeliveries).values({ jobId: job.id, subscriptionId: sub.id }).onConflictDoNothing();
      } catch (err) {
        const status = err instanceof WebPushError ? err.statusCode : undefined;
        if (status === 404 || status === 410) {
          await db.delete(staffPushSubscriptions).where(eq(staffPushSubscriptions.id, sub.id));
          log.info({ subscription: sub.id, status }, 'staff push: the push service says the device is gone; removed');
        } else if (status && status >= 400 && status < 500 && status !== 429) {
          // The push service refuses this message for good (bad key, too large): retrying changes nothing.
          log.warn({ subscription: sub.id, status, body: (err as WebPushError).body }, 'staff push refused');
        } else {
          failures.push(status ? `HTTP ${status}` : err instanceof Error ? err.message : String(err));
        }
      }
    }),
  );
  if (failures.length)
    throw new Error(`staff push: ${failures.length} of ${subs.length} devices not reached (${failures[0]})`);
}
