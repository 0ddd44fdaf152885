import { and, asc, count, desc, eq, inArray, max, ne } from 'drizzle-orm';
import type { SettlementLog, SettlementRestaurant, SettlementSetupBody } from '../../../contract/settlements/schemas';
import { SETTLEMENT_MESSAGES } from '../../../contract/settlements/routes';
import type { Db } from '../../db/client';
import { restaurants, settlementLogs, settlementSetups } from '../../db/schema';
import { fieldError } from '../../http/errors';
import { offsetOf, pageMeta, type PageRequest } from '../../http/paging';
import { dayjs } from '../../time';
import { units } from '../reports/fees';
import { calendarDay, PLATFORM_TIME_ZONE } from '../../../contract/dates';

type LogRow = typeof settlementLogs.$inferSelect;

export const toLog = (l: LogRow): SettlementLog => ({
  _id: l.id,
  Date: l.initiatedAt.toISOString(),
  StartDate: l.startDate,
  EndDate: l.endDate,
  Amount: units(l.amount),
  Status: l.status,
  currency: l.currency,
  note: l.note,
});

/** The next payout day from the schedule: today if it is the weekday and today's run has not happened, else the next one. */
function nextPayout(schedule: string, tz: string, lastInitiated: Date | null, now = new Date()): string | null {
  if (!schedule) return null;
  const today = calendarDay(now, tz);
  const ranToday = lastInitiated ? calendarDay(lastInitiated, tz) === today : false;
  for (let i = ranToday ? 1 : 0; i < 8; i++) {
    const d = dayjs.utc(today).add(i, 'day');
    if (d.format('dddd') === schedule) return d.format('YYYY-MM-DD');
  }
  return null;
}

const restaurantColumns = {
  id: restaurants.id,
  name: restaurants.name,
  timezone: restaurants.timezone,
  currency: restaurants.currency,
  iban: settlementSetups.iban,
  brn: settlementSetups.brn,
  email: settlementSetups.email,
  schedule: settlementSetups.schedule,
};

/** When each restaurant's last run (not failed) was initiated. */
async function lastRuns(db: Db, ids: string[]) {
  const last = new Map<string, Date>();
  if (ids.length === 0) return last;
  const rows = await db
    .select({ id: settlementLogs.restaurantId, at: max(settlementLogs.initiatedAt) })
    .from(settlementLogs)
    .where(and(inArray(settlementLogs.restaurantId, ids), ne(settlementLogs.status, 'failed')))
    .groupBy(settlementLogs.restaurantId);
  for (const r of rows) if (r.at) last.set(r.id, new Date(r.at));
  return last;
}

type RestaurantRow = {
  id: string;
  name: string;
  timezone: string;
  currency: { code: string };
  iban: string | null;
  brn: string | null;
  email: string | null;
  schedule: string | null;
};

function toRestaurant(r: RestaurantRow, runs: Map<string, Date>): SettlementRestaurant {
  const tz = r.timezone || PLATFORM_TIME_ZONE;
  const last = runs.get(r.id) ?? null;
  return {
    _id: r.id,
    Name: r.name,
    ZTLAccountNumber: r.iban ?? '',
    IBAN: r.iban ?? '',
    BRN: r.brn ?? '',
    Email: r.email ?? '',
    SettlementSchedule: r.schedule ?? '',
    currency: r.currency ?? { code: 'DKK' },
    LastPayout: last ? last.toISOString() : null,
    NextPayout: nextPayout(r.schedule ?? '', tz, last),
  };
}

export async function listRestaurants(db: Db, page: PageRequest) {
  const [total] = await db.select({ n: count() }).from(restaurants);
  const rows = await db
    .select(restaurantColumns)
    .from(restaurants)
    .leftJoin(settlementSetups, eq(settlementSetups.restaurantId, restaurants.id))
    .orderBy(asc(restaurants.name), asc(restaurants.id))
    .limit(page.size)
    .offset(offsetOf(page));
  const runs = await lastRuns(
    db,
    rows.map((r) => r.id),
  );
  return { data: rows.map((r) => toRestaurant(r as RestaurantRow, runs)), meta: pageMeta(Number(total?.n ?? 0), page) };
}

export async function restaurantDetails(db: Db, id: string) {
  const [row] = await db
    .select(restaurantColumns)
    .from(restaurants)
    .leftJoin(settlementSetups, eq(settlementSetups.restaurantId, restaurants.id))
    .where(eq(restaurants.id, id));
  if (!row) throw fieldError('id', SETTLEMENT_MESSAGES.restaurantNotFound);
  return { data: toRestaurant(row as RestaurantRow, await lastRuns(db, [id])) };
}

export async function updateSetup(
  db: Db,
  body: {
    id: string;
    iban: string;
    brn: string;
    email: string;
    settlementschedule: SettlementSetupBody['settlementschedule'];
  },
) {
  const [r] = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, body.id));
  if (!r) throw fieldError('id', SETTLEMENT_MESSAGES.restaurantNotFound);
  const values = {
    iban: body.iban,
    brn: body.brn,
    email: body.email,
    schedule: body.settlementschedule,
    updatedAt: new Date(),
  };
  await db
    .insert(settlementSetups)
    .values({ restaurantId: body.id, ...values })
    .onConflictDoUpdate({ target: settlementSetups.restaurantId, set: values });
  return { Message: SETTLEMENT_MESSAGES.setupDone };
}

export async function fetchLogs(db: Db, id: string, page: PageRequest) {
  const [r] = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, id));
  if (!r) throw fieldError('id', SETTLEMENT_MESSAGES.restaurantNotFound);
  const where = eq(settlementLogs.restaurantId, id);
  const [total] = await db.select({ n: count() }).from(settlementLogs).where(where);
  const rows = await db
    .select()
    .from(settlementLogs)
    .where(where)
    .orderBy(desc(settlementLogs.initiatedAt), desc(settlementLogs.id))
    .limit(page.size)
    .offset(offsetOf(page));
  return { data: rows.map(toLog), meta: pageMeta(Number(total?.n ?? 0), page) };
}
