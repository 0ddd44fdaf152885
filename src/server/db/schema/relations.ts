/**
 * Relations for Drizzle's relational queries (`db.query.…`), which read a row and its related rows in one SQL
 * statement: the restaurant with what placing an order checks (ordering rules, tables, the ordered products), and an
 * order with what a staff action on it needs (its restaurant's printing, POS and SMS settings, its customer).
 */
import { relations } from 'drizzle-orm';
import { customers } from './customers';
import { extras, menuCategories, menuItems, printers, tableNumbers } from './menu';
import { higherCategories, restaurantMenuSettings } from './menu-extra';
import { orders } from './orders';
import { posDevices, printLayouts, responseMessages, tipConfigs } from './restaurant-config';
import { restaurants } from './restaurants';

export const restaurantsRelations = relations(restaurants, ({ one, many }) => ({
  menuSettings: one(restaurantMenuSettings),
  menuCategories: many(menuCategories),
  higherCategories: many(higherCategories),
  tipConfigs: many(tipConfigs),
  tableNumbers: many(tableNumbers),
  menuItems: many(menuItems),
  extras: many(extras),
  printers: many(printers),
  printLayouts: many(printLayouts),
  posDevices: many(posDevices),
  responseMessages: one(responseMessages),
}));

type RestaurantRow =
  | typeof restaurantMenuSettings
  | typeof menuCategories
  | typeof higherCategories
  | typeof tipConfigs
  | typeof tableNumbers
  | typeof menuItems
  | typeof extras
  | typeof printers
  | typeof printLayouts
  | typeof posDevices
  | typeof responseMessages;

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
export const printersRelations = ofRestaurant(printers);
export const printLayoutsRelations = ofRestaurant(printLayouts);
export const posDevicesRelations = ofRestaurant(posDevices);
export const responseMessagesRelations = ofRestaurant(responseMessages);

export const ordersRelations = relations(orders, ({ one }) => ({
  restaurant: one(restaurants, { fields: [orders.restaurantId], references: [restaurants.id] }),
  customer: one(customers, { fields: [orders.customerId], references: [customers.id] }),
}));
