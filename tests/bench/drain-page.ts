/**
 * What the drain benchmark does inside Chromium: sign in, write the app's IndexedDB queue, watch it, read the
 * page's main-thread metrics, and follow every accept request by its Idempotency-Key.
 */
import type { BrowserContext, CDPSession, Page, Request } from '@playwright/test';
import type { QueuedAction } from '../../src/web/lib/offline/store';
import { BISTRO } from './api';

export const ACCEPT_PATH = '/orders/restaurant/acceptorder';
export const BATCH_PATH = '/orders/restaurant/actions';

export const BUSY_METRICS = ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'] as const;
export type PageBusy = Record<(typeof BUSY_METRICS)[number], number>;

export async function pageMetrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(
    metrics.filter((m) => (BUSY_METRICS as readonly string[]).includes(m.name)).map((m) => [m.name, m.value]),
  );
}

/** What one poll of the page sees: actions in the IndexedDB queue, and cards marked "waiting to sync". */
export function pollPage(page: Page) {
  return page.evaluate(async () => {
    const w = window as unknown as { __benchDb?: Promise<IDBDatabase> };
    w.__benchDb ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('backoffice-offline');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const db = await w.__benchDb;
    const queued = await new Promise<number>((resolve, reject) => {
      const req = db.transaction('actions', 'readonly').objectStore('actions').count();
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const banner = /(\d+) actions? waiting to sync/.exec(
      document.querySelector('[data-testid="connection-banner"]')?.textContent ?? '',
    );
    return {
      queued,
      markers: document.querySelectorAll('[data-testid="waiting-to-sync"]').length,
      bannerWaiting: banner ? Number(banner[1]) : 0,
    };
  });
}

/** Writes the actions into the app's queue exactly as `enqueueAction` stores them (src/web/lib/offline/store.ts). */
export function writeQueue(page: Page, actions: QueuedAction[]) {
  return page.evaluate(async (records) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('backoffice-offline');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('actions', 'readwrite');
      for (const r of records) tx.objectStore('actions').put(r);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, actions);
}

export async function signIn(page: Page) {
  await page.goto('/restaurant-login');
  await page.getByLabel('Username').fill(BISTRO.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(BISTRO.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/orders-dashboard\?/, { timeout: 60_000 });
}

const isAccept = (method: string, url: string) =>
  method === 'PUT' && new URL(url).pathname.endsWith(`/api${ACCEPT_PATH}`);
const isBatch = (method: string, url: string) =>
  method === 'POST' && new URL(url).pathname.endsWith(`/api${BATCH_PATH}`);
type BatchResult = { key: string; status: number; replayed: boolean; answer: unknown };

/**
 * Counts the accept actions by Idempotency-Key and how the server answered each: sent alone (PUT acceptorder, the key
 * in its header) or in a batch (POST /orders/restaurant/actions, each action with its key and its own result).
 */
export function watchAccepts(context: BrowserContext) {
  const stats = {
    sent: 0,
    applied: 0,
    replayed: 0,
    refused: 0,
    /** Requests that carried accepts (a batch counts once). */
    requests: 0,
    firstAt: NaN,
    /** performance.now() of each action leaving and its answer arriving, by Idempotency-Key. */
    timeline: new Map<string, { sent: number; done?: number; status?: number }>(),
    perKey: new Map<string, number>(),
    refusedDetail: [] as string[],
    /** Forgets the requests so far (those the page tried while cut off, which never reached the server). */
    restart() {
      stats.sent = 0;
      stats.requests = 0;
      stats.firstAt = NaN;
      stats.timeline.clear();
    },
  };
  const batchKeys = (req: Request) =>
    ((req.postDataJSON() as { actions?: { key: string; action: string }[] } | null)?.actions ?? [])
      .filter((a) => a.action === 'accept')
      .map((a) => a.key);
  const keysOf = async (req: Request) =>
    isBatch(req.method(), req.url()) ? batchKeys(req) : [(await req.headerValue('idempotency-key')) ?? '(none)'];
  const count = (key: string, status: number, replayed: boolean, text: () => string) => {
    const t = stats.timeline.get(key);
    if (t) Object.assign(t, { done: performance.now(), status });
    if (status < 300 && !replayed) {
      stats.applied++;
      stats.perKey.set(key, (stats.perKey.get(key) ?? 0) + 1);
    } else if (replayed) stats.replayed++;
    else {
      stats.refused++;
      stats.refusedDetail.push(`${key}: ${status} ${text().slice(0, 200)}`);
    }
  };
  context.on('request', (req) => {
    if (!isAccept(req.method(), req.url()) && !isBatch(req.method(), req.url())) return;
    const at = performance.now();
    void keysOf(req).then((keys) => {
      if (!keys.length) return;
      stats.requests++;
      stats.sent += keys.length;
      if (Number.isNaN(stats.firstAt)) stats.firstAt = at;
      for (const key of keys) stats.timeline.set(key, { sent: at });
    });
  });
  context.on('requestfailed', (req) => {
    if (!isAccept(req.method(), req.url()) && !isBatch(req.method(), req.url())) return;
    void keysOf(req).then((keys) => {
      for (const key of keys) {
        const t = stats.timeline.get(key);
        if (t) Object.assign(t, { done: performance.now(), status: 0 });
      }
    });
  });
  context.on('response', async (res) => {
    const req = res.request();
    if (isAccept(req.method(), res.url())) {
      const key = (await req.allHeaders())['idempotency-key'] ?? '(none)';
      const replayed = (await res.allHeaders())['idempotent-replayed'] === 'true';
      const text = await res.text().catch(() => '');
      count(key, res.status(), replayed, () => text);
      return;
    }
    if (!isBatch(req.method(), res.url())) return;
    const accepts = new Set(batchKeys(req));
    const text = await res.text().catch(() => '');
    const results = res.status() === 200 ? ((JSON.parse(text) as { results: BatchResult[] }).results ?? []) : [];
    if (res.status() !== 200) for (const key of accepts) count(key, res.status(), false, () => text);
    for (const r of results) if (accepts.has(r.key)) count(r.key, r.status, r.replayed, () => JSON.stringify(r.answer));
  });
  return stats;
}

declare global {
  interface Window {
    __benchRenders?: { commits: number; cards: number };
  }
}

/**
 * Counts the page's React commits and the order cards rendered in them, through the hook React offers its developer
 * tools (a card counts as rendered when its element has new props since the last commit; a skipped card keeps them).
 */
export function countRenders(context: BrowserContext) {
  // Given as text: the benchmark's compiler would wrap the named functions in a helper the page does not have.
  return context.addInitScript({
    content: `(() => {
      const counts = (window.__benchRenders = { commits: 0, cards: 0 });
      const seen = new Map();
      const walk = (fiber) => {
        for (let f = fiber; f; f = f.sibling) {
          const props = typeof f.type === 'string' ? f.memoizedProps : null;
          const id = props && String(props['aria-label']).startsWith('Order ') && props['data-testid'];
          if (typeof id === 'string' && id.startsWith('order-') && seen.get(id) !== props) {
            seen.set(id, props);
            counts.cards++;
          }
          walk(f.child);
        }
      };
      window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        onCommitFiberRoot: (_, root) => {
          counts.commits++;
          walk(root.current.child);
        },
      };
    })();`,
  });
}

export const readRenders = (page: Page) =>
  page.evaluate(() => ({ ...(window.__benchRenders ?? { commits: 0, cards: 0 }) }));
