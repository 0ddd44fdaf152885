import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';
import { orders } from './orders';
import { restaurants } from './restaurants';
import { users } from './users';

/**
 * What a kitchen station finished of an order: a station's bump (`line` null: all of that station's lines) or one
 * line crossed off on its own (`line`: the index in the order's lines). `station` is the printer's id, the same one
 * the routing function gives each line. A recall sets `recalledAt`; the mark then no longer counts, and a new bump
 * writes a new row. At most one live mark per order, station and line, so a bump sent twice is done once.
 */
export const orderStationMarks = pgTable(
  'order_station_marks',
  {
    id: idColumn(),
    restaurantId: varchar('restaurant_id', { length: 24 })
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    orderId: varchar('order_id', { length: 24 })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    station: varchar('station', { length: 24 }).notNull(),
    line: integer('line'),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
    recalledAt: timestamp('recalled_at', { withTimezone: true }),
    userId: varchar('user_id', { length: 24 }).references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull().default(''),
  },
  (t) => [
    index('order_station_marks_order_idx').on(t.orderId),
    index('order_station_marks_restaurant_done_idx').on(t.restaurantId, t.doneAt),
    uniqueIndex('order_station_marks_live_idx')
      .on(t.orderId, t.station, sql`coalesce(${t.line}, -1)`)
      .where(sql`${t.recalledAt} is null`),
  ],
);
