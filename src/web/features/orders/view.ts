/** What the screen shows: the server's orders with the waiting (queued) actions applied on top, marked as such. */
import type { CallRequest } from '../../../contract/callawaiter/schemas';
import { ORDER_STATUSES } from '../../../contract/orders/constants';
import { orderActionRoutes } from '../../../contract/orders/routes';
import type { Order, OrderCounts, StationProgress } from '../../../contract/orders/schemas';
import type { QueuedAction } from '../../lib/offline/queue';
import { sortFor } from './cache';

export interface ShownOrder extends Order {
  /** The queued action not yet on the server, if any ('Accept D-005'). */
  waiting?: string;
}

interface Target {
  status: Order['status'];
  /** The last waiting action's label. */
  label: string;
  /** The waiting actions on the order (their ids): what the shown record is made from. */
  key: string;
  /** The stations' progress with the waiting station actions applied, when any. */
  stations?: StationProgress[];
}

/** A station action's body, as queued (lib/offline/store): a crossed-off line, a bump, or either recalled. */
interface StationBody {
  line?: number;
  station?: string;
}

/** What a waiting station action does to the order's progress per station, as the server will do it. */
function applyStationAction(stations: StationProgress[], a: QueuedAction): StationProgress[] {
  const body = a.body as StationBody;
  const at = new Date(a.createdAt).toISOString();
  if (a.path === orderActionRoutes.lineDone.path && body.line !== undefined) {
    const line = body.line;
    return stations.map((s) => {
      if (!s.lines.includes(line) || s.done.includes(line)) return s;
      const done = [...s.done, line];
      return { ...s, done, doneAt: s.lines.every((i) => done.includes(i)) ? at : s.doneAt };
    });
  }
  if (a.path === orderActionRoutes.stationDone.path)
    return stations.map((s) => (s.station === body.station ? { ...s, done: [...s.lines], doneAt: at } : s));
  if (a.path === orderActionRoutes.recall.path && body.line !== undefined) {
    const line = body.line;
    return stations.map((s) =>
      s.lines.includes(line) ? { ...s, done: s.done.filter((i) => i !== line), doneAt: null } : s,
    );
  }
  if (a.path === orderActionRoutes.recall.path && body.station)
    return stations.map((s) => (s.station === body.station ? { ...s, done: [], doneAt: null } : s));
  return stations;
}

/** Where each order will be once its queued actions reach the server: its status, and its stations' progress. */
function targets(actions: QueuedAction[], orders: Order[]) {
  const map = new Map<string, Target>();
  let byId: Map<string, Order> | undefined;
  const orderOf = (id: string) => (byId ??= new Map(orders.map((o) => [o._id, o]))).get(id);
  for (const a of actions) {
    if (a.orderId && a.target && a.target !== 'completeall' && a.target !== 'handled') {
      const before = map.get(a.orderId);
      map.set(a.orderId, { ...before, status: a.target, label: a.label, key: `${before?.key ?? ''} ${a.id}` });
    }
    // A station's action (and a reprint) keeps the order where it is, marked as waiting, its progress applied.
    if (a.orderId && !a.target && !a.callId) {
      const before = map.get(a.orderId);
      const order = orderOf(a.orderId);
      const status = before?.status ?? order?.status;
      const stations = before?.stations ?? order?.stations;
      if (status)
        map.set(a.orderId, {
          status,
          label: a.label,
          key: `${before?.key ?? ''} ${a.id}`,
          ...(stations ? { stations: applyStationAction(stations, a) } : {}),
        });
    }
    if (a.target === 'completeall')
      for (const o of orders)
        if (o.restaurant._id === a.restaurantId && (map.get(o._id)?.status ?? o.status) === 'confirmed') {
          const before = map.get(o._id);
          map.set(o._id, { ...before, status: 'completed', label: a.label, key: `${before?.key ?? ''} ${a.id}` });
        }
  }
  return map;
}

/**
 * The same record marked with the same waiting actions is the same object each time the view is computed, so the
 * memoized cards of a long offline backlog do not all render again whenever the queue or another order changes.
 */
const marked = new WeakMap<object, Map<string, object>>();
function markWaiting<T extends object>(record: T, key: string, make: () => T): T {
  let byKey = marked.get(record);
  if (!byKey) marked.set(record, (byKey = new Map()));
  let shown = byKey.get(key) as T | undefined;
  if (!shown) byKey.set(key, (shown = make()));
  return shown;
}

/** Orders of `status` as they will be: those moving out are gone, those moving in are added, both marked waiting. */
export function overlay(status: Order['status'], lists: Order[][], actions: QueuedAction[]): ShownOrder[] {
  const all = lists.flat();
  const t = targets(actions, all);
  const seen = new Set<string>();
  const shown: ShownOrder[] = [];
  for (const o of all) {
    if (seen.has(o._id)) continue;
    seen.add(o._id);
    const target = t.get(o._id);
    if ((target?.status ?? o.status) === status)
      shown.push(
        target
          ? markWaiting<ShownOrder>(o, `${status}${target.key}`, () => ({
              ...o,
              status,
              waiting: target.label,
              ...(target.stations ? { stations: target.stations } : {}),
            }))
          : o,
      );
  }
  return shown.sort(sortFor(status));
}

export interface ShownCall extends CallRequest {
  waiting?: string;
}

/** Open requests, those already answered here but not yet synced marked as waiting. */
export const shownCalls = (calls: CallRequest[], actions: QueuedAction[]): ShownCall[] => {
  const handled = new Map(actions.filter((a) => a.callId).map((a) => [a.callId!, a.label]));
  return calls.map((c) => {
    const label = handled.get(c._id);
    return label === undefined ? c : markWaiting<ShownCall>(c, label, () => ({ ...c, waiting: label }));
  });
};

/**
 * The strip's counts as the columns show them. The server's counts, with every order whose
 * queued actions move it to another status counted there (and call-a-waiter requests answered here taken off),
 * so 'Pending 21' never sits above a column of 20 while an offline accept waits to sync.
 */
export function shownCounts(
  counts: OrderCounts | undefined,
  lists: Order[][],
  openCalls: { _id: string }[],
  actions: QueuedAction[],
): OrderCounts | undefined {
  if (!counts) return counts;
  const all = lists.flat();
  const t = targets(actions, all);
  const next = { ...counts };
  const seen = new Set<string>();
  for (const o of all) {
    if (seen.has(o._id)) continue;
    seen.add(o._id);
    const to = t.get(o._id)?.status;
    if (!to || to === o.status) continue;
    next[o.status] = Math.max(0, next[o.status] - 1);
    next[to] += 1;
  }
  const answered = new Set(actions.filter((a) => a.callId).map((a) => a.callId));
  next.callawaiter = Math.max(0, next.callawaiter - openCalls.filter((c) => answered.has(c._id)).length);
  for (const s of ORDER_STATUSES) next[s] = Math.max(0, next[s]);
  return next;
}
