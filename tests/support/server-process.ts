/**
 * A real server process, started as in production (`node --import tsx src/server/main.ts`) on a database the test
 * prepared, for crash tests: it can be told to kill itself at a crash point (src/server/crash-points.ts) and is
 * started again on the same data.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CrashPoint } from '../../src/server/crash-points';

export interface ServerProcess {
  url: string;
  /** Resolves when the process has ended, with the signal that ended it (null after a normal exit). */
  exited: Promise<NodeJS.Signals | null>;
  /** What the server printed, the last 8000 characters. */
  output(): string;
  /** Stops it as a deploy would (SIGTERM), and waits. */
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  /** DATA_DIR: the embedded database lives in its `pglite` folder. */
  dataDir: string;
  /** PostgreSQL instead of the embedded database. */
  databaseUrl?: string;
  /** Where the process kills itself (SIGKILL). */
  crashAt?: CrashPoint;
  env?: Record<string, string>;
}

/** A port nothing listens on now (the system picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function startServerProcess(opts: ServerProcessOptions, timeoutMs = 120_000): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      DATABASE_URL: opts.databaseUrl ?? '',
      SEED: 'none',
      WEB_DIR: path.join(opts.dataDir, 'no-web'),
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      BACKOFFICE_TEST_CRASH_AT: opts.crashAt ?? '',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-8000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The server ended before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server was not ready within ${timeoutMs / 1000} s:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, exited, output: () => output, stop };
}
