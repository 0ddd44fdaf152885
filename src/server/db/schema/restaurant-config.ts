import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';
import { customers } from './customers';
import { orders } from './orders';
import { restaurants } from './restaurants';

const restaurantRef = () =>
  varchar('restaurant_id', { length: 24 })
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' });

/** Tip configurations offered to customers (name, percentage). */
export const tipConfigs = pgTable(
  'tip_configs',
  {
    id: idColumn(),
    restaurantId: restaurantRef(),
    name: text('name').notNull(),
    percentage: doublePrecision('percentage').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('tip_configs_restaurant_idx').on(t.restaurantId)],
);

/** A print layout: which printer (serial) prints the lines of each category; the rest go to its default printer. */
export const printLayouts = pgTable(
  'print_layouts',
  {
    id: idColumn(),
    restaurantId: restaurantRef(),
    name: text('name').notNull(),
    defaultPrinter: text('default_printer').notNull(),
    layout: jsonb('layout').$type<{ _id: string; category: string; printer: string }[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('print_layouts_restaurant_idx').on(t.restaurantId)],
);

/** A POS device (till) of a restaurant: its printers (serials) and the layouts bound to it. */
export const posDevices = pgTable(
  'pos_devices',
  {
    id: idColumn(),
    restaurantId: restaurantRef(),
    uid: text('uid').notNull(),
    name: text('name').notNull(),
    printers: jsonb('printers').$type<string[]>().notNull().default([]),
    layouts: jsonb('layouts').$type<string[]>().notNull().default([]),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [unique('pos_devices_restaurant_uid_uq').on(t.restaurantId, t.uid)],
);

/** The texts customers get by SMS when their order is accepted, delayed, or completed. */
export const responseMessages = pgTable('response_messages', {
  restaurantId: varchar('restaurant_id', { length: 24 })
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  accept: text('accept').notNull().default(''),
  longwait: text('longwait').notNull().default(''),
  acceptadvance: text('acceptadvance').notNull().default(''),
  complete: text('complete').notNull().default(''),
  completetakeout: text('completetakeout').notNull().default(''),
  updatedAt: updatedAt(),
});

/** A push sent to a customer some minutes after an order holding one of its products. */
export const automatedPushes = pgTable(
  'automated_pushes',
  {
    id: idColumn(),
    restaurantId: restaurantRef(),
    name: text('name').notNull(),
    products: jsonb('products').$type<string[]>().notNull().default([]),
    delayMinutes: integer('delay_minutes').notNull(),
    timesPerVisit: integer('times_per_visit').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('automated_pushes_restaurant_idx').on(t.restaurantId)],
);

/** Each automated push scheduled for a customer's order; `sentAt` once sent (at most once per row). */
export const automatedPushSends = pgTable(
  'automated_push_sends',
  {
    id: idColumn(),
    pushId: varchar('push_id', { length: 24 })
      .notNull()
      .references(() => automatedPushes.id, { onDelete: 'cascade' }),
    orderId: varchar('order_id', { length: 24 })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: varchar('customer_id', { length: 24 }).references(() => customers.id, { onDelete: 'cascade' }),
    /** The restaurant's local day of the order: one visit. */
    visitDay: text('visit_day').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    status: text('status').notNull().default('scheduled'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('automated_push_sends_push_order_uq').on(t.pushId, t.orderId),
    index('automated_push_sends_customer_idx').on(t.customerId, t.visitDay),
  ],
);
