import { boolean, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';

type Translation = Record<string, Record<string, string>>;

/** News feeds (the spec's entities). */
export const news = pgTable('news', {
  id: idColumn(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  image: text('image').notNull().default(''),
  galleryimages: jsonb('galleryimages').$type<string[]>().notNull().default([]),
  translation: jsonb('translation').$type<Translation>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Deals and custom deals (custom deals carry a promo code). Price in minor units. */
export const deals = pgTable('deals', {
  id: idColumn(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  header: text('header').notNull().default(''),
  price: integer('price_minor').notNull().default(0),
  image: text('image').notNull().default(''),
  type: text('type', { enum: ['truck', 'market'] }).notNull(),
  startdate: timestamp('startdate', { withTimezone: true }).notNull(),
  enddate: timestamp('enddate', { withTimezone: true }).notNull(),
  details: jsonb('details').$type<string[]>().notNull().default([]),
  isexclusive: boolean('isexclusive').notNull().default(false),
  exclusiveusers: jsonb('exclusiveusers').$type<string[]>().notNull().default([]),
  emailmessage: text('emailmessage').notNull().default(''),
  translation: jsonb('translation').$type<Translation>().notNull().default({}),
  iscustom: boolean('iscustom').notNull().default(false),
  promocode: text('promocode'),
  redeemed: integer('redeemed').notNull().default(0),
  restaurantId: varchar('restaurant_id', { length: 24 }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
