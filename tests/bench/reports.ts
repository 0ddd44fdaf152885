/**
 * Report timings (issue 10): one restaurant with 100,000 orders over the last year (+ 20,000 SMS) on the embedded
 * database (PGlite on disk, a fresh temporary folder), then the report calls through the real app (HTTP inject with
 * a signed-in admin), and the export work of 10,000 rows (CSV, Excel, PDF as the browser builds them).
 *   npx tsx tests/bench/reports.ts          (also part of `npm run bench`)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { defaultAvailability } from '../../src/contract/availability';
import { CURRENCIES } from '../../src/contract/restaurant';
import { buildApp } from '../../src/server/app';
import { configFromEnv } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { restaurants, users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/passwords';

const ORDERS = 100_000;
const SMS = 20_000;
type Log = (line?: string) => void;

export interface ReportsBenchResult {
  orders: number;
  generateMs: number;
  timings: { what: string; ms: number[] }[];
}

const ms = (t: number) => Math.round(performance.now() - t);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function generate(db: Awaited<ReturnType<typeof openDatabase>>['db'], restaurantId: string) {
  // Built by the database itself (generate_series): lines with a category, an attribute and sometimes an extra.
  const line = (k: string) => sql.raw(`jsonb_build_object('menu', 'm' || ((g + ${k}) % 24), 'name', 'Item ' || ((g + ${k}) % 24), 'category', 'Category ' || ((g + ${k}) % 6),
    'categoryId', null, 'qty', 1 + (g % 2), 'price', 4500 + ((g + ${k}) % 24) * 500, 'notes', '', 'isReward', false,
    'attributes', jsonb_build_array(jsonb_build_object('_id', 'a' || (g % 3), 'attributeName', 'Size', 'name', 'Size ' || (g % 3), 'qty', 1, 'additionalPrice', (g % 3) * 500)),
    'extras', case when g % 4 = 0 then jsonb_build_array(jsonb_build_object('_id', 'x1', 'name', 'Extra cheese', 'qty', 1, 'price', 1000)) else '[]'::jsonb end)`);
  await db.execute(sql`
    insert into orders (id, restaurant_id, order_number, ref_no, status, dine_in, tablenumber, payment_type, lines,
                        subtotal_minor, total_minor, amountcaptured_minor, created_at, updated_at, accepted_at, completed_at)
    select substr(md5(g::text || 'bench-order'), 1, 24), ${restaurantId}, 1000 + g, 'B-' || g,
           case when g % 17 = 0 then 'cancelled' when g % 23 = 0 then 'refunded' when g % 50 = 0 then 'confirmed' else 'completed' end,
           g % 3 <> 0, case when g % 3 <> 0 then 1 + g % 12 end,
           (array['card', 'mobilepay', 'kevin', 'mobile payments'])[1 + g % 4],
           case when g % 2 = 0 then jsonb_build_array(${line('0')}, ${line('7')}) else jsonb_build_array(${line('0')}) end,
           8000 + (g % 300) * 100, 8000 + (g % 300) * 100, 8000 + (g % 300) * 100,
           now() - g * interval '315 seconds', now() - g * interval '315 seconds',
           now() - g * interval '315 seconds' + interval '3 minutes', now() - g * interval '315 seconds' + interval '20 minutes'
    from generate_series(1, ${ORDERS}) as g`);
  await db.execute(sql`
    insert into sms_logs (id, restaurant_id, date, mobile_number, message, status)
    select substr(md5(g::text || 'bench-sms'), 1, 24), ${restaurantId}, now() - g * interval '1577 seconds', '+4512345678', 'Your order is ready', 'sent'
    from generate_series(1, ${SMS}) as g`);
  await db.execute(sql`analyze`);
}

export async function runReportsBench(log: Log): Promise<ReportsBenchResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-reports-'));
  const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  try {
    await database.migrate();
    const [r] = await database.db
      .insert(restaurants)
      .values({ name: 'Bench Bistro', availability: defaultAvailability(), currency: CURRENCIES.DKK })
      .returning({ id: restaurants.id });
    const restaurantId = r!.id;
    await database.db.insert(users).values({ name: 'Bench Admin', email: 'bench@example.org', type: 'Admin', passwordHash: await hashPassword('bench-password') });
    let t = performance.now();
    await generate(database.db, restaurantId);
    const generateMs = ms(t);
    log(`  generated ${ORDERS.toLocaleString('en')} orders over the last year and ${SMS.toLocaleString('en')} SMS in ${(generateMs / 1000).toFixed(1)} s (PGlite on disk)`);

    const { app } = await buildApp({ ...configFromEnv({}), dataDir: dir, webDir: undefined, logLevel: 'silent' }, { database, logger: false, startJobs: false });
    await app.ready();
    const login = await app.inject({ method: 'POST', url: '/api/admin/authenticate', payload: { email: 'bench@example.org', password: 'bench-password' } });
    const token = (login.json() as { token: string }).token;
    const get = async (url: string) => {
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      return res.json();
    };
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const today = day(new Date());
    const yearAgo = day(new Date(Date.now() - 365 * 86_400_000));
    const monthAgo = day(new Date(Date.now() - 36 * 86_400_000));
    const year = `restaurant=${restaurantId}&startdate=${yearAgo}&enddate=${today}`;
    const timings: ReportsBenchResult['timings'] = [];
    async function time(what: string, fn: () => Promise<unknown>, runs = 3) {
      const m: number[] = [];
      for (let i = 0; i < runs; i++) {
        t = performance.now();
        await fn();
        m.push(ms(t));
      }
      timings.push({ what, ms: m });
      log(`  ${what}: ${m.map((x) => `${x} ms`).join(', ')} (median ${median(m)} ms)`);
    }
    await time('restaurant report, a year, summary + page 1 (25 rows)', () => get(`/api/orders/restaurant/report/confirmed,completed?${year}&page=1&size=25`));
    await time('per-category report, a year (all categories, fees, net)', () => get(`/api/orders/restaurant/report-per-category/confirmed,completed?${year}`));
    await time('restaurant statistics, a year', () => get(`/api/statistics/restaurant?${year}`));
    let rows: unknown[] = [];
    await time('restaurant report, ~36 days without page (≈10,000 rows, the export fetch)', async () => {
      rows = (await get(`/api/orders/restaurant/report/confirmed,completed?restaurant=${restaurantId}&startdate=${monthAgo}&enddate=${today}`)).data;
    });
    log(`  (${rows.length.toLocaleString('en')} rows in that answer)`);
    const answer = await get(`/api/orders/restaurant/report/confirmed,completed?restaurant=${restaurantId}&startdate=${monthAgo}&enddate=${today}`);
    const { buildReportExcel, buildReportPdf, reportCsv } = await import('../../src/web/features/reports/export-build');
    const input = { name: 'Bench Bistro', from: monthAgo, to: today, statuses: ['confirmed', 'completed'], answer };
    await time('CSV of those rows (as the page builds it)', async () => void reportCsv(input), 1);
    const XLSX = await import('xlsx');
    const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
    await time('Excel of those rows (SheetJS; the same builder the export worker runs)', async () => void buildReportExcel(XLSX, input), 1);
    await time('PDF of those rows (jsPDF + autotable; the same builder the export worker runs)', async () => void buildReportPdf({ jsPDF, autoTable }, input), 1);
    await app.close();
    return { orders: ORDERS, generateMs, timings };
  } finally {
    await database.close().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
}

export function reportsMarkdown(r: ReportsBenchResult): string {
  const lines = [`Reports with ${r.orders.toLocaleString('en')} orders in one restaurant's year (PGlite on disk):`, '', '| | runs | median |', '|---|---|---|'];
  for (const t of r.timings) lines.push(`| ${t.what} | ${t.ms.map((x) => `${x} ms`).join(', ')} | ${median(t.ms)} ms |`);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runReportsBench(console.log);
  console.log(`\n${reportsMarkdown(result)}`);
}
