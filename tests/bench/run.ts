/**
 * `npm run bench`: the kitchen's speed figures, measured against the real server (never asserted in tests).
 *   0. placement: 300 orders placed one after another on the fresh server: placements/s, server CPU and SQL statements
 *      per placement (`--placements N` for another count, 0 to skip);
 *   1. live fan-out: order.created latency to 50 and 500 kitchen sockets while orders arrive at 10/s, and to 2,000 at 20/s;
 *      before it, the kitchen route's JavaScript and CSS weight (raw, gzip, brotli);
 *   2. offline drain: 100 queued Accept actions in Chromium, timed from the connection's return; then a new tablet's
 *      first visit until the kitchen is ready offline (`--skip-offline` leaves it out);
 *   3. the menu page with 1,000 products in Chromium at tablet size (CPU slowed 4×), then the reports and the menu API;
 *   4. the kitchen on a cheap tablet in Chromium (CPU ×1 and slowed 6×, 40 open orders): reload → first card, new
 *      order → its card, tap Accept → next paint, long tasks while orders stream in (`--skip-kitchen` leaves it out);
 *   5. the speed-of-service report over 100,000 orders and 200,000 station bumps (`--skip-speed` leaves it out).
 * Prints each round, then a Markdown summary. Exits non-zero on a real failure (lost deliveries, failed placements,
 * queued actions lost or applied twice) and when a round's own client was the bottleneck (its event-loop delay p99 above
 * 20 ms: the latencies it printed would be its own backlog, not the server's).
 * `npm run bench -- --platform [--restaurants 500 --rate 50 --seconds 30]` runs the platform shape instead (platform.ts).
 *   npm run bench [-- --placements 300] [-- --skip-fanout] [-- --skip-drain] [-- --skip-reports] [-- --skip-menu] [-- --skip-offline] [-- --skip-kitchen] [-- --trace-kitchen /tmp/kitchen-trace.json] [-- --kitchen-renders] [-- --skip-speed] [-- --port 4450] [-- --profile-drain /tmp/drain.cpuprofile] [-- --trace-drain /tmp/drain-trace.json] [-- --sockets 2000] [-- --client light|socket.io]
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildWebIfNeeded } from '../../src/server/web-build';
import { declineOrders, menuOf, orderBodies, signInBistro } from './api';
import { runDrain, type DrainResult } from './drain';
import { runFanout, type FanoutResult } from './fanout';
import { placementMarkdown, printPlacements, runPlacements, type PlacementResult } from './placement';
import { machineInfo, markdownSummary, printDrain, printFanout } from './report';
import { freePort } from '../support/server-process';
import { startServer, type BenchServer } from './server';
import { secs } from './stats';
import { reportsMarkdown, runAllReportsBenches, type ReportsBenchResult } from './reports';
import { menuMarkdown, runMenuBench, type MenuBenchResult } from './menu';
import { runSpeedOfServiceBench, speedOfServiceMarkdown, type SpeedBenchResult } from './speed-of-service';
import { menuPageMarkdown, printMenuPage, runMenuPage, type MenuPageResult } from './menu-page';
import { runKitchenPage } from './kitchen-page';
import { kitchenPageMarkdown, printKitchenPage, type KitchenPageResult } from './kitchen-report';
import { offlineReadyMarkdown, printOfflineReady, runOfflineReady, type OfflineReadyResult } from './offline-ready';
import { printWeight, routeWeight } from './weight';

// `--platform`: the two-node platform bench (platform.ts) instead of these rounds; it exits when it is done.
if (process.argv.includes('--platform')) await import('./platform');

const ROUNDS = [
  { sockets: 50, orders: 200, rate: 10 },
  { sockets: 500, orders: 100, rate: 10 },
  // A kitchen of 2,000 tablets, orders at 20/s.
  { sockets: 2000, orders: 200, rate: 20 },
];
/** From this many sockets on, protocol-level clients (light-socket.ts): 2,000 socket.io clients saturate a core. */
const LIGHT_FROM = 1000;
const DRAIN_ACTIONS = 100;
const OFFLINE_VISITS = 5;
const PLACEMENTS = 300;
/** Above this event-loop delay p99 (ms) the bench client measured its own backlog: the round does not count. */
const CLIENT_LOOP_LIMIT_MS = 20;
const WEB_DIR = '.tmp/dist-f';

const { values } = parseArgs({
  options: {
    placements: { type: 'string' },
    'skip-fanout': { type: 'boolean', default: false },
    'skip-drain': { type: 'boolean', default: false },
    'skip-reports': { type: 'boolean', default: false },
    'skip-menu': { type: 'boolean', default: false },
    'skip-offline': { type: 'boolean', default: false },
    'skip-kitchen': { type: 'boolean', default: false },
    'trace-kitchen': { type: 'string' },
    'kitchen-renders': { type: 'boolean', default: false },
    'skip-speed': { type: 'boolean', default: false },
    port: { type: 'string' },
    'profile-drain': { type: 'string' },
    'trace-drain': { type: 'string' },
    sockets: { type: 'string' },
    client: { type: 'string' },
  },
});
const log = (line = '') => console.log(line);
const began = performance.now();

let server: BenchServer | undefined;
const stopServer = async () => {
  const s = server;
  server = undefined;
  await s?.stop();
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    log(`\n${signal}: stopping the server`);
    void stopServer().finally(() => process.exit(130));
  });

async function main(): Promise<boolean> {
  log(
    `Benchmark of the kitchen (${os.cpus().length} CPU, Node ${process.version}, load average ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' / ')})`,
  );
  // The rounds in Chromium need the built app.
  const browserRounds = ['skip-drain', 'skip-offline', 'skip-menu', 'skip-kitchen'] as const;
  const webDir = browserRounds.every((flag) => values[flag]) ? undefined : path.resolve(WEB_DIR);
  if (webDir) {
    const t = performance.now();
    buildWebIfNeeded(webDir, log);
    log(`web app in ${WEB_DIR} ready (${secs(performance.now() - t)})`);
    // What a cold visit to the kitchen loads, raw and compressed.
    log(`\n── Kitchen weight: a cold visit to /orders-dashboard ──`);
    printWeight(routeWeight(webDir), log);
  }
  const port = values.port ? Number(values.port) : await freePort();
  log(`starting the server on port ${port} (fresh DATA_DIR, demo data)…`);
  server = await startServer({ port, webDir });
  const machine = machineInfo(server.database);
  log(`server up in ${secs(server.startupMs)}: ${server.url}, database ${server.database}`);

  const staff = await signInBistro(server.url);
  const menu = await menuOf(server.url, staff);
  const body = orderBodies(staff.restaurantId, menu, 20_240_601);
  log('signed in once as bistro@example.com; every socket uses that one session token');

  let ok = true;
  let customer = 1;
  let placement: PlacementResult | null = null;
  const placements = values.placements === undefined ? PLACEMENTS : Number(values.placements);
  if (placements > 0) {
    log(`\n── Placement: ${placements} orders one after another, no sockets ──`);
    const r = await runPlacements({ server, body, orders: placements, firstCustomer: customer });
    customer += placements + 30;
    placement = r;
    printPlacements(r, log);
    if (r.failures.length) ok = false;
    await declineOrders(server.url, staff, r.orderIds);
  }

  const fanouts: FanoutResult[] = [];
  // --sockets 2000: only the rounds of that many sockets; a size not listed (e.g. 1000) runs 200 orders at 20/s.
  const wanted = values.sockets ? Number(values.sockets) : undefined;
  const rounds = wanted === undefined ? [...ROUNDS] : ROUNDS.filter((r) => r.sockets === wanted);
  if (wanted !== undefined && !rounds.length) rounds.push({ sockets: wanted, orders: 200, rate: 20 });
  if (values['skip-fanout']) rounds.length = 0;
  for (const round of rounds) {
    const client =
      values.client === 'light' || values.client === 'socket.io'
        ? values.client
        : round.sockets >= LIGHT_FROM
          ? 'light'
          : 'socket.io';
    log(
      `\n── Live fan-out: ${round.sockets} sockets (${client} clients), ${round.orders} orders at ${round.rate}/s ──`,
    );
    const r = await runFanout({ server, staff, ...round, body, firstCustomer: customer, client });
    customer += round.orders + 10;
    fanouts.push(r);
    printFanout(r, log);
    if (r.lost || r.placementFailures.length) ok = false;
    if (r.clientLoopDelayP99 > CLIENT_LOOP_LIMIT_MS) {
      log(
        `  FAILED: the bench client's event-loop delay p99 ${r.clientLoopDelayP99.toFixed(1)} ms exceeds ${CLIENT_LOOP_LIMIT_MS} ms; its latencies are its own backlog`,
      );
      ok = false;
    }
    const t = performance.now();
    await declineOrders(server.url, staff, r.orderIds);
    log(`  (cleared ${r.orderIds.length} orders off the kitchen in ${secs(performance.now() - t)})`);
  }

  let drain: DrainResult | null = null;
  if (!values['skip-drain']) {
    log(`\n── Offline drain in Chromium: ${DRAIN_ACTIONS} queued Accept actions ──`);
    drain = await runDrain({
      server,
      staff,
      actions: DRAIN_ACTIONS,
      body,
      firstCustomer: customer,
      log,
      profile: values['profile-drain'],
      trace: values['trace-drain'],
    });
    customer += DRAIN_ACTIONS + 10;
    printDrain(drain, log);
    if (!drain.pass) ok = false;
  }

  // A tablet's first visit until the kitchen would survive a Wi-Fi drop (needs the built app)
  let offlineReady: OfflineReadyResult | null = null;
  if (!values['skip-offline'] && webDir) {
    log(`\n── Offline-ready: a new tablet's first visit to the kitchen ──`);
    offlineReady = await runOfflineReady({ server, visits: OFFLINE_VISITS });
    printOfflineReady(offlineReady, log);
  }

  // The /menu page with 1,000 products on a tablet (needs the built app; Demo Bistro's menu grows)
  let menuPage: MenuPageResult | null = null;
  if (!values['skip-menu'] && webDir) {
    log(`\n── Menu page: 1,000 products on a tablet ──`);
    menuPage = await runMenuPage({ server, staff, log });
    printMenuPage(menuPage, log);
  }

  // The kitchen dashboard on a cheap tablet: CPU ×1 and ×6, 40 open orders, 20 arrivals, 5 taps (needs the built app)
  let kitchenPage: KitchenPageResult | null = null;
  if (!values['skip-kitchen'] && webDir) {
    log(`\n── Kitchen on a cheap tablet: 40 open orders, CPU ×1 and ×6 ──`);
    const r = await runKitchenPage({
      server,
      staff,
      body,
      firstCustomer: customer,
      log,
      trace: values['trace-kitchen'],
      renders: values['kitchen-renders'],
    });
    customer += r.customersUsed + 10;
    kitchenPage = r;
    printKitchenPage(r, log);
    if (r.rates.some((x) => x.placementFailures.length || x.arrivalsMissing)) ok = false;
  }

  // 100,000 orders in one restaurant's year, report timings (in-process, its own database;
  // also on PostgreSQL when BENCH_DATABASE_URL names a server)
  let reports: ReportsBenchResult[] = [];
  if (!values['skip-reports']) {
    log(`\n── Reports: 100,000 orders in one restaurant's year ──`);
    reports = await runAllReportsBenches(log);
  }

  // GET /menu/web/fetch?size=1000 on a 1,000-product menu (in-process, its own database)
  let menuResult: MenuBenchResult | null = null;
  if (!values['skip-menu']) {
    log(`\n── Menu: 1,000 products, GET /menu/web/fetch?size=1000 ──`);
    menuResult = await runMenuBench(log);
  }

  // GET /api/reports/speed-of-service over 100,000 orders (in-process, its own database)
  let speed: SpeedBenchResult | null = null;
  if (!values['skip-speed']) {
    log(`\n── Speed of service: 100,000 orders, 200,000 station bumps ──`);
    speed = await runSpeedOfServiceBench(log);
  }

  machine.loadAfter = os.loadavg();
  log(`\n── Summary (Markdown) ──\n`);
  if (placement) log(`${placementMarkdown(placement)}\n`);
  log(markdownSummary(machine, fanouts, drain));
  for (const r of reports) log(`\n${reportsMarkdown(r)}`);
  if (menuResult) log(`\n${menuMarkdown(menuResult)}`);
  if (offlineReady) log(`\n${offlineReadyMarkdown(offlineReady)}`);
  if (menuPage) log(`\n${menuPageMarkdown(menuPage)}`);
  if (kitchenPage) log(`\n${kitchenPageMarkdown(kitchenPage)}`);
  if (speed) log(`\n${speedOfServiceMarkdown(speed)}`);
  log(`\n${ok ? 'OK' : 'FAILED'}: benchmark finished in ${secs(performance.now() - began)}`);
  return ok;
}

let exitCode = 1;
try {
  exitCode = (await main()) ? 0 : 1;
} catch (err) {
  console.error(`\nThe benchmark could not finish: ${(err as Error).stack ?? String(err)}`);
  const output = server?.output();
  if (output) console.error(`\nThe server's last output:\n${output}`);
} finally {
  await stopServer();
}
process.exit(exitCode);
