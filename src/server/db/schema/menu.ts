import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Availability } from '../../../contract/availability';
import { createdAt, idColumn, updatedAt } from './columns';
import { restaurants } from './restaurants';

type Translation = Record<string, Record<string, string>>;
const restaurantRef = () =>
  varchar('restaurant_id', { length: 24 })
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' });

/** An option group of a menu item (choose one or several). Prices in minor units. */
export interface OptionGroup {
  id: string;
  Category: string;
  isMultiple: boolean;
  items: { id: string; Name: string; Price: number; Image?: string; isDefault: boolean }[];
}
/** An attribute group of a menu item (e.g. size, cooking), with a per-group limit. Prices in minor units. */
export interface AttributeGroup {
  id: string;
  Category: string;
  attributesRequired: boolean;
  limit: number;
  categorylimit?: number;
  items: { id: string; Name: string; Price: number; image?: string; isDefault: boolean }[];
}

export const menuCategories = pgTable(
  'menu_categories',
  {
    id: idColumn(),
    restaurantId: restaurantRef(),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    translation: jsonb('translation').$type<Translation>().notNull().default({}),
    ishidden: boolean('ishidden').notNull().default(false),
    order: integer('sort_order').notNull().default(0),
    availability: jsonb('availability').$type<Availability | null>(),
    /** Minutes the kitchen aims to prepare an order with this category's items in (null: the restaurant's preparation time). */
    targetMinutes: integer('target_minutes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('menu_categories_restaurant_idx').on(t.restaurantId)],
);

export const extras = pgTable(
  'extras',
  {
    id: idColumn(),
    restaurantId: restaurantRef(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price_minor').notNull().default(0),
    image: text('image').notNull().default(''),
    galleryimages: jsonb('galleryimages').$type<string[]>().notNull().default([]),
    isavailable: boolean('isavailable').notNull().default(true),
    translation: jsonb('translation').$type<Translation>().notNull().default({}),
    sku: text('sku').notNull().default(''),
    onlineposproductid: text('onlineposproductid').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('extras_restaurant_idx').on(t.restaurantId)],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: idColumn(),
    restaurantId: restaurantRef(),
    categoryId: varchar('category_id', { length: 24 }).references(() => menuCategories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price_minor').notNull(),
    sku: text('sku').notNull().default(''),
    onlineposproductid: text('onlineposproductid').notNull().default(''),
    image: text('image').notNull().default(''),
    galleryimages: jsonb('galleryimages').$type<string[]>().notNull().default([]),
    isavailable: boolean('isavailable').notNull().default(true),
    tags: jsonb('tags').$type<{ label: string; value: string }[]>().notNull().default([]),
    /** Ids of extras offered with this item. */
    extras: jsonb('extras').$type<string[]>().notNull().default([]),
    options: jsonb('options').$type<OptionGroup[]>().notNull().default([]),
    attributes: jsonb('attributes').$type<AttributeGroup[]>().notNull().default([]),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    translation: jsonb('translation').$type<Translation>().notNull().default({}),
    order: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('menu_items_restaurant_idx').on(t.restaurantId), index('menu_items_category_idx').on(t.categoryId)],
);

export const drinks = pgTable(
  'drinks',
  {
    id: idColumn(),
    restaurantId: restaurantRef(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image').notNull().default(''),
    price: integer('price_minor').notNull().default(0),
    options: jsonb('options')
      .$type<{ id: string; name: string; price: number; isDefault?: boolean }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
  },
  (t) => [index('drinks_restaurant_idx').on(t.restaurantId)],
);

/** Table numbers of a restaurant (dine-in orders name one). */
export const tableNumbers = pgTable(
  'table_numbers',
  {
    id: idColumn(),
    restaurantId: restaurantRef(),
    number: integer('number').notNull(),
    floor: text('floor').notNull().default(''),
    label: text('label').notNull().default(''),
    disabled: boolean('disabled').notNull().default(false),
    parkTable: boolean('park_table').notNull().default(false),
    availability: jsonb('availability').$type<Availability | null>(),
    createdAt: createdAt(),
  },
  (t) => [unique('table_numbers_restaurant_number_uq').on(t.restaurantId, t.number)],
);

export const printers = pgTable(
  'printers',
  {
    id: idColumn(),
    restaurantId: restaurantRef(),
    name: text('name').notNull(),
    serial: text('serial').notNull(),
    language: text('language').notNull().default('da'),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    /** Its last CloudPRNT poll; a printer silent for a minute shows offline. */
    lastPollAt: timestamp('last_poll_at', { withTimezone: true }),
    /**
     * SHA-256 (hex) of the printer's CloudPRNT password (HTTP Basic, user = the printer's id), a random 128-bit secret
     * shown once. A printer made without one (demo data, printers from before passwords) gets a random secret that
     * nobody knows: it prints once an admin regenerates its password and enters it in the printer.
     */
    secretHash: text('cloudprnt_secret_hash')
      .notNull()
      .default(sql`encode(sha256(convert_to(gen_random_uuid()::text, 'UTF8')), 'hex')`),
    /** The Star status code of its last authenticated poll, e.g. '200 OK', '410 Out of paper', '420 Cover open'. */
    statusCode: text('status_code'),
    /** The MAC address its last authenticated request named (shown when it is not the printer's serial). */
    reportedMac: text('reported_mac'),
    /** Its last refused request: without its valid credentials ('credentials'), or naming another MAC ('mac'). */
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectedWhy: text('rejected_why', { enum: ['credentials', 'mac'] }),
  },
  (t) => [index('printers_restaurant_idx').on(t.restaurantId)],
);

/** Platform-wide tag vocabulary (menu item tags, AI tag suggestions). Names are unique case-insensitively. */
export const tags = pgTable(
  'tags',
  {
    id: idColumn(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tags_name_lower_uq').on(sql`lower(${t.name})`)],
);
