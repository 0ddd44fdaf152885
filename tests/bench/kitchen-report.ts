/** The kitchen round's figures (kitchen-page.ts): its result types, the printed lines and the Markdown table. */
import { ms, secs, type Summary } from './stats';

type Log = (line?: string) => void;

/** The goals at CPU ×6 (issue #38). */
export const KITCHEN_GOALS = { reloadMs: 1500, arrivalP95Ms: 300, tapMs: 100, longTaskMs: 200 };

export interface KitchenTap {
  refNo: string;
  /** The interaction's Event Timing duration (ms); 0 when it had no entry of 16 ms or more. */
  ms: number;
  /** Its parts: input delay, event handlers, until the next paint (ms). */
  inputDelay: number;
  processing: number;
  presentation: number;
  /** The events the entries were made of, e.g. "pointerdown 96, click 88". */
  events: string;
  /** The "N new — tap anywhere to acknowledge" banner was shown when the tap landed. */
  banner: boolean;
  /** The tap opened the confirmation "Accept order …?". */
  opened: boolean;
}

export interface KitchenRateResult {
  rate: number;
  /** Each reload's navigation start → first order card painted (ms); and → in the DOM. */
  reloadMs: number[];
  reloadDomMs: number[];
  /** Place call sent → its card in the DOM, and → the frame after it (ms). */
  arrival: Summary;
  arrivalPainted: Summary;
  /** Arrivals whose card was not seen within 15 s after the last place call, or that failed to be placed. */
  arrivalsMissing: number;
  placementFailures: string[];
  taps: KitchenTap[];
  longTasks: { count: number; longest: number; total: number; over200: number; windowMs: number };
  /** Cards on the dashboard when the arrivals started. */
  cardsBefore: number;
  /** With `renders`: React commits and order cards rendered during the arrivals and during the taps. */
  renders?: { arrivals: { commits: number; cards: number }; taps: { commits: number; cards: number } };
}

export interface KitchenPageResult {
  openOrders: number;
  inPreparation: number;
  arrivals: number;
  rates: KitchenRateResult[];
  loadBefore: number[];
  loadAfter: number[];
  pageErrors: string[];
}

declare global {
  interface Window {
    __kitchenBench?: {
      firstCard: number | null;
      firstCardPainted: number | null;
      seen: Record<string, number>;
      painted: Record<string, number>;
      longTasks: [number, number][];
      events: {
        name: string;
        start: number;
        duration: number;
        processingStart: number;
        processingEnd: number;
        interactionId: number;
        target: string;
      }[];
    };
  }
}

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor((v.length - 1) / 2)] ?? NaN;
const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(' / ');
const worstTap = (r: KitchenRateResult) =>
  r.taps.reduce<KitchenTap | null>((w, t) => (!w || t.ms > w.ms ? t : w), null);
const tapMs = (t: KitchenTap) => (t.ms ? ms(t.ms) : '< 16 ms');

/** The four figures of one rate, in words. */
function figures(r: KitchenRateResult) {
  const worst = worstTap(r);
  const opened = r.taps.filter((t) => t.opened).length;
  return {
    reload: `${secs(median(r.reloadMs))} (${r.reloadMs.map((v) => secs(v)).join(', ')})`,
    arrival:
      `p50 ${ms(r.arrival.p50)}, p95 ${ms(r.arrival.p95)}, max ${ms(r.arrival.max)}` +
      (r.arrivalsMissing ? `; ${r.arrivalsMissing} of ${r.arrival.count + r.arrivalsMissing} not seen` : ''),
    tap:
      `worst ${worst ? tapMs(worst) : '–'} (${r.taps.map(tapMs).join(', ')})` +
      (opened < r.taps.length ? `; ${r.taps.length - opened} of ${r.taps.length} opened no confirmation` : ''),
    longTasks: `${r.longTasks.count} in ${secs(r.longTasks.windowMs)}, longest ${ms(r.longTasks.longest)}`,
  };
}

export function printKitchenPage(r: KitchenPageResult, log: Log) {
  log(
    `  ${r.openOrders} open orders (${r.openOrders - r.inPreparation} new, ${r.inPreparation} in preparation), ${r.arrivals} arrivals at 1/s; load average ${load(r.loadBefore)} before, ${load(r.loadAfter)} after`,
  );
  const g = KITCHEN_GOALS;
  for (const x of r.rates) {
    const f = figures(x);
    const goal = (s: string) => (x.rate === 6 ? ` — goal at ×6 ${s}` : '');
    log(`  CPU ×${x.rate}:`);
    log(`    reload → first order card painted: median ${f.reload}${goal(`≤ ${secs(g.reloadMs)}`)}`);
    log(
      `    new order → its card in the DOM, from the place call: ${f.arrival}; the frame after it p95 ${ms(x.arrivalPainted.p95)}${goal(`p95 ≤ ${g.arrivalP95Ms} ms`)}`,
    );
    log(`    tap Accept → next paint (Event Timing): ${f.tap}${goal(`≤ ${g.tapMs} ms`)}`);
    for (const t of x.taps)
      log(
        `      ${t.refNo}: ${tapMs(t)}${t.ms ? ` = input delay ${ms(t.inputDelay)} + handlers ${ms(t.processing)} + to the paint ${ms(t.presentation)}` : ''}; ${t.banner ? '"N new" banner shown; ' : ''}${t.opened ? 'confirmation opened' : 'NO confirmation'}; ${t.events || 'no entry ≥ 16 ms'}`,
      );
    if (x.renders)
      log(
        `    React: ${x.renders.arrivals.commits} commits and ${x.renders.arrivals.cards} card renders during the ${r.arrivals} arrivals (${x.cardsBefore} cards before them); ${x.renders.taps.commits} commits and ${x.renders.taps.cards} card renders during the ${x.taps.length} taps and their Yes`,
      );
    log(
      `    long tasks while the orders streamed in: ${f.longTasks}, ${ms(x.longTasks.total)} in all, ${x.longTasks.over200} over ${g.longTaskMs} ms${goal(`none over ${g.longTaskMs} ms`)}`,
    );
  }
  if (r.pageErrors.length) log(`  page errors: ${r.pageErrors.slice(0, 5).join(' | ')}`);
}

export function kitchenPageMarkdown(r: KitchenPageResult) {
  const g = KITCHEN_GOALS;
  const cols = r.rates.map((x) => ({ rate: x.rate, f: figures(x) }));
  const row = (label: string, key: keyof ReturnType<typeof figures>, goal: string) =>
    `| ${label} | ${cols.map((c) => c.f[key]).join(' | ')} | ${goal} |`;
  return [
    `### Kitchen on a cheap tablet (Chromium 1024×768, ${r.openOrders} open orders: ${r.openOrders - r.inPreparation} new, ${r.inPreparation} in preparation)`,
    '',
    `| measure | ${cols.map((c) => `CPU ×${c.rate}`).join(' | ')} | goal at ×6 |`,
    `|---|${cols.map(() => '---|').join('')}---|`,
    row('reload → first order card painted (median of 3; each)', 'reload', `≤ ${secs(g.reloadMs)}`),
    row(
      `new order → its card on screen, from the place call (${r.arrivals} at 1/s)`,
      'arrival',
      `p95 ≤ ${g.arrivalP95Ms} ms`,
    ),
    row('tap Accept → next paint (Event Timing, 5 taps)', 'tap', `≤ ${g.tapMs} ms`),
    row(`long tasks while the ${r.arrivals} orders stream in`, 'longTasks', `none over ${g.longTaskMs} ms`),
    '',
    `Load average (1/5/15 min) ${load(r.loadBefore)} before the round, ${load(r.loadAfter)} after.`,
  ].join('\n');
}
