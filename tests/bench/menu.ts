/**
 * Menu speed: GET /menu/web/fetch?size=1000 on a menu of 1,000 products (12 categories, option groups,
 * attributes, extras and tags on each) on the embedded database (PGlite on disk, a fresh temporary folder), through
 * the real app (HTTP inject with a signed-in restaurant admin). Target: p95 under 50 ms.
 * Repeat fetches reuse the serialized answer while the menu is unchanged (src/server/modules/menu/menu-cache.ts);
 * the first fetch after a change builds it again, measured separately ("after a change").
 *   npx tsx tests/bench/menu.ts          (also part of `npm run bench`)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { defaultAvailability } from '../../src/contract/availability';
import { CURRENCIES } from '../../src/contract/restaurants/constants';
import { buildApp } from '../../src/server/app';
import { configFromEnv } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { extras, menuCategories, menuItems, restaurants, users } from '../../src/server/db/schema';
import { listMenu } from '../../src/server/modules/menu/items';
import { menuAnswer } from '../../src/server/modules/menu/menu-cache';
import type { Deps } from '../../src/server/deps';
import { hashPassword } from '../../src/server/passwords';

const PRODUCTS = 1000;
const RUNS = 60;
type Log = (line?: string) => void;

export interface MenuBenchResult {
  products: number;
  bytes: number;
  ms: number[];
  /** The first fetch after a product was changed (the answer is built again). */
  changed: number[];
  /** CPU time of the bench process per unchanged fetch (PGlite runs in it). */
  cpu: number[];
  /** Load average while measuring. */
  load: string;
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;

export async function runMenuBench(log: Log): Promise<MenuBenchResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-menu-'));
  const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  try {
    await database.migrate();
    const { db } = database;
    const [r] = await db
      .insert(restaurants)
      .values({ name: 'Bench Bistro', availability: defaultAvailability(), currency: CURRENCIES.DKK })
      .returning({ id: restaurants.id });
    const restaurantId = r!.id;
    await db.insert(users).values({
      name: 'Bench Staff',
      email: 'bench-menu@example.org',
      type: 'RestaurantAdmin',
      restaurantId,
      passwordHash: await hashPassword('bench-password'),
    });
    const cats = await db
      .insert(menuCategories)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          restaurantId,
          category: `Category ${i + 1}`,
          order: i,
          availability: defaultAvailability(),
        })),
      )
      .returning({ id: menuCategories.id });
    const xs = await db
      .insert(extras)
      .values(Array.from({ length: 30 }, (_, i) => ({ restaurantId, name: `Extra ${i + 1}`, price: 500 + i * 100 })))
      .returning({ id: extras.id });
    const choice = (id: string, Name: string, Price: number, isDefault = false) => ({ id, Name, Price, isDefault });
    for (let start = 0; start < PRODUCTS; start += 250) {
      await db.insert(menuItems).values(
        Array.from({ length: 250 }, (_, k) => {
          const i = start + k;
          return {
            restaurantId,
            categoryId: cats[i % cats.length]!.id,
            name: `Product ${i + 1}`,
            description: 'A realistic description of a dish with a few ingredients, a sauce and a side.',
            price: 5000 + (i % 40) * 500,
            order: i,
            image: `/uploads/${String(i).padStart(32, '0')}.png`,
            tags: [
              { label: 'beef', value: 'beef' },
              { label: 'spicy', value: 'spicy' },
            ],
            extras: [xs[i % 30]!.id, xs[(i + 7) % 30]!.id, xs[(i + 13) % 30]!.id],
            options: [
              {
                id: 'side',
                Category: 'Side',
                isMultiple: false,
                items: [
                  choice('fries', 'Fries', 0, true),
                  choice('salad', 'Salad', 0),
                  choice('sweet', 'Sweet potato', 1500),
                ],
              },
            ],
            attributes: [
              {
                id: 'size',
                Category: 'Size',
                attributesRequired: true,
                limit: 1,
                items: [choice('s', 'Small', 0, true), choice('l', 'Large', 2000)],
              },
            ],
          };
        }),
      );
    }
    await db.execute(sql`analyze`);

    const { app } = await buildApp(
      { ...configFromEnv({}), dataDir: dir, webDir: undefined, logLevel: 'silent' },
      { database, logger: false, startJobs: false },
    );
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/restaurant/authenticate',
      payload: { email: 'bench-menu@example.org', password: 'bench-password' },
    });
    const token = (login.json() as { token: string }).token;
    const url = `/api/menu/web/fetch?restaurant=${restaurantId}&category=All&page=1&size=1000`;
    const cpuNow = () => {
      const u = process.cpuUsage();
      return (u.user + u.system) / 1000;
    };
    const fetchOnce = async () => {
      const c = cpuNow();
      const t = performance.now();
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      const ms = performance.now() - t;
      cpu.push(cpuNow() - c);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      return { ms, bytes: res.body.length, n: (res.json() as { data: unknown[] }).data.length };
    };
    let cpu: number[] = [];
    for (let i = 0; i < 5; i++) await fetchOnce(); // warm-up
    cpu = [];
    const ms: number[] = [];
    let bytes = 0;
    for (let i = 0; i < RUNS; i++) {
      const one = await fetchOnce();
      if (one.n !== PRODUCTS) throw new Error(`expected ${PRODUCTS} products, got ${one.n}`);
      ms.push(one.ms);
      bytes = one.bytes;
    }
    const hitCpu = cpu;
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    log(
      `  GET /menu/web/fetch?size=1000 (${PRODUCTS} products, ${(bytes / 1024).toFixed(0)} KB), menu unchanged: p50 ${pct(ms, 50).toFixed(1)} ms, p95 ${pct(ms, 95).toFixed(1)} ms over ${RUNS} runs (CPU p50 ${pct(hitCpu, 50).toFixed(1)} ms; load ${load})`,
    );
    // The first fetch after a change (a product's price edited directly in the database, as any node could).
    cpu = [];
    const changed: number[] = [];
    const [first] = await db
      .select({ id: menuItems.id, price: menuItems.price })
      .from(menuItems)
      .where(eq(menuItems.restaurantId, restaurantId))
      .limit(1);
    for (let i = 0; i < 15; i++) {
      await db
        .update(menuItems)
        .set({ price: first!.price + i + 1 })
        .where(eq(menuItems.id, first!.id));
      const one = await fetchOnce();
      changed.push(one.ms);
    }
    // The same answers without HTTP: the kept answer (version check), and building it (query, mapping, check, JSON).
    const service: number[] = [];
    const build: number[] = [];
    const q = { restaurant: restaurantId, category: 'All', page: 1, size: 1000 };
    for (let i = 0; i < 20; i++) {
      let t = performance.now();
      await menuAnswer({ db } as Deps, q);
      service.push(performance.now() - t);
      t = performance.now();
      await listMenu({ db } as Deps, q);
      build.push(performance.now() - t);
    }
    log(
      `  the service alone, menu unchanged (version check): p50 ${pct(service, 50).toFixed(1)} ms, p95 ${pct(service, 95).toFixed(1)} ms`,
    );
    log(
      `  the service alone, building the answer (query + mapping, before the contract check and JSON): p50 ${pct(build, 50).toFixed(1)} ms, p95 ${pct(build, 95).toFixed(1)} ms`,
    );
    log(
      `  GET /menu/web/fetch?size=1000, first fetch after a change: p50 ${pct(changed, 50).toFixed(1)} ms, p95 ${pct(changed, 95).toFixed(1)} ms over ${changed.length} runs (CPU p50 ${pct(cpu, 50).toFixed(1)} ms)`,
    );
    await app.close();
    return { products: PRODUCTS, bytes, ms, changed, cpu: hitCpu, load };
  } finally {
    await database.close().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
}

export function menuMarkdown(r: MenuBenchResult): string {
  return [
    `Menu of ${r.products.toLocaleString('en')} products (PGlite on disk; load average ${r.load}):`,
    '',
    '| | p50 | p95 | target |',
    '|---|---|---|---|',
    `| GET /menu/web/fetch?size=1000 (${(r.bytes / 1024).toFixed(0)} KB), menu unchanged | ${pct(r.ms, 50).toFixed(1)} ms (CPU ${pct(r.cpu, 50).toFixed(1)} ms) | ${pct(r.ms, 95).toFixed(1)} ms | p95 < 50 ms |`,
    `| the same, first fetch after a menu change | ${pct(r.changed, 50).toFixed(1)} ms | ${pct(r.changed, 95).toFixed(1)} ms | |`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runMenuBench(console.log);
  console.log(`\n${menuMarkdown(result)}`);
}
