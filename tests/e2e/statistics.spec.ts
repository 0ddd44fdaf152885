import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test, apiToken, loginAsAdmin } from './support';

// The demo restaurants count their days in Copenhagen; the browser's "today" is taken there too.
test.use({ timezoneId: 'Europe/Copenhagen' });

const DAY = 86_400_000;
/** Today in Copenhagen, then days before it, as YYYY-MM-DD. */
const todayIso = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(new Date());
const daysAgo = (n: number) => new Date(Date.parse(`${todayIso()}T00:00:00Z`) - n * DAY).toISOString().slice(0, 10);
const toUs = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
const money = (v: number) =>
  `${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(v)} DKK`;

async function api(request: APIRequestContext, path: string, query: Record<string, string>) {
  const res = await request.get(`/api${path}`, {
    params: query,
    headers: { authorization: `Bearer ${await apiToken(request)}` },
  });
  expect(res.status()).toBe(200);
  return res.json();
}

/** Types a day into a date field, as YYYY-MM-DD, and closes its calendar. */
async function typeDay(page: Page, field: string, day: string) {
  const input = page.getByRole('textbox', { name: field, exact: true });
  await input.fill(day);
  await input.press('Escape');
  await input.blur();
  await expect(input).toHaveValue(day);
}

async function chooseRestaurant(page: Page, name: string, within = page.locator('body')) {
  await within.getByRole('combobox', { name: 'Restaurant' }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

const axisTicks = (page: Page, chart: string) =>
  page.getByRole('figure', { name: chart }).locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');

test('the daily chart shows the last 7 days and follows the chosen range and restaurant', async ({ page, request }) => {
  await loginAsAdmin(page);
  // The panel and its chart library load after the counters (their own chunk): allow a busy machine the time.
  await expect(page.getByRole('heading', { name: 'Overall sales (Last 7 day/s)' })).toBeVisible({ timeout: 20_000 });
  await expect(axisTicks(page, 'Daily sales chart')).toHaveCount(7);
  const week = await api(request, '/statistics/overall', { startdate: daysAgo(6), enddate: todayIso() });
  await expect(page.getByTestId('daily-total')).toHaveText(
    money(week.value.reduce((s: number, v: number) => s + v, 0)),
  );

  // From after To is refused under the field, and the chart keeps its range.
  await typeDay(page, 'From', todayIso());
  await typeDay(page, 'To', daysAgo(1));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText("'From' cannot be after 'To'")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Overall sales (Last 7 day/s)' })).toBeVisible();

  await typeDay(page, 'From', daysAgo(3));
  await typeDay(page, 'To', daysAgo(1));
  await chooseRestaurant(page, 'Demo Bistro');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Overall sales (Last 3 day/s)' })).toBeVisible();
  await expect(page.getByText("'From' cannot be after 'To'")).toBeHidden();
  await expect(axisTicks(page, 'Daily sales chart')).toHaveCount(3);
  const bistro = await api(request, '/statistics/overall', {
    startdate: daysAgo(3),
    enddate: daysAgo(1),
    restaurant: await restaurantId(request, 'Demo Bistro'),
  });
  await expect(page.getByTestId('daily-total')).toHaveText(
    money(bistro.value.reduce((s: number, v: number) => s + v, 0)),
  );

  // 'Show numbers' prints the amounts on the bars.
  const labels = page.getByRole('figure', { name: 'Daily sales chart' }).locator('.recharts-label-list');
  await expect(labels).toHaveCount(0);
  await page.getByRole('switch', { name: 'Show numbers' }).check();
  await expect(labels).toHaveCount(1);
  await expect(labels.locator('text')).toHaveCount(3);
});

async function restaurantId(request: APIRequestContext, name: string): Promise<string> {
  const list = await api(request, '/restaurant/fetchwithorders', { page: '1', size: '1000' });
  return list.data.find((r: { Name: string }) => r.Name === name)._id;
}

test('the hourly chart shows the hours with sales, or all 24 hours', async ({ page, request }) => {
  const day = daysAgo(1);
  const stats = await api(request, '/statistics/hourly', { date: toUs(day) });
  const withSales = Object.entries(stats.orders as Record<string, { total: number; count: number }>).filter(
    ([, h]) => h.total > 0,
  );
  expect(withSales.length).toBeGreaterThan(0);
  expect(withSales.length).toBeLessThan(24);

  await loginAsAdmin(page);
  await page.getByRole('tab', { name: 'Hourly' }).click();
  await typeDay(page, 'Date', day);
  await page.getByRole('button', { name: 'Submit' }).click();
  const ticks = axisTicks(page, 'Hourly sales chart');
  await expect(ticks).toHaveText(withSales.map(([hour]) => hour));
  await expect(page.getByTestId('hourly-total')).toHaveText(money(withSales.reduce((s, [, h]) => s + h.total, 0)));

  await page.getByRole('switch', { name: 'All hours' }).check();
  await expect(ticks).toHaveCount(24);
  await expect(ticks.first()).toHaveText('00:00');
  await expect(ticks.last()).toHaveText('23:00');

  await page.getByRole('switch', { name: 'All hours' }).uncheck();
  await expect(ticks).toHaveCount(withSales.length);
});

test('the Top Tags modal lists the tags by number of orders, for all restaurants or one', async ({ page, request }) => {
  const sorted = (tags: Record<string, number>) =>
    Object.entries(tags).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const all = sorted((await api(request, '/statistics/toptags', {})).topTags);
  const harbour = sorted(
    (await api(request, '/statistics/toptags', { restaurant: await restaurantId(request, 'Harbour Grill') })).topTags,
  );
  expect(all.length).toBeGreaterThan(harbour.length);

  await loginAsAdmin(page);
  await page.getByRole('button', { name: 'Top Tags' }).click();
  const dialog = page.getByRole('dialog', { name: 'Top Tags' });
  await expect(dialog.locator('.mantine-BarsList-barLabel')).toHaveText(all.map(([name]) => name));
  await expect(dialog.getByText(`${all[0][1]} orders`)).toBeVisible();

  await chooseRestaurant(page, 'Harbour Grill', dialog);
  await expect(dialog.locator('.mantine-BarsList-barLabel')).toHaveText(harbour.map(([name]) => name));
  await expect(dialog.locator('.mantine-BarsList-barValue').first()).toHaveText(`${harbour[0][1]} orders`);
});
