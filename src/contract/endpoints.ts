/** The endpoint table: every endpoint of the API, registered by the server and called by the web. */
import { customerMenuRoutes, menuRoutes } from './menu/routes';
import { customerViewSchemas, menuSchemas } from './menu/schemas';
import { newsRoutes } from './news/routes';
import { newsSchemas } from './news/schemas';
import { restaurantsRoutes } from './restaurants/routes';
import { restaurantsSchemas } from './restaurants/schemas';
import { tipsRoutes } from './restaurant-config/tips/routes';
import { tipsSchemas } from './restaurant-config/tips/schemas';
import { tablesRoutes } from './restaurant-config/tables/routes';
import { tablesSchemas } from './restaurant-config/tables/schemas';
import { usersRoutes } from './restaurant-config/users/routes';
import { usersSchemas } from './restaurant-config/users/schemas';
import { staffPermissionsRoutes } from './restaurant-config/staff-permissions/routes';
import { staffPermissionsSchemas } from './restaurant-config/staff-permissions/schemas';
// Coupons, promos, tags, stamps, perks, geo push, trucks and markets, customer sign-in
import { joinAll, type EndpointDef } from './endpoint';
import type { Route, SchemasOf } from './route';
import { adminUsersRoutes } from './admin-users/routes';
import { adminUsersSchemas } from './admin-users/schemas';
import { authRoutes } from './auth/routes';
import { authSchemas } from './auth/schemas';
import { dashboardRoutes } from './dashboard/routes';
import { dashboardSchemas } from './dashboard/schemas';
import { healthRoutes } from './health/routes';
import { healthSchemas } from './health/schemas';
import { beaconsRoutes } from './beacons/routes';
import { beaconsSchemas } from './beacons/schemas';
import { uploadRoutes } from './upload/routes';
import { uploadSchemas } from './upload/schemas';
import { userSearchRoutes } from './user-search/routes';
import { userSearchSchemas } from './user-search/schemas';
import { statisticsRoutes } from './statistics/routes';
import { statisticsSchemas } from './statistics/schemas';
import { configRoutes } from './config/routes';
import { configSchemas } from './config/schemas';
import { pushLogsRoutes } from './push-logs/routes';
import { pushLogsSchemas } from './push-logs/schemas';
import { registeredUsersRoutes } from './registered-users/routes';
import { registeredUsersSchemas } from './registered-users/schemas';
import { smsLogsRoutes } from './sms-logs/routes';
import { smsLogsSchemas } from './sms-logs/schemas';
import { systemLogsRoutes } from './system-logs/routes';
import { systemLogsSchemas } from './system-logs/schemas';
import { pushRoutes } from './push/routes';
import { pushSchemas } from './push/schemas';
import { dealsRoutes } from './deals/routes';
import { dealsSchemas } from './deals/schemas';
import { couponsRoutes } from './coupons/routes';
import { couponsSchemas } from './coupons/schemas';
import { promosRoutes } from './promos/routes';
import { promosSchemas } from './promos/schemas';
import { tagsRoutes } from './tags/routes';
import { tagsSchemas } from './tags/schemas';
import { stampsRoutes } from './stamps/routes';
import { stampsSchemas } from './stamps/schemas';
import { perksRoutes } from './perks/routes';
import { perksSchemas } from './perks/schemas';
import { geopushRoutes } from './geopush/routes';
import { geopushSchemas } from './geopush/schemas';
import { trucksMarketsRoutes } from './trucks-markets/routes';
import { trucksMarketsSchemas } from './trucks-markets/schemas';
import { loyaltyRoutes } from './loyalty/routes';
import { loyaltySchemas } from './loyalty/schemas';
import { onlinePosRoutes } from './online-pos/routes';
import { onlinePosSchemas } from './online-pos/schemas';
import { printQueueRoutes } from './print-queue/routes';
import { printQueueSchemas } from './print-queue/schemas';
import { printersRoutes } from './restaurant-config/printers/routes';
import { printersSchemas } from './restaurant-config/printers/schemas';
import { messagesRoutes } from './restaurant-config/messages/routes';
import { messagesSchemas } from './restaurant-config/messages/schemas';
import { automatedPushRoutes } from './restaurant-config/automated-push/routes';
import { automatedPushSchemas } from './restaurant-config/automated-push/schemas';
import { stationsRoutes } from './restaurant-config/stations/routes';
import { stationsSchemas } from './restaurant-config/stations/schemas';
import { callawaiterRoutes, callPlacementRoutes } from './callawaiter/routes';
import { callawaiterSchemas, callPlacementSchemas } from './callawaiter/schemas';
import { orderActionRoutes, orderBatchRoutes, ordersRoutes, placementRoutes } from './orders/routes';
import { orderActionSchemas, orderBatchSchemas, ordersSchemas, placementSchemas } from './orders/schemas';
import { streamRoutes } from './stream/routes';
import { streamSchemas } from './stream/schemas';
import { orderDetailRoutes } from './order-detail/routes';
import { orderDetailSchemas } from './order-detail/schemas';
import { staffPushRoutes } from './staff-push/routes';
import { staffPushSchemas } from './staff-push/schemas';
import { screensRoutes } from './screens/routes';
import { screensSchemas } from './screens/schemas';
import { reportsRoutes } from './reports/routes';
import { reportsSchemas } from './reports/schemas';
import { settlementsRoutes } from './settlements/routes';
import { settlementsSchemas } from './settlements/schemas';

/** An area's routes joined with its schemas, named `<area>.<route>` ('news.fetch'). */
function area<const A extends string, T extends Record<string, Route>>(
  name: A,
  table: T,
  schemas: { [K in keyof T]: SchemasOf<T[K]> },
) {
  const joined = joinAll(table, schemas);
  return Object.fromEntries(Object.entries(joined).map(([key, e]) => [`${name}.${key}`, e])) as {
    [K in keyof T & string as `${A}.${K}`]: (typeof joined)[K];
  };
}

export const endpoints = {
  // The /menu page, and the menu other screens read
  ...area('menu', menuRoutes, menuSchemas),
  ...area('menu', customerMenuRoutes, customerViewSchemas),
  // Orders and the kitchen
  // Shared building blocks: image upload, user type-ahead
  // Restaurants and beacons
  ...area('restaurants', restaurantsRoutes, restaurantsSchemas),
  // Registered customers and the profile-menu pages
  // News, deals and custom deals, push notifications
  ...area('news', newsRoutes, newsSchemas),
  // The order detail view
  // Tips, tables, staff, printers, layouts, POS devices, response messages, automated push
  ...area('tips', tipsRoutes, tipsSchemas),
  ...area('tables', tablesRoutes, tablesSchemas),
  ...area('users', usersRoutes, usersSchemas),
  ...area('staffPermissions', staffPermissionsRoutes, staffPermissionsSchemas),
  // Coupons, promos, tags, stamps, perks, geo push, trucks and markets, customer sign-in
  // Restaurant report, per-category report, statistics, settlements
  ...area('health', healthRoutes, healthSchemas),
  ...area('auth', authRoutes, authSchemas),
  ...area('dashboard', dashboardRoutes, dashboardSchemas),
  ...area('statistics', statisticsRoutes, statisticsSchemas),
  ...area('adminUsers', adminUsersRoutes, adminUsersSchemas),
  ...area('upload', uploadRoutes, uploadSchemas),
  ...area('userSearch', userSearchRoutes, userSearchSchemas),
  ...area('beacons', beaconsRoutes, beaconsSchemas),
  ...area('registeredUsers', registeredUsersRoutes, registeredUsersSchemas),
  ...area('smsLogs', smsLogsRoutes, smsLogsSchemas),
  ...area('pushLogs', pushLogsRoutes, pushLogsSchemas),
  ...area('config', configRoutes, configSchemas),
  ...area('systemLogs', systemLogsRoutes, systemLogsSchemas),
  ...area('push', pushRoutes, pushSchemas),
  ...area('deals', dealsRoutes, dealsSchemas),
  ...area('coupons', couponsRoutes, couponsSchemas),
  ...area('promos', promosRoutes, promosSchemas),
  ...area('tags', tagsRoutes, tagsSchemas),
  ...area('stamps', stampsRoutes, stampsSchemas),
  ...area('perks', perksRoutes, perksSchemas),
  ...area('geopush', geopushRoutes, geopushSchemas),
  ...area('trucksMarkets', trucksMarketsRoutes, trucksMarketsSchemas),
  ...area('loyalty', loyaltyRoutes, loyaltySchemas),
  ...area('printQueue', printQueueRoutes, printQueueSchemas),
  ...area('onlinePos', onlinePosRoutes, onlinePosSchemas),
  ...area('printers', printersRoutes, printersSchemas),
  ...area('messages', messagesRoutes, messagesSchemas),
  ...area('automatedPush', automatedPushRoutes, automatedPushSchemas),
  ...area('stations', stationsRoutes, stationsSchemas),
  ...area('orders', ordersRoutes, ordersSchemas),
  ...area('orders', orderActionRoutes, orderActionSchemas),
  ...area('orders', orderBatchRoutes, orderBatchSchemas),
  ...area('orders', placementRoutes, placementSchemas),
  ...area('stream', streamRoutes, streamSchemas),
  ...area('callawaiter', callawaiterRoutes, callawaiterSchemas),
  ...area('callawaiter', callPlacementRoutes, callPlacementSchemas),
  ...area('staffPush', staffPushRoutes, staffPushSchemas),
  ...area('screens', screensRoutes, screensSchemas),
  ...area('orderDetail', orderDetailRoutes, orderDetailSchemas),
  ...area('reports', reportsRoutes, reportsSchemas),
  ...area('settlements', settlementsRoutes, settlementsSchemas),
} satisfies Record<string, EndpointDef>;

export type EndpointName = keyof typeof endpoints;
