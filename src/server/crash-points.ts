/**
 * Crash tests only: kills this process at a named point (SIGKILL, as the OOM killer, a power cut or kill -9 would),
 * so a test can show what survives a crash exactly there. Does nothing unless both NODE_ENV is 'test' and
 * BACKOFFICE_TEST_CRASH_AT names the point; no deployment sets either.
 */
export type CrashPoint = 'order-place:before-commit' | 'order-action:after-commit' | 'request:after-commit';

export function crashPoint(name: CrashPoint) {
  if (process.env.NODE_ENV === 'test' && process.env.BACKOFFICE_TEST_CRASH_AT === name)
    process.kill(process.pid, 'SIGKILL');
}
