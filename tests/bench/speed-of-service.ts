/**
 * The speed-of-service report at 100,000 orders: one restaurant whose last 30 days hold 100,000 orders (lines of
 * three categories, two with prep-time targets), each bumped by a grill and a bar station (200,000 bumps, 1 in 50
 * recalled and bumped again), on the embedded database (PGlite on disk, a fresh temporary folder); then
 * GET /api/reports/speed-of-service over those 30 days through the real app (HTTP inject, a signed-in admin).
 *   npx tsx tests/bench/speed-of-service.ts   (also part of `npm run bench`; `--skip-speed` leaves it out)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { defaultAvailability } from '../../src/contract/availability';
import { CURRENCIES } from '../../src/contract/restaurants/constants';
import { buildApp } from '../../src/server/app';
import { configFromEnv } from '../../src/server/config';
import { openDatabase, type Db } from '../../src/server/db/client';
import { menuCategories, printers, restaurants, users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/passwords';

const ORDERS = 100_000;
type Log = (line?: string) => void;

export interface SpeedBenchResult {
  orders: number;
  bumps: number;
  generateMs: number;
  ms: number[];
  /** CPU time of the bench process (PGlite runs in it), less inflated than the wall time by other programs' load. */
  cpu: number[];
  load: string;
}

const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** One restaurant with the orders and bumps above; answers its id. */
export async function seedSpeedOfService(db: Db) {
  const [r] = await db
    .insert(restaurants)
    .values({ name: 'Bench Bistro', availability: defaultAvailability(), currency: CURRENCIES.DKK })
    .returning({ id: restaurants.id });
  const restaurantId = r!.id;
  const cats = await db
    .insert(menuCategories)
    .values([
      { restaurantId, category: 'Burgers', targetMinutes: 15 },
      { restaurantId, category: 'Drinks', targetMinutes: 5 },
      { restaurantId, category: 'Desserts' },
    ])
    .returning({ id: menuCategories.id });
  const [grill, bar] = await db
    .insert(printers)
    .values([
      { restaurantId, name: 'Grill', serial: '00:11:62:00:00:01' },
      { restaurantId, name: 'Bar', serial: '00:11:62:00:00:02' },
    ])
    .returning({ id: printers.id });

  const catIds = `array['${cats.map((c) => c.id).join("','")}']`;
  const line = (k: string) =>
    sql.raw(`jsonb_build_object('menu', 'm' || ((g + ${k}) % 24), 'name', 'Item ' || ((g + ${k}) % 24), 'category', '',
        'categoryId', (${catIds})[1 + (g + ${k}) % 3], 'qty', 1, 'price', 5000, 'notes', '', 'isReward', false,
        'attributes', '[]'::jsonb, 'extras', '[]'::jsonb)`);
  // 26 s apart: 100,000 orders in the last 30 days; accepted after 1–3 min, completed 8–30 min after placement.
  await db.execute(sql`
      insert into orders (id, restaurant_id, order_number, ref_no, status, dine_in, payment_type, lines,
                          subtotal_minor, total_minor, created_at, updated_at, accepted_at, completed_at)
      select substr(md5(g::text || 'bench-order'), 1, 24), ${restaurantId}, 1000 + g, 'B-' || g, 'completed', true, 'card',
             case when g % 2 = 0 then jsonb_build_array(${line('0')}, ${line('1')}) else jsonb_build_array(${line('0')}) end,
             5000, 5000, now() - g * interval '26 seconds', now() - g * interval '26 seconds',
             now() - g * interval '26 seconds' + (1 + g % 3) * interval '1 minute',
             now() - g * interval '26 seconds' + (8 + g % 23) * interval '1 minute'
      from generate_series(1, ${ORDERS}) as g`);
  await db.execute(sql`
      insert into order_station_marks (id, restaurant_id, order_id, station, done_at, recalled_at)
      select substr(md5(g::text || s.station || 'bench-mark'), 1, 24), ${restaurantId},
             substr(md5(g::text || 'bench-order'), 1, 24), s.station,
             now() - g * interval '26 seconds' + (s.after + g % 19) * interval '1 minute', null
      from generate_series(1, ${ORDERS}) as g,
           (values (${grill!.id}::varchar, 6), (${bar!.id}::varchar, 2)) as s(station, after)`);
  await db.execute(sql`
      insert into order_station_marks (id, restaurant_id, order_id, station, done_at, recalled_at)
      select substr(md5(g::text || 'bench-recall'), 1, 24), ${restaurantId}, substr(md5(g::text || 'bench-order'), 1, 24),
             ${bar!.id}, now() - g * interval '26 seconds' + interval '1 minute', now() - g * interval '26 seconds' + interval '2 minutes'
      from generate_series(50, ${ORDERS}, 50) as g`);
  await db.execute(sql`analyze`);
  return restaurantId;
}

export async function runSpeedOfServiceBench(log: Log): Promise<SpeedBenchResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-speed-'));
  const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  try {
    await database.migrate();
    const { db } = database;
    let t = performance.now();
    const restaurantId = await seedSpeedOfService(db);
    await db.insert(users).values({
      name: 'Bench Admin',
      email: 'bench@example.org',
      type: 'Admin',
      passwordHash: await hashPassword('bench-password'),
    });
    const generateMs = Math.round(performance.now() - t);
    const bumps = ORDERS * 2;
    log(
      `  generated ${ORDERS.toLocaleString('en')} orders in 30 days with ${bumps.toLocaleString('en')} station bumps in ${(generateMs / 1000).toFixed(1)} s (PGlite on disk; load ${loadavg()})`,
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
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const url = `/api/reports/speed-of-service?restaurant=${restaurantId}&from=${day(new Date(Date.now() - 31 * 86_400_000))}&to=${day(new Date())}`;
    const ms: number[] = [];
    const cpu: number[] = [];
    let tickets = 0;
    for (let i = 0; i < 5; i++) {
      t = performance.now();
      const c0 = process.cpuUsage();
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      ms.push(Math.round(performance.now() - t));
      const c = process.cpuUsage(c0);
      cpu.push(Math.round((c.user + c.system) / 1000));
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      tickets = (res.json() as { overall: { tickets: number } }).overall.tickets;
    }
    const load = loadavg();
    log(
      `  speed-of-service report, 30 days (${tickets.toLocaleString('en')} orders): ${ms.map((x) => `${x} ms`).join(', ')} (median ${median(ms)} ms; CPU ${cpu.join(', ')} ms; load ${load})`,
    );
    await app.close();
    return { orders: ORDERS, bumps, generateMs, ms, cpu, load };
  } finally {
    await database.close().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
}

export function speedOfServiceMarkdown(r: SpeedBenchResult): string {
  return [
    `Speed-of-service report with ${r.orders.toLocaleString('en')} orders and ${r.bumps.toLocaleString('en')} station bumps in 30 days (PGlite on disk):`,
    '',
    '| | runs | median | CPU (bench process) | load average |',
    '|---|---|---|---|---|',
    `| GET /api/reports/speed-of-service, 30 days | ${r.ms.map((x) => `${x} ms`).join(', ')} | ${median(r.ms)} ms | ${median(r.cpu)} ms | ${r.load} |`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(speedOfServiceMarkdown(await runSpeedOfServiceBench(console.log)));
}
