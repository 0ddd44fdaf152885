/** How the benchmark prints its figures: a readable block per round, and a Markdown summary for the README. */
import os from 'node:os';
import type { DrainResult } from './drain';
import type { FanoutResult } from './fanout';
import { listSome, ms, secs } from './stats';

export interface Machine {
  cpus: number;
  cpuModel: string;
  node: string;
  memGiB: number;
  database: string;
  loadBefore: number[];
  loadAfter?: number[];
}

export function machineInfo(database: string): Machine {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown',
    node: process.version,
    memGiB: os.totalmem() / 2 ** 30,
    database,
    loadBefore: os.loadavg(),
  };
}

const load = (l: number[] | undefined) => (l ? l.map((v) => v.toFixed(2)).join(' / ') : '–');
const mib = (v: number | null) => (v === null ? '–' : `${Math.round(v)} MiB`);
const pct = (v: number | null) => (v === null ? '–' : `${Math.round(v)} %`);

export function printFanout(r: FanoutResult, log: (line: string) => void) {
  log(`  sockets: ${r.sockets} connected in ${secs(r.connectMs)}`);
  log(
    `  placement HTTP latency: p50 ${ms(r.http.p50)}, p95 ${ms(r.http.p95)}, max ${ms(r.http.max)} (${r.http.count} placed, ${r.placementFailures.length} failed; achieved ${r.achievedRate.toFixed(1)} orders/s)`,
  );
  log(`  order.created delivery, request sent → socket heard it (${r.delivery.count} pairs):`);
  log(
    `    p50 ${ms(r.delivery.p50)}   p95 ${ms(r.delivery.p95)}   p99 ${ms(r.delivery.p99)}   max ${ms(r.delivery.max)}   mean ${ms(r.delivery.mean)}`,
  );
  log(
    `  fan-out spread per order (first → last socket): p50 ${ms(r.spread.p50)}, p95 ${ms(r.spread.p95)}, max ${ms(r.spread.max)}`,
  );
  log(
    `  events expected ${r.expected}, received ${r.received}, deliveries lost ${r.lost}; duplicates ${r.duplicates}, unexpected ${r.unexpected}, socket disconnects ${r.disconnects}`,
  );
  log(
    `  server memory (RSS): ${mib(r.rss.before)} before the sockets, ${mib(r.rss.connected)} with them, ${mib(r.rss.after)} after the orders`,
  );
  if (r.server)
    log(
      `  server during the orders: CPU ${pct(r.server.cpuPercent)} of one core (${ms(r.server.cpuMsPerOrder)} CPU per order, so one free core ` +
        `would keep up with ≈ ${Math.floor(1000 / r.server.cpuMsPerOrder)} orders/s), ` +
        `ready but waiting for a CPU ${pct(r.server.waitPercent)} (summed over its threads; high = the machine is busy with other work)`,
    );
  const c = r.clientThreads;
  log(
    `  bench client: CPU ${pct(r.clientCpuPercent)}, event-loop delay p99 ${ms(c.mainLoopDelayP99)} (placing thread), ${ms(c.socketLoopDelayP99)} (worst of ${c.socketThreads} socket threads)`,
  );
  if (r.disconnects)
    log(
      `  ! sockets dropped during the orders: ${r.disconnectReasons.join('; ')}; reconnections that could not replay missed events: ${r.reconnectsWithoutRecovery}`,
    );
  for (const f of r.placementFailures.slice(0, 10)) log(`  ! placement failed ${f}`);
  for (const l of r.lostDetail.slice(0, 20)) log(`  ! lost: ${l}`);
  if (r.lostDetail.length > 20) log(`  ! … and ${r.lostDetail.length - 20} more orders with lost deliveries`);
}

export function printDrain(r: DrainResult, log: (line: string) => void) {
  log(
    `  while cut off: ${r.offlineAttempts} accept attempt(s) blocked (the app tried on start), none reached the server`,
  );
  log(`  connection back → first accept request left the page: ${ms(r.firstRequestMs)}`);
  log(`  connection back → IndexedDB queue empty: ${ms(r.queueEmptyMs)}  (${r.ratePerSec.toFixed(1)} actions/s)`);
  log(
    `  connection back → last order confirmed on the server (its acceptedAt, read through the API): ${ms(r.serverConfirmedMs)}`,
  );
  log(`  connection back → no card shows "waiting to sync": ${ms(r.uiSettledMs)}`);
  log(
    `  each accept action (page → its answer): p50 ${ms(r.requestMs.p50)}, p95 ${ms(r.requestMs.p95)}, max ${ms(r.requestMs.max)}; longest pause between two: ${ms(r.longestPause.ms)} (after request ${r.longestPause.after})`,
  );
  if (r.halfway)
    log(
      `  halfway (${r.halfway.queued} still in IndexedDB): ${r.halfway.markers} cards said "waiting to sync", the banner said ${r.halfway.bannerWaiting} waiting`,
    );
  log(`  "Order accepted" notices on screen right after the drain: ${r.toastsAtEnd}`);
  const b = r.pageBusy;
  log(
    `  page main thread during the drain: busy ${ms(b.TaskDuration)} (script ${ms(b.ScriptDuration)}, layout ${ms(b.LayoutDuration)}, style ${ms(b.RecalcStyleDuration)})`,
  );
  if (r.server)
    log(
      `  server during the drain, per queued action: CPU ${ms(r.server.cpuMsPerAction)} (waiting for a CPU ${Math.round(r.server.waitPercent)} % of the drain)${r.sql ? `, ${r.sql.statementsPerAction.toFixed(1)} SQL statements, ${r.sql.transactionsPerAction.toFixed(2)} transactions` : ''}`,
    );
  log(`  screen updates during the drain: ${r.renders.commits} React commits, ${r.renders.cards} order cards rendered`);
  log(
    `  accept actions: ${r.requests.sent} sent in ${r.requests.httpRequests} requests, ${r.requests.applied} applied, ${r.requests.replayed} replayed, ${r.requests.refused} refused`,
  );
  log(`  orders confirmed exactly once (version 2): ${r.confirmedV2}/${r.actions}`);
  if (r.pageErrors.length) log(`  page errors: ${listSome(r.pageErrors, 5)}`);
  if (r.consoleErrors.length)
    log(`  browser console (${r.consoleErrors.length} errors/warnings): ${listSome([...new Set(r.consoleErrors)], 5)}`);
  for (const p of r.problems.slice(0, 20)) log(`  ! ${p}`);
  log(
    `  ${r.pass ? 'PASS' : 'FAIL'}: ${r.actions} queued Accept actions ${r.pass ? 'each applied exactly once' : 'were NOT each applied exactly once'}`,
  );
}

export function markdownSummary(m: Machine, fanouts: FanoutResult[], drain: DrainResult | null): string {
  const rows: string[] = [];
  const head = [
    '',
    ...fanouts.map((r) => `${r.sockets} sockets${r.client === 'light' ? ' (protocol-level clients)' : ''}`),
  ];
  const row = (label: string, f: (r: FanoutResult) => string) =>
    rows.push(`| ${label} | ${fanouts.map(f).join(' | ')} |`);
  rows.push(`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`);
  row('orders placed', (r) => `${r.http.count} at ${r.achievedRate.toFixed(1)}/s`);
  row('placement HTTP p50 / p95', (r) => `${ms(r.http.p50)} / ${ms(r.http.p95)}`);
  row(
    '`order.created` p50 / p95 / p99 / max',
    (r) => `${ms(r.delivery.p50)} / ${ms(r.delivery.p95)} / ${ms(r.delivery.p99)} / ${ms(r.delivery.max)}`,
  );
  row('deliveries expected / received / lost', (r) => `${r.expected} / ${r.received} / ${r.lost}`);
  row('server RSS with sockets', (r) => mib(r.rss.connected));
  row('server CPU per order / waiting for a CPU', (r) =>
    r.server ? `${ms(r.server.cpuMsPerOrder)} / ${pct(r.server.waitPercent)}` : '–',
  );
  const lines = fanouts.length ? ['### Live orders (socket.io fan-out)', '', ...rows, ''] : [];
  if (drain) {
    lines.push(
      '### Offline drain (Chromium, 100 queued Accept actions)',
      '',
      '| | |',
      '|---|---|',
      `| connection back → first request | ${ms(drain.firstRequestMs)} |`,
      `| connection back → queue empty | ${ms(drain.queueEmptyMs)} (${drain.ratePerSec.toFixed(1)} actions/s) |`,
      `| connection back → last order confirmed on server | ${ms(drain.serverConfirmedMs)} |`,
      `| connection back → no card "waiting to sync" | ${ms(drain.uiSettledMs)} |`,
      `| server CPU per action / waiting for a CPU | ${drain.server ? `${ms(drain.server.cpuMsPerAction)} / ${pct(drain.server.waitPercent)}` : '–'} |`,
      `| SQL statements / transactions per action | ${drain.sql ? `${drain.sql.statementsPerAction.toFixed(1)} / ${drain.sql.transactionsPerAction.toFixed(2)}` : '–'} |`,
      `| applied exactly once | ${drain.pass ? 'PASS' : 'FAIL'} (${drain.confirmedV2}/${drain.actions} at version 2) |`,
      '',
    );
  }
  lines.push(
    `Machine: ${m.cpus} CPU (${m.cpuModel}), ${m.memGiB.toFixed(0)} GiB, Node ${m.node}, database ${m.database}; ` +
      `load average (1/5/15 min) ${load(m.loadBefore)} before, ${load(m.loadAfter)} after. ` +
      'One bistro sign-in, its token shared by all sockets (websocket transport); orders placed open-loop, each from its own X-Forwarded-For address.',
  );
  return lines.join('\n');
}
