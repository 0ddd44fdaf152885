/** Valid requests of the menu page's calls, for the contract and malformed-input tests (tests/api/samples.ts). */
import { defaultAvailability } from '../../src/contract/availability';
import type { BodyIn, QueryIn } from '../../src/contract/endpoint';
import type { endpoints } from '../../src/contract/endpoints';
import type { Fixtures } from './fixtures';

type E = typeof endpoints;
type Sample<K extends keyof E> = (fx: Fixtures) => { query?: QueryIn<E[K]>; body?: BodyIn<E[K]> };
type MenuEndpoint =
  | 'menuAdd'
  | 'menuEdit'
  | 'menuDelete'
  | 'menuUpdateOrder'
  | 'categoryAdd'
  | 'categoryEdit'
  | 'categoryDelete'
  | 'categoryUpdateOrder'
  | 'extrasFetch'
  | 'extrasAdd'
  | 'extrasEdit'
  | 'extrasDelete'
  | 'drinksFetch'
  | 'drinksFetchAll'
  | 'drinksAdd'
  | 'drinksEdit'
  | 'drinksDelete'
  | 'higherFetch'
  | 'higherAdd'
  | 'higherEdit'
  | 'higherDelete'
  | 'higherUpdateOrder'
  | 'tagsFetchAll'
  | 'generateTags'
  | 'onlinePosProducts'
  | 'menuSettingsFetch'
  | 'updatePromoAvailability'
  | 'rushModeEdit'
  | 'promoConfigEdit'
  | 'ratingsFetch';

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
  menuAdd: (fx) => ({ body: product(fx) }),
  menuEdit: (fx) => ({ body: { ...product(fx), id: fx.spareMenuItemId } }),
  menuDelete: (fx) => ({ body: { restaurant: fx.restaurantId, id: fx.spareMenuItemId } }),
  menuUpdateOrder: (fx) => ({ body: { restaurant: fx.restaurantId, menu: [fx.spareMenuItemId, fx.menuItemId] } }),
  categoryAdd: (fx) => ({
    body: {
      restaurant: fx.restaurantId,
      category: 'Sample category',
      description: 'Sample',
      ishidden: false,
      availability: null,
      translation: {},
    },
  }),
  categoryEdit: (fx) => ({
    body: { restaurant: fx.restaurantId, id: fx.spareCategoryId, category: 'Renamed category', availability: null },
  }),
  categoryDelete: (fx) => ({ body: { restaurant: fx.restaurantId, ids: [fx.spareCategoryId] } }),
  categoryUpdateOrder: (fx) => ({
    body: { restaurant: fx.restaurantId, categories: [{ _id: fx.spareCategoryId, Order: 0 }] },
  }),
  extrasFetch: (fx) => ({ query: { restaurant: fx.restaurantId, page: 1, size: 25 } }),
  extrasAdd: (fx) => ({
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
  extrasEdit: (fx) => ({
    body: { restaurant: fx.restaurantId, id: fx.spareExtraId, Name: 'Renamed extra', Price: 12 },
  }),
  extrasDelete: (fx) => ({ body: { restaurant: fx.restaurantId, id: fx.spareExtraId } }),
  drinksFetch: (fx) => ({ query: { restaurant: fx.restaurantId, page: 1, size: 25 } }),
  drinksFetchAll: (fx) => ({ query: { restaurant: fx.restaurantId } }),
  drinksAdd: (fx) => ({
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
  drinksEdit: (fx) => ({
    body: {
      restaurant: fx.restaurantId,
      id: fx.spareDrinkId,
      name: 'Renamed drinks',
      options: [{ name: 'Water', price: 5 }],
    },
  }),
  drinksDelete: (fx) => ({ body: { restaurant: fx.restaurantId, id: fx.spareDrinkId } }),
  higherFetch: (fx) => ({ query: { restaurant: fx.restaurantId } }),
  higherAdd: (fx) => ({
    body: {
      restaurant: fx.restaurantId,
      name: 'Sample higher',
      description: 'Lunch',
      availability: null,
      taggedcategories: [fx.spareCategoryId],
      translation: {},
    },
  }),
  higherEdit: (fx) => ({
    body: { restaurant: fx.restaurantId, id: fx.spareHigherCategoryId, name: 'Renamed higher', taggedcategories: [] },
  }),
  higherDelete: (fx) => ({ body: { restaurant: fx.restaurantId, ids: [fx.spareHigherCategoryId] } }),
  higherUpdateOrder: (fx) => ({
    body: { restaurant: fx.restaurantId, categories: [{ _id: fx.spareHigherCategoryId, Order: 3 }] },
  }),
  tagsFetchAll: () => ({}),
  generateTags: () => ({ body: { name: 'Vegan burger', description: 'Spicy beans and avocado' } }),
  onlinePosProducts: (fx) => ({ query: { id: fx.posRestaurantId } }),
  menuSettingsFetch: (fx) => ({ query: { restaurant: fx.restaurantId } }),
  updatePromoAvailability: (fx) => ({ body: { restaurant: fx.restaurantId, availability: lunch() } }),
  rushModeEdit: (fx) => ({
    body: {
      restaurant: fx.restaurantId,
      RushMode: true,
      RushModeTimes: lunch(),
      RushModeHeader: 'Busy!',
      RushModeMessage: 'Expect 30 minutes',
    },
  }),
  promoConfigEdit: (fx) => ({
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
  ratingsFetch: (fx) => ({ query: { restaurant: fx.restaurantId, page: 1, size: 25 } }),
};
