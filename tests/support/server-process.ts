/**
 * A real server process, started as in production (`node --import tsx src/server/main.ts`) on a free port of 127.0.0.1:
 * for crash tests on a database the test prepared (it can be told to kill itself at a crash point,
 * src/server/crash-points.ts, and is started again on the same data), and for the browser tests (one per Playwright
 * worker, on its own demo data: tests/e2e/support.ts).
 *
 * The process leads a process group of its own, which stop() ends as a whole. It also ends when the process that
 * started it ends, however that happens (tests/support/ends-with-parent.ts), so no run leaves a server behind.
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
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
  /** Stops it as a deploy would (SIGTERM), and waits; what is still running after `graceMs` is killed. */
  stop(graceMs?: number): Promise<void>;
  /** Kills it at once (SIGKILL, as a power cut or an out-of-memory kill would), and waits. */
  kill(): Promise<void>;
}

export interface ServerProcessOptions {
  /** DATA_DIR: the embedded database lives in its `pglite` folder. */
  dataDir: string;
  /** PostgreSQL instead of the embedded database. */
  databaseUrl?: string;
  /** Where the process kills itself (SIGKILL). */
  crashAt?: CrashPoint;
  /** SEED; `none` unless given. */
  seed?: 'demo' | 'none';
  /** WEB_DIR, the built web app to serve; none unless given. */
  webDir?: string;
  /** Also writes everything the server prints to this file. */
  logFile?: string;
  env?: Record<string, string>;
  /** The port to listen on (a restart on the same address); a free one unless given. */
  port?: number;
}

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A port nothing listens on now (the system picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Sends `signal` to the process group led by `pid`; false when none is left. */
function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** The server could not listen on the port it was given: something else took it meanwhile. */
class PortTaken extends Error {}

export async function startServerProcess(opts: ServerProcessOptions, timeoutMs = 120_000): Promise<ServerProcess> {
  if (opts.port) return startOnce(opts, opts.port, timeoutMs);
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(opts, await freePort(), timeoutMs);
    } catch (e) {
      // Something else took the free port between asking for it and the server listening on it: another port.
      if (!(e instanceof PortTaken) || attempt === 3) throw e;
    }
  }
}

async function startOnce(opts: ServerProcessOptions, port: number, timeoutMs: number): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './tests/support/ends-with-parent.ts', 'src/server/main.ts'],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        ...(process.env.TZ ? { TZ: process.env.TZ } : {}),
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: opts.dataDir,
        DATABASE_URL: opts.databaseUrl ?? '',
        REDIS_URL: '',
        SEED: opts.seed ?? 'none',
        WEB_DIR: opts.webDir ?? path.join(opts.dataDir, 'no-web'),
        PUBLIC_URL: url,
        LOG_LEVEL: 'warn',
        LOG_FORMAT: 'json',
        BACKOFFICE_TEST_CRASH_AT: opts.crashAt ?? '',
        ...opts.env,
      },
      // stdin stays open as long as this process lives (ends-with-parent.ts).
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
    },
  );
  const log = opts.logFile ? createWriteStream(opts.logFile, { flags: 'a' }) : undefined;
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
    log?.write(chunk);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => {
      log?.end();
      resolve(signal);
    }),
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async (graceMs = 10_000) => {
    const pid = child.pid!;
    if (running()) signalGroup(pid, 'SIGTERM');
    const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
    // Anything the server started and left behind goes with it.
    signalGroup(pid, 'SIGKILL');
    child.stdin!.destroy();
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!running()) {
      await stop(0);
      const Failure = output.includes('EADDRINUSE') ? PortTaken : Error;
      throw new Failure(`The server ended before it was ready:\n${output}`);
    }
    if (Date.now() > deadline) {
      await stop(0);
      throw new Error(`The server was not ready within ${timeoutMs / 1000} s:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const kill = async () => {
    if (running()) signalGroup(child.pid!, 'SIGKILL');
    await exited;
    child.stdin!.destroy();
  };
  return { url, exited, output: () => output, stop, kill };
}
