/**
 * Relations for Drizzle's relational queries (`db.query.…`), which read a row and its related rows in one SQL
 * statement: the restaurant with what placing an order checks (ordering rules, tables, the ordered products).
 */
import { relations } from 'drizzle-orm';
import { extras, menuCategories, menuItems, tableNumbers } from './menu';
import { higherCategories, restaurantMenuSettings } from './menu-extra';
import { tipConfigs } from './restaurant-config';
import { restaurants } from './restaurants';

export const restaurantsRelations = relations(restaurants, ({ one, many }) => ({
  menuSettings: one(restaurantMenuSettings),
  menuCategories: many(menuCategories),
  higherCategories: many(higherCategories),
  tipConfigs: many(tipConfigs),
  tableNumbers: many(tableNumbers),
  menuItems: many(menuItems),
  extras: many(extras),
}));

type RestaurantRow =
  | typeof restaurantMenuSettings
  | typeof menuCategories
  | typeof higherCategories
  | typeof tipConfigs
  | typeof tableNumbers
  | typeof menuItems
  | typeof extras;

/** The restaurant a row belongs to (its `restaurantId`). */
const ofRestaurant = <T extends RestaurantRow>(table: T) =>
  relations(table, ({ one }) => ({
    restaurant: one(restaurants, { fields: [table.restaurantId], references: [restaurants.id] }),
  }));

export const restaurantMenuSettingsRelations = ofRestaurant(restaurantMenuSettings);
export const menuCategoriesRelations = ofRestaurant(menuCategories);
export const higherCategoriesRelations = ofRestaurant(higherCategories);
export const tipConfigsRelations = ofRestaurant(tipConfigs);
export const tableNumbersRelations = ofRestaurant(tableNumbers);
export const menuItemsRelations = ofRestaurant(menuItems);
export const extrasRelations = ofRestaurant(extras);
