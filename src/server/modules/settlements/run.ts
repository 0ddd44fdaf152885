/**
 * A settlement run for one restaurant: the payout for its days since the last settled day up to yesterday
 * (its time zone). The period is written first (status pending) under a unique (restaurant, start day) index, so a
 * period is never settled twice however many nodes or retries run. Its payout is claimed under a lease (a token and an
 * end time on the log) before the payout integration is asked, and the answer is written only by the holder of the
 * claim: a second run while the provider has not answered gets 409 "a payout for this settlement is in progress". A
 * run that died after writing the period (or whose provider's answer was unknown) leaves the payout pending; the next
 * run takes it over once the lease has ended and asks again with the same reference (the provider's Idempotency-Key).
 */
import { randomBytes } from 'node:crypto';
import { and, count, eq, gte, isNull, lt, max, min, ne, or, sql } from 'drizzle-orm';
import { SETTLEMENT_MESSAGES } from '../../../contract/settlements/routes';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/crud';
import { orders, restaurants, settlementLogs, settlementSetups, smsLogs } from '../../db/schema';
import { HttpError, notFound, conflict } from '../../http/errors';
import type { Payouts } from '../../integrations/payouts';
import { dayBounds, dayjs } from '../../time';
import { cardFeeRate, screenFees, settlementPayout } from '../reports/fees';
import { calendarDay, PLATFORM_TIME_ZONE } from '../../../contract/dates';

type Log = typeof settlementLogs.$inferSelect;

/** Written in the transaction that records the payout's answer: a manual run's answer and system-log line. */
export type RecordRun = (tx: Tx, log: Log) => Promise<void>;

/**
 * How long a run holds a settlement's payout. Longer than any provider call (the HTTP provider gives up after 15 s),
 * so a live run never loses its claim; a run that died is taken over when it ends.
 */
export const PAYOUT_LEASE_MS = 2 * 60_000;

/** 409: another run holds this settlement's payout. */
export class PayoutInProgressError extends HttpError {
  constructor() {
    super(409, SETTLEMENT_MESSAGES.payoutInProgress);
  }
}

/** A payout not made yet: pending and not answered by the integration. */
const payoutOpen = sql`${settlementLogs.status} = 'pending' and not (${settlementLogs.details} ? 'payoutAt')`;

/** Claims the open payout of `id` when nobody holds it (or the holder's lease has ended); null when another run holds it. */
async function claimPayout(db: Db, id: string, claim: string, clock: Date): Promise<Log | null> {
  const [row] = await db
    .update(settlementLogs)
    .set({ payoutClaim: claim, payoutLeaseUntil: new Date(clock.getTime() + PAYOUT_LEASE_MS) })
    .where(
      and(
        eq(settlementLogs.id, id),
        payoutOpen,
        or(isNull(settlementLogs.payoutLeaseUntil), lt(settlementLogs.payoutLeaseUntil, clock)),
      ),
    )
    .returning();
  return row ?? null;
}

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
    cardFee: await cardFeeRate(db),
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

/**
 * Writes what the integration answered, only while this run still holds the claim; the lease ends with it. `record`
 * commits with it, so a run's answer is never saved without the payout's outcome, nor the outcome without it.
 */
async function recordPayout(db: Db, log: Log, claim: string, set: Partial<Log>, record?: RecordRun): Promise<Log> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(settlementLogs)
      .set({ ...set, payoutLeaseUntil: null, updatedAt: new Date() })
      .where(and(eq(settlementLogs.id, log.id), eq(settlementLogs.payoutClaim, claim)))
      .returning();
    // The claim was taken over (this run outlived its lease): the holder writes the answer; show the log as it is.
    const result = row ?? (await tx.select().from(settlementLogs).where(eq(settlementLogs.id, log.id)))[0]!;
    await record?.(tx, result);
    return result;
  });
}

/** Pays out a log this run has claimed. */
async function payOut(
  db: Db,
  payouts: Payouts,
  log: Log,
  claim: string,
  iban: string,
  record?: RecordRun,
): Promise<Log> {
  if (log.amount <= 0)
    return recordPayout(
      db,
      log,
      claim,
      {
        status: 'paid',
        note: 'nothing to pay out for this period',
        details: { ...log.details, payoutAt: new Date().toISOString() },
      },
      record,
    );
  const result = await payouts.payout({
    reference: log.id,
    restaurantId: log.restaurantId,
    iban,
    amountMinor: log.amount,
    currency: log.currency,
  });
  // An unknown outcome stays open (no payoutAt) and is asked again, with the same reference, by a later run.
  if (result.uncertain) return recordPayout(db, log, claim, { note: result.note }, record);
  return recordPayout(
    db,
    log,
    claim,
    {
      status: result.status,
      note: result.note,
      details: { ...log.details, payoutAt: new Date().toISOString(), payout: payouts.kind },
    },
    record,
  );
}

/** Whether a log's payout is still to be made (pending and not answered: never asked, or the answer was unknown). */
export const payoutStillOpen = (log: Log) => log.status === 'pending' && !('payoutAt' in log.details);

/**
 * What a run as of `now` would settle: the period whose payout is still open (finished first), else the days since
 * the last settled day up to yesterday (its time zone) with their figures.
 * 409 when the restaurant has no payout account or nothing is left to settle.
 */
async function nextSettlement(db: Db, restaurantId: string, now: Date) {
  const [r] = await db
    .select({ timezone: restaurants.timezone, currency: restaurants.currency, iban: settlementSetups.iban })
    .from(restaurants)
    .leftJoin(settlementSetups, eq(settlementSetups.restaurantId, restaurants.id))
    .where(eq(restaurants.id, restaurantId));
  if (!r) throw notFound(SETTLEMENT_MESSAGES.restaurantNotFound);
  if (!r.iban) throw conflict(SETTLEMENT_MESSAGES.noSetup);
  const iban = r.iban;
  const currency = r.currency?.code || 'DKK';
  const [unpaid] = await db
    .select()
    .from(settlementLogs)
    .where(and(eq(settlementLogs.restaurantId, restaurantId), payoutOpen))
    .limit(1);
  if (unpaid) return { iban, currency, unpaid } as const;

  const tz = r.timezone || PLATFORM_TIME_ZONE;
  const endDate = addDay(calendarDay(now, tz), -1);
  const startDate = await firstUnsettledDay(db, restaurantId, tz);
  if (!startDate || startDate > endDate)
    throw conflict(`Nothing to settle: settled up to ${startDate ? addDay(startDate, -1) : endDate}`);
  const figures = await payoutFigures(db, restaurantId, tz, startDate, endDate);
  return { iban, currency, period: { startDate, endDate, figures } } as const;
}

/** What "Settle now" would pay out (minor units), without paying: the figures a person confirms before the run. */
export async function previewSettlement(db: Db, restaurantId: string, now: Date) {
  const next = await nextSettlement(db, restaurantId, now);
  if (next.unpaid)
    return {
      startDate: next.unpaid.startDate,
      endDate: next.unpaid.endDate,
      amount: next.unpaid.amount,
      currency: next.unpaid.currency,
    };
  const { startDate, endDate, figures } = next.period;
  return { startDate, endDate, amount: figures.amount, currency: next.currency };
}

/**
 * Settles the restaurant's days since the last settled day up to yesterday (as of `now`, its time zone).
 * 409 when it has no payout account or nothing is left to settle.
 */
export async function settleRestaurant(
  db: Db,
  payouts: Payouts,
  restaurantId: string,
  now: Date,
  options: {
    /** Writes the run's system-log line with the payout's outcome (the request's `recordAnswer`). */
    record?: RecordRun;
    /** The payout a person confirmed (minor units): another amount is never paid on their word. */
    confirmed?: number;
  } = {},
): Promise<Log> {
  // Leases are measured on this process's clock; `now` only says which days are settled.
  const { record, confirmed } = options;
  const clock = new Date();
  const claim = randomBytes(16).toString('hex');
  const next = await nextSettlement(db, restaurantId, now);
  const amount = next.unpaid ? next.unpaid.amount : next.period.figures.amount;
  if (confirmed !== undefined && confirmed !== amount) throw conflict(SETTLEMENT_MESSAGES.amountChanged);

  // A period whose payout is still open is finished first: by this run once nobody holds it, else 409.
  if (next.unpaid) {
    const claimed = await claimPayout(db, next.unpaid.id, claim, clock);
    if (!claimed) throw new PayoutInProgressError();
    return payOut(db, payouts, claimed, claim, next.iban, record);
  }

  const { startDate, endDate, figures } = next.period;
  const [log] = await db
    .insert(settlementLogs)
    .values({
      restaurantId,
      startDate,
      endDate,
      amount: figures.amount,
      currency: next.currency,
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
      // Written with its claim: the period and the right to pay it out are taken in one statement.
      payoutClaim: claim,
      payoutLeaseUntil: new Date(clock.getTime() + PAYOUT_LEASE_MS),
    })
    .onConflictDoNothing()
    .returning();
  // Another run wrote this period a moment ago and holds its payout.
  if (!log) throw new PayoutInProgressError();
  return payOut(db, payouts, log, claim, next.iban, record);
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
