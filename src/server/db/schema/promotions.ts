import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';
import { customerDevices } from './platform';
import { customers } from './customers';
import { menuItems } from './menu';
import { orders } from './orders';
import { restaurants } from './restaurants';

type Translation = Record<string, Record<string, string>>;
type DayAvailability = {
  start: string;
  end: string;
  isAvailable: boolean;
  othertime?: { start: string; end: string }[];
};

/** Coupons (the spec's entities). Claimed is counted from `coupon_uses`, never stored. */
export const coupons = pgTable('coupons', {
  id: idColumn(),
  name: text('name').notNull(),
  text: text('text').notNull().default(''),
  startdate: timestamp('startdate', { withTimezone: true }).notNull(),
  enddate: timestamp('enddate', { withTimezone: true }).notNull(),
  membersonly: boolean('membersonly').notNull().default(false),
  isexclusive: boolean('isexclusive').notNull().default(false),
  isonetimeuse: boolean('isonetimeuse').notNull().default(false),
  priority: integer('priority').notNull().default(1),
  qrvalue: text('qrvalue').notNull().default(''),
  appcode: text('appcode').notNull().default(''),
  emailmessage: text('emailmessage').notNull().default(''),
  image: text('image').notNull().default(''),
  thumbnail: text('thumbnail').notNull().default(''),
  exclusiveusers: jsonb('exclusiveusers').$type<string[]>().notNull().default([]),
  /** The item offer: `itemPercent` % off one `itemId` per `itemQuantity` of it ordered (none without an item). */
  itemId: varchar('item_id', { length: 24 }).references(() => menuItems.id, { onDelete: 'set null' }),
  itemQuantity: integer('item_quantity'),
  itemPercent: integer('item_percent'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One use of a coupon by an order (the customer when registered). */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: idColumn(),
    couponId: varchar('coupon_id', { length: 24 })
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    customerId: varchar('customer_id', { length: 24 }).references(() => customers.id, { onDelete: 'set null' }),
    orderId: varchar('order_id', { length: 24 }).references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_uses_coupon_idx').on(t.couponId, t.at), index('coupon_uses_order_idx').on(t.orderId)],
);

/** Promos of a restaurant; price in minor units. */
export const promos = pgTable('promos', {
  id: idColumn(),
  name: text('name').notNull(),
  header: text('header').notNull().default(''),
  description: text('description').notNull().default(''),
  restaurantId: varchar('restaurant_id', { length: 24 })
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  image: text('image').notNull().default(''),
  thumbnail: text('thumbnail').notNull().default(''),
  startdate: timestamp('startdate', { withTimezone: true }).notNull(),
  enddate: timestamp('enddate', { withTimezone: true }).notNull(),
  price: integer('price_minor').notNull().default(0),
  termsandcondition: text('termsandcondition').notNull().default(''),
  translation: jsonb('translation').$type<Translation>().notNull().default({}),
  availability: jsonb('availability').$type<Record<string, DayAvailability>>().notNull().default({}),
  isheystranger: boolean('isheystranger').notNull().default(false),
  isheyfriends: boolean('isheyfriends').notNull().default(false),
  ismultipleuse: boolean('ismultipleuse').notNull().default(false),
  multiplelimit: integer('multiplelimit').notNull().default(1),
  heystrangerorder: integer('heystrangerorder').notNull().default(0),
  heyfriendsorder: integer('heyfriendsorder').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The heyStranger / heyFriends promo categories: their descriptions (Promo type: Name, Type, Translation). */
export const promoTypes = pgTable('promo_types', {
  type: text('type').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  translation: jsonb('translation').$type<Translation>().notNull().default({}),
});

/** One promo bought in an order. */
export const promoUses = pgTable(
  'promo_uses',
  {
    id: idColumn(),
    promoId: varchar('promo_id', { length: 24 })
      .notNull()
      .references(() => promos.id, { onDelete: 'cascade' }),
    customerId: varchar('customer_id', { length: 24 }).references(() => customers.id, { onDelete: 'set null' }),
    orderId: varchar('order_id', { length: 24 }).references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('promo_uses_promo_idx').on(t.promoId, t.customerId), index('promo_uses_order_idx').on(t.orderId)],
);

/** Stamp cards of a restaurant: buy `maxcount` stamp products, get the reward product. */
export const stamps = pgTable('stamps', {
  id: idColumn(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  restaurantId: varchar('restaurant_id', { length: 24 })
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  products: jsonb('products').$type<string[]>().notNull().default([]),
  rewardId: varchar('reward_id', { length: 24 }).notNull(),
  maxcount: integer('maxcount').notNull(),
  startdate: timestamp('startdate', { withTimezone: true }).notNull(),
  enddate: timestamp('enddate', { withTimezone: true }).notNull(),
  translation: jsonb('translation').$type<Translation>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A customer's stamps on one card. Changed only by conditional updates, so a race cannot overspend. */
export const stampBalances = pgTable(
  'stamp_balances',
  {
    stampId: varchar('stamp_id', { length: 24 })
      .notNull()
      .references(() => stamps.id, { onDelete: 'cascade' }),
    customerId: varchar('customer_id', { length: 24 })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    count: integer('count').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.stampId, t.customerId] })],
);

/** What an order did to a card: stamps earned (+) or spent on a reward (−); reversed when the order is cancelled or refunded. */
export const stampEntries = pgTable(
  'stamp_entries',
  {
    id: idColumn(),
    stampId: varchar('stamp_id', { length: 24 })
      .notNull()
      .references(() => stamps.id, { onDelete: 'cascade' }),
    customerId: varchar('customer_id', { length: 24 })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: varchar('order_id', { length: 24 }).references(() => orders.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['earn', 'redeem', 'reverse'] }).notNull(),
    delta: integer('delta').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stamp_entries_order_idx').on(t.orderId), index('stamp_entries_card_idx').on(t.stampId, t.customerId)],
);

/** Perks (the spec): CountUsage is counted from `perk_clicks`. */
export const perks = pgTable('perks', {
  id: idColumn(),
  name: text('name').notNull(),
  image: text('image').notNull().default(''),
  description: text('description').notNull().default(''),
  link: text('link').notNull().default(''),
  content: text('content').notNull().default(''),
  address: text('address').notNull().default(''),
  buttontext: text('buttontext').notNull().default(''),
  galleryimages: jsonb('galleryimages').$type<string[]>().notNull().default([]),
  translation: jsonb('translation').$type<Translation>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const perkClicks = pgTable(
  'perk_clicks',
  {
    id: idColumn(),
    perkId: varchar('perk_id', { length: 24 })
      .notNull()
      .references(() => perks.id, { onDelete: 'cascade' }),
    customerId: varchar('customer_id', { length: 24 }).references(() => customers.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('perk_clicks_perk_idx').on(t.perkId)],
);

/** Geo points: a place and a radius in miles. */
export const geoPoints = pgTable('geo_points', {
  id: idColumn(),
  name: text('name').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  radius: real('radius_miles').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A push created for a geo point (name, message); sent at once and again by `pushid`. */
export const geoPushes = pgTable('geo_pushes', {
  id: idColumn(),
  pointId: varchar('point_id', { length: 24 })
    .notNull()
    .references(() => geoPoints.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** Every geo push sent or recorded without a provider. */
export const geoPushLogs = pgTable(
  'geo_push_logs',
  {
    id: idColumn(),
    pointId: varchar('point_id', { length: 24 })
      .notNull()
      .references(() => geoPoints.id, { onDelete: 'cascade' }),
    pushId: varchar('push_id', { length: 24 }).references(() => geoPushes.id, { onDelete: 'set null' }),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    initiatedBy: text('initiated_by').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    radius: real('radius_miles').notNull(),
    totalcount: integer('totalcount').notNull(),
    status: text('status').notNull(),
  },
  (t) => [index('geo_push_logs_point_idx').on(t.pointId, t.date)],
);

/** The last known position of a customer device (reported by the customer apps). */
export const devicePositions = pgTable('device_positions', {
  deviceId: varchar('device_id', { length: 24 })
    .primaryKey()
    .references(() => customerDevices.id, { onDelete: 'cascade' }),
  longitude: doublePrecision('longitude').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

/** Passwords of registered customers who sign in with e-mail (argon2id, as staff). */
export const customerPasswords = pgTable('customer_passwords', {
  customerId: varchar('customer_id', { length: 24 })
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  updatedAt: updatedAt(),
});

/** Customer sessions: opaque tokens stored as SHA-256 hashes with an expiry, like staff sessions. */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: varchar('customer_id', { length: 24 })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('customer_sessions_customer_idx').on(t.customerId)],
);
