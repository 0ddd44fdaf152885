/**
 * The system log as a test sees it: the lines of one path, and a log made to refuse some lines (a CHECK constraint),
 * to show that a change whose line cannot be written is not saved either.
 */
import { desc, sql } from 'drizzle-orm';
import { afterEach } from 'vitest';
import { systemLogs } from '../../src/server/db/schema';
import type { TestApp } from './test-app';

/** The lines of requests to `path` (as `/api/…`), newest first. */
export const linesFor = (t: TestApp, path: string) =>
  t.db
    .select()
    .from(systemLogs)
    .where(sql`${systemLogs.others}->>'path' = ${path}`)
    .orderBy(desc(systemLogs.dateTime));

/**
 * `logRefuses(condition)`: until the test ends (or `logAcceptsAgain()`), the system log refuses every new line that
 * matches `condition` (the lines already kept stay). Call once per test file.
 */
export function refusingLog(t: TestApp) {
  const logAcceptsAgain = () => t.db.execute(sql`alter table system_logs drop constraint if exists test_refuses_line`);
  afterEach(logAcceptsAgain);
  const logRefuses = (condition: ReturnType<typeof sql>) =>
    t.db.execute(sql`alter table system_logs add constraint test_refuses_line check (not (${condition})) not valid`);
  return { logRefuses, logAcceptsAgain };
}
