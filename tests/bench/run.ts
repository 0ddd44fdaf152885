/**
 * `npm run bench`: the kitchen's speed figures, measured against the real server (never asserted in tests).
 *   1. live fan-out: order.created latency to 50 and 500 kitchen sockets while orders arrive at 10/s;
 *   2. offline drain: 100 queued Accept actions in Chromium, timed from the connection's return.
 * Prints each round, then a Markdown summary. Exits non-zero only on a real failure: lost deliveries, failed
 * placements, or queued actions lost or applied twice.
 *   npm run bench [-- --skip-drain] [-- --port 4450] [-- --profile-drain /tmp/drain.cpuprofile]
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildWebIfNeeded } from '../../src/server/web-build';
import { declineOrders, menuOf, orderBodies, signInBistro } from './api';
import { runDrain, type DrainResult } from './drain';
import { runFanout, type FanoutResult } from './fanout';
import { machineInfo, markdownSummary, printDrain, printFanout } from './report';
import { freePort, startServer, type BenchServer } from './server';
import { secs } from './stats';

const ROUNDS = [
  { sockets: 50, orders: 200, rate: 10 },
  { sockets: 500, orders: 100, rate: 10 },
];
const DRAIN_ACTIONS = 100;
const WEB_DIR = '.tmp/dist-f';

const { values } = parseArgs({
  options: { 'skip-drain': { type: 'boolean', default: false }, port: { type: 'string' }, 'profile-drain': { type: 'string' } },
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
  log(`Benchmark of the kitchen (${os.cpus().length} CPU, Node ${process.version}, load average ${os.loadavg().map((v) => v.toFixed(2)).join(' / ')})`);
  const webDir = values['skip-drain'] ? undefined : path.resolve(WEB_DIR);
  if (webDir) {
    const t = performance.now();
    buildWebIfNeeded(webDir, log);
    log(`web app in ${WEB_DIR} ready (${secs(performance.now() - t)})`);
  }
  const port = values.port ? Number(values.port) : await freePort(4450, 4459);
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
  const fanouts: FanoutResult[] = [];
  for (const round of ROUNDS) {
    log(`\n── Live fan-out: ${round.sockets} sockets, ${round.orders} orders at ${round.rate}/s ──`);
    const r = await runFanout({ server, staff, ...round, body, firstCustomer: customer });
    customer += round.orders + 10;
    fanouts.push(r);
    printFanout(r, log);
    if (r.lost || r.placementFailures.length) ok = false;
    const t = performance.now();
    await declineOrders(server.url, staff, r.orderIds);
    log(`  (cleared ${r.orderIds.length} orders off the kitchen in ${secs(performance.now() - t)})`);
  }

  let drain: DrainResult | null = null;
  if (!values['skip-drain']) {
    log(`\n── Offline drain in Chromium: ${DRAIN_ACTIONS} queued Accept actions ──`);
    drain = await runDrain({ server, staff, actions: DRAIN_ACTIONS, body, firstCustomer: customer, log, profile: values['profile-drain'] });
    printDrain(drain, log);
    if (!drain.pass) ok = false;
  }

  machine.loadAfter = os.loadavg();
  log(`\n── Summary (Markdown) ──\n`);
  log(markdownSummary(machine, fanouts, drain));
  log(`\n${ok ? 'OK' : 'FAILED'}: benchmark finished in ${secs(performance.now() - began)}`);
  return ok;
}

let exitCode = 1;
try {
  exitCode = (await main()) ? 0 : 1;
} catch (err) {
  console.error(`\nThe benchmark could not finish: ${(err as Error).stack ?? String(err)}`);
} finally {
  await stopServer();
}
process.exit(exitCode);
