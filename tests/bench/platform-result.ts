/**
 * The platform bench's figures from what its screens heard and what it placed: delivery latency at the kitchens and
 * at the admins, deliveries lost while connected, reconnect times after the node kill, and the orders of the gap
 * each dropped screen (kitchen or admin) still lacks after its refetch.
 */
import type { Placed } from './platform-load';
import type { Screen } from './platform-screens';
import { listSome, summarize, type Summary } from './stats';

export interface ScreenFigures {
  kitchenDelivery: Summary;
  adminDelivery: Summary;
  /** Kitchen deliveries of the orders sent before the kill and of those sent after it. */
  kitchenByPhase: { beforeKill: Summary; afterKill: Summary } | null;
  /** (order, screen) pairs never heard although the screen was connected all along or by the time of the order. */
  lostLive: number;
  lostDetail: string[];
  duplicates: number;
  /** Screens that dropped (those on the killed node, ideally), and how many came back. */
  dropped: { kitchen: number; admin: number; reconnected: number };
  /** From the kill to each dropped screen connected again, and to its refetch answered. */
  reconnect: Summary;
  refetch: Summary;
  refetchFailures: number;
  /** (order, screen) pairs placed during the screen's gap: not heard live, found by the refetch, missing after it. */
  gap: { pairs: number; refetched: number; missing: number; missingDetail: string[] };
}

export function screenFigures(
  screens: Screen[],
  placed: Placed[],
  killedAt: number | undefined,
  start: number,
): ScreenFigures {
  const ok = placed.filter((p) => p.order);
  const kitchenDelivery: number[] = [];
  const phases = { beforeKill: [] as number[], afterKill: [] as number[] };
  const adminDelivery: number[] = [];
  const lostDetail: string[] = [];
  const missingDetail: string[] = [];
  const gap = { pairs: 0, refetched: 0, missing: 0 };
  let lostLive = 0;
  const reconnect: number[] = [];
  const refetch: number[] = [];
  const dropped = { kitchen: 0, admin: 0, reconnected: 0 };
  const byKitchen = new Map<string, Placed[]>();
  for (const p of ok) {
    const id = p.order!.restaurant._id;
    byKitchen.set(id, [...(byKitchen.get(id) ?? []), p]);
  }
  for (const [n, s] of screens.entries()) {
    const mine = s.kitchen ? (byKitchen.get(s.kitchen.restaurantId) ?? []) : ok;
    const delivery = s.kitchen ? kitchenDelivery : adminDelivery;
    // A dropped screen's gap runs up to its reconnection: what it did not hear of the orders placed before then (its
    // node may have been behind with its writes when it died) the refetch must bring.
    const to = s.droppedAt === undefined ? -Infinity : (s.reconnectedAt ?? Infinity);
    if (s.droppedAt !== undefined) {
      if (s.kitchen) dropped.kitchen++;
      else dropped.admin++;
      if (s.reconnectedAt !== undefined) dropped.reconnected++;
      const since = killedAt ?? s.droppedAt;
      reconnect.push((s.reconnectedAt ?? Infinity) - since);
      refetch.push((s.refetchedAt ?? Infinity) - since);
    }
    for (const p of mine) {
      const id = p.order!._id;
      const at = s.heard.get(id);
      if (at !== undefined) {
        delivery.push(at - p.sent);
        if (s.kitchen && killedAt !== undefined)
          (p.sent < killedAt ? phases.beforeKill : phases.afterKill).push(at - p.sent);
        continue;
      }
      const inGap = p.sent <= to;
      const what = `${p.order!.refNo} (${id}, sent at +${((p.sent - start) / 1000).toFixed(1)} s) at screen #${n + 1}`;
      if (!inGap) {
        lostLive++;
        lostDetail.push(what);
      } else {
        gap.pairs++;
        if (s.refetched.has(id)) gap.refetched++;
        else {
          gap.missing++;
          missingDetail.push(what);
        }
      }
    }
  }
  return {
    kitchenDelivery: summarize(kitchenDelivery),
    adminDelivery: summarize(adminDelivery),
    kitchenByPhase:
      killedAt === undefined
        ? null
        : { beforeKill: summarize(phases.beforeKill), afterKill: summarize(phases.afterKill) },
    lostLive,
    lostDetail: [listSome(lostDetail, 20)].filter(Boolean),
    duplicates: screens.reduce((sum, s) => sum + s.duplicates, 0),
    dropped,
    reconnect: summarize(reconnect),
    refetch: summarize(refetch),
    refetchFailures: screens.reduce((sum, s) => sum + s.refetchFailures, 0),
    gap: { ...gap, missingDetail: [listSome(missingDetail, 20)].filter(Boolean) },
  };
}
