import type { FastifyInstance } from 'fastify';
import { tablesRoutes } from '../../../contract/restaurant-config/tables/routes';
import { tablesSchemas } from '../../../contract/restaurant-config/tables/schemas';
import { tipsRoutes } from '../../../contract/restaurant-config/tips/routes';
import { tipsSchemas } from '../../../contract/restaurant-config/tips/schemas';
import { usersRoutes } from '../../../contract/restaurant-config/users/routes';
import { usersSchemas } from '../../../contract/restaurant-config/users/schemas';
import { staffPermissionsRoutes } from '../../../contract/restaurant-config/staff-permissions/routes';
import { staffPermissionsSchemas } from '../../../contract/restaurant-config/staff-permissions/schemas';
import { automatedPushRoutes } from '../../../contract/restaurant-config/automated-push/routes';
import { automatedPushSchemas } from '../../../contract/restaurant-config/automated-push/schemas';
import { messagesRoutes } from '../../../contract/restaurant-config/messages/routes';
import { messagesSchemas } from '../../../contract/restaurant-config/messages/schemas';
import { printersRoutes } from '../../../contract/restaurant-config/printers/routes';
import { printersSchemas } from '../../../contract/restaurant-config/printers/schemas';
import { stationsRoutes } from '../../../contract/restaurant-config/stations/routes';
import { stationsSchemas } from '../../../contract/restaurant-config/stations/schemas';
import type { Deps } from '../../deps';
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
import * as permissions from './staff-permissions';

/** Restaurant configuration: tips, tables, staff, printers, layouts, POS devices, response messages, automated push. */
export function registerRestaurantConfigRoutes(app: FastifyInstance, deps: Deps) {
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

  bindAll(app, staffPermissionsRoutes, staffPermissionsSchemas, {
    fetch: ({ query }) => permissions.getStaffPermissions(deps, query.restaurant),
    edit: ({ body }) => permissions.setStaffPermissions(deps, body),
  });

  bindAll(app, printersRoutes, printersSchemas, {
    fetch: ({ query }) => printers.listPrinters(deps, query.restaurant),
    add: ({ body, req }) => printers.addPrinter(deps, body, req),
    edit: ({ body }) => printers.editPrinter(deps, body),
    delete: ({ query }) => printers.deletePrinter(deps, query.restaurant, query.id),
    regeneratePassword: ({ body, req }) => printers.regeneratePassword(deps, body.restaurant, body.id, req),

    fetchLayouts: ({ query }) => layouts.listLayouts(deps, query.restaurant),
    createLayout: ({ body }) => layouts.createLayout(deps, body),
    editLayout: ({ body }) => layouts.editLayout(deps, body),
    deleteLayout: ({ body, user }) => layouts.deleteLayout(deps, user, body.id),

    fetchPosDevices: ({ query }) => pos.listDevices(deps, query.restaurant),
    savePosDevice: ({ body }) => pos.saveDevice(deps, body),
    deletePosDevice: ({ query }) => pos.deleteDevice(deps, query.restaurant, query.uid),

    reprint: ({ body, user }) => reprintOrder(deps, user, body.id),
  });

  bindAll(app, messagesRoutes, messagesSchemas, {
    fetch: ({ query }) => messages.fetchMessages(deps, query.restaurant),
    edit: ({ query, body }) => messages.saveMessages(deps, query.restaurant, body),
  });

  bindAll(app, automatedPushRoutes, automatedPushSchemas, {
    fetch: ({ query }) => autoPush.listAutomatedPushes(deps, query.restaurant, query),
    add: ({ body }) => autoPush.addAutomatedPush(deps, body),
    edit: ({ body }) => autoPush.editAutomatedPush(deps, body),
    delete: ({ body, user }) => autoPush.deleteAutomatedPush(deps, user, body.id),
  });
  // Kitchen stations
  bindAll(app, stationsRoutes, stationsSchemas, {
    fetch: ({ query }) => listStations(deps, query.restaurant),
  });
}
