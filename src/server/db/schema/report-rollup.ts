import { bigint, bigserial, date, index, pgTable, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';

/**
 * The reports' running totals (a year of 100,000 orders answers in well under a second).
 *
 * Every write to an order in a report status (confirmed, completed, cancelled, refunded) adds rows here through a
 * database trigger (migration 0010): minus what the order counted before, plus what it counts now — one 'order' row
 * (orders, amount, card and MobilePay orders) and one row per item, extra and attribute of its lines. Nothing is ever
 * updated on that path, so placing or changing orders never waits on another order's transaction.
 * A job folds these changes into `report_rollup`, per restaurant, UTC day and key (reports/rollup.ts), and a report
 * reads the folded days inside its range, the changes not yet folded, and the orders themselves for the partial days
 * at its edges (its range runs from local midnight to local midnight).
 */
const measures = {
  /** Orders ('order' rows) or quantity (items, extras × line quantity, attributes × line quantity). */
  n: bigint('n', { mode: 'number' }).notNull().default(0),
  /** Rows counted: a key whose count is 0 has no order or line any more. */
  cnt: bigint('cnt', { mode: 'number' }).notNull().default(0),
  /** Order totals in minor units ('order' rows). */
  amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  card: bigint('card', { mode: 'number' }).notNull().default(0),
  mobilepay: bigint('mobilepay', { mode: 'number' }).notNull().default(0),
};

const key = {
  restaurantId: varchar('restaurant_id', { length: 24 }).notNull(),
  status: text('status').notNull(),
  /** 'order', 'item', 'extra' or 'attribute'. */
  kind: text('kind').notNull(),
  /** The line's category name and id as stored in the order (the name wins; the id names it when empty). */
  category: text('category'),
  categoryId: text('category_id'),
  name: text('name'),
  /** Unit price in minor units (items and extras: price; attributes: additionalPrice). */
  price: bigint('price', { mode: 'number' }),
};

/** Changes not yet folded. No foreign keys: deleting a restaurant deletes its orders, whose trigger writes here. */
export const reportDeltas = pgTable(
  'report_deltas',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...key,
    /** The order's created_at. */
    at: timestamp('at', { withTimezone: true }).notNull(),
    ...measures,
  },
  (t) => [index('report_deltas_restaurant_at_idx').on(t.restaurantId, t.at)],
);

/** Folded totals per restaurant, UTC day and key. */
export const reportRollup = pgTable(
  'report_rollup',
  {
    ...key,
    /** The UTC day of the orders' created_at. */
    day: date('day').notNull(),
    ...measures,
  },
  (t) => [
    unique('report_rollup_key')
      .on(t.restaurantId, t.day, t.status, t.kind, t.category, t.categoryId, t.name, t.price)
      .nullsNotDistinct(),
  ],
);
