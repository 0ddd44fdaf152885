/** How the platform bench prints its figures: a readable block, and a Markdown summary like run.ts's. */
import type { Machine } from './report';
import type { ScreenFigures } from './platform-result';
import { ms, secs, type Summary } from './stats';

export interface NodeCpu {
  node: string;
  phase: string;
  seconds: number;
  orders: number;
  cpuPercent: number;
  cpuMsPerOrder: number;
  waitPercent: number;
}

export interface PlatformResult {
  restaurants: number;
  kitchenScreens: number;
  adminScreens: number;
  rate: number;
  seconds: number;
  achievedRate: number;
  setupMs: { database: number; nodes: number; restaurants: number; sockets: number };
  placement: Summary;
  placed: number;
  failed: string[];
  retried: { orders: number; attempts: number };
  killedAfterMs: number | undefined;
  nodes: NodeCpu[];
  client: { cpuPercent: number; loopDelayP99: number };
  screens: ScreenFigures;
}

const trio = (s: Summary) => `p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, max ${ms(s.max)}`;
const load = (l: number[] | undefined) => (l ? l.map((v) => v.toFixed(2)).join(' / ') : '–');

export function printPlatform(r: PlatformResult, log: (line: string) => void) {
  const s = r.screens;
  log(
    `  orders: ${r.placed} placed at ${r.achievedRate.toFixed(1)}/s over ${r.restaurants} restaurants, ${r.failed.length} failed after retries; ` +
      `${r.retried.orders} needed a retry (${r.retried.attempts} failed attempts, same Idempotency-Key)`,
  );
  log(`  placement HTTP latency (first attempt sent → order answered): ${trio(r.placement)}`);
  log(`  order.created, request sent → heard, at the restaurant's kitchen screens (${s.kitchenDelivery.count} pairs):`);
  log(`    ${trio(s.kitchenDelivery)}, p99 ${ms(s.kitchenDelivery.p99)}`);
  if (s.kitchenByPhase)
    log(
      `    of the orders sent before the kill: ${trio(s.kitchenByPhase.beforeKill)}; sent after it: ${trio(s.kitchenByPhase.afterKill)}`,
    );
  log(`  order.created at the platform admins' screens (${s.adminDelivery.count} pairs):`);
  log(`    ${trio(s.adminDelivery)}, p99 ${ms(s.adminDelivery.p99)}`);
  log(`  deliveries lost to connected screens: ${s.lostLive}; duplicates: ${s.duplicates}`);
  if (r.killedAfterMs !== undefined) {
    log(`  node 1 killed (SIGKILL) at +${secs(r.killedAfterMs)}:`);
    log(
      `    screens dropped: ${s.dropped.kitchen} kitchen, ${s.dropped.admin} admin; ${s.dropped.reconnected} connected again through haproxy`,
    );
    log(`    kill → connected again: ${trio(s.reconnect)}`);
    log(
      `    kill → the screen's refetch answered (a kitchen's new orders, an admin's newest orders): ${trio(s.refetch)} (${s.refetchFailures} refetch failures retried)`,
    );
    log(
      `    orders placed during a screen's gap: ${s.gap.pairs} (order, screen) pairs, ${s.gap.refetched} found by the refetch, ` +
        `MISSING after the refetch: ${s.gap.missing}`,
    );
  }
  for (const n of r.nodes)
    log(
      `  ${n.node} ${n.phase}: CPU ${Math.round(n.cpuPercent)} % of one core over ${secs(n.seconds * 1000)}, ` +
        `${ms(n.cpuMsPerOrder)} per order of the platform (${n.orders} orders), waiting for a CPU ${Math.round(n.waitPercent)} %`,
    );
  log(
    `  bench client: CPU ${Math.round(r.client.cpuPercent)} % of one core, event-loop delay p99 ${ms(r.client.loopDelayP99)}`,
  );
  for (const f of r.failed.slice(0, 10)) log(`  ! placement failed: ${f}`);
  for (const l of s.lostDetail) log(`  ! lost: ${l}`);
  for (const l of s.gap.missingDetail) log(`  ! missing after refetch: ${l}`);
}

export function platformMarkdown(r: PlatformResult, m: Machine): string {
  const s = r.screens;
  const rows: [string, string][] = [
    [
      'setup',
      `database and nodes ${secs(r.setupMs.database + r.setupMs.nodes)}, ${r.restaurants} restaurants with sessions ${secs(r.setupMs.restaurants)}, ${r.kitchenScreens + r.adminScreens} sockets ${secs(r.setupMs.sockets)}`,
    ],
    [
      'orders placed',
      `${r.placed} at ${r.achievedRate.toFixed(1)}/s, ${r.failed.length} failed, ${r.retried.orders} retried`,
    ],
    ['placement HTTP p50 / p95', `${ms(r.placement.p50)} / ${ms(r.placement.p95)}`],
    [
      '`order.created` at kitchens p50 / p95 / max',
      `${ms(s.kitchenDelivery.p50)} / ${ms(s.kitchenDelivery.p95)} / ${ms(s.kitchenDelivery.max)}`,
    ],
    ...(s.kitchenByPhase
      ? [
          [
            '`order.created` at kitchens p50 / p95: orders sent before / after the kill',
            `${ms(s.kitchenByPhase.beforeKill.p50)} / ${ms(s.kitchenByPhase.beforeKill.p95)}; ${ms(s.kitchenByPhase.afterKill.p50)} / ${ms(s.kitchenByPhase.afterKill.p95)}`,
          ] as [string, string],
        ]
      : []),
    [
      '`order.created` at admins p50 / p95 / max',
      `${ms(s.adminDelivery.p50)} / ${ms(s.adminDelivery.p95)} / ${ms(s.adminDelivery.max)}`,
    ],
    ['deliveries lost (connected screens)', String(s.lostLive)],
    ['screens dropped by the kill / back', `${s.dropped.kitchen + s.dropped.admin} / ${s.dropped.reconnected}`],
    ['kill → reconnected p50 / p95 / max', `${ms(s.reconnect.p50)} / ${ms(s.reconnect.p95)} / ${ms(s.reconnect.max)}`],
    ['gap orders found by refetch / missing', `${s.gap.refetched} / ${s.gap.missing}`],
    ...r.nodes.map((n): [string, string] => [
      `${n.node} CPU per order (${n.phase})`,
      `${ms(n.cpuMsPerOrder)} (${Math.round(n.cpuPercent)} % of a core)`,
    ]),
    ['bench client CPU / event-loop p99', `${Math.round(r.client.cpuPercent)} % / ${ms(r.client.loopDelayP99)}`],
  ];
  return [
    `### Platform shape (${r.restaurants} restaurants × ${r.kitchenScreens / r.restaurants} kitchen sockets + ${r.adminScreens} admin sockets, ${r.rate} orders/s for ${r.seconds} s, two nodes behind HAProxy${r.killedAfterMs === undefined ? '' : ', node 1 killed halfway'})`,
    '',
    '| | |',
    '|---|---|',
    ...rows.map(([k, v]) => `| ${k} | ${v} |`),
    '',
    `Machine: ${m.cpus} CPU (${m.cpuModel}), ${m.memGiB.toFixed(0)} GiB, Node ${m.node}, database ${m.database}; ` +
      `load average (1/5/15 min) ${load(m.loadBefore)} before, ${load(m.loadAfter)} after.`,
  ].join('\n');
}
