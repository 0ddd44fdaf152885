/** The menu page's plain values both sides read: page sizes and messages (the spec's words). */
import type { Role } from '../roles';

/** Products, extras, drinks and ratings are listed 25 per page. */
export const MENU_PAGE_SIZE = 25;

/** The menu page's messages (the spec's validation rules and error catalogue), word for word where the spec gives them. */
export const MENU_MESSAGES = {
  menuSaved: 'Successfully created/updated menu!',
  menuDeleted: 'Successfully Deleted menu!',
  menuOrderSaved: 'Menu order successfully saved',
  categorySaved: 'Successfully created/updated category!',
  categoriesDeleted: 'Successfully deleted category/categories!',
  categoryOrderSaved: 'Category order successfully saved',
  addCategoryFirst: 'Please add category first',
  menuNotFound: 'Menu item not found',
  categoryNotFound: 'Category not found',
  oneDefault: 'Only one item per group can be default',
  categoryHoldsProducts: (names: string[], count: number) =>
    `Unable to delete ${names.join(', ')}: ${count === 1 ? '1 product is' : `${count} products are`} still in ${names.length === 1 ? 'this category' : 'these categories'}. Move those products to another category or delete them first. Nothing was deleted.`,
} as const;

/** Extras, drinks and higher categories. */
export const CATALOGUE_MESSAGES = {
  extrasSaved: 'Successfully created/updated extras!',
  extrasDeleted: 'Successfully Deleted extras!',
  extraNotFound: 'Extra not found',
  drinksSaved: 'Successfully created/updated drinks!',
  drinksDeleted: 'Successfully Deleted drinks!',
  drinkNotFound: 'Drink not found',
  higherSaved: 'Successfully created/updated higher category!',
  higherDeleted: 'Successfully deleted higher category!',
  higherOrderSaved: 'Higher category order successfully saved',
  higherNotFound: 'Higher category not found',
  invalidValue: 'Invalid value',
} as const;

/** The restaurant settings of the menu page. */
export const SETTINGS_MESSAGES = {
  promoAvailability: 'Promo availability updated!',
  rushMode: 'Successfully updated rush mode!',
  promoPopup: 'Successfully updated promo popup!',
} as const;

/** RestaurantUser does not see the restaurant-settings button group of the menu page; the server refuses them too. */
export const MENU_SETTINGS_ROLES = ['Admin', 'RestaurantAdmin'] as const satisfies readonly Role[];

/** Where suggested tags came from: an AI provider, or the platform's own tags. */
export const AI_TAG_SOURCES = ['ai', 'vocabulary'] as const;
