/** The speed-of-service report with the demo's kitchen history: figures, charts, and the Excel and CSV exports. */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as XLSX from 'xlsx';
import { expect, test, loginAsAdmin, loginAsStaff, shootDesktop } from './support';

const OUT = path.resolve('.tmp', 'e2e-speed');
mkdirSync(OUT, { recursive: true });

test('a restaurant admin opens Speed of Service (in the Reports menu), sees each station and exports the figures', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginAsStaff(page);
  // The address without a restaurant: a restaurant admin gets their own
  await page.goto('/speed-of-service');
  await expect(page.getByRole('heading', { name: 'Speed of Service for Demo Bistro' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Speed of Service' })).toBeAttached();
  const stations = page.getByRole('table', { name: 'Stations' });
  await expect(stations).toContainText('Kitchen printer');
  await expect(stations).toContainText('Bar station');
  await expect(page.getByText('Orders completed')).toBeVisible();
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await shootDesktop(page, (w) => path.join(OUT, `speed-of-service-${w}.png`), true);

  const [excel] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Excel' }).click(),
  ]);
  expect(excel.suggestedFilename()).toMatch(/^speed-of-service-Demo-Bistro-.*\.xlsx$/);
  const book = XLSX.read(readFileSync((await excel.path())!));
  const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['Speed of service']!, { header: 1 });
  expect(rows.some((r) => r[0] === 'Kitchen printer' && typeof r[1] === 'number' && r[1] > 0)).toBe(true);

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV' }).click()]);
  expect(readFileSync((await csv.path())!, 'utf8')).toContain('Bar station,');
});

test('a platform admin chooses the restaurant on the Speed of Service page', async ({ page }) => {
  await loginAsAdmin(page);
  await page.getByRole('link', { name: 'Speed of Service' }).click();
  await expect(page.getByText('Choose a restaurant')).toBeVisible();
  await page.getByPlaceholder('Choose a restaurant').click();
  await page.getByRole('option', { name: 'Demo Bistro' }).click();
  await expect(page.getByRole('heading', { name: 'Speed of Service for Demo Bistro' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Stations' })).toContainText('Kitchen printer');
});
