/**
 * A settlement run for one restaurant: the payout for its days since the last settled day up to yesterday
 * (its time zone). The period is written first (status pending) under a unique (restaurant, start day) index, so a
 * period is never settled twice however many nodes or retries run; then the payout integration is asked, and the
 * log becomes paid / failed (or stays pending: manual payout due). A run that died between the two resumes the payout.
 */
import { and, count, eq, gte, lt, max, min, ne, sql } from 'drizzle-orm';
import { SETTLEMENT_MESSAGES } from '../../../contract/settlements';
import type { Db } from '../../db/client';
import { orders, restaurants, settlementLogs, settlementSetups, smsLogs } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import type { Payouts } from '../../integrations/payouts';
import { dayBounds, dayjs } from '../../time';
import { screenFees, settlementPayout } from '../reports/fees';
import { calendarDay, PLATFORM_TIME_ZONE } from '../../../contract/dates';

type Log = typeof settlementLogs.$inferSelect;

const addDay = (day: string, n: number) => dayjs.utc(day).add(n, 'day').format('YYYY-MM-DD');

/** Payout figures of the restaurant's days start … end (minor units). */
async function payoutFigures(db: Db, restaurantId: string, tz: string, startDate: string, endDate: string) {
  const [from] = dayBounds(startDate, tz);
  const [, to] = dayBounds(endDate, tz);
  const [done] = await db
    .select({
      captured: sql<number>`coalesce(sum(${orders.amountcaptured}), 0)::bigint`.mapWith(Number),
      n: sql<number>`count(*)::int`.mapWith(Number),
      card: sql<number>`count(*) filter (where lower(${orders.paymentType}) = 'card')::int`.mapWith(Number),
      mobilepay: sql<number>`count(*) filter (where lower(${orders.paymentType}) = 'mobilepay')::int`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        eq(orders.restaurantId, restaurantId),
        eq(orders.status, 'completed'),
        gte(orders.createdAt, from),
        lt(orders.createdAt, to),
      ),
    );
  // Refunds made in the period of orders placed before it (those were paid out already); an order placed and refunded
  // within the period was never counted as captured.
  const refundAt = sql`(${orders.refund}->>'at')::timestamptz`;
  const [refunds] = await db
    .select({
      amount: sql<number>`coalesce(sum(${orders.amountcaptured}), 0)::bigint`.mapWith(Number),
      n: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        eq(orders.restaurantId, restaurantId),
        eq(orders.status, 'refunded'),
        lt(orders.createdAt, from),
        sql`${refundAt} >= ${from.toISOString()}::timestamptz`,
        sql`${refundAt} < ${to.toISOString()}::timestamptz`,
      ),
    );
  const [sms] = await db
    .select({ n: count() })
    .from(smsLogs)
    .where(and(eq(smsLogs.restaurantId, restaurantId), gte(smsLogs.date, from), lt(smsLogs.date, to)));
  const fees = screenFees({
    smsCount: Number(sms?.n ?? 0),
    orderCount: done!.n,
    cardCount: done!.card,
    mobilepayCount: done!.mobilepay,
  });
  const amount = settlementPayout(done!.captured, refunds!.amount, fees);
  return {
    amount,
    captured: done!.captured,
    orders: done!.n,
    refunded: refunds!.amount,
    refunds: refunds!.n,
    sms: Number(sms?.n ?? 0),
    fees,
  };
}

/** The first day not yet settled: the day after the last non-failed period, else the day of the first order. */
async function firstUnsettledDay(db: Db, restaurantId: string, tz: string): Promise<string | null> {
  const [last] = await db
    .select({ end: max(settlementLogs.endDate) })
    .from(settlementLogs)
    .where(and(eq(settlementLogs.restaurantId, restaurantId), ne(settlementLogs.status, 'failed')));
  if (last?.end) return addDay(last.end, 1);
  const [first] = await db
    .select({ at: min(orders.createdAt) })
    .from(orders)
    .where(eq(orders.restaurantId, restaurantId));
  return first?.at ? calendarDay(new Date(first.at), tz) : null;
}

async function payOut(db: Db, payouts: Payouts, log: Log, iban: string): Promise<Log> {
  if (log.amount <= 0) {
    const [row] = await db
      .update(settlementLogs)
      .set({
        status: 'paid',
        note: 'nothing to pay out for this period',
        details: { ...log.details, payoutAt: new Date().toISOString() },
        updatedAt: new Date(),
      })
      .where(eq(settlementLogs.id, log.id))
      .returning();
    return row!;
  }
  const result = await payouts.payout({
    reference: log.id,
    restaurantId: log.restaurantId,
    iban,
    amountMinor: log.amount,
    currency: log.currency,
  });
  const [row] = await db
    .update(settlementLogs)
    .set({
      status: result.status,
      note: result.note,
      details: { ...log.details, payoutAt: new Date().toISOString(), payout: payouts.kind },
      updatedAt: new Date(),
    })
    .where(eq(settlementLogs.id, log.id))
    .returning();
  return row!;
}

/**
 * Settles the restaurant's days since the last settled day up to yesterday (as of `now`, its time zone).
 * 409 when it has no payout account or nothing is left to settle.
 */
export async function settleRestaurant(db: Db, payouts: Payouts, restaurantId: string, now: Date): Promise<Log> {
  const [r] = await db
    .select({ timezone: restaurants.timezone, currency: restaurants.currency, iban: settlementSetups.iban })
    .from(restaurants)
    .leftJoin(settlementSetups, eq(settlementSetups.restaurantId, restaurants.id))
    .where(eq(restaurants.id, restaurantId));
  if (!r) throw notFound(SETTLEMENT_MESSAGES.restaurantNotFound);
  if (!r.iban) throw conflict(SETTLEMENT_MESSAGES.noSetup);
  const tz = r.timezone || PLATFORM_TIME_ZONE;

  // A period written by a run that stopped before the payout is finished first.
  const [unpaid] = await db
    .select()
    .from(settlementLogs)
    .where(
      and(
        eq(settlementLogs.restaurantId, restaurantId),
        eq(settlementLogs.status, 'pending'),
        sql`not (${settlementLogs.details} ? 'payoutAt')`,
      ),
    )
    .limit(1);
  if (unpaid) return payOut(db, payouts, unpaid, r.iban);

  const endDate = addDay(calendarDay(now, tz), -1);
  const startDate = await firstUnsettledDay(db, restaurantId, tz);
  if (!startDate || startDate > endDate)
    throw conflict(`Nothing to settle: settled up to ${startDate ? addDay(startDate, -1) : endDate}`);

  const figures = await payoutFigures(db, restaurantId, tz, startDate, endDate);
  const [log] = await db
    .insert(settlementLogs)
    .values({
      restaurantId,
      startDate,
      endDate,
      amount: figures.amount,
      currency: r.currency?.code || 'DKK',
      status: 'pending',
      details: {
        captured: figures.captured,
        orders: figures.orders,
        refunded: figures.refunded,
        refunds: figures.refunds,
        sms: figures.sms,
        fees: figures.fees,
      },
      initiatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!log) throw conflict(`The period from ${startDate} is being settled already`);
  return payOut(db, payouts, log, r.iban);
}

/** The restaurants whose payout weekday is `now`'s day in their time zone. */
export async function dueRestaurants(db: Db, now: Date) {
  const rows = await db
    .select({ id: restaurants.id, timezone: restaurants.timezone, schedule: settlementSetups.schedule })
    .from(settlementSetups)
    .innerJoin(restaurants, eq(restaurants.id, settlementSetups.restaurantId));
  return rows
    .map((row) => ({ ...row, day: calendarDay(now, row.timezone || PLATFORM_TIME_ZONE) }))
    .filter((row) => dayjs.utc(row.day).format('dddd') === row.schedule);
}
