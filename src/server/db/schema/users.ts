import { boolean, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';
import { restaurants } from './restaurants';

/** Everyone who signs in to the back-office: platform admins and restaurant staff. Emails are stored lower-case. */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    type: text('type', { enum: ['Admin', 'RestaurantAdmin', 'RestaurantUser'] }).notNull(),
    restaurantId: varchar('restaurant_id', { length: 24 }).references(() => restaurants.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    includedToReport: boolean('included_to_report').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('users_restaurant_idx').on(t.restaurantId), index('users_type_idx').on(t.type)],
);

/** Opaque session tokens, stored as SHA-256 hashes. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: varchar('user_id', { length: 24 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time password reset links, stored as SHA-256 hashes. */
export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: varchar('user_id', { length: 24 })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Failed sign-ins, counted per username to slow down guessing across all server nodes. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_username_at_idx').on(t.username, t.at)],
);
