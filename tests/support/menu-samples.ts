/** Valid requests of the menu page's calls, for the contract and malformed-input tests (tests/api/samples.ts). */
import { defaultAvailability } from '../../src/contract/availability';
import type { BodyIn, QueryIn } from '../../src/contract/endpoint';
import type { endpoints } from '../../src/contract/endpoints';
import type { Fixtures } from './fixtures';

type E = typeof endpoints;
type Sample<K extends keyof E> = (fx: Fixtures) => { query?: QueryIn<E[K]>; body?: BodyIn<E[K]> };
type MenuEndpoint = Extract<keyof E, `menu.${string}`>;

const lunch = () => {
  const a = defaultAvailability();
  a.Monday = { start: '11:00', end: '14:00', isAvailable: true, othertime: [{ start: '17:00', end: '21:00' }] };
  return a;
};
const product = (fx: Fixtures) => ({
  restaurant: fx.restaurantId,
  name: 'Sample burger',
  category: fx.spareCategoryId,
  description: 'Beef, cheddar, pickles',
  price: 129.5,
  sku: 'BRG-1',
  image: '/uploads/burger.png',
  GalleryImages: ['/uploads/burger-2.png'],
  isAvailable: true,
  tags: [{ label: 'Sample tag', value: 'tobeinserted' }],
  extras: [fx.spareExtraId],
  options: [
    {
      Category: 'Side',
      isMultiple: false,
      items: [
        { Name: 'Fries', Price: 0, isDefault: true },
        { Name: 'Salad', Price: 5 },
      ],
    },
  ],
  attributes: [
    { Category: 'Cooking', attributesRequired: true, limit: 1, items: [{ Name: 'Medium', Price: 0, isDefault: true }] },
  ],
  config: { limitTotalItems: false },
  translation: { name: { da: 'Burger' } },
});

export const menuSamples: { [K in MenuEndpoint]: Sample<K> } = {
  'menu.fetch': (fx) => ({ query: { restaurant: fx.restaurantId, category: 'All', page: 1, size: 25 } }),
  'menu.categories': (fx) => ({ query: { restaurant: fx.restaurantId } }),
  'menu.allExtras': (fx) => ({ query: { restaurant: fx.restaurantId } }),
  'menu.add': (fx) => ({ body: product(fx) }),
  'menu.edit': (fx) => ({ body: { ...product(fx), id: fx.spareMenuItemId } }),
  'menu.delete': (fx) => ({ body: { restaurant: fx.restaurantId, id: fx.spareMenuItemId } }),
  'menu.reorder': (fx) => ({ body: { restaurant: fx.restaurantId, menu: [fx.spareMenuItemId, fx.menuItemId] } }),
  'menu.addCategory': (fx) => ({
    body: {
      restaurant: fx.restaurantId,
      category: 'Sample category',
      description: 'Sample',
      ishidden: false,
      availability: null,
      translation: {},
    },
  }),
  'menu.editCategory': (fx) => ({
    body: { restaurant: fx.restaurantId, id: fx.spareCategoryId, category: 'Renamed category', availability: null },
  }),
  'menu.deleteCategories': (fx) => ({ body: { restaurant: fx.restaurantId, ids: [fx.spareCategoryId] } }),
  'menu.reorderCategories': (fx) => ({
    body: { restaurant: fx.restaurantId, categories: [{ _id: fx.spareCategoryId, Order: 0 }] },
  }),
  'menu.extras': (fx) => ({ query: { restaurant: fx.restaurantId, page: 1, size: 25 } }),
  'menu.addExtra': (fx) => ({
    body: {
      restaurant: fx.restaurantId,
      Name: 'Sample extra',
      Description: 'Extra cheese',
      Price: 10,
      SKU: 'X-1',
      isAvailable: true,
      Image: '',
      GalleryImages: [],
      Translation: {},
    },
  }),
  'menu.editExtra': (fx) => ({
    body: { restaurant: fx.restaurantId, id: fx.spareExtraId, Name: 'Renamed extra', Price: 12 },
  }),
  'menu.deleteExtra': (fx) => ({ body: { restaurant: fx.restaurantId, id: fx.spareExtraId } }),
  'menu.drinks': (fx) => ({ query: { restaurant: fx.restaurantId, page: 1, size: 25 } }),
  'menu.allDrinks': (fx) => ({ query: { restaurant: fx.restaurantId } }),
  'menu.addDrinks': (fx) => ({
    body: {
      restaurant: fx.restaurantId,
      name: 'Sample drinks',
      description: 'Soft drinks',
      options: [
        { name: 'Cola', price: 0, isDefault: true },
        { name: 'Juice', price: 10 },
      ],
    },
  }),
  'menu.editDrinks': (fx) => ({
    body: {
      restaurant: fx.restaurantId,
      id: fx.spareDrinkId,
      name: 'Renamed drinks',
      options: [{ name: 'Water', price: 5 }],
    },
  }),
  'menu.deleteDrinks': (fx) => ({ body: { restaurant: fx.restaurantId, id: fx.spareDrinkId } }),
  'menu.higherCategories': (fx) => ({ query: { restaurant: fx.restaurantId } }),
  'menu.addHigherCategory': (fx) => ({
    body: {
      restaurant: fx.restaurantId,
      name: 'Sample higher',
      description: 'Lunch',
      availability: null,
      taggedcategories: [fx.spareCategoryId],
      translation: {},
    },
  }),
  'menu.editHigherCategory': (fx) => ({
    body: { restaurant: fx.restaurantId, id: fx.spareHigherCategoryId, name: 'Renamed higher', taggedcategories: [] },
  }),
  'menu.deleteHigherCategories': (fx) => ({ body: { restaurant: fx.restaurantId, ids: [fx.spareHigherCategoryId] } }),
  'menu.reorderHigherCategories': (fx) => ({
    body: { restaurant: fx.restaurantId, categories: [{ _id: fx.spareHigherCategoryId, Order: 3 }] },
  }),
  'menu.tags': () => ({}),
  'menu.generateTags': () => ({ body: { name: 'Vegan burger', description: 'Spicy beans and avocado' } }),
  'menu.posProducts': (fx) => ({ query: { id: fx.posRestaurantId } }),
  'menu.settings': (fx) => ({ query: { restaurant: fx.restaurantId } }),
  'menu.customerView': (fx) => ({ query: { restaurant: fx.restaurantId, lang: 'da' } }),
  'menu.savePromoAvailability': (fx) => ({ body: { restaurant: fx.restaurantId, availability: lunch() } }),
  'menu.saveRushMode': (fx) => ({
    body: {
      restaurant: fx.restaurantId,
      RushMode: true,
      RushModeTimes: lunch(),
      RushModeHeader: 'Busy!',
      RushModeMessage: 'Expect 30 minutes',
    },
  }),
  'menu.savePromoPopup': (fx) => ({
    body: {
      _id: fx.restaurantId,
      PromoConfig: {
        PromoPopUpEnabled: true,
        PromoHeader: 'Happy hour',
        PromoMessage: '2 for 1',
        PromoImage: '/uploads/promo.png',
      },
    },
  }),
  'menu.ratings': (fx) => ({ query: { restaurant: fx.restaurantId, page: 1, size: 25 } }),
};
