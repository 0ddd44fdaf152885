import type { FastifyInstance } from 'fastify';
import { SETTINGS_MESSAGES } from '../../../contract/menu/constants';
import { customerMenuRoutes, menuRoutes as routes } from '../../../contract/menu/routes';
import { customerViewSchemas, menuSchemas } from '../../../contract/menu/schemas';
import type { Deps } from '../../deps';
import { changeNoter } from '../../http/audit';
import { bindAll } from '../../http/bind-all';
import * as catalogue from './catalogue';
import * as categories from './categories';
import * as items from './items';
import { customerViewAnswer } from './customer-view-cache';
import { preferredLanguages } from './languages';
import { menuAnswer } from './menu-cache';
import { posProducts } from './pos';
import { RESTAURANT_OF } from './records-restaurant';
import * as settings from './settings';
import { allTags, generateTags } from './tags';

export function registerMenuRoutes(app: FastifyInstance, deps: Deps) {
  bindAll(
    app,
    routes,
    menuSchemas,
    {
      // Products
      fetch: ({ query }) => menuAnswer(deps, query),
      add: ({ body }) => items.addMenuItem(deps, body),
      edit: ({ body, req }) => items.editMenuItem(deps, body, changeNoter(req)),
      delete: ({ body }) => items.deleteMenuItem(deps, body.restaurant, body.id),
      reorder: ({ body }) => items.orderMenu(deps, body.restaurant, body.menu),
      // Categories
      categories: ({ query }) => categories.listCategories(deps, query.restaurant),
      addCategory: ({ body }) => categories.addCategory(deps, body),
      editCategory: ({ body }) => categories.editCategory(deps, body),
      deleteCategories: ({ body }) => categories.deleteCategories(deps, body.restaurant, body.ids),
      reorderCategories: ({ body }) => categories.orderCategories(deps, body.restaurant, body.categories),
      // Extras
      allExtras: async ({ query }) => {
        const { data } = await catalogue.listExtras(deps, { restaurant: query.restaurant, page: 1, size: 100_000 });
        return { data };
      },
      extras: ({ query }) => catalogue.listExtras(deps, query),
      addExtra: ({ body }) => catalogue.addExtra(deps, body),
      editExtra: ({ body, req }) => catalogue.editExtra(deps, body, changeNoter(req)),
      deleteExtra: ({ body }) => catalogue.deleteExtra(deps, body.restaurant, body.id),
      // Drinks
      drinks: ({ query }) => catalogue.listDrinks(deps, query),
      allDrinks: ({ query }) => catalogue.allDrinks(deps, query.restaurant),
      addDrinks: ({ body }) => catalogue.addDrink(deps, body),
      editDrinks: ({ body, req }) => catalogue.editDrink(deps, body, changeNoter(req)),
      deleteDrinks: ({ body }) => catalogue.deleteDrink(deps, body.restaurant, body.id),
      // Higher categories
      higherCategories: ({ query }) => catalogue.listHigher(deps, query.restaurant),
      addHigherCategory: ({ body }) => catalogue.addHigher(deps, body),
      editHigherCategory: ({ body }) => catalogue.editHigher(deps, body),
      deleteHigherCategories: ({ body }) => catalogue.deleteHigher(deps, body.restaurant, body.ids),
      reorderHigherCategories: ({ body }) => catalogue.orderHigher(deps, body.restaurant, body.categories),
      // Tags, AI tags, Online POS products
      tags: () => allTags(deps),
      generateTags: ({ body }) => generateTags(deps, body),
      posProducts: ({ query }) => posProducts(deps, query.id),
      // Restaurant settings of the menu page, ratings
      settings: ({ query }) => settings.menuSettings(deps, query.restaurant),
      savePromoAvailability: ({ body }) =>
        settings.saveSettings(
          deps,
          body.restaurant,
          { promoAvailability: body.availability },
          SETTINGS_MESSAGES.promoAvailability,
        ),
      saveRushMode: ({ body }) =>
        settings.saveSettings(
          deps,
          body.restaurant,
          {
            rushMode: body.RushMode,
            rushModeTimes: body.RushModeTimes,
            rushModeHeader: body.RushModeHeader,
            rushModeMessage: body.RushModeMessage,
            // Left as they are when not sent (the restaurant object of the spec's clients has neither).
            ...(body.PreparationTime !== undefined ? { preparationMinutes: body.PreparationTime } : {}),
            ...(body.RushModeMargin !== undefined ? { rushMarginMinutes: body.RushModeMargin } : {}),
          },
          SETTINGS_MESSAGES.rushMode,
        ),
      savePromoPopup: ({ body }) =>
        settings.saveSettings(
          deps,
          body._id,
          {
            promoPopUpEnabled: body.PromoConfig.PromoPopUpEnabled,
            promoHeader: body.PromoConfig.PromoHeader,
            promoMessage: body.PromoConfig.PromoMessage,
            promoImage: body.PromoConfig.PromoImage,
          },
          SETTINGS_MESSAGES.promoPopup,
        ),
      ratings: ({ query }) => settings.listRatings(deps, query),
    },
    {
      // The spec's clients name only the records (or, for rush mode, send the restaurant object with its `_id`).
      delete: { restaurantFrom: RESTAURANT_OF.menuItems },
      deleteCategories: { restaurantFrom: RESTAURANT_OF.categories },
      reorderCategories: { restaurantFrom: RESTAURANT_OF.categories },
      deleteExtra: { restaurantFrom: RESTAURANT_OF.extras },
      deleteDrinks: { restaurantFrom: RESTAURANT_OF.drinks },
      deleteHigherCategories: { restaurantFrom: RESTAURANT_OF.higherCategories },
      reorderHigherCategories: { restaurantFrom: RESTAURANT_OF.higherCategories },
      saveRushMode: { restaurantFrom: async (_db, body) => (typeof body._id === 'string' ? [body._id] : []) },
      // A suggestion from the AI provider, nothing saved: the line follows its answer, no transaction held open meanwhile.
      generateTags: { lineAfterOutsideCall: true },
    },
  );
  bindAll(
    app,
    customerMenuRoutes,
    customerViewSchemas,
    {
      customerView: ({ query, req }) =>
        customerViewAnswer(deps.db, query.restaurant, preferredLanguages(query.lang, req.headers['accept-language'])),
    },
    { customerView: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
  );
}
