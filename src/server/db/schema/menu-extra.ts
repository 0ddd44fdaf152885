import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { Availability } from '../../../contract/availability';
import { createdAt, idColumn, updatedAt } from './columns';
import { customers } from './customers';
import { restaurants } from './restaurants';

type Translation = Record<string, Record<string, string>>;
const restaurantRef = () =>
  varchar('restaurant_id', { length: 24 })
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' });

/** A higher category groups menu categories (e.g. "Lunch" = Starters + Mains) with its own availability. */
export const higherCategories = pgTable(
  'higher_categories',
  {
    id: idColumn(),
    restaurantId: restaurantRef(),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    availability: jsonb('availability').$type<Availability | null>(),
    /** Ids of the menu categories it holds. */
    taggedCategories: jsonb('tagged_categories').$type<string[]>().notNull().default([]),
    translation: jsonb('translation').$type<Translation>().notNull().default({}),
    order: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('higher_categories_restaurant_idx').on(t.restaurantId)],
);

/** A customer's rating of a visit (the restaurant's survey). Ratings 1..5. */
export const menuRatings = pgTable(
  'menu_ratings',
  {
    id: idColumn(),
    restaurantId: restaurantRef(),
    customerId: varchar('customer_id', { length: 24 }).references(() => customers.id, { onDelete: 'set null' }),
    /** The order rated (a customer rates an order once); empty for ratings made before orders were linked. */
    orderId: varchar('order_id', { length: 24 }).unique('menu_ratings_order_unique'),
    userName: text('user_name').notNull().default(''),
    userAvatar: text('user_avatar').notNull().default(''),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    comments: text('comments').notNull().default(''),
    mainRating: smallint('main_rating').notNull(),
    food: smallint('food').notNull(),
    service: smallint('service').notNull(),
    waitingTime: smallint('waiting_time').notNull(),
    orderingExperience: smallint('ordering_experience').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('menu_ratings_restaurant_date_idx').on(t.restaurantId, t.date)],
);

/** Menu-page settings of a restaurant: promo availability, rush mode and the promo popup. One row per restaurant. */
export const restaurantMenuSettings = pgTable('restaurant_menu_settings', {
  restaurantId: varchar('restaurant_id', { length: 24 })
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  promoAvailability: jsonb('promo_availability').$type<Availability | null>(),
  rushMode: boolean('rush_mode').notNull().default(false),
  rushModeTimes: jsonb('rush_mode_times').$type<Availability | null>(),
  rushModeHeader: text('rush_mode_header').notNull().default(''),
  rushModeMessage: text('rush_mode_message').notNull().default(''),
  /** Minutes an order usually takes: the time promised to a customer outside rush mode. */
  preparationMinutes: integer('preparation_minutes').notNull().default(20),
  /** Minutes added to the promised time while rush mode is active. */
  rushMarginMinutes: integer('rush_margin_minutes').notNull().default(15),
  promoPopUpEnabled: boolean('promo_popup_enabled').notNull().default(false),
  promoHeader: text('promo_header').notNull().default(''),
  promoMessage: text('promo_message').notNull().default(''),
  promoImage: text('promo_image').notNull().default(''),
  updatedAt: updatedAt(),
});
