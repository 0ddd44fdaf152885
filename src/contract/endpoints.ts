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
import * as news from './news';
import * as deals from './deals';
import * as push from './push';
import type { EndpointDef } from './endpoint';

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
  newsFetch: news.newsFetch,
  newsAdd: news.newsAdd,
  newsEdit: news.newsEdit,
  newsDelete: news.newsDelete,
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
} satisfies Record<string, EndpointDef>;

export type EndpointName = keyof typeof endpoints;
