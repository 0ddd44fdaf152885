/**
 * Every area of the API, registered in this order under /api: add an area's registrar here (its contract table goes in
 * src/contract/endpoints.ts, which the API docs and the generated security tests read).
 */
import type { FastifyInstance } from 'fastify';
import type { Deps } from './deps';
import { registerAdminUserRoutes } from './modules/admin-users/routes';
import { registerAuthRoutes } from './modules/auth/routes';
import { registerBeaconRoutes } from './modules/beacons/routes';
import { registerCallAwaiterRoutes } from './modules/callawaiter/routes';
import { registerCloudPrntRoutes } from './modules/printing/cloudprnt';
import { registerConfigRoutes } from './modules/config/routes';
import { registerCouponRoutes } from './modules/coupons/routes';
import { registerDashboardRoutes } from './modules/dashboard/routes';
import { registerDealRoutes } from './modules/deals/routes';
import { registerGeoPushRoutes } from './modules/geopush/routes';
import { registerHealthRoutes } from './modules/health/routes';
import { registerLoyaltyRoutes } from './modules/loyalty/routes';
import { registerMenuRoutes } from './modules/menu/routes';
import { registerNewsRoutes } from './modules/news/routes';
import { registerOnlinePosRoutes } from './modules/online-pos/routes';
import { registerOrderDetailRoutes } from './modules/order-detail/routes';
import { registerOrderRoutes } from './modules/orders/routes';
import { registerPerkRoutes } from './modules/perks/routes';
import { registerPrintQueueRoutes } from './modules/print-queue/routes';
import { registerPromoRoutes } from './modules/promos/routes';
import { registerPushLogRoutes } from './modules/push-logs/routes';
import { registerPushRoutes } from './modules/push/routes';
import { registerRegisteredUserRoutes } from './modules/registered-users/routes';
import { registerReportRoutes } from './modules/reports/routes';
import { registerRestaurantConfigRoutes } from './modules/restaurant-config/routes';
import { registerRestaurantRoutes } from './modules/restaurants/routes';
import { registerScreenRoutes } from './modules/screens/routes';
import { registerSettlementRoutes } from './modules/settlements/routes';
import { registerSmsLogRoutes } from './modules/sms-logs/routes';
import { registerStaffPushRoutes } from './modules/staff-push/routes';
import { registerStampRoutes } from './modules/stamps/routes';
import { registerStreamRoutes } from './modules/stream/routes';
import { registerStatisticsRoutes } from './modules/statistics/routes';
import { registerSystemLogRoutes } from './modules/system-logs/routes';
import { registerTagRoutes } from './modules/tags/routes';
import { registerTruckMarketRoutes } from './modules/trucks-markets/routes';
import { registerUploadRoutes } from './modules/upload/routes';
import { registerUserSearchRoutes } from './modules/user-search/routes';

export type AreaRoutes = (api: FastifyInstance, deps: Deps) => void;

export const AREA_ROUTES: readonly AreaRoutes[] = [
  registerHealthRoutes,
  registerAuthRoutes,
  registerDashboardRoutes,
  registerStatisticsRoutes,
  registerAdminUserRoutes,
  registerRestaurantRoutes,
  registerMenuRoutes,
  registerOrderRoutes,
  registerStreamRoutes,
  registerCallAwaiterRoutes,
  registerStaffPushRoutes,
  registerScreenRoutes,
  registerUploadRoutes,
  registerUserSearchRoutes,
  registerBeaconRoutes,
  registerRegisteredUserRoutes,
  registerSmsLogRoutes,
  registerPushLogRoutes,
  registerPrintQueueRoutes,
  registerConfigRoutes,
  registerOnlinePosRoutes,
  registerSystemLogRoutes,
  registerNewsRoutes,
  registerDealRoutes,
  registerPushRoutes,
  registerRestaurantConfigRoutes,
  registerCloudPrntRoutes,
  registerOrderDetailRoutes,
  registerReportRoutes,
  registerSettlementRoutes,
  registerCouponRoutes,
  registerPromoRoutes,
  registerTagRoutes,
  registerStampRoutes,
  registerPerkRoutes,
  registerGeoPushRoutes,
  registerTruckMarketRoutes,
  registerLoyaltyRoutes,
];
