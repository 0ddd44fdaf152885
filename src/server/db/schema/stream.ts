import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants';

/**
 * Each restaurant's event stream (docs/architecture.md, "The event stream"): the outbox of every change a screen
 * shows, written in the change's own transaction. `seq` counts per restaurant from 1 without gaps, in commit order:
 * the head's row lock is held from the event's insert to the commit, so a later event cannot commit first.
 */
export const streamHeads = pgTable('stream_heads', {
  restaurantId: varchar('restaurant_id', { length: 24 })
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The events themselves, kept at least `STREAM_KEEP_HOURS` (the screens' repair reads them with `since`). */
export const streamEvents = pgTable(
  'stream_events',
  {
    restaurantId: varchar('restaurant_id', { length: 24 })
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.seq] }), index('stream_events_created_idx').on(t.createdAt)],
);
