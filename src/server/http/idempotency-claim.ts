/** The insert that claims a new Idempotency-Key (http/idempotency.ts), prepared once per database. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';

/**
 * The claim of a new key, built once per database (only the values change): claims are made before the work, never
 * inside a transaction.
 */
function prepareClaim(db: Db) {
  const value = (name: string) => sql.placeholder(name);
  return db
    .insert(idempotencyKeys)
    .values({
      owner: value('owner'),
      key: value('key'),
      method: value('method'),
      path: value('path'),
      bodyHash: value('bodyHash'),
      holder: value('holder'),
      claimId: value('claimId'),
      leaseUntil: value('leaseUntil'),
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
    .prepare('idempotency_claim');
}
const claimStatements = new WeakMap<Db, ReturnType<typeof prepareClaim>>();
export function claimStatement(db: Db) {
  let statement = claimStatements.get(db);
  if (!statement) claimStatements.set(db, (statement = prepareClaim(db)));
  return statement;
}
