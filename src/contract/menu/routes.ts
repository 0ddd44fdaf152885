/**
 * The menu page's routes: products and categories, extras, drinks, higher categories, tags, Online POS products,
 * the restaurant settings of the page and ratings. Its plain values (messages, page size) are in constants.ts.
 */
import { ALL_ROLES } from '../roles';
import { IN_BODY, IN_QUERY, routes } from '../route';
import { MENU_SETTINGS_ROLES } from './constants';
import type { customerViewSchemas, menuSchemas } from './schemas';

export const menuRoutes = routes<typeof menuSchemas>()(
  // Restaurant users read the menu; changing it needs the restaurant's 'menu' permission.
  { tag: 'Menu', auth: ALL_ROLES },
  {
    // Products
    fetch: { method: 'GET', path: '/menu/web/fetch', restaurantScope: IN_QUERY },
    add: { method: 'POST', path: '/menu/add', restaurantScope: IN_BODY, permission: 'menu' },
    edit: { method: 'PUT', path: '/menu/edit', restaurantScope: IN_BODY, permission: 'menu' },
    delete: { method: 'DELETE', path: '/menu/delete', restaurantScope: IN_BODY, permission: 'menu' },
    reorder: { method: 'PUT', path: '/menu/updatemenuorder', restaurantScope: IN_BODY, permission: 'menu' },
    // Categories
    categories: { method: 'GET', path: '/menu/category/fetch', restaurantScope: IN_QUERY },
    addCategory: { method: 'POST', path: '/menu/category/add', restaurantScope: IN_BODY, permission: 'menu' },
    editCategory: { method: 'PUT', path: '/menu/category/edit', restaurantScope: IN_BODY, permission: 'menu' },
    deleteCategories: { method: 'DELETE', path: '/menu/category/delete', restaurantScope: IN_BODY, permission: 'menu' },
    reorderCategories: {
      method: 'PUT',
      path: '/menu/category/updateorder',
      restaurantScope: IN_BODY,
      permission: 'menu',
    },
    // Extras
    allExtras: { method: 'GET', path: '/extras/fetch/all', restaurantScope: IN_QUERY },
    extras: { method: 'GET', path: '/extras/fetch', restaurantScope: IN_QUERY },
    addExtra: { method: 'POST', path: '/extras/add', restaurantScope: IN_BODY, permission: 'menu' },
    editExtra: { method: 'PUT', path: '/extras/edit', restaurantScope: IN_BODY, permission: 'menu' },
    deleteExtra: { method: 'DELETE', path: '/extras/delete', restaurantScope: IN_BODY, permission: 'menu' },
    // Drinks
    drinks: { method: 'GET', path: '/drinks/fetch', restaurantScope: IN_QUERY },
    allDrinks: { method: 'GET', path: '/drinks/fetch/all', restaurantScope: IN_QUERY },
    addDrinks: { method: 'POST', path: '/drinks/add', restaurantScope: IN_BODY, permission: 'menu' },
    editDrinks: { method: 'PUT', path: '/drinks/edit', restaurantScope: IN_BODY, permission: 'menu' },
    deleteDrinks: { method: 'DELETE', path: '/drinks/delete', restaurantScope: IN_BODY, permission: 'menu' },
    // Higher categories
    higherCategories: { method: 'GET', path: '/highercategory/web/fetch', restaurantScope: IN_QUERY },
    addHigherCategory: { method: 'POST', path: '/highercategory/add', restaurantScope: IN_BODY, permission: 'menu' },
    editHigherCategory: { method: 'PUT', path: '/highercategory/edit', restaurantScope: IN_BODY, permission: 'menu' },
    deleteHigherCategories: {
      method: 'DELETE',
      path: '/highercategory/delete',
      restaurantScope: IN_BODY,
      permission: 'menu',
    },
    reorderHigherCategories: {
      method: 'PUT',
      path: '/highercategory/updateorder',
      restaurantScope: IN_BODY,
      permission: 'menu',
    },
    // Tags, AI tags, Online POS products
    tags: { method: 'GET', path: '/tags/fetchall' },
    generateTags: { method: 'POST', path: '/openai/generatetags', permission: 'menu' },
    posProducts: { method: 'GET', path: '/menu/onlineposdk/products', restaurantScope: { in: 'query', key: 'id' } },
    // The restaurant settings of the menu page, ratings
    settings: { method: 'GET', path: '/menu/settings', restaurantScope: IN_QUERY },
    savePromoAvailability: {
      method: 'PUT',
      path: '/restaurant/updatepromoavailability',
      auth: MENU_SETTINGS_ROLES,
      restaurantScope: IN_BODY,
    },
    saveRushMode: { method: 'PUT', path: '/rushmode/edit', auth: MENU_SETTINGS_ROLES, restaurantScope: IN_BODY },
    savePromoPopup: {
      method: 'PUT',
      path: '/promoconfig/edit',
      auth: MENU_SETTINGS_ROLES,
      restaurantScope: { in: 'body', key: '_id' },
    },
    ratings: { method: 'GET', path: '/ratings/fetch', restaurantScope: IN_QUERY },
  },
);

/** The customer apps' view of a restaurant and its menu (no sign-in). */
export const customerMenuRoutes = routes<typeof customerViewSchemas>()(
  { tag: 'Customer apps', auth: 'public' },
  {
    customerView: { method: 'GET', path: '/mobile/menu' },
  },
);
