/**
 * Placement: N orders placed one after another (each waits for the previous answer) against the server, with no
 * sockets connected: placements per second, the server's CPU per placement (its process's CPU time over the round,
 * all threads), and the SQL it sent per placement (statements, BEGIN and COMMIT included, and transactions; the
 * server counts them with SQL_COUNT=1 and shows them on /api/health). Server-wide figures: what the placements
 * cause besides their own requests (the coalesced counts query, a job poll) is in them.
 */
import { placeOrder } from './api';
import type { BenchServer } from './server';
import { ms, summarize, type Summary } from './stats';

export interface PlacementResult {
  orders: number;
  wallMs: number;
  perSecond: number;
  http: Summary;
  failures: string[];
  /** Server CPU per placement and the share of the round it waited for a CPU (other processes had them). */
  server: { cpuMsPerOrder: number; waitPercent: number } | null;
  /** SQL per placement (null when the server does not count: SQL_COUNT unset). */
  sql: { statements: number; transactions: number } | null;
}

type SqlCount = { statements: number; transactions: number };

/** The SQL the server has sent since it started (null when it does not count: SQL_COUNT unset); one `select 1` of its own. */
export async function sqlCount(base: string): Promise<SqlCount | null> {
  // One retry: a kept-alive connection the server has just closed fails the first attempt.
  const res = await fetch(`${base}/api/health`).catch(() => fetch(`${base}/api/health`));
  const json = (await res.json()) as { sql?: SqlCount };
  return json.sql ?? null;
}

export async function runPlacements(o: {
  server: BenchServer;
  body: (comment: string) => unknown;
  orders: number;
  firstCustomer: number;
}): Promise<PlacementResult & { orderIds: string[] }> {
  const base = o.server.url;
  let customer = o.firstCustomer;
  const orderIds: string[] = [];
  const failures: string[] = [];
  // Warm-up (not measured): the first calls compile and fill caches.
  for (let i = 0; i < 20; i++) {
    const r = await placeOrder(base, o.body('bench placement warm-up'), customer++);
    if (r.order) orderIds.push(r.order._id);
  }
  const sqlBefore = await sqlCount(base);
  const schedBefore = o.server.sched();
  const started = performance.now();
  const took: number[] = [];
  for (let i = 0; i < o.orders; i++) {
    const sent = performance.now();
    const r = await placeOrder(base, o.body(`bench placement #${i + 1}`), customer++);
    took.push(performance.now() - sent);
    if (r.order) orderIds.push(r.order._id);
    else failures.push(`#${i + 1}: ${r.status} ${r.error ?? ''}`);
  }
  const wallMs = performance.now() - started;
  const schedAfter = o.server.sched();
  const sqlAfter = await sqlCount(base);
  const placed = o.orders - failures.length;
  return {
    orders: placed,
    wallMs,
    perSecond: (placed * 1000) / wallMs,
    http: summarize(took),
    failures,
    server:
      schedBefore && schedAfter
        ? {
            cpuMsPerOrder: ((schedAfter.cpu - schedBefore.cpu) * 1000) / Math.max(1, placed),
            waitPercent: ((schedAfter.wait - schedBefore.wait) * 100_000) / wallMs,
          }
        : null,
    // The second reading's own `select 1` is not a placement's.
    sql:
      sqlBefore && sqlAfter
        ? {
            statements: (sqlAfter.statements - sqlBefore.statements - 1) / Math.max(1, placed),
            transactions: (sqlAfter.transactions - sqlBefore.transactions) / Math.max(1, placed),
          }
        : null,
    orderIds,
  };
}

const fixed = (v: number | undefined, digits = 1) => (v === undefined ? '–' : v.toFixed(digits));

export function printPlacements(r: PlacementResult, log: (line: string) => void) {
  log(
    `  ${r.orders} placed one after another in ${(r.wallMs / 1000).toFixed(2)} s: ${r.perSecond.toFixed(1)} placements/s (${r.failures.length} failed)`,
  );
  log(`  HTTP latency: p50 ${ms(r.http.p50)}, p95 ${ms(r.http.p95)}, max ${ms(r.http.max)}`);
  if (r.server)
    log(
      `  server CPU per placement: ${ms(r.server.cpuMsPerOrder)} (waiting for a CPU ${Math.round(r.server.waitPercent)} % of the round)`,
    );
  log(
    r.sql
      ? `  SQL per placement: ${fixed(r.sql.statements)} statements (= round trips; BEGIN and COMMIT included), ${fixed(r.sql.transactions, 2)} transactions`
      : '  SQL per placement: not counted (the server runs without SQL_COUNT=1)',
  );
  for (const f of r.failures.slice(0, 10)) log(`  ! placement failed ${f}`);
}

export function placementMarkdown(r: PlacementResult) {
  return [
    `### Placement (${r.orders} orders one after another, no sockets)`,
    '',
    '| placements/s | HTTP p50 / p95 | server CPU per placement | SQL statements / transactions per placement |',
    '|---|---|---|---|',
    `| ${r.perSecond.toFixed(1)} | ${ms(r.http.p50)} / ${ms(r.http.p95)} | ${r.server ? ms(r.server.cpuMsPerOrder) : '–'} | ${r.sql ? `${fixed(r.sql.statements)} / ${fixed(r.sql.transactions, 2)}` : '–'} |`,
  ].join('\n');
}
