import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';
import { customers } from './customers';
import { restaurants } from './restaurants';
import { users } from './users';

export const ORDER_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** One ordered line, stored as ordered (names and prices at the time of the order, minor units). */
export interface StoredOrderLine {
  menu: string;
  name: string;
  category: string;
  categoryId: string | null;
  /** What is left to make and pay (the ordered quantity less `cancelledQty`). */
  qty: number;
  cancelledQty?: number;
  cancelled?: { reason: string; at: string } | null;
  price: number;
  notes: string;
  isReward: boolean;
  attributes: { _id: string; attributeName: string; name: string; qty: number; additionalPrice: number }[];
  extras: { _id: string; name: string; qty: number; price: number }[];
}

export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    restaurantId: varchar('restaurant_id', { length: 24 })
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** The display number staff and customers use (`orderid`), increasing per restaurant. */
    orderNumber: integer('order_number').notNull(),
    /** Short reference to read out, e.g. 'B-042' (restaurant letter + daily number). */
    refNo: text('ref_no').notNull(),
    customerId: varchar('customer_id', { length: 24 }).references(() => customers.id, { onDelete: 'set null' }),
    guestName: text('guest_name').notNull().default(''),
    mobilenumber: text('mobilenumber').notNull().default(''),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    dineIn: boolean('dine_in').notNull(),
    tablenumber: integer('tablenumber'),
    isWeb: boolean('is_web').notNull().default(false),
    isAdvanceOrder: boolean('is_advance_order').notNull().default(false),
    advanceOrderDate: timestamp('advance_order_date', { withTimezone: true }),
    isParkTable: boolean('is_park_table').notNull().default(false),
    paymentType: text('payment_type').notNull(),
    onlineposid: text('onlineposid').notNull().default(''),
    lines: jsonb('lines').$type<StoredOrderLine[]>().notNull(),
    subtotal: integer('subtotal_minor').notNull(),
    /** The restaurant's discount on the lines, taken off the subtotal (a line of its own on the invoice and reports). */
    discount: integer('discount_minor').notNull().default(0),
    /** What the coupon's item offer took off (its own line on the card, the detail and the invoice). */
    couponDiscount: integer('coupon_discount_minor').notNull().default(0),
    bagTakeAwayPrice: integer('bag_takeaway_minor').notNull().default(0),
    deliveryFee: integer('delivery_fee_minor').notNull().default(0),
    serviceFeePercent: integer('service_fee_permille').notNull().default(0),
    serviceFee: integer('service_fee_minor').notNull().default(0),
    tip: integer('tip_minor').notNull().default(0),
    tippercentage: integer('tippercentage').notNull().default(0),
    total: integer('total_minor').notNull(),
    amountcaptured: integer('amountcaptured_minor').notNull().default(0),
    currency: text('currency').notNull().default('DKK'),
    iscardEU: boolean('iscard_eu').notNull().default(true),
    transactionfee: integer('transactionfee_minor').notNull().default(0),
    reason: text('reason').notNull().default(''),
    comment: text('comment').notNull().default(''),
    /** Minutes promised when accepted (long wait or advance order). */
    prepMinutes: integer('prep_minutes'),
    /** Minutes promised to the customer at placement (the usual preparation time, plus the rush margin in rush mode). */
    promisedMinutes: integer('promised_minutes'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    refund: jsonb('refund').$type<{ method: 'manual' | 'provider'; reference: string; at: string } | null>(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_restaurant_status_created_idx').on(t.restaurantId, t.status, t.createdAt),
    index('orders_restaurant_created_idx').on(t.restaurantId, t.createdAt),
    index('orders_customer_idx').on(t.customerId),
    index('orders_restaurant_number_idx').on(t.restaurantId, t.orderNumber),
  ],
);

/** Who did what to an order, when, from which device. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: idColumn(),
    orderId: varchar('order_id', { length: 24 })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    userId: varchar('user_id', { length: 24 }).references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull().default(''),
    device: text('device').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

/** Per restaurant: the last display number, and the last daily number of `day` (for refNo). */
export const orderCounters = pgTable('order_counters', {
  restaurantId: varchar('restaurant_id', { length: 24 })
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull().default(1000),
  day: text('day').notNull().default(''),
  lastDaily: integer('last_daily').notNull().default(0),
});

export const CALL_STATUSES = ['preorder', 'accepted', 'rejected'] as const;

export const callAwaiter = pgTable(
  'call_awaiter',
  {
    id: idColumn(),
    restaurantId: varchar('restaurant_id', { length: 24 })
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    customerId: varchar('customer_id', { length: 24 }).references(() => customers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    tablenumber: integer('tablenumber').notNull(),
    status: text('status', { enum: CALL_STATUSES }).notNull().default('preorder'),
    handledBy: varchar('handled_by', { length: 24 }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('call_awaiter_restaurant_status_idx').on(t.restaurantId, t.status)],
);

/** Answers of POST/PUT/DELETE requests sent with an Idempotency-Key, replayed for the same key and body. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The caller: a user id, or 'anon:<ip>' for public endpoints. */
    owner: text('owner').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    bodyHash: text('body_hash').notNull(),
    /** Null while the first request is still being worked on. */
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
    /** While in progress: the server process working on it, and its claim (a retry that takes the key over gets a new one). */
    holder: text('holder'),
    claimId: text('claim_id'),
    /** While in progress: until when the holder's claim lasts (renewed while it works); a retry after it takes the key over. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.owner, t.key] }), index('idempotency_created_idx').on(t.createdAt)],
);
