import type { FastifyInstance } from 'fastify';
import * as c from '../../../contract/menu';
import * as cat from '../../../contract/menu-catalogue';
import * as s from '../../../contract/menu-settings';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';
import * as catalogue from './catalogue';
import * as categories from './categories';
import * as items from './items';
import { menuAnswer } from './menu-cache';
import { posProducts } from './pos';
import * as settings from './settings';
import { allTags, generateTags } from './tags';

export function menuRoutes(app: FastifyInstance, deps: Deps) {
  // Products
  bind(app, c.fetchMenu, async ({ query }) => menuAnswer(deps, query));
  bind(app, c.menuAdd, async ({ body }) => items.addMenuItem(deps, body));
  bind(app, c.menuEdit, async ({ body }) => items.editMenuItem(deps, body));
  bind(app, c.menuDelete, async ({ body }) => items.deleteMenuItem(deps, body.restaurant, body.id));
  bind(app, c.menuUpdateOrder, async ({ body }) => items.orderMenu(deps, body.restaurant, body.menu));
  // Categories
  bind(app, c.fetchCategories, async ({ query }) => categories.listCategories(deps, query.restaurant));
  bind(app, c.categoryAdd, async ({ body }) => categories.addCategory(deps, body));
  bind(app, c.categoryEdit, async ({ body }) => categories.editCategory(deps, body));
  bind(app, c.categoryDelete, async ({ body }) => categories.deleteCategories(deps, body.restaurant, body.ids));
  bind(app, c.categoryUpdateOrder, async ({ body }) =>
    categories.orderCategories(deps, body.restaurant, body.categories),
  );
  // Extras
  bind(app, c.fetchAllExtras, async ({ query }) => {
    const { data } = await catalogue.listExtras(deps, { restaurant: query.restaurant, page: 1, size: 100_000 });
    return { data };
  });
  bind(app, cat.extrasFetch, async ({ query }) => catalogue.listExtras(deps, query));
  bind(app, cat.extrasAdd, async ({ body }) => catalogue.addExtra(deps, body));
  bind(app, cat.extrasEdit, async ({ body }) => catalogue.editExtra(deps, body));
  bind(app, cat.extrasDelete, async ({ body }) => catalogue.deleteExtra(deps, body.restaurant, body.id));
  // Drinks
  bind(app, cat.drinksFetch, async ({ query }) => catalogue.listDrinks(deps, query));
  bind(app, cat.drinksFetchAll, async ({ query }) => catalogue.allDrinks(deps, query.restaurant));
  bind(app, cat.drinksAdd, async ({ body }) => catalogue.addDrink(deps, body));
  bind(app, cat.drinksEdit, async ({ body }) => catalogue.editDrink(deps, body));
  bind(app, cat.drinksDelete, async ({ body }) => catalogue.deleteDrink(deps, body.restaurant, body.id));
  // Higher categories
  bind(app, cat.higherFetch, async ({ query }) => catalogue.listHigher(deps, query.restaurant));
  bind(app, cat.higherAdd, async ({ body }) => catalogue.addHigher(deps, body));
  bind(app, cat.higherEdit, async ({ body }) => catalogue.editHigher(deps, body));
  bind(app, cat.higherDelete, async ({ body }) => catalogue.deleteHigher(deps, body.restaurant, body.ids));
  bind(app, cat.higherUpdateOrder, async ({ body }) => catalogue.orderHigher(deps, body.restaurant, body.categories));
  // Tags, AI tags, Online POS products
  bind(app, cat.tagsFetchAll, async () => allTags(deps));
  bind(app, cat.generateTags, async ({ body }) => generateTags(deps, body));
  bind(app, cat.onlinePosProducts, async ({ query }) => posProducts(deps, query.id));
  // Restaurant settings of the menu page, ratings
  bind(app, s.menuSettingsFetch, async ({ query }) => settings.menuSettings(deps, query.restaurant));
  bind(app, s.updatePromoAvailability, async ({ body }) =>
    settings.saveSettings(
      deps,
      body.restaurant,
      { promoAvailability: body.availability },
      s.SETTINGS_MESSAGES.promoAvailability,
    ),
  );
  bind(app, s.rushModeEdit, async ({ body }) =>
    settings.saveSettings(
      deps,
      body.restaurant,
      {
        rushMode: body.RushMode,
        rushModeTimes: body.RushModeTimes,
        rushModeHeader: body.RushModeHeader,
        rushModeMessage: body.RushModeMessage,
      },
      s.SETTINGS_MESSAGES.rushMode,
    ),
  );
  bind(app, s.promoConfigEdit, async ({ body }) =>
    settings.saveSettings(
      deps,
      body._id,
      {
        promoPopUpEnabled: body.PromoConfig.PromoPopUpEnabled,
        promoHeader: body.PromoConfig.PromoHeader,
        promoMessage: body.PromoConfig.PromoMessage,
        promoImage: body.PromoConfig.PromoImage,
      },
      s.SETTINGS_MESSAGES.promoPopup,
    ),
  );
  bind(app, s.ratingsFetch, async ({ query }) => settings.listRatings(deps, query));
}
