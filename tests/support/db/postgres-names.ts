/**
 * Names of the throw-away PostgreSQL databases of a test run: `bo_test_<host>_<pid>_<started>_<what>`.
 * A run killed before its teardown leaves databases behind; the next run recognises and drops them.
 */
import { createHash } from 'node:crypto';
import os from 'node:os';

const PREFIX = 'bo_test_';
const NAME = /^bo_test_([0-9a-f]{6})_(\d+)_([0-9a-z]+)_/;
/** After this, a database of a run on another machine is taken as abandoned too. */
const ABANDONED_AFTER_MS = 24 * 3600_000;

export const hostTag = (hostname = os.hostname()) => createHash('sha1').update(hostname).digest('hex').slice(0, 6);

/** The prefix of every database of one run (pid and start time keep parallel runs apart). */
export function runPrefix(pid = process.pid, now = Date.now(), host = hostTag()): string {
  return `${PREFIX}${host}_${pid}_${Math.floor(now / 1000).toString(36)}`;
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True for a database left by a run that is over: same machine and its process is gone, or older than a day. */
export function isLeftover(
  name: string,
  opts: { now?: number; host?: string; alive?: (pid: number) => boolean } = {},
): boolean {
  const m = NAME.exec(name);
  if (!m) return false;
  const { now = Date.now(), host = hostTag(), alive = processAlive } = opts;
  const startedMs = parseInt(m[3], 36) * 1000;
  if (now - startedMs > ABANDONED_AFTER_MS) return true;
  return m[1] === host && !alive(Number(m[2]));
}

/** LIKE pattern matching every test database (underscores escaped). */
export const TEST_DATABASE_PATTERN = PREFIX.replaceAll('_', '\\_') + '%';

/** The connection string of another database on the same server. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Names here only ever hold [a-z0-9_]; quoting keeps it that way if that changes. */
export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
