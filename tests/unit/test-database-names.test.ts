import { describe, expect, it } from 'vitest';
import { isLeftover, runPrefix, withDatabase } from '../support/db/postgres-names';

describe('test database names (PostgreSQL project)', () => {
  const now = Date.UTC(2025, 4, 1, 12);
  const name = (pid: number, startedAt: number, host = 'abc123') => `${runPrefix(pid, startedAt, host)}_f0011223344`;
  const opts = (alive: number[]) => ({ now, host: 'abc123', alive: (pid: number) => alive.includes(pid) });

  it('keeps the databases of a live run and drops those of a run whose process is gone', () => {
    expect(isLeftover(name(4242, now - 60_000), opts([4242]))).toBe(false);
    expect(isLeftover(name(4242, now - 60_000), opts([]))).toBe(true);
  });

  it("keeps another machine's recent databases, and drops anything older than a day", () => {
    expect(isLeftover(name(4242, now - 60_000, 'fff000'), opts([]))).toBe(false);
    expect(isLeftover(name(4242, now - 25 * 3600_000, 'fff000'), opts([4242]))).toBe(true);
  });

  it('never touches databases that are not test databases', () => {
    for (const other of ['postgres', 'test', 'template1', 'bo_test_', 'bo_test_notours', 'backoffice'])
      expect(isLeftover(other, opts([]))).toBe(false);
  });

  it('names fit PostgreSQL identifiers (63 bytes) and hold only [a-z0-9_]', () => {
    const longest = `${runPrefix(4_194_304, now)}_f0011223344`;
    expect(longest.length).toBeLessThanOrEqual(63);
    expect(longest).toMatch(/^[a-z0-9_]+$/);
  });

  it('points a connection string at another database', () => {
    expect(withDatabase('postgres://postgres@127.0.0.1:5432/postgres', 'bo_test_x')).toBe(
      'postgres://postgres@127.0.0.1:5432/bo_test_x',
    );
    expect(withDatabase('postgres://u:p@db:5432/main?sslmode=require', 'other')).toBe(
      'postgres://u:p@db:5432/other?sslmode=require',
    );
  });
});
