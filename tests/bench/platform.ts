/**
 * The platform-shaped benchmark (`npm run bench -- --platform`, or alone `npx tsx tests/bench/platform.ts`): two server
 * nodes on one PostgreSQL and one Redis behind HAProxy (deploy/haproxy.cfg), 500 restaurants × 4 kitchen sockets and
 * 20 platform-admin sockets through the balancer, 50 orders/s spread over the restaurants for 30 s; halfway node 1 is
 * killed (SIGKILL): its screens reconnect through HAProxy to node 2 and refetch their restaurant's new orders.
 * Needs PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL; a fresh database per run, dropped after), Redis (REDIS_URL)
 * and haproxy on PATH. Exits non-zero when an order is missing after the refetch, a delivery to a connected screen is
 * lost, a placement fails for good, a screen does not come back, or the bench client was its own bottleneck.
 *   npx tsx tests/bench/platform.ts [--restaurants 500] [--screens 4] [--admins 20] [--rate 50] [--seconds 30] [--no-kill]
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { orderBodies, placeOrder } from './api';
import { placeOrders } from './platform-load';
import { platformMarkdown, printPlatform, type NodeCpu, type PlatformResult } from './platform-report';
import { screenFigures } from './platform-result';
import { connectScreens, Screen } from './platform-screens';
import { arrangeRestaurants, services, startCluster, type Cluster, type Services } from './platform-setup';
import { machineInfo } from './report';
import { loopDelayMonitor, loopDelayP99, secs, sleep, summarize } from './stats';

/** Above this event-loop delay p99 (ms) the bench client measured its own backlog (as in run.ts). */
const CLIENT_LOOP_LIMIT_MS = 20;

const { values } = parseArgs({
  options: {
    platform: { type: 'boolean' },
    restaurants: { type: 'string', default: '500' },
    screens: { type: 'string', default: '4' },
    admins: { type: 'string', default: '20' },
    rate: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '30' },
    'no-kill': { type: 'boolean', default: false },
  },
});
const opt = {
  restaurants: Number(values.restaurants),
  screens: Number(values.screens),
  admins: Number(values.admins),
  rate: Number(values.rate),
  seconds: Number(values.seconds),
};
const log = (line = '') => console.log(line);
const began = performance.now();
let svc: Services | undefined;
let cluster: Cluster | undefined;
let screens: Screen[] = [];

const cleanUp = async () => {
  screens.forEach((s) => s.close());
  await cluster?.stop();
  await svc?.drop().catch((err: Error) => log(`could not drop the bench database: ${err.message}`));
  cluster = svc = undefined;
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void cleanUp().finally(() => process.exit(130)));

/** Waits until no screen is still coming back and the screens' deliveries stopped growing for `quietMs`. */
async function settle(quietMs: number, maxMs: number) {
  const until = performance.now() + maxMs;
  let last = -1;
  let since = performance.now();
  while (performance.now() < until) {
    const heard = screens.reduce((n, s) => n + s.heard.size, 0);
    if (heard !== last || screens.some((s) => s.recovering)) [last, since] = [heard, performance.now()];
    else if (performance.now() - since >= quietMs) return;
    await sleep(100);
  }
}

async function main(): Promise<boolean> {
  const machine = machineInfo('PostgreSQL (two nodes, Redis Streams adapter)');
  log(
    `Platform benchmark (${machine.cpus} CPU, Node ${machine.node}, load average ${machine.loadBefore.map((v) => v.toFixed(2)).join(' / ')})`,
  );
  let t = performance.now();
  const found = await services(log);
  if (typeof found === 'string') {
    log(`Cannot run: ${found}`);
    return false;
  }
  svc = found;
  const databaseMs = performance.now() - t;
  t = performance.now();
  cluster = await startCluster(svc, log);
  const nodesMs = performance.now() - t;
  t = performance.now();
  const { kitchens, adminTokens } = await arrangeRestaurants(svc.databaseUrl, opt.restaurants, opt.admins);
  const restaurantsMs = performance.now() - t;
  log(
    `${kitchens.length} restaurants (Demo Bistro's settings and menu), a staff session each and ${adminTokens.length} admin sessions in ${secs(restaurantsMs)}`,
  );

  const url = cluster.url;
  t = performance.now();
  screens = [
    ...kitchens.flatMap((k) => Array.from({ length: opt.screens }, () => new Screen(url, k.staff.token, k.staff))),
    ...adminTokens.map((token) => new Screen(url, token, undefined)),
  ];
  await connectScreens(screens);
  const socketsMs = performance.now() - t;
  log(`${screens.length} sockets connected through haproxy in ${secs(socketsMs)}`);

  const bodies = kitchens.map((k, i) => orderBodies(k.staff.restaurantId, k.menu, 20_260_000 + i));
  // Warm-up (not measured): a few orders, so the figures are not the first calls' costs.
  await Promise.all(bodies.slice(0, 10).map((b, i) => placeOrder(url, b('platform warm-up'), 1 + i)));
  await sleep(1000);

  log(
    `\n── ${opt.rate} orders/s for ${opt.seconds} s over ${kitchens.length} restaurants${values['no-kill'] ? '' : '; node 1 killed halfway'} ──`,
  );
  const [node1] = cluster.nodes;
  const loop = loopDelayMonitor();
  loop.enable();
  const cpuBefore = process.cpuUsage();
  const sched0 = cluster.nodes.map((n) => n.sched());
  const wall0 = performance.now();
  let kill: { at: number; sched: ReturnType<typeof node1.sched>[] } | undefined;
  const run = await placeOrders({
    url,
    kitchens,
    bodies,
    rate: opt.rate,
    seconds: opt.seconds,
    firstCustomer: 100,
    at: values['no-kill']
      ? undefined
      : {
          seconds: opt.seconds / 2,
          run: () => {
            kill = { at: performance.now(), sched: cluster!.nodes.map((n) => n.sched()) };
            process.kill(node1.pid, 'SIGKILL');
          },
        },
  });
  const wallEnd = performance.now();
  const schedEnd = cluster.nodes.map((n) => n.sched());
  const cpu = process.cpuUsage(cpuBefore);
  await settle(3000, 60_000);
  loop.disable();

  const ok = run.placed.filter((p) => p.order);
  const cpuOf = (
    name: string,
    phase: string,
    a: (typeof sched0)[0],
    b: (typeof sched0)[0],
    from: number,
    to: number,
  ): NodeCpu[] => {
    if (!a || !b) return [];
    const orders = ok.filter((p) => p.sent >= from && p.sent < to).length;
    const seconds = (to - from) / 1000;
    return [
      {
        node: name,
        phase,
        seconds,
        orders,
        cpuPercent: ((b.cpu - a.cpu) * 100) / seconds,
        cpuMsPerOrder: ((b.cpu - a.cpu) * 1000) / Math.max(1, orders),
        waitPercent: ((b.wait - a.wait) * 100) / seconds,
      },
    ];
  };
  const nodes = kill
    ? [
        ...cpuOf('node 1', 'both nodes up', sched0[0], kill.sched[0], wall0, kill.at),
        ...cpuOf('node 2', 'both nodes up', sched0[1], kill.sched[1], wall0, kill.at),
        ...cpuOf('node 2', 'alone after the kill', kill.sched[1], schedEnd[1], kill.at, wallEnd),
      ]
    : cluster.nodes.flatMap((_, i) => cpuOf(`node ${i + 1}`, 'both nodes up', sched0[i], schedEnd[i], wall0, wallEnd));
  const result: PlatformResult = {
    restaurants: kitchens.length,
    kitchenScreens: kitchens.length * opt.screens,
    adminScreens: adminTokens.length,
    rate: opt.rate,
    seconds: opt.seconds,
    achievedRate: run.placed.length > 1 ? ((run.placed.length - 1) * 1000) / (run.lastSentAt - run.start) : opt.rate,
    setupMs: { database: databaseMs, nodes: nodesMs, restaurants: restaurantsMs, sockets: socketsMs },
    placement: summarize(ok.map((p) => p.done - p.sent)),
    placed: ok.length,
    failed: run.placed.filter((p) => !p.order).map((p) => `${p.error} after ${p.failedAttempts.length} retries`),
    retried: {
      orders: run.placed.filter((p) => p.failedAttempts.length).length,
      attempts: run.placed.reduce((n, p) => n + p.failedAttempts.length, 0),
    },
    killedAfterMs: kill ? kill.at - run.start : undefined,
    nodes,
    client: {
      cpuPercent: ((cpu.user + cpu.system) / 1000 / (wallEnd - wall0)) * 100,
      loopDelayP99: loopDelayP99(loop),
    },
    screens: screenFigures(screens, run.placed, kill?.at, run.start),
  };
  printPlatform(result, log);
  machine.loadAfter = os.loadavg();

  const s = result.screens;
  const problems = [
    s.gap.missing && `${s.gap.missing} orders missing after the refetch`,
    s.lostLive && `${s.lostLive} deliveries lost to connected screens`,
    result.failed.length && `${result.failed.length} placements failed for good`,
    s.dropped.reconnected < s.dropped.kitchen + s.dropped.admin && 'screens that did not come back',
    result.client.loopDelayP99 > CLIENT_LOOP_LIMIT_MS &&
      `the bench client's event-loop delay p99 ${result.client.loopDelayP99.toFixed(1)} ms exceeds ${CLIENT_LOOP_LIMIT_MS} ms; its latencies are its own backlog`,
  ].filter(Boolean);
  log(`\n── Summary (Markdown) ──\n\n${platformMarkdown(result, machine)}`);
  for (const p of problems) log(`FAILED: ${p}`);
  log(`\n${problems.length ? 'FAILED' : 'OK'}: platform benchmark finished in ${secs(performance.now() - began)}`);
  return !problems.length;
}

let exitCode = 1;
try {
  exitCode = (await main()) ? 0 : 1;
} catch (err) {
  console.error(`\nThe platform benchmark could not finish: ${(err as Error).stack ?? String(err)}`);
  for (const [i, n] of (cluster?.nodes ?? []).entries()) console.error(`\nNode ${i + 1}'s last output:\n${n.output()}`);
} finally {
  await cleanUp();
}
process.exit(exitCode);
