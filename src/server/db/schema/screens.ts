import { boolean, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { restaurants } from './restaurants';
import { users } from './users';

/**
 * Each kitchen screen of a restaurant as its last heartbeat described it (sent over its socket on connect, on every
 * reconnection and every 20 s). In the database, so every node's screen list and watchdog see every screen.
 * `screenId` is made by the browser and kept in its local storage; `station` is the printer id the screen shows
 * (null: the whole kitchen).
 */
export const kitchenScreens = pgTable(
  'kitchen_screens',
  {
    restaurantId: varchar('restaurant_id', { length: 24 })
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    screenId: varchar('screen_id', { length: 64 }).notNull(),
    station: varchar('station', { length: 24 }),
    appVersion: text('app_version').notNull().default(''),
    queuedActions: integer('queued_actions').notNull().default(0),
    userId: varchar('user_id', { length: 24 }).references(() => users.id, { onDelete: 'set null' }),
    /** False once its socket closed; a screen whose node died stays true until its last heartbeat is too old. */
    connected: boolean('connected').notNull().default(true),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.screenId] }), index('kitchen_screens_seen_idx').on(t.lastSeenAt)],
);
