import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { restaurants } from './restaurants';

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * The durable job queue (src/server/jobs). One row per unit of work; `(kind, key)` is unique, so enqueuing the
 * same work twice (e.g. the same restaurant and period from two nodes) keeps one job. A running job holds a lease
 * (`locked_until`): a node that dies mid-run leaves it to be claimed again when the lease ends.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: idColumn(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('jobs_kind_key_uq').on(t.kind, t.key), index('jobs_status_run_at_idx').on(t.status, t.runAt)],
);

/** Payout account of a restaurant (the spec's IBAN, BRN, Email, SettlementSchedule). */
export const settlementSetups = pgTable('settlement_setups', {
  restaurantId: varchar('restaurant_id', { length: 24 })
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  iban: text('iban').notNull(),
  brn: text('brn').notNull(),
  email: text('email').notNull(),
  /** 'monday' … 'sunday': the payout weekday in the restaurant's time zone. */
  schedule: text('schedule').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const SETTLEMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

/**
 * One settlement run: the restaurant's days `start_date` … `end_date` (YYYY-MM-DD, inclusive, its time zone).
 * A period is settled once: a second non-failed log with the same start day is refused by the database.
 */
export const settlementLogs = pgTable(
  'settlement_logs',
  {
    id: idColumn(),
    restaurantId: varchar('restaurant_id', { length: 24 })
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    /** Payout in minor units (captured amounts of completed orders minus refunds and fees). */
    amount: integer('amount_minor').notNull(),
    currency: text('currency').notNull().default('DKK'),
    status: text('status', { enum: SETTLEMENT_STATUSES }).notNull().default('pending'),
    /** How the payout integration answered (e.g. 'manual payout due: no payout provider configured'). */
    note: text('note').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    initiatedAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The run that holds the payout (a random token) and until when: the provider is called only under a live claim,
     * and a payout left by a run that died is taken over only once its lease has ended.
     */
    payoutClaim: text('payout_claim'),
    payoutLeaseUntil: timestamp('payout_lease_until', { withTimezone: true }),
  },
  (t) => [
    index('settlement_logs_restaurant_idx').on(t.restaurantId, t.initiatedAt),
    uniqueIndex('settlement_logs_period_uq')
      .on(t.restaurantId, t.startDate)
      .where(sql`status <> 'failed'`),
  ],
);
