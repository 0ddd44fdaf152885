/**
 * The screens' side of the event stream (docs/architecture.md, "The event stream"): the events after a `seq`, and the
 * open orders as of one `seq`. Each is read in one repeatable-read snapshot, so what it answers and its `seq` agree.
 */
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import { ORDERS_PAGE_SIZE } from '../../../contract/orders/constants';
import { STREAM_EVENTS_PAGE, STREAM_KEEP_HOURS, type StreamEvent } from '../../../contract/stream/constants';
import type { Db } from '../../db/client';
import { streamEvents } from '../../db/schema';
import type { Deps } from '../../deps';
import { listCalls } from '../callawaiter/service';
import { countsAsOf, lastSeqOf, ordersByStatus } from '../orders/queries';
import { withStations } from '../orders/station-progress';

const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/** The events after `since`, or `reset` when they cannot all be given (trimmed, too many, or `since` is ahead). */
export function eventsSince(db: Db, restaurantId: string, since: number) {
  return db.transaction(async (tx) => {
    const seq = await lastSeqOf(tx, restaurantId);
    const none = { data: [] as StreamEvent[], seq };
    if (since >= seq) return { ...none, reset: since > seq };
    const rows = await tx
      .select({ seq: streamEvents.seq, kind: streamEvents.kind, data: streamEvents.data })
      .from(streamEvents)
      .where(and(eq(streamEvents.restaurantId, restaurantId), gt(streamEvents.seq, since)))
      .orderBy(asc(streamEvents.seq))
      .limit(STREAM_EVENTS_PAGE + 1);
    if (rows.length > STREAM_EVENTS_PAGE || rows[0]?.seq !== since + 1) return { ...none, reset: true };
    const data = rows.map((r) => ({ restaurant: restaurantId, ...r }) as StreamEvent);
    return { data, seq, reset: false };
  }, SNAPSHOT);
}

/** The kitchen's open lists, counts and open calls, as of the restaurant's last event. */
export function openSnapshot(deps: Deps, restaurantId: string) {
  return deps.db.transaction(async (tx) => {
    const list = async (status: 'pending' | 'confirmed') => {
      const page = await ordersByStatus(tx, { restaurant: restaurantId, status, page: 1, size: ORDERS_PAGE_SIZE });
      return { ...page, data: await withStations(tx, page.data) };
    };
    const pending = await list('pending');
    const confirmed = await list('confirmed');
    const { counts, seq } = await countsAsOf(tx, restaurantId);
    const calls = (await listCalls({ ...deps, db: tx }, restaurantId, 'preorder')).data;
    return { pending, confirmed, counts, calls, seq };
  }, SNAPSHOT);
}

/** Deletes events older than kept; a restaurant's head (its last `seq`) stays. */
export async function trimEvents(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - STREAM_KEEP_HOURS * 3_600_000);
  const gone = await db
    .delete(streamEvents)
    .where(lt(streamEvents.createdAt, before))
    .returning({ seq: streamEvents.seq });
  return gone.length;
}
