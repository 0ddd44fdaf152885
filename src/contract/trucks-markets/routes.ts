/**
 * Trucks and markets: the attachments deals choose from (the spec names /trucks and /markets). Page size and messages
 * are in constants.ts.
 */
import { ADMIN_ONLY } from '../roles';
import { routes } from '../route';
import type { trucksMarketsSchemas } from './schemas';

export { ATTACHMENTS_PAGE_SIZE, TRUCK_MESSAGES, MARKET_MESSAGES } from './constants';

/** The list, form and delete of trucks and of markets: the same calls under the spec's two names. */
export const trucksMarketsRoutes = routes<typeof trucksMarketsSchemas>()(
  { tag: 'Trucks and markets', auth: ADMIN_ONLY },
  {
    fetchTrucks: { method: 'GET', path: '/truck/fetch' },
    addTruck: { method: 'POST', path: '/truck/add' },
    editTruck: { method: 'PUT', path: '/truck/edit' },
    deleteTruck: { method: 'DELETE', path: '/truck/delete' },
    fetchMarkets: { method: 'GET', path: '/market/fetch' },
    addMarket: { method: 'POST', path: '/market/add' },
    editMarket: { method: 'PUT', path: '/market/edit' },
    deleteMarket: { method: 'DELETE', path: '/market/delete' },
  },
);

/** The four calls of trucks, or of markets, under the names a list-and-form resource reads. */
export const truckRoutes = {
  fetch: trucksMarketsRoutes.fetchTrucks,
  add: trucksMarketsRoutes.addTruck,
  edit: trucksMarketsRoutes.editTruck,
  delete: trucksMarketsRoutes.deleteTruck,
};
export const marketRoutes = {
  fetch: trucksMarketsRoutes.fetchMarkets,
  add: trucksMarketsRoutes.addMarket,
  edit: trucksMarketsRoutes.editMarket,
  delete: trucksMarketsRoutes.deleteMarket,
};
