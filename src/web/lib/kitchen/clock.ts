import { useSyncExternalStore } from 'react';

/**
 * One shared clock per period: a single timer, however many components read it, started by the first and stopped
 * after the last. A kitchen card does not read it; only the few parts of it that show a time do (its age, its time
 * left, its promised time), so a tick re-renders those and not every card (docs/measured.md, the kitchen round).
 */
interface Clock {
  now: number;
  /** Stable per clock, as useSyncExternalStore needs (a new one each render would subscribe again each render). */
  subscribe(listener: () => void): () => void;
}
const clocks = new Map<number, Clock>();

function clockOf(everyMs: number): Clock {
  const existing = clocks.get(everyMs);
  if (existing) return existing;
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setInterval> | undefined;
  const clock: Clock = {
    now: Date.now(),
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        clock.now = Date.now(); // idle until now: its last reading is old
        timer = setInterval(() => {
          clock.now = Date.now();
          listeners.forEach((l) => l());
        }, everyMs);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) clearInterval(timer);
      };
    },
  };
  clocks.set(everyMs, clock);
  return clock;
}

/** The current time, re-rendering every `everyMs` with everything else that reads the same clock. */
export function useNow(everyMs = 15_000) {
  const clock = clockOf(everyMs);
  return useSyncExternalStore(clock.subscribe, () => clock.now);
}
