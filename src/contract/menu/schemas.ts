/** The menu page's schemas: products and categories, the catalogue (extras, drinks, higher categories, tags, POS), settings and ratings. */
import { catalogueSchemas } from './catalogue';
import { itemSchemas } from './items';
import { settingsSchemas } from './settings';

export { tagRef, menuItem, menuCategory, menuItemForms, categoryForms } from './items';
export type { MenuItem, MenuCategory, MenuItemBody, MenuItemEditBody, MenuConfigIn, CategoryBody } from './items';
export { extraFull, drink, higherCategory, extraForms, drinkForms, higherCategoryForms } from './catalogue';
export type { ExtraFull, ExtraBody, Drink, DrinkBody, HigherCategory, HigherCategoryBody } from './catalogue';
export { menuSettings, rating } from './settings';
export type { MenuSettings, Rating } from './settings';

export { customerMenu, customerViewSchemas } from './customer-view';
export type { CustomerMenu, CustomerMenuItem } from './customer-view';

export const menuSchemas = { ...itemSchemas, ...catalogueSchemas, ...settingsSchemas };
