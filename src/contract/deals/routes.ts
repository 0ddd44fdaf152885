/** Deals and custom deals: the routes. Their plain values (views, statuses, messages) are in constants.ts. */
import { ADMIN_ONLY } from '../roles';
import { routes } from '../route';
import type { dealsSchemas } from './schemas';

export { DEALS_PAGE_SIZE, DEAL_VIEWS, DEAL_STATUSES, DEAL_TYPES, DEAL_MESSAGES, viewOfStatus } from './constants';
export type { DealView, DealStatus, DealType } from './constants';

export const dealsRoutes = routes<typeof dealsSchemas>()(
  { tag: 'Deals', auth: ADMIN_ONLY },
  {
    fetch: { method: 'GET', path: '/deals/fetch/:status' },
    add: { method: 'POST', path: '/deals/add' },
    edit: { method: 'PUT', path: '/deals/edit' },
    delete: { method: 'DELETE', path: '/deals/delete' },
    push: { method: 'POST', path: '/deals/push' },
    redeemedStats: { method: 'POST', path: '/statistics/dealredeemed' },
    marketsByName: { method: 'GET', path: '/market/fetchallbyname' },
    trucksByName: { method: 'GET', path: '/truck/fetchallbyname' },
    attachmentById: { method: 'GET', path: '/truck/fetchbyid' },
  },
);
