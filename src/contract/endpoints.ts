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
import type { EndpointDef } from './endpoint';

export const endpoints = {
  health: health.health,
  adminAuthenticate: auth.adminAuthenticate,
  restaurantAuthenticate: auth.restaurantAuthenticate,
  forgotPassword: auth.forgotPassword,
  resetPassword: auth.resetPassword,
  logout: auth.logout,
  dashboardHome: dashboard.dashboardHome,
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
} satisfies Record<string, EndpointDef>;

export type EndpointName = keyof typeof endpoints;
