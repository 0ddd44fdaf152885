/**
 * Work that binds its Idempotency-Key to the record it commits (a placement, `keyBinding` of idempotency.ts) until its
 * answer is stored: a replay in between builds the answer from that record, with the replayer its kind registered.
 */
import type { Db } from '../db/client';

export type CommittedRef = { kind: string; id: string };
/** The key of a stored answer that is a binding to a record, not an answer. */
export const COMMITTED = '$committed';
type Replayer = (id: string) => Promise<unknown>;
/** Per database (one app's), so that apps in one process do not share their answers. */
const replayers = new WeakMap<Db, Map<string, Replayer>>();

/** How to answer a replay of work committed under a key whose answer was not stored (e.g. 'order' → the order). */
export function registerCommittedReplay(db: Db, kind: string, answer: Replayer) {
  if (!replayers.has(db)) replayers.set(db, new Map());
  replayers.get(db)!.set(kind, answer);
}

export const replayerOf = (db: Db, kind: string) => replayers.get(db)?.get(kind);
