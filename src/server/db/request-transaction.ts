/**
 * The request's transaction: a route bound with `bind()` runs its handler in one transaction, and the system-log line
 * of the change is written in that same transaction, so a change is never saved without its line. Every query of
 * `deps.db` made while the handler runs joins it (a service's own `db.transaction` becomes a savepoint), as the
 * per-route transactions of @fastify/postgres (`transact`) and Sequelize's CLS transactions do; services keep their
 * signatures. What must wait for the commit (socket events) is queued with `afterCommit`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client';
import type { Tx } from './crud';

interface Scope {
  tx: Tx | null;
  afterCommit: (() => void)[];
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

const current = new AsyncLocalStorage<Scope>();

/** The transaction of the request running here, while it is open. */
const openScope = () => {
  const scope = current.getStore();
  return scope?.tx ? scope : undefined;
};

/** `db`, or the transaction of the request running here while it is open. */
export function requestScopedDb(db: Db): Db {
  return new Proxy(db, {
    get(target, prop) {
      const base = (openScope()?.tx ?? target) as object;
      const value: unknown = Reflect.get(base, prop, base);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(base) : value;
    },
  });
}

/** Runs `fn` once the request's transaction has committed (at once outside one). */
export function afterCommit(fn: () => void) {
  const scope = openScope();
  if (scope) scope.afterCommit.push(fn);
  else fn();
}

/**
 * Runs a request's work in one transaction, then `finish` (its system-log line) in the same transaction. What the work
 * wrote is kept when it answers an error (as each statement was on its own before), but a `finish` that fails undoes
 * it all. The `afterCommit` calls run once the commit is done.
 */
export async function inRequestTransaction<T>(
  db: Db,
  work: () => Promise<T>,
  finish: (tx: Tx, result: T) => Promise<void>,
): Promise<T> {
  const scope: Scope = { tx: null, afterCommit: [] };
  let outcome = { ok: false, error: undefined } as Outcome<T>;
  try {
    await db.transaction(async (tx) => {
      scope.tx = tx;
      try {
        outcome = { ok: true, value: await current.run(scope, work) };
      } catch (error) {
        outcome = { ok: false, error };
      }
      scope.tx = null;
      if (outcome.ok) await finish(tx, outcome.value);
    });
  } finally {
    scope.tx = null;
  }
  for (const fn of scope.afterCommit) fn();
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}
