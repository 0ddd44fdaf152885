/**
 * A valid request for every endpoint of the contract, made from fixtures. The contract and
 * malformed-input tests are generated from this table: a new endpoint needs its sample here
 * (the type below and a test both insist). A sample names the fixtures it needs by reading them.
 */
import { randomUUID } from 'node:crypto';
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
/** A browser's subscription as PushSubscription.toJSON() gives it (the endpoint is never called: no call is placed). */
const SAMPLE_PUSH_SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/sample-device',
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
};

export const samples: Samples = {
  'health.check': () => ({}),
  'auth.adminSignIn': () => ({ body: { email: admin.email, password: admin.password } }),
  'auth.restaurantSignIn': () => ({ body: { email: bistro.email, password: bistro.password } }),
  'auth.forgotPassword': () => ({ body: { email: bistro.email } }),
  'auth.resetPassword': (fx) => ({ body: { token: fx.resetToken, password: 'a-brand-new-password' } }),
  'auth.logout': () => ({}),
  'dashboard.home': () => ({}),
  'statistics.overall': (fx) => ({
    query: { startdate: '2025-03-01', enddate: '2025-03-07', restaurant: fx.restaurantId },
  }),
  'statistics.hourly': (fx) => ({ query: { date: '03/01/2025', restaurant: fx.restaurantId } }),
  'statistics.topTags': (fx) => ({ query: { restaurant: fx.restaurantId } }),
  'adminUsers.fetch': () => ({ query: { page: 1, size: 25 } }),
  'adminUsers.add': (fx) => ({
    body: { name: 'Sample Admin', type: 'Admin', email: fx.freeEmail, password: 'sample-password' },
  }),
  'adminUsers.edit': (fx) => ({
    body: { adminid: fx.spareAdminId, name: 'Renamed Admin', type: 'Admin', email: fx.freeEmail, password: '' },
  }),
  'adminUsers.delete': (fx) => ({ body: { adminid: fx.spareAdminId } }),
  'restaurants.fetchSpecific': (fx) => ({ body: { id: fx.restaurantId, fromWeb: true } }),

  ...menuSamples,
  ...configSamples,
  ...promotionsSamples,

  'orders.restaurant': (fx) => ({ query: { restaurant: fx.restaurantId } }),
  'orders.restaurants': () => ({ query: { page: 1, size: 10 } }),
  'orders.searchEverywhere': () => ({ query: { orderid: '1' } }),
  'orders.count': (fx) => ({ query: { restaurant: fx.restaurantId } }),
  'stream.events': (fx) => ({ query: { restaurant: fx.restaurantId, since: 0 } }),
  'stream.open': (fx) => ({ query: { restaurant: fx.restaurantId } }),
  'orders.fetch': (fx) => ({
    params: { status: 'pending' },
    query: { restaurant: fx.restaurantId, page: 1, size: 50 },
  }),
  'orders.search': (fx) => ({ query: { restaurant: fx.restaurantId, orderid: '1', page: 1, size: 25 } }),
  'orders.accept': (fx) => ({ body: { id: fx.pendingOrderId } }),
  'orders.longwait': (fx) => ({ body: { id: fx.pendingOrderId, time: 20 } }),
  'orders.complete': (fx) => ({ body: { id: fx.confirmedOrderId } }),
  'orders.decline': (fx) => ({ body: { id: fx.pendingOrderId, reason: 'Out of stock' } }),
  'orders.refund': (fx) => ({ body: { id: fx.confirmedOrderId, reason: 'Wrong dish served' } }),
  'orders.completeAll': (fx) => ({ body: { restaurant: fx.restaurantId } }),
  'orders.stationDone': (fx) => ({ body: { id: fx.confirmedOrderId, station: fx.stationId } }),
  'orders.lineDone': (fx) => ({ body: { id: fx.confirmedOrderId, line: 0 } }),
  'orders.lineCancel': (fx) => ({ body: { id: fx.confirmedOrderId, line: 0, qty: 1, reason: 'Out of stock' } }),
  'orders.recall': (fx) => ({ body: { id: fx.confirmedOrderId, station: fx.stationId } }),
  'orders.batch': (fx) => ({
    body: { actions: [{ key: `sample-${randomUUID()}`, action: 'accept', body: { id: fx.pendingOrderId } }] },
  }),
  'orders.recent': () => ({ query: { page: 1, size: 25 } }),
  'orders.history': (fx) => ({ query: { id: fx.customerId } }),
  'orders.place': (fx) => ({
    body: {
      restaurant: fx.restaurantId,
      lines: [{ menu: fx.menuItemId, qty: 2, notes: 'No onions' }],
      dineIn: false,
      paymentType: 'card',
      comment: 'Sample order',
      guest: { name: 'Sample Guest', mobilenumber: '+45 11223344' },
    },
  }),
  'callawaiter.fetch': (fx) => ({ query: { restaurant: fx.restaurantId, status: 'preorder' } }),
  'callawaiter.accept': (fx) => ({ body: { id: fx.openCallId } }),
  'callawaiter.reject': (fx) => ({ body: { id: fx.openCallId } }),
  'callawaiter.place': (fx) => ({ body: { restaurant: fx.restaurantId, tablenumber: 4, name: 'Sample Guest' } }),
  'staffPush.key': () => ({}),
  'staffPush.subscribe': () => ({ body: SAMPLE_PUSH_SUBSCRIPTION }),
  'staffPush.unsubscribe': () => ({ body: { endpoint: SAMPLE_PUSH_SUBSCRIPTION.endpoint } }),
  'screens.fetch': (fx) => ({ query: { restaurant: fx.restaurantId } }),

  'upload.add': () => ({ body: { filename: 'sample.png', image: `data:image/png;base64,${TINY_PNG_BASE64}` } }),
  'userSearch.search': () => ({ query: { key: 'example' } }),
  ...restaurantSamples,
  'beacons.search': () => ({ query: { key: 'Bistro' } }),
  'beacons.fetch': () => ({ query: { page: 1, size: 10 } }),
  'beacons.add': () => ({ body: { name: 'Sample beacon', uuid: randomUUID(), radius: 30 } }),
  'beacons.edit': (fx) => ({ body: { id: fx.spareBeaconId, name: 'Renamed beacon', uuid: randomUUID(), radius: 45 } }),
  'beacons.delete': (fx) => ({ body: { id: fx.spareBeaconId } }),

  'registeredUsers.fetch': () => ({ query: { page: 1, size: 25 } }),
  'registeredUsers.search': () => ({ query: { key: 'example', page: 1, size: 25 } }),
  'registeredUsers.delete': (fx) => ({ body: { id: fx.spareCustomerId } }),
  'smsLogs.fetch': (fx) => ({
    query: { restaurant: fx.restaurantId, startdate: '2025-01-01', enddate: '2025-12-31', page: 1, size: 25 },
  }),
  'smsLogs.counts': () => ({ query: { startdate: '2025-01-01', enddate: '2025-12-31' } }),
  'pushLogs.fetch': () => ({ query: { page: 1, size: 25 } }),
  'printQueue.fetch': () => ({}),
  'config.fetch': () => ({}),
  'config.edit': (fx) => ({ body: { id: fx.configItemId, value: 10 } }),
  'onlinePos.sync': (fx) => ({ body: { restaurant: fx.posRestaurantId } }),
  'systemLogs.fetch': () => ({ query: { page: 1, size: 10 } }),

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
  'deals.fetch': () => ({ params: { status: 'active' }, query: { page: 1, size: 10, iscustom: 'false' } }),
  'deals.add': (fx) => ({
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
  'deals.edit': (fx) => ({
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
  'deals.delete': (fx) => ({ body: { id: fx.dealId } }),
  'deals.push': (fx) => ({ body: { dealid: fx.dealId } }),
  'deals.redeemedStats': (fx) => ({ body: { dealid: fx.dealId } }),
  'deals.marketsByName': () => ({}),
  'deals.trucksByName': () => ({}),
  'deals.attachmentById': (fx) => ({ query: { type: 'truck', id: fx.truckId } }),
  'push.fetch': () => ({ query: { page: 1, size: 25 } }),
  'push.add': () => ({ body: { name: 'Sample push', message: 'Sample message' } }),
  'push.edit': (fx) => ({ body: { pushid: fx.pushId, name: 'Renamed push', message: 'New message' } }),
  'push.delete': (fx) => ({ body: { pushid: fx.pushId } }),
  'push.send': (fx) => ({ body: { pushid: fx.pushId } }),

  'orderDetail.fetch': (fx) => ({ query: { id: fx.confirmedOrderId } }),

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
  'reports.speedOfService': (fx) => ({
    query: { restaurant: fx.restaurantId, from: '2025-03-01', to: '2025-03-07' },
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
  'settlements.preview': (fx) => ({ query: { id: fx.settlementRestaurantId } }),
  'settlements.run': (fx) => ({ body: { id: fx.settlementRestaurantId } }),
};

/** Endpoints that end the caller's own session: the matrix signs in afresh for each of their rows. */
export const ENDS_OWN_SESSION: ReadonlySet<EndpointName> = new Set<EndpointName>(['auth.logout']);

/**
 * Endpoints without a `restaurantScope` that act on one restaurant's record (an order, a call) named by id:
 * staff of another restaurant must be refused just the same. Their samples use that record's fixtures.
 */
export const BOUND_BY_RECORD: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'orders.accept',
  'orders.longwait',
  'orders.complete',
  'orders.decline',
  'orders.refund',
  'orders.stationDone',
  'orders.lineDone',
  'orders.lineCancel',
  'orders.recall',
  'callawaiter.accept',
  'callawaiter.reject',
  ...CONFIG_BOUND_BY_RECORD,
  'orderDetail.fetch',
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
