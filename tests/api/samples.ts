/**
 * A valid request for every endpoint of the contract, made from fixtures. The contract and
 * malformed-input tests are generated from this table: a new endpoint needs its sample here
 * (the type below and a test both insist). A sample names the fixtures it needs by reading them.
 */
import type { BodyIn, EndpointDef, ParamsIn, QueryIn } from '../../src/contract/endpoint';
import { endpoints, type EndpointName } from '../../src/contract/endpoints';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins';
import { fixturesReadBy, type Fixtures } from '../support/fixtures';
import { TINY_PNG_BASE64 } from '../support/images';
import { restaurantSamples } from '../support/restaurant-samples';
import { menuSamples } from '../support/menu-samples';
import { CONFIG_BOUND_BY_RECORD, configSamples } from '../support/config-samples';
import { promotionsSamples } from '../support/promotions-samples';

export interface Sample<E extends EndpointDef = EndpointDef> {
  params?: ParamsIn<E>;
  query?: QueryIn<E>;
  body?: BodyIn<E>;
}

type Samples = { [K in EndpointName]: (fx: Fixtures) => Sample<(typeof endpoints)[K]> };

const [admin, bistro] = DEMO_LOGINS;

export const samples: Samples = {
  health: () => ({}),
  adminAuthenticate: () => ({ body: { email: admin.email, password: admin.password } }),
  restaurantAuthenticate: () => ({ body: { email: bistro.email, password: bistro.password } }),
  forgotPassword: () => ({ body: { email: bistro.email } }),
  resetPassword: (fx) => ({ body: { token: fx.resetToken, password: 'a-brand-new-password' } }),
  logout: () => ({}),
  dashboardHome: () => ({}),
  statisticsOverall: (fx) => ({
    query: { startdate: '2025-03-01', enddate: '2025-03-07', restaurant: fx.restaurantId },
  }),
  statisticsHourly: (fx) => ({ query: { date: '03/01/2025', restaurant: fx.restaurantId } }),
  statisticsTopTags: (fx) => ({ query: { restaurant: fx.restaurantId } }),
  adminFetch: () => ({ query: { page: 1, size: 25 } }),
  adminAdd: (fx) => ({
    body: { name: 'Sample Admin', type: 'Admin', email: fx.freeEmail, password: 'sample-password' },
  }),
  adminEdit: (fx) => ({
    body: { adminid: fx.spareAdminId, name: 'Renamed Admin', type: 'Admin', email: fx.freeEmail, password: '' },
  }),
  adminDelete: (fx) => ({ body: { adminid: fx.spareAdminId } }),
  fetchSpecificRestaurant: (fx) => ({ body: { id: fx.restaurantId, fromWeb: true } }),

  fetchMenu: (fx) => ({ query: { restaurant: fx.restaurantId, category: 'All', page: 1, size: 25 } }),
  fetchCategories: (fx) => ({ query: { restaurant: fx.restaurantId } }),
  fetchAllExtras: (fx) => ({ query: { restaurant: fx.restaurantId } }),
  ...menuSamples,
  ...configSamples,
  ...promotionsSamples,

  fetchWithOrdersSpecific: (fx) => ({ query: { restaurant: fx.restaurantId } }),
  fetchWithOrders: () => ({ query: { page: 1, size: 10 } }),
  searchViaOrder: () => ({ query: { orderid: '1' } }),
  orderCount: (fx) => ({ query: { restaurant: fx.restaurantId } }),
  fetchOrders: (fx) => ({ params: { status: 'pending' }, query: { restaurant: fx.restaurantId, page: 1, size: 50 } }),
  searchOrder: (fx) => ({ query: { restaurant: fx.restaurantId, orderid: '1', page: 1, size: 25 } }),
  acceptOrder: (fx) => ({ body: { id: fx.pendingOrderId } }),
  acceptOrderLongWait: (fx) => ({ body: { id: fx.pendingOrderId, time: 20 } }),
  completeOrder: (fx) => ({ body: { id: fx.confirmedOrderId } }),
  cancelOrder: (fx) => ({ body: { id: fx.pendingOrderId, reason: 'Out of stock' } }),
  refundOrder: (fx) => ({ body: { id: fx.confirmedOrderId, reason: 'Wrong dish served' } }),
  completeAll: (fx) => ({ body: { restaurant: fx.restaurantId } }),
  recentOrders: () => ({ query: { page: 1, size: 25 } }),
  orderHistory: (fx) => ({ query: { id: fx.customerId } }),
  placeOrder: (fx) => ({
    body: {
      restaurant: fx.restaurantId,
      lines: [{ menu: fx.menuItemId, qty: 2, notes: 'No onions' }],
      dineIn: false,
      paymentType: 'card',
      comment: 'Sample order',
      guest: { name: 'Sample Guest', mobilenumber: '+45 11223344' },
    },
  }),
  fetchCalls: (fx) => ({ query: { restaurant: fx.restaurantId, status: 'preorder' } }),
  acceptCall: (fx) => ({ body: { id: fx.openCallId } }),
  rejectCall: (fx) => ({ body: { id: fx.openCallId } }),
  placeCall: (fx) => ({ body: { restaurant: fx.restaurantId, tablenumber: 4, name: 'Sample Guest' } }),

  upload: () => ({ body: { filename: 'sample.png', image: `data:image/png;base64,${TINY_PNG_BASE64}` } }),
  userSearch: () => ({ query: { key: 'example' } }),
  ...restaurantSamples,

  userFetch: () => ({ query: { page: 1, size: 25 } }),
  userSearchV2: () => ({ query: { key: 'example', page: 1, size: 25 } }),
  userDelete: (fx) => ({ body: { id: fx.spareCustomerId } }),
  restaurantSmsLogs: (fx) => ({
    query: { restaurant: fx.restaurantId, startdate: '2025-01-01', enddate: '2025-12-31', page: 1, size: 25 },
  }),
  restaurantsSmsCounts: () => ({ query: { startdate: '2025-01-01', enddate: '2025-12-31' } }),
  pushLogsFetch: () => ({ query: { page: 1, size: 25 } }),
  printQueueFetch: () => ({}),
  configFetch: () => ({}),
  configEdit: (fx) => ({ body: { id: fx.configItemId, value: 10 } }),
  syncPosProducts: (fx) => ({ body: { restaurant: fx.posRestaurantId } }),
  logsFetch: () => ({ query: { page: 1, size: 10 } }),

  'news.fetch': () => ({ query: { page: 1, size: 25 } }),
  'news.add': () => ({
    body: {
      name: 'Sample news',
      description: 'Sample text',
      image: '/uploads/sample.png',
      galleryimages: ['/uploads/g1.png'],
      translation: { name: { da: 'Nyhed' } },
    },
  }),
  'news.edit': (fx) => ({
    body: {
      id: fx.newsId,
      name: 'Renamed news',
      description: 'New text',
      image: '',
      galleryimages: [],
      translation: {},
    },
  }),
  'news.delete': (fx) => ({ body: { id: fx.newsId } }),
  dealsFetch: () => ({ params: { status: 'active' }, query: { page: 1, size: 10, iscustom: 'false' } }),
  dealsAdd: (fx) => ({
    body: {
      name: 'Sample deal',
      header: 'Sample header',
      description: 'Sample description',
      price: 49.5,
      image: '/uploads/deal.png',
      type: 'market',
      startdate: '2030-01-01T00:00:00.000Z',
      enddate: '2030-01-31T22:59:59.999Z',
      details: [fx.marketId],
      isexclusive: true,
      exclusiveusers: [{ _id: fx.customerId, Email: 'customer@example.net' }],
      emailmessage: 'Just for you',
      translation: { name: { da: 'Tilbud' } },
      iscustom: true,
      promocode: 'SAMPLE10',
    },
  }),
  dealsEdit: (fx) => ({
    body: {
      id: fx.dealId,
      name: 'Renamed deal',
      price: 10,
      type: 'truck',
      startdate: '2030-01-01T00:00:00.000Z',
      enddate: '2030-01-31T22:59:59.999Z',
      details: [fx.truckId],
    },
  }),
  dealsDelete: (fx) => ({ body: { id: fx.dealId } }),
  dealsPush: (fx) => ({ body: { dealid: fx.dealId } }),
  dealRedeemedStats: (fx) => ({ body: { dealid: fx.dealId } }),
  marketFetchAllByName: () => ({}),
  truckFetchAllByName: () => ({}),
  truckFetchById: (fx) => ({ query: { type: 'truck', id: fx.truckId } }),
  pushGetAll: () => ({ query: { page: 1, size: 25 } }),
  pushAdd: () => ({ body: { name: 'Sample push', message: 'Sample message' } }),
  pushEdit: (fx) => ({ body: { pushid: fx.pushId, name: 'Renamed push', message: 'New message' } }),
  pushDelete: (fx) => ({ body: { pushid: fx.pushId } }),
  pushSend: (fx) => ({ body: { pushid: fx.pushId } }),

  orderDetailFetch: (fx) => ({ query: { id: fx.confirmedOrderId } }),

  'reports.fetch': (fx) => ({
    params: { statuses: 'confirmed,completed' },
    query: { restaurant: fx.restaurantId, startdate: '2025-03-01', enddate: '2025-03-07', page: 1, size: 25 },
  }),
  'reports.perCategory': (fx) => ({
    params: { statuses: 'confirmed,completed' },
    query: { restaurant: fx.restaurantId, startdate: '2025-03-01', enddate: '2025-03-07' },
  }),
  'reports.stats': (fx) => ({
    query: { restaurant: fx.restaurantId, startdate: '2025-03-01', enddate: '2025-03-07' },
  }),
  'reports.tableStats': (fx) => ({
    query: { restaurant: fx.restaurantId, startdate: '2025-03-01', enddate: '2025-03-07' },
  }),
  'reports.productStats': (fx) => ({
    query: { restaurant: fx.restaurantId, startdate: '2025-03-01', enddate: '2025-03-07' },
  }),
  'settlements.setup': (fx) => ({
    body: {
      id: fx.restaurantId,
      iban: 'DK50 0040 0440 1162 43',
      brn: '12345678',
      email: 'payouts@example.org',
      settlementschedule: 'Monday',
    },
  }),
  'settlements.fetch': (fx) => ({ query: { id: fx.restaurantId, page: 1, size: 25 } }),
  'settlements.restaurants': () => ({ query: { page: 1, size: 25 } }),
  'settlements.restaurant': (fx) => ({ query: { id: fx.restaurantId } }),
  'settlements.run': (fx) => ({ body: { id: fx.settlementRestaurantId } }),
};

/** Endpoints that end the caller's own session: the matrix signs in afresh for each of their rows. */
export const ENDS_OWN_SESSION: ReadonlySet<EndpointName> = new Set<EndpointName>(['logout']);

/**
 * Endpoints without a `restaurantScope` that act on one restaurant's record (an order, a call) named by id:
 * staff of another restaurant must be refused just the same. Their samples use that record's fixtures.
 */
export const BOUND_BY_RECORD: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'acceptOrder',
  'acceptOrderLongWait',
  'completeOrder',
  'cancelOrder',
  'refundOrder',
  'acceptCall',
  'rejectCall',
  ...CONFIG_BOUND_BY_RECORD,
  'orderDetailFetch',
]);

export interface PlainSample {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

export const hasSample = (name: string): name is EndpointName =>
  typeof (samples as Record<string, unknown>)[name] === 'function';

/** The sample of an endpoint as plain data, for the generic tests. */
export function sampleOf(name: EndpointName, fx: Fixtures): PlainSample {
  if (!hasSample(name)) throw new Error(`No sample for the endpoint ${name}: add one to tests/api/samples.ts`);
  const sample: Sample = samples[name](fx);
  return {
    params: sample.params as PlainSample['params'],
    query: sample.query as PlainSample['query'],
    body: sample.body,
  };
}

/** The fixtures an endpoint's sample needs. */
export const fixturesOf = (name: EndpointName) => (hasSample(name) ? fixturesReadBy(samples[name]) : []);
