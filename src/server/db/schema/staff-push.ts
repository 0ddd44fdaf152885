import { index, integer, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';
import { restaurants } from './restaurants';
import { sessions, users } from './users';

/**
 * The server's VAPID key pair for Web Push to staff devices, made on first start when no VAPID_* variables are set.
 * One row (id 1): every node signs with the same key, so a device subscribed through one node hears from all.
 */
export const vapidKeys = pgTable('vapid_keys', {
  id: integer('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});

/**
 * A staff device that turned on notifications for a signed-in user: its browser push endpoint and keys (RFC 8291),
 * one row per endpoint and user (another user naming the same endpoint never moves or removes it), tied to the session
 * that subscribed it, so the subscription ends with the session (sign-out, password change, deleted user) in the
 * same statement that ends it.
 */
export const staffPushSubscriptions = pgTable(
  'staff_push_subscriptions',
  {
    id: idColumn(),
    userId: varchar('user_id', { length: 24 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    restaurantId: varchar('restaurant_id', { length: 24 })
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    sessionTokenHash: text('session_token_hash')
      .notNull()
      .references(() => sessions.tokenHash, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('staff_push_subscriptions_restaurant_idx').on(t.restaurantId),
    uniqueIndex('staff_push_subscriptions_endpoint_user_idx').on(t.endpoint, t.userId),
  ],
);

/** Which device a push job already reached, so a retried job sends only to the devices it missed. */
export const staffPushDeliveries = pgTable(
  'staff_push_deliveries',
  {
    jobId: varchar('job_id', { length: 24 }).notNull(),
    subscriptionId: varchar('subscription_id', { length: 24 })
      .notNull()
      .references(() => staffPushSubscriptions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.subscriptionId] })],
);
