/** Valid requests of the restaurant configuration calls, for the contract and malformed-input tests (tests/api/samples.ts). */
import { aroundTheClock } from '../../src/contract/availability';
import type { BodyIn, QueryIn } from '../../src/contract/endpoint';
import type { endpoints } from '../../src/contract/endpoints';
import type { Fixtures } from './fixtures';

type E = typeof endpoints;
type Sample<K extends keyof E> = (fx: Fixtures) => { query?: QueryIn<E[K]>; body?: BodyIn<E[K]> };
type Names =
  | 'tips.fetch'
  | 'tips.add'
  | 'tips.edit'
  | 'tips.delete'
  | 'tables.fetch'
  | 'tables.save'
  | 'tables.delete'
  | 'users.fetch'
  | 'users.add'
  | 'users.edit'
  | 'users.delete'
  | 'staffPermissions.fetch'
  | 'staffPermissions.edit'
  | 'printers.fetch'
  | 'printers.add'
  | 'printers.edit'
  | 'printers.delete'
  | 'printers.regeneratePassword'
  | 'printers.fetchLayouts'
  | 'printers.createLayout'
  | 'printers.editLayout'
  | 'printers.deleteLayout'
  | 'printers.fetchPosDevices'
  | 'printers.savePosDevice'
  | 'printers.deletePosDevice'
  | 'messages.fetch'
  | 'messages.edit'
  | 'automatedPush.fetch'
  | 'automatedPush.add'
  | 'automatedPush.edit'
  | 'automatedPush.delete'
  | 'printers.reprint'
  | 'stations.fetch';

export const configSamples: { [K in Names]: Sample<K> } = {
  'tips.fetch': (fx) => ({ query: { restaurant: fx.restaurantId } }),
  'tips.add': (fx) => ({ body: { restaurant: fx.restaurantId, name: 'Generous', percentage: 15 } }),
  'tips.edit': (fx) => ({ body: { id: fx.tipId, restaurant: fx.restaurantId, name: 'Kind', percentage: 10 } }),
  'tips.delete': (fx) => ({ body: { id: fx.tipId } }),
  'tables.fetch': (fx) => ({ query: { restaurant: fx.restaurantId } }),
  'tables.save': (fx) => ({
    body: {
      restaurant: fx.restaurantId,
      tablenumbers: [
        { number: 901, floor: 'Terrace', label: 'Corner', disabled: false, parkTable: false },
        {
          _id: fx.tableId,
          number: 10001 + (parseInt(fx.tableId.slice(-6), 16) % 89999),
          floor: 'Ground floor',
          label: 'P',
          disabled: false,
          parkTable: true,
          availability: aroundTheClock(),
        },
      ],
    },
  }),
  'tables.delete': (fx) => ({ body: { id: fx.tableId } }),
  'users.fetch': (fx) => ({ query: { restaurant: fx.restaurantId, page: 1, size: 25 } }),
  'users.add': (fx) => ({
    body: {
      restaurant: fx.restaurantId,
      name: 'New Waiter',
      email: fx.freeEmail,
      type: 'User',
      password: 'sample-password',
      includedToReport: true,
    },
  }),
  'users.edit': (fx) => ({
    body: {
      restaurant: fx.restaurantId,
      id: fx.staffUserId,
      name: 'Head Waiter',
      email: fx.freeEmail,
      type: 'Admin',
      password: '',
      includedToReport: false,
    },
  }),
  'users.delete': (fx) => ({ body: { id: fx.staffUserId } }),
  'staffPermissions.fetch': (fx) => ({ query: { restaurant: fx.restaurantId } }),
  // All off, as a new restaurant has them: the matrix's later rows expect its users refused what needs one.
  'staffPermissions.edit': (fx) => ({
    body: { restaurant: fx.restaurantId, menu: false, settings: false, reports: false, refund: false },
  }),
  'printers.fetch': (fx) => ({ query: { restaurant: fx.restaurantId } }),
  'printers.add': (fx) => ({
    body: {
      restaurant: fx.restaurantId,
      name: 'Pass printer',
      serial: `S-${fx.freeEmail.split('@')[0]}`,
      langguage: 'en',
      status: 'active',
      isDefault: false,
    },
  }),
  'printers.edit': (fx) => ({
    body: {
      id: fx.printerId,
      restaurant: fx.restaurantId,
      name: 'Renamed printer',
      serial: `E-${fx.printerId.slice(-10)}`,
      langguage: 'zh',
      status: 'inactive',
      isDefault: false,
    },
  }),
  'printers.delete': (fx) => ({ query: { restaurant: fx.restaurantId, id: fx.printerId } }),
  'printers.regeneratePassword': (fx) => ({ body: { restaurant: fx.restaurantId, id: fx.printerId } }),
  'printers.fetchLayouts': (fx) => ({ query: { restaurant: fx.restaurantId } }),
  'printers.createLayout': (fx) => ({
    body: {
      restaurantid: fx.restaurantId,
      layoutname: 'Evening',
      defaultprinter: fx.printerSerial,
      layout: [],
      pos: [],
    },
  }),
  'printers.editLayout': (fx) => ({
    body: {
      id: fx.layoutId,
      restaurantid: fx.restaurantId,
      layoutname: 'Lunch',
      defaultprinter: fx.printerSerial,
      layout: [],
      pos: [],
    },
  }),
  'printers.deleteLayout': (fx) => ({ body: { id: fx.layoutId } }),
  'printers.fetchPosDevices': (fx) => ({ query: { restaurant: fx.restaurantId } }),
  'printers.savePosDevice': (fx) => ({
    body: {
      restaurant: fx.restaurantId,
      uid: 'sample-till',
      name: 'Sample till',
      printers: [fx.printerSerial],
      layouts: [],
      IsDefault: false,
    },
  }),
  'printers.deletePosDevice': (fx) => ({ query: { restaurant: fx.restaurantId, uid: fx.posUid } }),
  'messages.fetch': (fx) => ({ query: { restaurant: fx.restaurantId } }),
  'messages.edit': (fx) => ({
    query: { restaurant: fx.restaurantId },
    body: {
      accept: 'Order {{orderid}} accepted',
      longwait: 'Order {{orderid}} takes a little longer',
      acceptadvance: 'Advance order {{orderid}} accepted',
      complete: 'Order {{orderid}} is ready',
      completetakeout: 'Order {{orderid}} is ready for pick-up',
    },
  }),
  'automatedPush.fetch': (fx) => ({ query: { restaurant: fx.restaurantId, page: 1, size: 10 } }),
  'automatedPush.add': (fx) => ({
    body: {
      restaurant: fx.restaurantId,
      name: 'Dessert nudge',
      products: [fx.menuItemId],
      delay: 30,
      timespervisit: 1,
      title: 'Still hungry?',
      message: 'Try our desserts',
      enabled: true,
    },
  }),
  'automatedPush.edit': (fx) => ({
    body: {
      id: fx.automatedPushId,
      restaurant: fx.restaurantId,
      name: 'Coffee nudge',
      products: [fx.menuItemId],
      delay: 10,
      timespervisit: 2,
      title: 'Coffee?',
      message: 'On the house',
      enabled: false,
    },
  }),
  'automatedPush.delete': (fx) => ({ body: { id: fx.automatedPushId } }),
  'printers.reprint': (fx) => ({ body: { id: fx.confirmedOrderId } }),
  'stations.fetch': (fx) => ({ query: { restaurant: fx.restaurantId } }), // kitchen stations
};

/** Calls without a restaurant in the request that act on one restaurant's record (tests/api/samples.ts BOUND_BY_RECORD). */
export const CONFIG_BOUND_BY_RECORD = [
  'tips.delete',
  'tables.delete',
  'users.delete',
  'printers.deleteLayout',
  'automatedPush.delete',
  'printers.reprint',
] as const;
