/** Percentiles and small formatting helpers for the benchmark's figures. */
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

export interface Summary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

/** Nearest-rank percentile of an ascending list. */
function percentile(sorted: number[], p: number) {
  if (!sorted.length) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

export function summarize(values: number[]): Summary {
  const sorted = Float64Array.from(values).sort();
  const list = Array.from(sorted);
  return {
    count: list.length,
    p50: percentile(list, 50),
    p95: percentile(list, 95),
    p99: percentile(list, 99),
    max: list.length ? list[list.length - 1] : NaN,
    mean: list.length ? list.reduce((s, v) => s + v, 0) / list.length : NaN,
  };
}

export const ms = (v: number) => (Number.isFinite(v) ? `${v < 10 ? v.toFixed(1) : Math.round(v)} ms` : '–');
export const secs = (v: number) => (Number.isFinite(v) ? `${(v / 1000).toFixed(2)} s` : '–');
export const sleep = (msecs: number) => new Promise<void>((r) => setTimeout(r, msecs));

/** Lists at most `max` items, saying how many more there were. */
export function listSome(items: string[], max = 10) {
  return items.length <= max ? items.join(', ') : `${items.slice(0, max).join(', ')} … and ${items.length - max} more`;
}

/** The sampling timer of the bench client's event-loop delay, ms. */
const LOOP_TIMER_MS = 10;

/** Measures this thread's event-loop delay (`enable()` to start, `loopDelayP99` to read). */
export const loopDelayMonitor = () => monitorEventLoopDelay({ resolution: LOOP_TIMER_MS });

/**
 * The event-loop delay p99 in ms: how late the monitor's timer fired. Node's histogram records the whole time between
 * two firings, so its figures include the timer's own interval; that is taken off.
 */
export const loopDelayP99 = (h: IntervalHistogram) => Math.max(0, h.percentile(99) / 1e6 - LOOP_TIMER_MS);
