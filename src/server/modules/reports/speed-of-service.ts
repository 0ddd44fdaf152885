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

export async function speedOfService(db: Db, scope: ReportScope): Promise<SpeedOfService> {
  const targets = await prepTargets(db, scope.restaurantId);
  // An order's target in seconds: the largest of its lines' category targets, else the restaurant's default. Lines
  // are only looked at when some category has a target of its own.
  const target = Object.keys(targets.byCategory).length
    ? sql`60 * coalesce((select max((${JSON.stringify(targets.byCategory)}::jsonb ->> (l.value->>'categoryId'))::int)
                         from jsonb_array_elements(o.lines) as l(value)), ${targets.fallback})`
    : sql`60 * ${targets.fallback}`;
  const scoped = sql`
    scoped as materialized (
      select o.id, o.created_at, o.accepted_at, o.completed_at,
             extract(hour from timezone(${scope.timezone}, o.created_at))::int as hour, ${target} as target
      from orders o
      where o.restaurant_id = ${scope.restaurantId}
        and o.created_at >= ${scope.from.toISOString()}::timestamptz and o.created_at < ${scope.to.toISOString()}::timestamptz
    )`;
  const spans = sql`
    spans as (
      select hour, extract(epoch from (completed_at - accepted_at)) as secs,
             extract(epoch from (completed_at - created_at)) > target as late
      from scoped where accepted_at is not null and completed_at is not null
    )`;
  const figures = (col: string) =>
    sql.raw(`count(*)::int as tickets,
      coalesce(percentile_cont(0.5) within group (order by ${col}), 0) as median,
      coalesce(percentile_cont(0.9) within group (order by ${col}), 0) as p90`);

  const [stations, byHour, overall] = await Promise.all([
    rowsOf<{ station: string; name: string | null; tickets: number; median: unknown; p90: unknown; over: unknown }>(
      db,
      sql`with ${scoped}, bumps as (
            select m.station, extract(epoch from (m.done_at - s.created_at)) as secs, s.target
            from order_station_marks m join scoped s on s.id = m.order_id
            where m.line is null and m.recalled_at is null
          )
          select b.station, min(p.name) as name, ${figures('b.secs')},
                 count(*) filter (where b.secs > b.target)::int as over
          from bumps b left join printers p on p.id = b.station
          group by b.station order by min(p.name), b.station`,
    ),
    rowsOf<{ hour: number; tickets: number; median: unknown; p90: unknown }>(
      db,
      sql`with ${scoped}, ${spans} select hour, ${figures('secs')} from spans group by hour order by hour`,
    ),
    rowsOf<{ tickets: number; median: unknown; p90: unknown; over: unknown; recalls: unknown }>(
      db,
      sql`with ${scoped}, ${spans}
          select ${figures('secs')}, count(*) filter (where late)::int as over,
                 (select count(*)::int from order_station_marks m join scoped s on s.id = m.order_id
                   where m.recalled_at is not null) as recalls
          from spans`,
    ),
  ]);
  const timing = (r: { tickets: number; median: unknown; p90: unknown }) => ({
    tickets: num(r.tickets),
    medianSeconds: seconds(r.median),
    p90Seconds: seconds(r.p90),
  });
  const o = overall[0];
  return {
    stations: stations.map((r) => ({
      station: r.station,
      name: r.name ?? r.station,
      ...timing(r),
      overTarget: num(r.over),
    })),
    byHour: byHour.map((r) => ({ hour: num(r.hour), ...timing(r) })),
    overall: o
      ? { ...timing(o), overTarget: num(o.over), recalls: num(o.recalls) }
      : { tickets: 0, medianSeconds: 0, p90Seconds: 0, overTarget: 0, recalls: 0 },
  };
}
