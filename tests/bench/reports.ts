/**
 * Report timings: one restaurant with 100,000 orders over the last year (+ 20,000 SMS) on the embedded
 * database (PGlite on disk, a fresh temporary folder), then the report calls through the real app (HTTP inject with
 * a signed-in admin), and the export work of 10,000 rows (CSV, Excel, PDF as the browser builds them).
 * With BENCH_DATABASE_URL (or `--pg URL`) the report calls are also timed on PostgreSQL, in a database of their own
 * (created and dropped on that server).
 * Each figure comes with the machine's load average; on PGlite also the CPU time the bench process spent (the
 * embedded database runs in it), which other programs' load inflates much less than the wall time.
 *   npx tsx tests/bench/reports.ts [--pg postgres://postgres@127.0.0.1:5432/postgres]   (also part of `npm run bench`)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { defaultAvailability } from '../../src/contract/availability';
import { CURRENCIES } from '../../src/contract/restaurants/constants';
import { buildApp } from '../../src/server/app';
import { configFromEnv } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { restaurants, users } from '../../src/server/db/schema';
import { foldReportDeltas } from '../../src/server/modules/reports/rollup';
import { hashPassword } from '../../src/server/passwords';

const ORDERS = 100_000;
const SMS = 20_000;
type Log = (line?: string) => void;

export interface Timing {
  what: string;
  ms: number[];
  /** CPU time of the bench process (PGlite runs in it); none on PostgreSQL. */
  cpu?: number[];
  load: string;
}

export interface ReportsBenchResult {
  orders: number;
  database: string;
  generateMs: number;
  foldMs: number;
  timings: Timing[];
}

const ms = (t: number) => Math.round(performance.now() - t);
const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function generate(db: Awaited<ReturnType<typeof openDatabase>>['db'], restaurantId: string) {
  // Built by the database itself (generate_series): lines with a category, an attribute and sometimes an extra.
  const line = (k: string) =>
    sql.raw(`jsonb_build_object('menu', 'm' || ((g + ${k}) % 24), 'name', 'Item ' || ((g + ${k}) % 24), 'category', 'Category ' || ((g + ${k}) % 6),
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

/** A fresh database of its own on the PostgreSQL server of `url`; `drop` removes it. */
export async function benchDatabaseOn(url: string, name = `bench_reports_${process.pid}`) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function runReportsBench(
  log: Log,
  opts: { databaseUrl?: string; exports?: boolean } = {},
): Promise<ReportsBenchResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-reports-'));
  const server = opts.databaseUrl ? await benchDatabaseOn(opts.databaseUrl) : null;
  const database = await openDatabase(server ? { databaseUrl: server.url } : { dataDir: path.join(dir, 'pglite') });
  const kind = server ? 'PostgreSQL' : 'PGlite on disk';
  try {
    await database.migrate();
    const [r] = await database.db
      .insert(restaurants)
      .values({ name: 'Bench Bistro', availability: defaultAvailability(), currency: CURRENCIES.DKK })
      .returning({ id: restaurants.id });
    const restaurantId = r!.id;
    await database.db.insert(users).values({
      name: 'Bench Admin',
      email: 'bench@example.org',
      type: 'Admin',
      passwordHash: await hashPassword('bench-password'),
    });
    let t = performance.now();
    await generate(database.db, restaurantId);
    const generateMs = ms(t);
    log(
      `  generated ${ORDERS.toLocaleString('en')} orders over the last year and ${SMS.toLocaleString('en')} SMS in ${(generateMs / 1000).toFixed(1)} s (${kind}; load ${loadavg()})`,
    );
    // What the job tick does every 15 s; here once for the whole year at a time.
    t = performance.now();
    const folded = await foldReportDeltas(database.db, { vacuum: !server });
    await database.db.execute(sql`analyze`);
    const foldMs = ms(t);
    log(
      `  folded their ${folded.toLocaleString('en')} report changes into daily totals in ${(foldMs / 1000).toFixed(1)} s`,
    );

    const { app } = await buildApp(
      { ...configFromEnv({}), dataDir: dir, webDir: undefined, logLevel: 'silent' },
      { database, logger: false, startJobs: false },
    );
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/admin/authenticate',
      payload: { email: 'bench@example.org', password: 'bench-password' },
    });
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
    async function time(what: string, fn: () => Promise<unknown>, runs = 5) {
      const m: number[] = [];
      const c: number[] = [];
      for (let i = 0; i < runs; i++) {
        const c0 = cpuMs();
        t = performance.now();
        await fn();
        m.push(ms(t));
        c.push(Math.round(cpuMs() - c0));
      }
      const load = loadavg();
      timings.push({ what, ms: m, ...(server ? {} : { cpu: c }), load });
      const cpu = server ? '' : `; CPU ${c.map((x) => `${x}`).join(', ')} ms`;
      log(`  ${what}: ${m.map((x) => `${x} ms`).join(', ')} (median ${median(m)} ms${cpu}; load ${load})`);
    }
    await time('restaurant report, a year, summary + page 1 (25 rows)', () =>
      get(`/api/orders/restaurant/report/confirmed,completed?${year}&page=1&size=25`),
    );
    await time('per-category report, a year (all categories, fees, net)', () =>
      get(`/api/orders/restaurant/report-per-category/confirmed,completed?${year}`),
    );
    await time('restaurant statistics, a year', () => get(`/api/statistics/restaurant?${year}`));
    let rows: unknown[] = [];
    await time('restaurant report, ~36 days without page (≈10,000 rows, the export fetch)', async () => {
      rows = (
        await get(
          `/api/orders/restaurant/report/confirmed,completed?restaurant=${restaurantId}&startdate=${monthAgo}&enddate=${today}`,
        )
      ).data;
    });
    log(`  (${rows.length.toLocaleString('en')} rows in that answer)`);
    if (opts.exports === false) {
      await app.close();
      return { orders: ORDERS, database: kind, generateMs, foldMs, timings };
    }
    const answer = await get(
      `/api/orders/restaurant/report/confirmed,completed?restaurant=${restaurantId}&startdate=${monthAgo}&enddate=${today}`,
    );
    const { buildReportExcel, buildReportPdf, reportCsv } = await import('../../src/contract/reports/export-files');
    const input = { name: 'Bench Bistro', from: monthAgo, to: today, statuses: ['confirmed', 'completed'], answer };
    await time('CSV of those rows (as the page builds it)', async () => void reportCsv(input), 1);
    const XLSX = await import('xlsx');
    const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
    await time(
      'Excel of those rows (SheetJS; the same builder the export worker runs)',
      async () => void buildReportExcel(XLSX, input),
      1,
    );
    await time(
      'PDF of those rows (jsPDF, the same builder the export worker runs)',
      async () => void buildReportPdf({ jsPDF, autoTable }, input),
      1,
    );
    await app.close();
    return { orders: ORDERS, database: kind, generateMs, foldMs, timings };
  } finally {
    await database.close().catch(() => undefined);
    await server?.drop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
}

export function reportsMarkdown(r: ReportsBenchResult): string {
  const lines = [
    `Reports with ${r.orders.toLocaleString('en')} orders in one restaurant's year (${r.database}):`,
    '',
    '| | runs | median | CPU (bench process) | load average |',
    '|---|---|---|---|---|',
  ];
  for (const t of r.timings) {
    lines.push(
      `| ${t.what} | ${t.ms.map((x) => `${x} ms`).join(', ')} | ${median(t.ms)} ms | ${t.cpu ? `${median(t.cpu)} ms` : '–'} | ${t.load} |`,
    );
  }
  return lines.join('\n');
}

/** PGlite, then PostgreSQL when a server is named (BENCH_DATABASE_URL or `--pg URL`). */
export async function runAllReportsBenches(
  log: Log,
  databaseUrl = process.env.BENCH_DATABASE_URL,
): Promise<ReportsBenchResult[]> {
  const results = [await runReportsBench(log)];
  if (databaseUrl) {
    log(`\n  The same on PostgreSQL:`);
    results.push(await runReportsBench(log, { databaseUrl, exports: false }));
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--pg');
  const results = await runAllReportsBenches(console.log, at > 0 ? process.argv[at + 1] : undefined);
  for (const r of results) console.log(`\n${reportsMarkdown(r)}`);
}
