/**
 * Writing a restaurant's events (docs/architecture.md, "The event stream"). `appendEvents(tx, …)` writes them in the
 * transaction of the change they announce, numbered by the restaurant's sequence, and asks PostgreSQL to wake every
 * node's dispatcher once the transaction commits (NOTIFY is delivered on commit, never for a rollback). The caller hands
 * the returned events to `deps.events.stream(...)` after its commit, so the node that committed sends them at once
 * without reading them back; if it dies first, the others send them from the table.
 */
import { sql } from 'drizzle-orm';
import type { StreamEvent, StreamKind, StreamPayloads } from '../../contract/stream/constants';
import type { Tx } from '../db/crud';

/** The PostgreSQL channel the dispatchers listen on; the payload is `restaurantId:seq`. */
export const STREAM_CHANNEL = 'stream_events';

export type NewEvent = { [K in StreamKind]: { kind: K; data: StreamPayloads[K] } }[StreamKind];

/**
 * Appends `events` to the restaurant's stream, in order, in one statement. The head's row stays locked until the
 * transaction ends, so the restaurant's events commit in `seq` order and a rolled-back change leaves no gap. Call it as
 * the change's last write (after it only the idempotent answer and the system-log line), to hold that lock briefly.
 */
export async function appendEvents(tx: Tx, restaurantId: string, events: NewEvent[]): Promise<StreamEvent[]> {
  if (!events.length) return [];
  const n = events.length;
  const items = JSON.stringify(events);
  const result = (await tx.execute(sql`
    with head as (
      insert into stream_heads as h (restaurant_id, last_seq, updated_at) values (${restaurantId}, ${n}, now())
      on conflict (restaurant_id) do update set last_seq = h.last_seq + ${n}, updated_at = now()
      returning last_seq
    ), written as (
      insert into stream_events (restaurant_id, seq, kind, data)
      select ${restaurantId}, head.last_seq - ${n} + e.ord, e.item->>'kind', e.item->'data'
      from head, jsonb_array_elements(${items}::jsonb) with ordinality as e(item, ord)
    )
    select last_seq, pg_notify(${STREAM_CHANNEL}, ${restaurantId} || ':' || last_seq) from head`)) as unknown as {
    rows: { last_seq: string | number }[];
  };
  const last = Number(result.rows[0]!.last_seq);
  return events.map((e, i) => ({ restaurant: restaurantId, seq: last - n + 1 + i, ...e }) as StreamEvent);
}

/** Appends one event (see `appendEvents`). */
export const appendEvent = async (tx: Tx, restaurantId: string, event: NewEvent) =>
  (await appendEvents(tx, restaurantId, [event]))[0]!;
