/**
 * The bumps a kitchen screen made (a line crossed off, a station's "Done", the expo's completions), kept in this
 * browser's storage so that a reload keeps them: the last 20 of the last 30 minutes are one tap from being recalled.
 */
export interface Bump {
  orderId: string;
  refNo: string;
  restaurant: string;
  /** The station bumped (a station screen's bump); none for a completion. */
  station?: { id: string; name: string };
  /** The line crossed off (its index in the order's lines, and what it reads: '2× Lemonade'); none for a whole bump. */
  line?: { index: number; label: string };
  at: number;
}

/** Whether two bumps are the same one: the same order, and the same line (or both whole). */
const sameBump = (a: Pick<Bump, 'orderId' | 'line'>, b: Pick<Bump, 'orderId' | 'line'>) =>
  a.orderId === b.orderId && a.line?.index === b.line?.index;

export const RECALL_LIST_SIZE = 20;
export const RECALL_LIST_MINUTES = 30;
const KEY = (screen: string) => `kitchen-bumps:${screen}`;
/** Told when a screen's list changes (the Recall list subscribes). */
export const bumpListeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; list: Bump[] }>();

export function readBumps(screen: string): Bump[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY(screen));
  } catch {
    raw = null;
  }
  const hit = cache.get(screen);
  if (hit && hit.raw === raw) return hit.list;
  let list: Bump[] = [];
  try {
    list = raw ? (JSON.parse(raw) as Bump[]) : [];
  } catch {
    list = [];
  }
  cache.set(screen, { raw, list });
  return list;
}

function write(screen: string, list: Bump[]) {
  try {
    localStorage.setItem(KEY(screen), JSON.stringify(list));
  } catch {
    // Storage full or denied: the list lives until the reload.
  }
  cache.set(screen, { raw: JSON.stringify(list), list });
  bumpListeners.forEach((l) => l());
}

/** The last RECALL_LIST_SIZE bumps of the last RECALL_LIST_MINUTES minutes, oldest first. */
export const recentBumps = (list: Bump[], now: number) =>
  list.filter((b) => now - b.at < RECALL_LIST_MINUTES * 60_000).slice(-RECALL_LIST_SIZE);

/**
 * Remembers a bump of this screen (a screen is a restaurant's station, or its expo). A whole bump replaces the order's
 * lines crossed off here: recalling it undoes them too.
 */
export function recordBump(screen: string, bump: Omit<Bump, 'at'>) {
  const replaced = (b: Bump) => (bump.line ? sameBump(b, bump) : b.orderId === bump.orderId);
  write(
    screen,
    recentBumps([...readBumps(screen).filter((b) => !replaced(b)), { ...bump, at: Date.now() }], Date.now()),
  );
}

/** Forgets a bump once it was recalled. */
export function forgetBump(screen: string, bump: Pick<Bump, 'orderId' | 'line'>) {
  write(
    screen,
    readBumps(screen).filter((b) => !sameBump(b, bump)),
  );
}
