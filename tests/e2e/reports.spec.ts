/** Reports, statistics and settlements with the demo data: figures, exports opened, settlement setup. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { expect, test, apiToken, loginAsAdmin, shootDesktop } from './support';

test.use({ timezoneId: 'Europe/Copenhagen' });

const OUT = path.resolve('.tmp', 'e2e-reports');
mkdirSync(OUT, { recursive: true });
const DAY = 86_400_000;
const todayIso = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(new Date());
const daysAgo = (n: number) => new Date(Date.parse(`${todayIso()}T00:00:00Z`) - n * DAY).toISOString().slice(0, 10);
/** A payout weekday two days from today: set up on its own day, the scheduler would settle at once. */
const laterWeekday = () =>
  new Date(Date.parse(`${todayIso()}T12:00:00Z`) + 2 * DAY).toLocaleDateString('en-GB', {
    weekday: 'long',
    timeZone: 'UTC',
  });
/** Amounts as a reader expects them: two decimals, thousands grouped ('259,823.97'). */
const two = (v: number) =>
  new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(v);

async function api(request: APIRequestContext, p: string, query: Record<string, string> = {}) {
  const res = await request.get(`/api${p}`, {
    params: query,
    headers: { authorization: `Bearer ${await apiToken(request)}` },
  });
  expect(res.status()).toBe(200);
  return res.json();
}

async function bistroId(request: APIRequestContext): Promise<string> {
  const list = await api(request, '/settlements/restaurants', { page: '1', size: '100' });
  return list.data.find((r: { Name: string }) => r.Name === 'Demo Bistro')._id;
}

const shoot = (page: Page, name: string) => shootDesktop(page, (w) => path.join(OUT, `${name}-${w}.png`), true);

test('restaurant statistics lead to the report; its totals match the server and the PDF, Excel and CSV exports open', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000); // three pages and three exports: ≈ 12 s on a quiet machine, over 30 s on a busy one
  test.setTimeout(120_000);
  const id = await bistroId(request);
  const from = daysAgo(30);
  const to = todayIso();
  const expected = await api(request, '/orders/restaurant/report/completed,confirmed', {
    restaurant: id,
    startdate: from,
    enddate: to,
    page: '1',
    size: '25',
  });
  expect(expected.meta.total).toBeGreaterThan(25);

  await loginAsAdmin(page);
  await page.goto('/orders-restaurants');
  await page
    .getByRole('article', { name: 'Demo Bistro' })
    .or(page.getByLabel('Demo Bistro'))
    .getByRole('link', { name: 'Statistics' })
    .click();
  await expect(page.getByRole('heading', { name: 'Restaurant Statistics for Demo Bistro' })).toBeVisible();
  await page.getByText('Last 7 days').click();
  await expect(page.getByTestId('stat-Orders')).not.toHaveText('0');
  await shoot(page, 'restaurant-statistics');

  await page.getByRole('link', { name: 'Report', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Report for Demo Bistro' })).toBeVisible();
  await page.goto(`/report?restaurant=${id}&name=Demo%20Bistro&from=${from}&to=${to}`);
  await expect(page.getByTestId('figure-Completed')).toHaveText(`${two(expected.ordermeta.completed)} DKK`);
  await expect(page.getByTestId('figure-Net Total')).toHaveText(`${two(expected.ordermeta.net)} DKK`);
  await expect(page.locator('tbody tr')).toHaveCount(25);
  await shoot(page, 'report');

  const all = await api(request, '/orders/restaurant/report/completed,confirmed', {
    restaurant: id,
    startdate: from,
    enddate: to,
  });
  const downloads: Record<string, string> = {};
  for (const kind of ['PDF', 'Excel', 'CSV']) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Export ${kind}` }).click(),
    ]);
    const file = path.join(OUT, download.suggestedFilename());
    await download.saveAs(file);
    downloads[kind] = file;
    expect(download.suggestedFilename()).toContain(`${from}-to-${to}`);
  }
  // The spreadsheet read back: sheet 'Orders', a row per order, the totals at the end.
  const wb = XLSX.read(readFileSync(downloads.Excel!));
  expect(wb.SheetNames).toEqual(['Orders']);
  const rows = XLSX.utils.sheet_to_json<(string | number)[]>(wb.Sheets.Orders!, { header: 1, blankrows: false });
  expect(rows[0]).toEqual([
    'Ref No',
    'Date',
    'Subtotal',
    'Discount',
    'Tip',
    'Service Fee (%)',
    'Total',
    'Amount Captured',
    'Status',
    'Payment Type',
    'Currency',
  ]);
  expect(rows.slice(1, 1 + all.data.length).map((r) => r[0])).toEqual(all.data.map((r: { refNo: string }) => r.refNo));
  expect(rows.find((r) => r[0] === 'Net Total')?.[1]).toBeCloseTo(expected.ordermeta.net, 2);
  // CSV: header and a line per order.
  const csv = readFileSync(downloads.CSV!, 'utf8').trim().split(/\r\n/);
  expect(csv).toHaveLength(all.data.length + 1);
  // PDF: rendered to an image (looked at by the engineer) with pdftoppm.
  const png = path.join(OUT, 'report-pdf');
  execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', downloads.PDF!, png]);
  expect(readFileSync(`${png}.png`).length).toBeGreaterThan(5_000);
});

test('the per-category report shows its tables and fees, and its PDF, Excel and CSV files hold the figures on screen', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const id = await bistroId(request);
  const from = daysAgo(14);
  const to = todayIso();
  const expected = await api(request, '/orders/restaurant/report-per-category/completed,confirmed', {
    restaurant: id,
    startdate: from,
    enddate: to,
  });
  await loginAsAdmin(page);
  await page.goto(`/report-per-category?restaurant=${id}&name=Demo%20Bistro&from=${from}&to=${to}`);
  await expect(page.getByRole('heading', { name: 'Per Category Report for Demo Bistro' })).toBeVisible();
  await expect(page.getByTestId('fee-Total Sales')).toHaveText(two(expected.totalSales));
  await expect(page.getByTestId('fee-Total')).toHaveText(two(expected.net));
  await expect(page.getByTestId('fee-SMS')).toHaveText(two(expected.ordermeta.fees.sms));
  await expect(page.getByTestId('fee-Card fee')).toHaveText(two(expected.ordermeta.fees.card));
  // The fees are per SMS and per order, so the payment total stays below the sales and above zero.
  expect(expected.net).toBeGreaterThan(0);
  expect(expected.net).toBeLessThan(expected.totalSales);
  const first = expected.categories[0];
  const table = page.getByRole('table', { name: `Category ${first.category}` });
  await expect(table.getByRole('row')).toHaveCount(first.rows.length + 2);
  await expect(table.getByRole('row').last()).toContainText(two(first.total));
  await shoot(page, 'per-category');

  const files: Record<string, string> = {};
  for (const kind of ['PDF', 'Excel', 'CSV']) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Export ${kind}` }).click(),
    ]);
    files[kind] = path.join(OUT, download.suggestedFilename());
    await download.saveAs(files[kind]!);
  }
  expect(path.basename(files.Excel!)).toBe('Per Category Report for Demo Bistro.xlsx');
  const rows = XLSX.utils.sheet_to_json<(string | number)[]>(
    XLSX.read(readFileSync(files.Excel!)).Sheets['Per Category Report']!,
    { header: 1, blankrows: false },
  );
  expect(rows[0]).toEqual(['Per Category Report for Demo Bistro']);
  expect(rows.filter((r) => r[0] === 'Total')).toHaveLength(expected.categories.length);
  const fee = expected.feeRows[1];
  expect(rows.find((r) => r[0] === 'Transaction fee')).toEqual(['Transaction fee', fee.qty, 0.2, fee.sales]);
  expect(rows.find((r) => r[0] === 'Total Sales')?.[3]).toBe(expected.totalSales);
  expect(rows.at(-1)).toEqual(['Payment total', '', '', expected.net]);
  // CSV: the same payment total, two decimals; PDF: the same, as the screen shows it.
  const csv = readFileSync(files.CSV!, 'utf8').trim().split(/\r\n/);
  expect(csv.at(-1)).toBe(`Payment,Payment total,,,${expected.net.toFixed(2)}`);
  const pdf = readFileSync(files.PDF!).toString('latin1');
  expect(pdf).toContain(`(${two(expected.net)})`);
  expect(pdf).toContain(`(${two(expected.totalSales)})`);
});

test('table-number and product statistics show a card per table and product', async ({ page, request }) => {
  const id = await bistroId(request);
  const tables = await api(request, '/statistics/tablenumbers', {
    restaurant: id,
    startdate: daysAgo(7),
    enddate: todayIso(),
  });
  await loginAsAdmin(page);
  await page.goto(`/report-tablenumber?restaurant=${id}&name=Demo%20Bistro&from=${daysAgo(7)}&to=${todayIso()}`);
  await expect(page.getByRole('heading', { name: 'Table Number Statistics for Demo Bistro' })).toBeVisible();
  const firstTable = tables.data[0];
  await expect(page.getByLabel(`Table ${firstTable.tablenumber}`, { exact: true })).toContainText(
    String(firstTable.count),
  );
  await shoot(page, 'table-numbers');

  const day = daysAgo(1);
  const products = await api(request, '/statistics/productstats', { restaurant: id, startdate: day, enddate: day });
  await page.goto(`/product-stats?restaurant=${id}&name=Demo%20Bistro&date=${day}`);
  await expect(page.getByRole('heading', { name: 'Product Statistics for Demo Bistro' })).toBeVisible();
  await expect(page.getByText(products.data[0].name, { exact: true }).first()).toBeVisible();
  await expect(page.locator('.recharts-line')).toHaveCount(Math.min(3, products.data.length));
  await shoot(page, 'product-stats');
});

test('settlements: the list, the logs of a restaurant, the Setup Settlement dialog, and Settle now after a confirmation naming the amount', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000); // four pages and a dialog: ≈ 8 s on a quiet machine, over 30 s on a busy one
  await loginAsAdmin(page);
  await page.goto('/settlement');
  await expect(page.getByRole('heading', { name: 'Settlements' })).toBeVisible();
  const bistro = page.getByRole('row').filter({ hasText: 'Demo Bistro' });
  await expect(bistro.getByLabel('Payout account set up')).toBeVisible();
  // Fjord Noodle Bar is never set up (Harbour Grill is, below: a retry of this test finds it done).
  await expect(
    page.getByRole('row').filter({ hasText: 'Fjord Noodle Bar' }).getByLabel('No payout account'),
  ).toBeVisible();
  await shoot(page, 'settlement');

  await bistro.click();
  await expect(page.getByRole('heading', { name: 'Settlement for Demo Bistro' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Settlements Logs' })).toBeVisible();
  // the seed's three weekly runs, and today's run when today is its Monday (the job runs on start)
  await expect(page.locator('tbody tr').nth(2)).toBeVisible();
  await expect(page.locator('tbody tr').first()).toContainText(/DKK \d{1,3}(,\d{3})*\.\d{2}/);
  await shoot(page, 'settlement-restaurant');

  await page.goto('/settlement');
  await page.getByRole('row').filter({ hasText: 'Harbour Grill' }).click();
  await expect(page.getByText('No settlements yet')).toBeVisible();
  await page.getByRole('button', { name: 'Setup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Setup Settlement' });
  await dialog.getByLabel('IBAN').fill('DK51 0040 0440 1162 43');
  await dialog.getByLabel('Business Regisration Number').fill('87654321');
  await dialog.getByLabel('Email').fill('harbour-payouts@example.org');
  await dialog.getByRole('combobox', { name: 'Payout Schedule' }).click();
  const payoutDay = `Every ${laterWeekday()}`;
  await page.getByRole('option', { name: payoutDay }).click();
  await shoot(page, 'setup-dialog');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('The IBAN check digits are wrong')).toBeVisible();
  await dialog.getByLabel('IBAN').fill('DK50 0040 0440 1162 43');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Settlement successfully setup!')).toBeVisible();
  await expect(page.getByText(payoutDay)).toBeVisible();

  // Settle now names the amount and the period first; Cancel moves nothing, the named button pays that amount out.
  const harbour = (await api(request, '/settlements/restaurants', { page: '1', size: '100' })).data.find(
    (r: { Name: string }) => r.Name === 'Harbour Grill',
  );
  const preview = (await api(request, '/settlements/preview', { id: harbour._id })).data;
  expect(preview.Amount).toBeGreaterThan(1000); // five weeks of the demo's orders: the thousands are grouped
  const sum = `DKK ${two(preview.Amount)}`;
  await page.getByRole('button', { name: 'Settle now' }).click();
  const ask = page.getByRole('dialog', { name: 'Settle now' });
  await expect(ask).toContainText(`Pay out ${sum} to Harbour Grill for ${preview.StartDate} – ${preview.EndDate}?`);
  await shoot(page, 'settle-now');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByText('No settlements yet')).toBeVisible();
  await page.getByRole('button', { name: 'Settle now' }).click();
  await ask.getByRole('button', { name: `Pay out ${sum}` }).click();
  await expect(page.locator('tbody tr').first()).toContainText(sum);
  await page.goto('/settlement');
  await expect(
    page.getByRole('row').filter({ hasText: 'Harbour Grill' }).getByLabel('Payout account set up'),
  ).toBeVisible();
});
