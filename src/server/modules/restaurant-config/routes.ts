import type { FastifyInstance } from 'fastify';
import * as ap from '../../../contract/restaurant-config/automated-push';
import * as msg from '../../../contract/restaurant-config/messages';
import * as pr from '../../../contract/restaurant-config/printers';
import { stationsFetch } from '../../../contract/restaurant-config/stations';
import { tablesRoutes } from '../../../contract/restaurant-config/tables/routes';
import { tablesSchemas } from '../../../contract/restaurant-config/tables/schemas';
import { tipsRoutes } from '../../../contract/restaurant-config/tips/routes';
import { tipsSchemas } from '../../../contract/restaurant-config/tips/schemas';
import { usersRoutes } from '../../../contract/restaurant-config/users/routes';
import { usersSchemas } from '../../../contract/restaurant-config/users/schemas';
import type { Deps } from '../../deps';
import { bind } from '../../http/bind';
import { bindAll } from '../../http/bind-all';
import { reprintOrder } from '../printing/reprint';
import { listStations } from '../printing/stations';
import * as autoPush from './automated-push';
import * as layouts from './layouts';
import * as messages from './messages';
import * as pos from './pos-devices';
import * as printers from './printers';
import * as tables from './tables';
import * as tips from './tips';
import * as staff from './users';

/** Restaurant configuration: tips, tables, staff, printers, layouts, POS devices, response messages, automated push. */
export function restaurantConfigRoutes(app: FastifyInstance, deps: Deps) {
  bindAll(app, tipsRoutes, tipsSchemas, {
    fetch: ({ query }) => tips.listTips(deps, query.restaurant),
    add: ({ body }) => tips.addTip(deps, body),
    edit: ({ body }) => tips.editTip(deps, body),
    delete: ({ body, user }) => tips.deleteTip(deps, user, body.id),
  });

  bindAll(app, tablesRoutes, tablesSchemas, {
    fetch: ({ query }) => tables.listTables(deps, query.restaurant),
    save: ({ body }) => tables.saveTables(deps, body),
    delete: ({ body, user }) => tables.deleteTable(deps, user, body.id),
  });

  bindAll(app, usersRoutes, usersSchemas, {
    fetch: ({ query }) => staff.listRestaurantUsers(deps, query.restaurant, query),
    add: ({ body }) => staff.addRestaurantUser(deps, body),
    edit: ({ body }) => staff.editRestaurantUser(deps, body),
    delete: ({ body, user }) => staff.deleteRestaurantUser(deps, user, body.id),
  });

  bind(app, pr.printersFetch, ({ query }) => printers.listPrinters(deps, query.restaurant));
  bind(app, pr.printerAdd, ({ body, req }) => printers.addPrinter(deps, body, req));
  bind(app, pr.printerEdit, ({ body }) => printers.editPrinter(deps, body));
  bind(app, pr.printerDelete, ({ query }) => printers.deletePrinter(deps, query.restaurant, query.id));
  bind(app, pr.printerRegeneratePassword, ({ body, req }) =>
    printers.regeneratePassword(deps, body.restaurant, body.id, req),
  );

  bind(app, pr.layoutsFetch, ({ query }) => layouts.listLayouts(deps, query.restaurant));
  bind(app, pr.layoutCreateCall, ({ body }) => layouts.createLayout(deps, body));
  bind(app, pr.layoutEdit, ({ body }) => layouts.editLayout(deps, body));
  bind(app, pr.layoutDelete, ({ body, user }) => layouts.deleteLayout(deps, user, body.id));

  bind(app, pr.posDevicesFetch, ({ query }) => pos.listDevices(deps, query.restaurant));
  bind(app, pr.posDeviceSaveCall, ({ body }) => pos.saveDevice(deps, body));
  bind(app, pr.posDeviceDelete, ({ query }) => pos.deleteDevice(deps, query.restaurant, query.uid));

  bind(app, msg.responseMessagesFetch, ({ query }) => messages.fetchMessages(deps, query.restaurant));
  bind(app, msg.responseMessagesEdit, ({ query, body }) => messages.saveMessages(deps, query.restaurant, body));

  bind(app, ap.automatedPushFetch, ({ query }) => autoPush.listAutomatedPushes(deps, query.restaurant, query));
  bind(app, ap.automatedPushAdd, ({ body }) => autoPush.addAutomatedPush(deps, body));
  bind(app, ap.automatedPushEdit, ({ body }) => autoPush.editAutomatedPush(deps, body));
  bind(app, ap.automatedPushDelete, ({ body, user }) => autoPush.deleteAutomatedPush(deps, user, body.id));
  bind(app, pr.orderReprint, ({ body, user }) => reprintOrder(deps, user, body.id));
  bind(app, stationsFetch, ({ query }) => listStations(deps, query.restaurant)); // kitchen stations
}
