/**
 * Starts the real server as a child process (as in production: `node --import tsx src/server/main.ts`) on a
 * fresh temporary DATA_DIR with the demo data, waits for /api/health, and stops it again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface BenchServer {
  url: string;
  port: number;
  pid: number;
  /** 'PGlite (embedded)' or 'PostgreSQL (DATABASE_URL)'. */
  database: string;
  startupMs: number;
  /** Resident memory of the server process in MiB (Linux /proc), or null where unknown. */
  rssMiB(): number | null;
  /**
   * Seconds of CPU the server process has used so far, and seconds it spent ready to run but waiting for a CPU
   * (other processes had them), over all its threads (Linux /proc schedstat), or null where unknown.
   */
  sched(): { cpu: number; wait: number } | null;
  /** What the server printed (warnings and errors at LOG_LEVEL=warn), the last 8000 characters. */
  output(): string;
  stop(): Promise<void>;
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The first free port of a range (the platform bench's load balancer expects its nodes on fixed ports). */
export async function freePort(from: number, to: number): Promise<number> {
  for (let p = from; p <= to; p++) if (await portFree(p)) return p;
  throw new Error(`No free port in ${from}–${to}`);
}

function rssOf(pid: number): number | null {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** CPU time used and time spent runnable but waiting for a CPU, over all threads of the process (Linux schedstat). */
function schedOf(pid: number): { cpu: number; wait: number } | null {
  try {
    let cpu = 0;
    let wait = 0;
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const [run, waited] = readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').trim().split(' ').map(Number);
      cpu += run / 1e9;
      wait += waited / 1e9;
    }
    return { cpu, wait };
  } catch {
    return null;
  }
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number, log: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited (code ${child.exitCode}) before it was healthy:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server was not healthy within ${timeoutMs / 1000} s:\n${log()}`);
}

export async function startServer(opts: {
  port: number;
  webDir?: string;
  timeoutMs?: number;
  /** Set over the bench's defaults, e.g. DATABASE_URL, REDIS_URL and REDIS_PREFIX for several nodes on one database. */
  env?: Record<string, string>;
}): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'f-bench-'));
  const url = `http://127.0.0.1:${opts.port}`;
  const databaseUrl = opts.env?.DATABASE_URL ?? (process.env.DATABASE_URL || '');
  const started = performance.now();
  // BENCH_SERVER_CPU_PROF=<dir>: the server writes a CPU profile there when it stops (profile first).
  const prof = process.env.BENCH_SERVER_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...prof, '--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
      SEED: 'demo',
      WEB_DIR: opts.webDir ?? path.join(dataDir, 'no-web'),
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      // The placement round reads the SQL sent per placement on /api/health.
      SQL_COUNT: '1',
      // The placements come from many customers' addresses (X-Forwarded-For), as through a balancer on this machine.
      TRUST_PROXY: 'loopback',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(url, child, opts.timeoutMs ?? 240_000, () => output);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    url,
    port: opts.port,
    pid: child.pid!,
    database: databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)',
    startupMs: performance.now() - started,
    rssMiB: () => rssOf(child.pid!),
    sched: () => schedOf(child.pid!),
    output: () => output,
    stop,
  };
}
