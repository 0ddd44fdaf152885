/** Valid requests of the promotions calls, for the contract and malformed-input tests (tests/api/samples.ts). */
import type { BodyIn, ParamsIn, QueryIn } from '../../src/contract/endpoint';
import type { endpoints } from '../../src/contract/endpoints';
import type { Fixtures } from './fixtures';
import { FIXTURE_CUSTOMER_PASSWORD } from './promotions-fixtures';

type E = typeof endpoints;
type Sample<K extends keyof E> = (fx: Fixtures) => {
  params?: ParamsIn<E[K]>;
  query?: QueryIn<E[K]>;
  body?: BodyIn<E[K]>;
};
type Names =
  | 'coupons.fetch'
  | 'coupons.fetchByStatus'
  | 'coupons.add'
  | 'coupons.edit'
  | 'coupons.delete'
  | 'coupons.push'
  | 'coupons.usage'
  | 'coupons.users'
  | 'promos.fetch'
  | 'promos.fetchByType'
  | 'promos.add'
  | 'promos.edit'
  | 'promos.delete'
  | 'promos.updateOrder'
  | 'tags.fetch'
  | 'tags.add'
  | 'tags.edit'
  | 'tags.delete'
  | 'tags.fetchSpecific'
  | 'stamps.fetch'
  | 'stamps.add'
  | 'stamps.edit'
  | 'stamps.delete'
  | 'perks.fetch'
  | 'perks.add'
  | 'perks.edit'
  | 'perks.delete'
  | 'geopush.fetch'
  | 'geopush.add'
  | 'geopush.edit'
  | 'geopush.delete'
  | 'geopush.send'
  | 'geopush.fetchLog'
  | 'trucksMarkets.fetchTrucks'
  | 'trucksMarkets.addTruck'
  | 'trucksMarkets.editTruck'
  | 'trucksMarkets.deleteTruck'
  | 'trucksMarkets.fetchMarkets'
  | 'trucksMarkets.addMarket'
  | 'trucksMarkets.editMarket'
  | 'trucksMarkets.deleteMarket'
  | 'loyalty.authenticate'
  | 'loyalty.logout'
  | 'loyalty.position'
  | 'loyalty.rate';

const DAY = 86_400_000;
const iso = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const code = () => `S${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
const couponBody = () => ({
  name: 'Sample coupon',
  text: 'Ten percent off',
  startdate: iso(-1),
  enddate: iso(10),
  appcode: code(),
  priority: 3,
});
const promoBody = (fx: Fixtures) => ({
  name: 'Sample promo',
  restaurant: fx.restaurantId,
  startdate: iso(-1),
  enddate: iso(10),
  price: 49,
  isMultipleUse: true,
  multipleLimit: 2,
});
const stampBody = (fx: Fixtures) => ({
  name: 'Sample stamp',
  restaurant: fx.restaurantId,
  products: [fx.menuItemId],
  rewardid: fx.menuItemId,
  maxcount: 8,
  startdate: iso(-1),
  enddate: iso(30),
});
const point = {
  name: 'Sample point',
  location: { type: 'Point' as const, coordinates: [10.76, 59.91] as [number, number] },
  radius: 2,
};

export const promotionsSamples: { [K in Names]: Sample<K> } = {
  'coupons.fetch': () => ({ query: { page: 1, size: 10 } }),
  'coupons.fetchByStatus': () => ({ params: { status: 'active' }, query: { page: 1, size: 10 } }),
  'coupons.add': () => ({ body: couponBody() }),
  'coupons.edit': (fx) => ({ body: { ...couponBody(), couponid: fx.couponId } }),
  'coupons.delete': (fx) => ({ body: { couponid: fx.couponId } }),
  'coupons.push': (fx) => ({ body: { couponid: fx.couponId } }),
  'coupons.usage': (fx) => ({ body: { couponid: fx.couponId } }),
  'coupons.users': () => ({}),
  'promos.fetch': () => ({ query: { page: 1, size: 25, status: 'active' } }),
  'promos.fetchByType': () => ({ query: { page: 1, size: 1000, status: 'active', type: 'heystranger' } }),
  'promos.add': (fx) => ({ body: promoBody(fx) }),
  'promos.edit': (fx) => ({ body: { ...promoBody(fx), id: fx.promoId } }),
  'promos.delete': (fx) => ({ body: { id: fx.promoId } }),
  'promos.updateOrder': (fx) => ({
    body: { promos: [fx.promoId], category: 'heystranger', description: 'New faces welcome' },
  }),
  'tags.fetch': () => ({ query: { page: 1, size: 25 } }),
  'tags.add': () => ({ body: { name: `sample-${code()}` } }),
  'tags.edit': (fx) => ({ body: { id: fx.tagId, name: `renamed-${code()}` } }),
  'tags.delete': (fx) => ({ body: { id: fx.tagId } }),
  'tags.fetchSpecific': (fx) => ({ query: { id: fx.tagId } }),
  'stamps.fetch': () => ({ query: { page: 1, size: 25, status: 'active' } }),
  'stamps.add': (fx) => ({ body: stampBody(fx) }),
  'stamps.edit': (fx) => ({ body: { ...stampBody(fx), id: fx.stampId } }),
  'stamps.delete': (fx) => ({ body: { id: fx.stampId } }),
  'perks.fetch': () => ({ query: { page: 1, size: 25 } }),
  'perks.add': () => ({
    body: { name: 'Sample perk', description: 'A free coffee', link: 'https://example.org/perk' },
  }),
  'perks.edit': (fx) => ({ body: { id: fx.perkId, name: 'Renamed perk', buttontext: 'Open' } }),
  'perks.delete': (fx) => ({ body: { id: fx.perkId } }),
  'geopush.fetch': () => ({ query: { page: 1, size: 25 } }),
  'geopush.add': () => ({ body: point }),
  'geopush.edit': (fx) => ({ body: { ...point, id: fx.geoPointId, radius: 3 } }),
  'geopush.delete': (fx) => ({ body: { id: fx.geoPointId } }),
  'geopush.send': (fx) => ({
    body: { push: { name: 'Lunch nearby', message: 'Come by for lunch' }, selectedpoint: fx.geoPointId },
  }),
  'geopush.fetchLog': (fx) => ({ query: { id: fx.geoPointId } }),
  'trucksMarkets.fetchTrucks': () => ({ query: { page: 1, size: 25 } }),
  'trucksMarkets.addTruck': () => ({ body: { name: 'Sample truck', description: 'Tacos' } }),
  'trucksMarkets.editTruck': (fx) => ({ body: { id: fx.truckId, name: 'Renamed truck', description: '' } }),
  'trucksMarkets.deleteTruck': (fx) => ({ body: { id: fx.truckId } }),
  'trucksMarkets.fetchMarkets': () => ({ query: { page: 1, size: 25 } }),
  'trucksMarkets.addMarket': () => ({ body: { name: 'Sample market', description: 'Street food' } }),
  'trucksMarkets.editMarket': (fx) => ({ body: { id: fx.marketId, name: 'Renamed market', description: '' } }),
  'trucksMarkets.deleteMarket': (fx) => ({ body: { id: fx.marketId } }),
  'loyalty.authenticate': (fx) => ({ body: { email: fx.customerEmail, password: FIXTURE_CUSTOMER_PASSWORD } }),
  'loyalty.logout': () => ({}),
  'loyalty.position': (fx) => ({ body: { token: fx.deviceToken, latitude: 59.912, longitude: 10.755 } }),
  'loyalty.rate': (fx) => ({
    body: {
      order: fx.ratableOrderId,
      mobilenumber: '+45 12345678',
      MainRating: 5,
      Food: 4,
      Service: 5,
      WaitingTime: 3,
      OrderingExperience: 4,
      Comments: 'Lovely lunch',
    },
  }),
};
