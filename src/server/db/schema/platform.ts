import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';
import { customers } from './customers';
import { deals } from './content';
import { orders, type StoredOrderLine } from './orders';
import { printers } from './menu';
import { restaurants } from './restaurants';

/** Push notification templates (the spec's pushid, name, message). */
export const pushNotifications = pgTable('push_notifications', {
  id: idColumn(),
  name: text('name').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Every push that was sent or would have been sent (Push Logs). */
export const pushLogs = pgTable(
  'push_logs',
  {
    id: idColumn(),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    initiatedBy: text('initiated_by').notNull(),
    type: text('type').notNull(),
    totalDevicesPushed: integer('total_devices_pushed').notNull().default(0),
    status: text('status').notNull(),
    others: jsonb('others').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('push_logs_date_idx').on(t.date)],
);

/** Every SMS that was sent or would have been sent (SMS Logs). */
export const smsLogs = pgTable(
  'sms_logs',
  {
    id: idColumn(),
    restaurantId: varchar('restaurant_id', { length: 24 }).references(() => restaurants.id, { onDelete: 'cascade' }),
    orderId: varchar('order_id', { length: 24 }).references(() => orders.id, { onDelete: 'set null' }),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    mobileNumber: text('mobile_number').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull(),
  },
  (t) => [index('sms_logs_restaurant_date_idx').on(t.restaurantId, t.date)],
);

export const beacons = pgTable('beacons', {
  id: idColumn(),
  name: text('name').notNull(),
  uuid: text('uuid').notNull(),
  /** Meters. */
  radius: integer('radius').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Platform configuration (Config page): cardfee, payment, loginbuttons, lagTime, … */
export const configItems = pgTable('config_items', {
  id: idColumn(),
  name: text('name').notNull().unique(),
  value: jsonb('value').$type<Record<string, unknown> | string | number | boolean>().notNull(),
  updatedAt: updatedAt(),
});

/** Who changed what, when (Logs page). */
export const systemLogs = pgTable(
  'system_logs',
  {
    id: idColumn(),
    dateTime: timestamp('date_time', { withTimezone: true }).notNull().defaultNow(),
    email: text('email').notNull(),
    type: text('type').notNull(),
    others: jsonb('others').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('system_logs_date_idx').on(t.dateTime)],
);

/** Receipts waiting for a printer. */
export const printQueue = pgTable(
  'print_queue',
  {
    id: idColumn(),
    orderId: varchar('order_id', { length: 24 })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    printerId: varchar('printer_id', { length: 24 }).references(() => printers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    printedAt: timestamp('printed_at', { withTimezone: true }),
    // The lines of this ticket (null = the whole order), and when CloudPRNT last handed it out.
    lines: jsonb('lines').$type<StoredOrderLine[] | null>(),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    /** What made it: 'kitchen' (accepted order), 'reprint', or 'cancel' (a line cancelled: its CANCELLED ticket). */
    reason: text('reason').notNull().default('kitchen'),
    /**
     * The printer could not print it (CloudPRNT DELETE with an error code): when, and the printer's code, e.g.
     * '511 Media decoding error'. A failed job is not offered again; staff see it in the Print queue and the kitchen.
     */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    failCode: text('fail_code'),
    /** Downloads that timed out (code 520): offered again, up to a limit. */
    downloadTimeouts: integer('download_timeouts').notNull().default(0),
  },
  (t) => [
    index('print_queue_printed_idx').on(t.printedAt),
    index('print_queue_failed_idx')
      .on(t.printerId)
      .where(sql`failed_at is not null`),
  ],
);

/** Deal attachments (a deal is attached to trucks or to markets). */
export const trucks = pgTable('trucks', {
  id: idColumn(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
});
export const markets = pgTable('markets', {
  id: idColumn(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
});

export const dealRedemptions = pgTable(
  'deal_redemptions',
  {
    id: idColumn(),
    dealId: varchar('deal_id', { length: 24 })
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    customerId: varchar('customer_id', { length: 24 }).references(() => customers.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deal_redemptions_deal_idx').on(t.dealId, t.at)],
);

/** Devices of customers that receive pushes. */
export const customerDevices = pgTable(
  'customer_devices',
  {
    id: idColumn(),
    customerId: varchar('customer_id', { length: 24 })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    platform: text('platform').notNull().default('android'),
    createdAt: createdAt(),
  },
  (t) => [unique('customer_devices_token_uq').on(t.token)],
);

/** Uploaded images, stored under DATA_DIR/uploads (or an S3-compatible store). */
export const uploads = pgTable('uploads', {
  id: idColumn(),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  storageKey: text('storage_key').notNull(),
  createdBy: varchar('created_by', { length: 24 }),
  createdAt: createdAt(),
});
