/** The endpoint table: every endpoint of the API, registered by the server and called by the web. */
import * as adminUsers from './admin-users';
import * as auth from './auth';
import * as calls from './callawaiter';
import * as dashboard from './dashboard';
import * as health from './health';
import * as menu from './menu';
import * as orders from './orders';
import * as placement from './place-order';
import * as restaurant from './restaurant';
import * as restaurantAdmin from './restaurant-admin';
import * as beacons from './beacons';
import * as uploads from './upload';
import * as userSearch from './user-search';
import * as statistics from './statistics';
import * as config from './config';
import * as onlinePos from './online-pos';
import * as printQueue from './print-queue';
import * as pushLogs from './push-logs';
import * as registeredUsers from './registered-users';
import * as smsLogs from './sms-logs';
import * as systemLogs from './system-logs';
import { newsRoutes } from './news/routes';
import { newsSchemas } from './news/schemas';
import * as deals from './deals';
import * as push from './push';
import * as orderDetail from './order-detail';
import * as menuCatalogue from './menu-catalogue';
import * as menuSettings from './menu-settings';
import * as cfgTips from './restaurant-config/tips';
import * as cfgTables from './restaurant-config/tables';
import * as cfgUsers from './restaurant-config/users';
import * as cfgPrinting from './restaurant-config/printers';
import * as cfgMessages from './restaurant-config/messages';
import * as cfgAutoPush from './restaurant-config/automated-push';
import * as cfgStations from './restaurant-config/stations';
// Coupons, promos, tags, stamps, perks, geo push, trucks and markets, customer sign-in
import * as coupons from './coupons';
import * as promos from './promos';
import * as promoTags from './tags';
import * as stampCards from './stamps';
import * as perks from './perks';
import * as geo from './geopush';
import * as truckMarket from './attachments-crud';
import * as customerAuth from './customer-auth';
import { reportsRoutes } from './reports/routes';
import { reportsSchemas } from './reports/schemas';
import { settlementsRoutes } from './settlements/routes';
import { settlementsSchemas } from './settlements/schemas';
import { joinAll, type EndpointDef } from './endpoint';
import type { Route, SchemasOf } from './route';

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
  health: health.health,
  adminAuthenticate: auth.adminAuthenticate,
  restaurantAuthenticate: auth.restaurantAuthenticate,
  forgotPassword: auth.forgotPassword,
  resetPassword: auth.resetPassword,
  logout: auth.logout,
  dashboardHome: dashboard.dashboardHome,
  statisticsOverall: statistics.statisticsOverall,
  statisticsHourly: statistics.statisticsHourly,
  statisticsTopTags: statistics.statisticsTopTags,
  adminFetch: adminUsers.adminFetch,
  adminAdd: adminUsers.adminAdd,
  adminEdit: adminUsers.adminEdit,
  adminDelete: adminUsers.adminDelete,
  fetchSpecificRestaurant: restaurant.fetchSpecificRestaurant,
  // Menu (read)
  fetchMenu: menu.fetchMenu,
  fetchCategories: menu.fetchCategories,
  fetchAllExtras: menu.fetchAllExtras,
  // The /menu page
  menuAdd: menu.menuAdd,
  menuEdit: menu.menuEdit,
  menuDelete: menu.menuDelete,
  menuUpdateOrder: menu.menuUpdateOrder,
  categoryAdd: menu.categoryAdd,
  categoryEdit: menu.categoryEdit,
  categoryDelete: menu.categoryDelete,
  categoryUpdateOrder: menu.categoryUpdateOrder,
  extrasFetch: menuCatalogue.extrasFetch,
  extrasAdd: menuCatalogue.extrasAdd,
  extrasEdit: menuCatalogue.extrasEdit,
  extrasDelete: menuCatalogue.extrasDelete,
  drinksFetch: menuCatalogue.drinksFetch,
  drinksFetchAll: menuCatalogue.drinksFetchAll,
  drinksAdd: menuCatalogue.drinksAdd,
  drinksEdit: menuCatalogue.drinksEdit,
  drinksDelete: menuCatalogue.drinksDelete,
  higherFetch: menuCatalogue.higherFetch,
  higherAdd: menuCatalogue.higherAdd,
  higherEdit: menuCatalogue.higherEdit,
  higherDelete: menuCatalogue.higherDelete,
  higherUpdateOrder: menuCatalogue.higherUpdateOrder,
  tagsFetchAll: menuCatalogue.tagsFetchAll,
  generateTags: menuCatalogue.generateTags,
  onlinePosProducts: menuCatalogue.onlinePosProducts,
  menuSettingsFetch: menuSettings.menuSettingsFetch,
  updatePromoAvailability: menuSettings.updatePromoAvailability,
  rushModeEdit: menuSettings.rushModeEdit,
  promoConfigEdit: menuSettings.promoConfigEdit,
  ratingsFetch: menuSettings.ratingsFetch,
  // Orders and the kitchen
  fetchWithOrdersSpecific: orders.fetchWithOrdersSpecific,
  fetchWithOrders: orders.fetchWithOrders,
  searchViaOrder: orders.searchViaOrder,
  orderCount: orders.orderCount,
  fetchOrders: orders.fetchOrders,
  searchOrder: orders.searchOrder,
  acceptOrder: orders.acceptOrder,
  acceptOrderLongWait: orders.acceptOrderLongWait,
  completeOrder: orders.completeOrder,
  cancelOrder: orders.cancelOrder,
  refundOrder: orders.refundOrder,
  completeAll: orders.completeAll,
  recentOrders: orders.recentOrders,
  orderHistory: orders.orderHistory,
  placeOrder: placement.placeOrder,
  fetchCalls: calls.fetchCalls,
  acceptCall: calls.acceptCall,
  rejectCall: calls.rejectCall,
  placeCall: calls.placeCall,
  // Shared building blocks: image upload, user type-ahead
  upload: uploads.upload,
  userSearch: userSearch.userSearch,
  // Restaurants and beacons
  restaurantFetch: restaurantAdmin.restaurantFetch,
  restaurantSearch: restaurantAdmin.restaurantSearch,
  restaurantFetchAll: restaurantAdmin.restaurantFetchAll,
  restaurantAdd: restaurantAdmin.restaurantAdd,
  restaurantEdit: restaurantAdmin.restaurantEdit,
  restaurantDelete: restaurantAdmin.restaurantDelete,
  restaurantToggleRouted: restaurantAdmin.restaurantToggleRouted,
  restaurantCheckIfRouted: restaurantAdmin.restaurantCheckIfRouted,
  restaurantMigrate: restaurantAdmin.restaurantMigrate,
  configAutomatedPush: restaurantAdmin.configAutomatedPush,
  beaconSearch: beacons.beaconSearch,
  beaconFetch: beacons.beaconFetch,
  beaconAdd: beacons.beaconAdd,
  beaconEdit: beacons.beaconEdit,
  beaconDelete: beacons.beaconDelete,
  // Registered customers and the profile-menu pages
  userFetch: registeredUsers.userFetch,
  userSearchV2: registeredUsers.userSearchV2,
  userDelete: registeredUsers.userDelete,
  restaurantSmsLogs: smsLogs.restaurantSmsLogs,
  restaurantsSmsCounts: smsLogs.restaurantsSmsCounts,
  pushLogsFetch: pushLogs.pushLogsFetch,
  printQueueFetch: printQueue.printQueueFetch,
  configFetch: config.configFetch,
  configEdit: config.configEdit,
  syncPosProducts: onlinePos.syncPosProducts,
  logsFetch: systemLogs.logsFetch,
  // News, deals and custom deals, push notifications
  ...area('news', newsRoutes, newsSchemas),
  dealsFetch: deals.dealsFetch,
  dealsAdd: deals.dealsAdd,
  dealsEdit: deals.dealsEdit,
  dealsDelete: deals.dealsDelete,
  dealsPush: deals.dealsPush,
  dealRedeemedStats: deals.dealRedeemedStats,
  marketFetchAllByName: deals.marketFetchAllByName,
  truckFetchAllByName: deals.truckFetchAllByName,
  truckFetchById: deals.truckFetchById,
  pushGetAll: push.pushGetAll,
  pushAdd: push.pushAdd,
  pushEdit: push.pushEdit,
  pushDelete: push.pushDelete,
  pushSend: push.pushSend,
  // The order detail view
  orderDetailFetch: orderDetail.orderDetailFetch,
  // Tips, tables, staff, printers, layouts, POS devices, response messages, automated push
  tipsFetch: cfgTips.tipsFetch,
  tipsAdd: cfgTips.tipsAdd,
  tipsEdit: cfgTips.tipsEdit,
  tipsDelete: cfgTips.tipsDelete,
  tablesFetch: cfgTables.tablesFetch,
  tablesSave: cfgTables.tablesSave,
  tablesDelete: cfgTables.tablesDelete,
  restaurantUsersFetch: cfgUsers.restaurantUsersFetch,
  restaurantUserAdd: cfgUsers.restaurantUserAdd,
  restaurantUserEdit: cfgUsers.restaurantUserEditCall,
  restaurantUserDelete: cfgUsers.restaurantUserDelete,
  printersFetch: cfgPrinting.printersFetch,
  printerAdd: cfgPrinting.printerAdd,
  printerEdit: cfgPrinting.printerEdit,
  printerDelete: cfgPrinting.printerDelete,
  printerRegeneratePassword: cfgPrinting.printerRegeneratePassword,
  layoutsFetch: cfgPrinting.layoutsFetch,
  layoutCreate: cfgPrinting.layoutCreateCall,
  layoutEdit: cfgPrinting.layoutEdit,
  layoutDelete: cfgPrinting.layoutDelete,
  posDevicesFetch: cfgPrinting.posDevicesFetch,
  posDeviceSave: cfgPrinting.posDeviceSaveCall,
  posDeviceDelete: cfgPrinting.posDeviceDelete,
  responseMessagesFetch: cfgMessages.responseMessagesFetch,
  responseMessagesEdit: cfgMessages.responseMessagesEdit,
  automatedPushFetch: cfgAutoPush.automatedPushFetch,
  automatedPushAdd: cfgAutoPush.automatedPushAdd,
  automatedPushEdit: cfgAutoPush.automatedPushEdit,
  automatedPushDelete: cfgAutoPush.automatedPushDelete,
  orderReprint: cfgPrinting.orderReprint,
  stationsFetch: cfgStations.stationsFetch,
  // Coupons, promos, tags, stamps, perks, geo push, trucks and markets, customer sign-in
  couponFetchAll: coupons.couponFetchAll,
  couponFetchByStatus: coupons.couponFetchByStatus,
  couponAdd: coupons.couponAdd,
  couponEdit: coupons.couponEdit,
  couponDelete: coupons.couponDelete,
  couponPush: coupons.couponPush,
  couponUsage: coupons.couponUsage,
  userAll: coupons.userAll,
  promosFetch: promos.promosFetch,
  promosFetchByType: promos.promosFetchByType,
  promosAdd: promos.promosAdd,
  promosEdit: promos.promosEdit,
  promosDelete: promos.promosDelete,
  promosUpdateOrder: promos.promosUpdateOrder,
  tagsFetch: promoTags.tagsCrud.fetch,
  tagsAdd: promoTags.tagsCrud.add,
  tagsEdit: promoTags.tagsCrud.edit,
  tagsDelete: promoTags.tagsCrud.delete,
  tagsFetchSpecific: promoTags.tagsFetchSpecific,
  stampFetch: stampCards.stampFetch,
  stampAdd: stampCards.stampAdd,
  stampEdit: stampCards.stampEdit,
  stampDelete: stampCards.stampDelete,
  perksFetch: perks.perksCrud.fetch,
  perksAdd: perks.perksCrud.add,
  perksEdit: perks.perksCrud.edit,
  perksDelete: perks.perksCrud.delete,
  geoFetchPoints: geo.geoPointsCrud.fetch,
  geoAddPoint: geo.geoPointsCrud.add,
  geoEditPoint: geo.geoPointsCrud.edit,
  geoDeletePoint: geo.geoPointsCrud.delete,
  geoSendPush: geo.geoSendPush,
  geoFetchLog: geo.geoFetchLog,
  truckFetch: truckMarket.trucksCrud.fetch,
  truckAdd: truckMarket.trucksCrud.add,
  truckEdit: truckMarket.trucksCrud.edit,
  truckDelete: truckMarket.trucksCrud.delete,
  marketFetch: truckMarket.marketsCrud.fetch,
  marketAdd: truckMarket.marketsCrud.add,
  marketEdit: truckMarket.marketsCrud.edit,
  marketDelete: truckMarket.marketsCrud.delete,
  customerAuthenticate: customerAuth.customerAuthenticate,
  customerLogout: customerAuth.customerLogout,
  devicePosition: customerAuth.devicePosition,
  // Restaurant report, per-category report, statistics, settlements
  ...area('reports', reportsRoutes, reportsSchemas),
  ...area('settlements', settlementsRoutes, settlementsSchemas),
} satisfies Record<string, EndpointDef>;

export type EndpointName = keyof typeof endpoints;
