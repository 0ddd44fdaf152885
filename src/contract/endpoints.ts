/** The endpoint table: every endpoint of the API, registered by the server and called by the web. */
import * as adminUsers from './admin-users';
import * as auth from './auth';
import * as dashboard from './dashboard';
import * as health from './health';
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
} satisfies Record<string, EndpointDef>;

export type EndpointName = keyof typeof endpoints;
