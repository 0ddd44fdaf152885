/** Failures right after a commit, in process: the work is in the database, but the request never learns it. */
import { vi } from 'vitest';
import type { Db } from '../../src/server/db/client';

/** The next transaction commits, then fails (as a connection lost right after COMMIT); later ones work. */
export function failAfterNextCommit(db: Db) {
  const transaction = db.transaction.bind(db);
  return vi.spyOn(db, 'transaction').mockImplementationOnce((async (...args: Parameters<typeof transaction>) => {
    await transaction(...args);
    throw new Error('connection lost right after the commit');
  }) as typeof db.transaction);
}
