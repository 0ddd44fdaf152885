/**
 * The reports' running totals (rollup.ts, trigger in migration 0010) answer exactly what aggregating the orders
 * themselves answers — before, during and after folding, across order changes, deletions and odd lines, for ranges
 * whose edges fall inside UTC days (Copenhagen, Kolkata) or on them (UTC).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addOrders, line, makeRestaurant, type TestOrder } from '../../../../tests/support/report-data';
import { useTestApp } from '../../../../tests/support/test-app';
import type { ReportStatus } from '../../../contract/reports/routes';
import type { Db } from '../../db/client';
import { menuCategories, orders, reportDeltas, type StoredOrderLine } from '../../db/schema';
import { dayBounds } from '../../time';
import { categoryTables } from './per-category';
import { statusTotals } from './report';
import { foldReportDeltas, splitRange } from './rollup';
import { FEES } from './fees';
import { num, rowsOf, type ReportScope } from './scope';

const t = useTestApp();
let r: { id: string; name: string; categoryId: string };

// A small deterministic generator (the same orders on every run).
let seed = 42;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
const STATUSES = ['pending', 'confirmed', 'completed', 'cancelled', 'refunded'] as const;
const START = Date.parse('2026-02-25T00:00:00Z');

function randomLine(categoryId: string): StoredOrderLine {
  const name = pick(['Burger', 'Fries', 'Cola', 'Salad']);
  return line(name, pick([2500, 4000, 8000]), 1 + Math.floor(rand() * 3), {
    category: pick(['', '', 'Mains', 'Drinks']),
    categoryId: rand() < 0.5 ? categoryId : null,
    extras: rand() < 0.4 ? [{ _id: 'x1', name: 'Cheese', qty: 1 + Math.floor(rand() * 2), price: 1000 }] : [],
    attributes:
      rand() < 0.6
        ? [
            {
              _id: 'a1',
              attributeName: 'Size',
              name: pick(['Small', 'Large']),
              qty: 1,
              additionalPrice: pick([0, 500]),
            },
          ]
        : [],
  });
}

function randomOrder(categoryId: string): TestOrder {
  return {
    // Over ten days, to the second: plenty of orders near every midnight.
    at: new Date(START + Math.floor(rand() * 10 * 86_400) * 1000).toISOString(),
    status: pick(STATUSES),
    total: 1000 + Math.floor(rand() * 50_000),
    paymentType: pick(['card', 'Card', 'mobilepay', 'kevin']),
    lines: Array.from({ length: Math.floor(rand() * 3) }, () => randomLine(categoryId)),
  };
}

/** The orders' own aggregation, without the running totals: what every report must agree with. */
async function direct(db: Db, scope: ReportScope, statuses: readonly string[]) {
  const list = sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  );
  const where = sql`o.restaurant_id = ${scope.restaurantId} and o.status in (${list})
    and o.created_at >= ${scope.from.toISOString()}::timestamptz and o.created_at < ${scope.to.toISOString()}::timestamptz`;
  const perStatus = await rowsOf<Record<string, unknown>>(
    db,
    sql`select status, count(*) as n, sum(total_minor) as amount, count(*) filter (where lower(payment_type) = 'card') as card,
               count(*) filter (where lower(payment_type) = 'mobilepay') as mobilepay from orders o where ${where} group by status`,
  );
  const parts = await rowsOf<Record<string, unknown>>(
    db,
    sql`select category, kind, name, price, sum(qty) as qty from (
      select coalesce(nullif(line.value->>'category', ''), c.category, 'Other') as category, p.kind, p.name, p.price, p.qty
      from orders o
      cross join lateral jsonb_array_elements(o.lines) as line(value)
      left join menu_categories c on c.id = line.value->>'categoryId'
      cross join lateral (
        select 'item' as kind, line.value->>'name' as name, (line.value->>'price')::bigint as price, (line.value->>'qty')::int as qty
        union all
        select 'extra', e.value->>'name', (e.value->>'price')::bigint, (e.value->>'qty')::int * (line.value->>'qty')::int
        from jsonb_array_elements(coalesce(line.value->'extras', '[]'::jsonb)) as e(value)
        union all
        select 'attribute', a.value->>'name', (a.value->>'additionalPrice')::bigint, (a.value->>'qty')::int * (line.value->>'qty')::int
        from jsonb_array_elements(coalesce(line.value->'attributes', '[]'::jsonb)) as a(value)
      ) as p where ${where}) as parts group by category, kind, name, price`,
  );
  return {
    perStatus: Object.fromEntries(
      perStatus.map((s) => [String(s.status), [num(s.n), num(s.amount), num(s.card), num(s.mobilepay)]]),
    ) as Record<string, number[]>,
    parts: parts.map((p) => `${p.category}|${p.kind}|${p.name}|${num(p.price)}|${num(p.qty)}`).sort(),
  };
}

/** The same figures from the reports' functions (running totals). */
async function viaRollup(db: Db, scope: ReportScope, statuses: readonly ReportStatus[]) {
  const totals = await statusTotals(db, scope, statuses);
  const tables = await categoryTables(db, scope, statuses);
  const perStatus = Object.fromEntries(
    statuses.filter((s) => totals.count[s] > 0).map((s) => [s, [totals.count[s], totals.amount[s]]]),
  );
  return {
    perStatus,
    cardAndMobilepay: [totals.cardCount, totals.mobilepayCount],
    parts: tables
      .flatMap((c) => c.rows.map((p) => `${c.category}|${p.kind}|${p.name}|${Math.round(p.price * 100)}|${p.qty}`))
      .sort(),
  };
}

const scopeOf = (timezone: string, startdate: string, enddate: string): ReportScope => ({
  restaurantId: r.id,
  name: r.name,
  timezone,
  currency: 'DKK',
  from: dayBounds(startdate, timezone)[0],
  to: dayBounds(enddate, timezone)[1],
  cardFee: FEES.card,
});

const RANGES: [string, string, string][] = [
  ['Europe/Copenhagen', '2026-02-25', '2026-03-06'],
  ['Europe/Copenhagen', '2026-02-27', '2026-03-01'],
  ['Europe/Copenhagen', '2026-03-02', '2026-03-02'],
  ['UTC', '2026-02-26', '2026-03-03'],
  ['Asia/Kolkata', '2026-02-28', '2026-03-04'],
  ['America/St_Johns', '2026-03-01', '2026-03-01'],
];
const STATUS_SETS: ReportStatus[][] = [
  ['confirmed', 'completed'],
  ['confirmed', 'completed', 'cancelled', 'refunded'],
  ['refunded'],
];

async function expectSameAsOrders(label: string) {
  for (const [tz, from, to] of RANGES) {
    for (const statuses of STATUS_SETS) {
      const scope = scopeOf(tz, from, to);
      const want = await direct(t.db, scope, statuses);
      const got = await viaRollup(t.db, scope, statuses);
      const where = `${label}: ${tz} ${from}…${to} ${statuses.join(',')}`;
      expect(got.parts, where).toEqual(want.parts);
      expect(got.perStatus, where).toEqual(
        Object.fromEntries(Object.entries(want.perStatus).map(([s, v]) => [s, v.slice(0, 2)])),
      );
      const cards = Object.values(want.perStatus).reduce<number[]>((a, v) => [a[0]! + v[2]!, a[1]! + v[3]!], [0, 0]);
      expect(got.cardAndMobilepay, where).toEqual(cards);
    }
  }
}

beforeAll(async () => {
  r = await makeRestaurant(t.db);
  await addOrders(
    t.db,
    r.id,
    Array.from({ length: 240 }, () => randomOrder(r.categoryId)),
  );
});

describe('report running totals', () => {
  it('split a range into whole UTC days and the partial days at its edges', () => {
    const [from, to] = [new Date('2026-03-01T23:00:00Z'), new Date('2026-03-04T23:00:00Z')];
    expect(splitRange(from, to)).toEqual({
      days: { from: new Date('2026-03-02T00:00:00Z'), to: new Date('2026-03-04T00:00:00Z') },
      edges: [
        [from, new Date('2026-03-02T00:00:00Z')],
        [new Date('2026-03-04T00:00:00Z'), to],
      ],
    });
    expect(splitRange(new Date('2026-03-02T00:00:00Z'), new Date('2026-03-03T00:00:00Z')).edges).toEqual([]);
    expect(splitRange(from, new Date('2026-03-02T23:00:00Z')).days).toBeNull();
  });

  it('answer what the orders answer before folding, after folding, and after later changes', async () => {
    expect(await t.db.$count(reportDeltas)).toBeGreaterThan(0);
    await expectSameAsOrders('not folded');
    expect(await foldReportDeltas(t.db)).toBeGreaterThan(0);
    expect(await t.db.$count(reportDeltas)).toBe(0);
    await expectSameAsOrders('folded');

    // Status changes, refunds, edited lines, a renamed category, deletions and a malformed line; half of it folded.
    const ids = (await t.db.select({ id: orders.id }).from(orders).where(eq(orders.restaurantId, r.id))).map(
      (o) => o.id,
    );
    for (const id of ids.slice(0, 40))
      await t.db
        .update(orders)
        .set({ status: pick(STATUSES) })
        .where(eq(orders.id, id));
    await t.db
      .update(orders)
      .set({ lines: [randomLine(r.categoryId), randomLine(r.categoryId)] })
      .where(inArray(orders.id, ids.slice(40, 60)));
    await t.db
      .update(orders)
      .set({ total: 777, paymentType: 'mobilepay' })
      .where(inArray(orders.id, ids.slice(60, 70)));
    await foldReportDeltas(t.db, { batch: 7 });
    await t.db.delete(orders).where(inArray(orders.id, ids.slice(70, 80)));
    await t.db.update(menuCategories).set({ category: 'Burgers renamed' }).where(eq(menuCategories.id, r.categoryId));
    await t.db
      .update(orders)
      .set({ createdAt: new Date('2026-03-01T23:30:00Z'), status: 'completed' })
      .where(inArray(orders.id, ids.slice(80, 90)));
    await expectSameAsOrders('changed, partly folded');
    await foldReportDeltas(t.db);
    await expectSameAsOrders('changed, folded');
  });

  it('never refuse an order write over a malformed line, and count what can be read of it', async () => {
    const odd = [
      { name: 'Odd', price: 'x', qty: 2.5, extras: {}, attributes: null },
      'not a line',
    ] as unknown as StoredOrderLine[];
    await addOrders(t.db, r.id, [{ at: '2026-03-03T10:00:00Z', status: 'completed', total: 100, lines: odd }]);
    const scope = scopeOf('UTC', '2026-03-03', '2026-03-03');
    const tables = await categoryTables(t.db, scope, ['completed']);
    // The item is there with what could be read (no price, no quantity).
    expect(tables.flatMap((c) => c.rows).find((x) => x.name === 'Odd')).toMatchObject({
      kind: 'item',
      qty: 0,
      price: 0,
      sales: 0,
    });
  });
});
