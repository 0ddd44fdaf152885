/**
 * The kitchen's station and expo screens at tablet size, for their browser tests: Demo Bistro's two stations, an
 * order of food and drinks, a tablet of its own per screen, and screenshots in the light and the dark theme.
 */
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { restaurantIdOf } from './kitchen-support';
import { apiToken, expect, LOGINS, passwordInput } from './support';

export const SHOTS = '.tmp/stations-shots';
export const TABLET = { width: 1024, height: 768 };

export interface Setup {
  token: string;
  restaurant: string;
  kitchen: string;
  bar: string;
}

export async function setup(request: APIRequestContext): Promise<Setup> {
  const token = await apiToken(request);
  const restaurant = await restaurantIdOf(request, token, 'Demo Bistro');
  const res = await request.get(`/api/restaurant/stations?restaurant=${restaurant}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const stations = ((await res.json()) as { data: { stations: { id: string; name: string }[] } }).data.stations;
  return {
    token,
    restaurant,
    kitchen: stations.find((s) => s.name === 'Kitchen printer')!.id,
    bar: stations.find((s) => s.name === 'Bar station')!.id,
  };
}

/** A Demo Bistro order of risotto and soup (kitchen) and lemonade (bar), placed as a customer app would and accepted. */
export async function foodAndDrinks(request: APIRequestContext, s: Setup, guest: string) {
  const auth = { authorization: `Bearer ${s.token}` };
  const menu = (await (
    await request.get(`/api/menu/web/fetch?restaurant=${s.restaurant}&size=1000`, { headers: auth })
  ).json()) as { data: { _id: string; name: string }[] };
  const item = (name: string) => menu.data.find((i) => i.name === name)!._id;
  const placed = await request.post('/api/mobile/order/place', {
    data: {
      restaurant: s.restaurant,
      lines: [
        { menu: item('Mushroom risotto'), qty: 1 },
        { menu: item('Soup of the day'), qty: 1 },
        { menu: item('Elderflower lemonade'), qty: 2 },
      ],
      dineIn: true,
      tablenumber: 4,
      paymentType: 'card',
      guest: { name: guest },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { data: { _id: string; refNo: string } }).data;
  const accepted = await request.put('/api/orders/restaurant/acceptorder', { data: { id: order._id }, headers: auth });
  expect(accepted.status()).toBe(200);
  return order;
}

/** The order as the server has it now (its version and progress per station). */
export async function onServer(request: APIRequestContext, s: Setup, id: string) {
  const res = await request.get(`/api/orders/restaurant/fetch/confirmed?restaurant=${s.restaurant}&page=1&size=1000`, {
    headers: { authorization: `Bearer ${s.token}` },
  });
  const list = (await res.json()) as {
    data: { _id: string; version: number; stations?: { name: string; doneAt: string | null }[] }[];
  };
  return list.data.find((o) => o._id === id);
}

/** A tablet of its own (its own storage, queue and live connection), signed in as the bistro's staff. */
export async function tablet(browser: Browser, baseURL: string | undefined, page?: Page) {
  const p = page ?? (await (await browser.newContext({ baseURL, viewport: TABLET })).newPage());
  await p.setViewportSize(TABLET);
  await p.goto('/restaurant-login');
  await p.getByLabel('Username').fill(LOGINS.bistro.email);
  await passwordInput(p).fill(LOGINS.bistro.password);
  await p.getByRole('button', { name: 'Log In' }).click();
  await expect(p).toHaveURL(/\/orders-dashboard\?/);
  return p;
}

export const open = (p: Page, s: Setup, extra: string) =>
  p.goto(`/orders-dashboard?restaurant=${s.restaurant}&name=Demo%20Bistro&${extra}`);

/** Sets this device's kitchen theme in the kitchen settings. */
export async function useTheme(p: Page, theme: 'light' | 'dark') {
  const html = p.locator('html');
  if ((await html.getAttribute('data-mantine-color-scheme')) === theme) return;
  await p.getByRole('button', { name: 'Kitchen settings' }).click();
  const toggle = p.getByRole('switch', { name: 'Dark theme' });
  await expect(toggle).toBeInViewport(); // the drawer has slid in
  await toggle.click({ force: true });
  await expect(html).toHaveAttribute('data-mantine-color-scheme', theme);
  await p.keyboard.press('Escape');
  await expect(p.getByRole('switch', { name: 'Dark theme' })).toBeHidden();
}

/** Screenshots in the light and the dark theme (the kitchen's setting on this device), ending dark. */
export async function shootThemes(p: Page, name: string, card?: Locator) {
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(p, theme);
    await p.mouse.move(0, 0);
    await p.screenshot({ path: `${SHOTS}/${name}-${theme}-1024x768.png` });
    await card?.screenshot({ path: `${SHOTS}/${name}-card-${theme}.png` });
  }
}
