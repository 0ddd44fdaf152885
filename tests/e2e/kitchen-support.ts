import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { apiToken, expect } from './support';

interface MenuItemLite {
  _id: string;
  name: string;
  attributes: { id: string; items: { id: string }[] }[];
  options: { id: string; items: { id: string }[] }[];
}

export async function restaurantIdOf(request: APIRequestContext, token: string, name: string) {
  const res = await request.get('/api/restaurant/fetchwithorders?size=1000', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await res.json()) as { data: { _id: string; Name: string }[] };
  return data.find((r) => r.Name === name)!._id;
}

/** Places an order through the API as a customer app would; returns the stored order. */
export async function placeOrder(request: APIRequestContext, restaurantName = 'Demo Bistro', guest = 'E2E Guest') {
  const token = await apiToken(request);
  const restaurant = await restaurantIdOf(request, token, restaurantName);
  const menu = (await (
    await request.get(`/api/menu/web/fetch?restaurant=${restaurant}&size=1000`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { data: MenuItemLite[] };
  const item = menu.data.find((i) => i.attributes.length === 0 && i.options.length === 0)!;
  const res = await request.post('/api/mobile/order/place', {
    data: {
      restaurant,
      lines: [{ menu: item._id, qty: 2, notes: 'E2E note' }],
      dineIn: true,
      tablenumber: 5,
      paymentType: 'card',
      guest: { name: guest },
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { _id: string; refNo: string; id: number; status: string; version: number } })
    .data;
}

export async function orderOnServer(request: APIRequestContext, restaurantName: string, refNo: string) {
  const token = await apiToken(request);
  const restaurant = await restaurantIdOf(request, token, restaurantName);
  const res = await request.get(`/api/orders/restaurant/searchorder?restaurant=${restaurant}&orderid=${refNo}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await res.json()) as { data: { status: string; version: number }[] };
  return data[0];
}

/**
 * Waits until the page has saved its query cache (IndexedDB, throttled to once a second) with this text in it, as a
 * tablet has by the time its Wi-Fi drops: what a reload offline shows is what was saved.
 */
export async function savedForOffline(page: Page, text: string) {
  await expect
    .poll(() =>
      page.evaluate(
        (wanted) =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('backoffice-cache');
            // Not made yet: leave it to the app (a database made here would lack the app's store).
            open.onupgradeneeded = () => open.transaction?.abort();
            open.onerror = () => resolve(false);
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('kv')) return resolve(false);
              const get = db.transaction('kv').objectStore('kv').get('query-cache');
              get.onsuccess = () => {
                resolve(typeof get.result === 'string' && get.result.includes(wanted));
                db.close();
              };
              get.onerror = () => resolve(false);
            };
          }),
        text,
      ),
    )
    .toBe(true);
}

/** Cuts this browser off the server: API calls fail, the live connection drops and cannot come back. */
export async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await context.route('**/socket.io/**', (route) => route.abort('internetdisconnected'));
  await page.evaluate(() => window.__realtime?.drop());
}

export async function goOnline(context: BrowserContext) {
  await context.unroute('**/api/**');
  await context.unroute('**/socket.io/**');
  await context.setOffline(false);
}
