/** The speed-of-service report, aggregated by the database (percentile_cont over the recorded times). */
import { eq, sql } from 'drizzle-orm';
import type { SpeedOfService } from '../../../contract/reports/schemas';
import type { Db } from '../../db/client';
import { menuCategories, restaurantMenuSettings } from '../../db/schema';
import { DEFAULT_PREPARATION_MINUTES } from '../menu/settings';
import { num, rowsOf, type ReportScope } from './scope';

/** The prep-time targets of a restaurant: its categories' (id → minutes, only those that have one) and its default. */
export async function prepTargets(db: Db, restaurantId: string) {
  const [settings] = await db
    .select({ minutes: restaurantMenuSettings.preparationMinutes })
    .from(restaurantMenuSettings)
    .where(eq(restaurantMenuSettings.restaurantId, restaurantId));
  const cats = await db
    .select({ id: menuCategories.id, minutes: menuCategories.targetMinutes })
    .from(menuCategories)
    .where(eq(menuCategories.restaurantId, restaurantId));
  const byCategory: Record<string, number> = {};
  for (const c of cats) if (c.minutes != null) byCategory[c.id] = c.minutes;
  return { byCategory, fallback: settings?.minutes ?? DEFAULT_PREPARATION_MINUTES };
}

const seconds = (v: unknown) => Math.round(num(v));

/**
 * An order's target in seconds, as SQL over `o.lines`: the largest target among its lines' categories, else the
 * restaurant's default. One containment test per category with a target, largest first (no lines unnested).
 */
function targetOf(targets: Awaited<ReturnType<typeof prepTargets>>) {
  const cases = Object.entries(targets.byCategory)
    .sort((a, b) => b[1] - a[1])
    .map(([id, minutes]) => sql`when o.lines @> ${JSON.stringify([{ categoryId: id }])}::jsonb then ${minutes}::int`);
  return cases.length
    ? sql`60 * case ${sql.join(cases, sql` `)} else ${targets.fallback}::int end`
    : sql`60 * ${targets.fallback}::int`;
}

/** Count, and median and 90th percentile (one sort for both) of `col`, over the rows that pass `where`. */
const figures = (col: string, where = 'true') =>
  sql.raw(`count(*) filter (where ${where})::int as tickets,
    percentile_cont(array[0.5, 0.9]) within group (order by ${col}) filter (where ${where}) as pct`);

interface Timing {
  tickets: number;
  /** [median, p90], null without rows. */
  pct: number[] | null;
}

export async function speedOfService(db: Db, scope: ReportScope): Promise<SpeedOfService> {
  const targets = await prepTargets(db, scope.restaurantId);
  // One statement: the range's orders (with their target) are read once and every figure is aggregated from them.
  // Its sorts (the percentiles) stay in memory rather than spilling to temporary files.
  const [row] = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    return rowsOf<{
      stations: (Timing & { station: string; name: string | null; over: number })[] | null;
      by_hour: (Timing & { hour: number })[] | null;
      overall: Timing & { over: number; recalls: number };
    }>(
      tx,
      sql`with scoped as materialized (
          select o.id, o.created_at, o.accepted_at, o.completed_at,
                 extract(hour from timezone(${scope.timezone}, o.created_at))::int as hour, ${targetOf(targets)} as target
          from orders o
          where o.restaurant_id = ${scope.restaurantId}
            and o.created_at >= ${scope.from.toISOString()}::timestamptz and o.created_at < ${scope.to.toISOString()}::timestamptz
        ),
        marks as (
          select m.station, m.recalled_at is not null as recalled,
                 extract(epoch from (m.done_at - s.created_at)) as secs, s.target
          from order_station_marks m join scoped s on s.id = m.order_id
          where m.line is null
        ),
        spans as (
          select hour, extract(epoch from (completed_at - accepted_at)) as secs,
                 extract(epoch from (completed_at - created_at)) > target as late
          from scoped where accepted_at is not null and completed_at is not null
        ),
        bumps as (
          select station, ${figures('secs', 'not recalled')},
                 count(*) filter (where not recalled and secs > target)::int as over,
                 count(*) filter (where recalled)::int as recalls
          from marks group by station
        ),
        per_station as (
          select b.station, p.name, b.tickets, b.pct, b.over
          from bumps b left join printers p on p.id = b.station
          where b.tickets > 0
        ),
        per_hour as (select hour, ${figures('secs')} from spans group by hour)
        select
          (select json_agg(per_station order by name, station) from per_station) as stations,
          (select json_agg(per_hour order by hour) from per_hour) as by_hour,
          (select json_build_object('tickets', count(*), 'pct', percentile_cont(array[0.5, 0.9]) within group (order by secs),
                                    'over', count(*) filter (where late),
                                    'recalls', (select coalesce(sum(recalls), 0) from bumps))
             from spans) as overall`,
    );
  });
  const timing = (r: Timing) => ({
    tickets: num(r.tickets),
    medianSeconds: seconds(r.pct?.[0]),
    p90Seconds: seconds(r.pct?.[1]),
  });
  const o = row!.overall;
  return {
    stations: (row!.stations ?? []).map((r) => ({
      station: r.station,
      name: r.name ?? r.station,
      ...timing(r),
      overTarget: num(r.over),
    })),
    byHour: (row!.by_hour ?? []).map((r) => ({ hour: num(r.hour), ...timing(r) })),
    overall: { ...timing(o), overTarget: num(o.over), recalls: num(o.recalls) },
  };
}
