/**
 * Orders: the lists and counts of the order screens, the staff's actions on an order (the state machine), and the
 * customer apps' placement. Three tables, since each is its own group in the API docs.
 */
import { ADMIN_ONLY, ALL_ROLES } from '../roles';
import { IN_BODY, IN_QUERY, routes } from '../route';
import type { orderActionSchemas, orderBatchSchemas, ordersSchemas, placementSchemas } from './schemas';

export const ordersRoutes = routes<typeof ordersSchemas>()(
  { tag: 'Orders', auth: ALL_ROLES },
  {
    restaurant: { method: 'GET', path: '/restaurant/fetchwithordersspecific', restaurantScope: IN_QUERY },
    restaurants: { method: 'GET', path: '/restaurant/fetchwithorders' },
    searchEverywhere: { method: 'GET', path: '/restaurants/searchviaorder' },
    count: { method: 'GET', path: '/orders/restaurant/count', restaurantScope: IN_QUERY },
    fetch: { method: 'GET', path: '/orders/restaurant/fetch/:status', restaurantScope: IN_QUERY },
    search: { method: 'GET', path: '/orders/restaurant/searchorder', restaurantScope: IN_QUERY },
    recent: { method: 'GET', path: '/orders/recent' },
    history: { method: 'GET', path: '/user/orderHistory', auth: ADMIN_ONLY },
  },
);

/** The staff's actions, named as the state machine names them (`ORDER_ACTIONS`), and completing every confirmed order. */
export const orderActionRoutes = routes<typeof orderActionSchemas>()(
  { tag: 'Order actions', auth: ALL_ROLES },
  {
    accept: { method: 'PUT', path: '/orders/restaurant/acceptorder' },
    longwait: { method: 'PUT', path: '/orders/restaurant/acceptorder/longwait' },
    complete: { method: 'PUT', path: '/orders/restaurant/completeorder' },
    decline: { method: 'PUT', path: '/orders/restaurant/cancelorder' },
    refund: { method: 'PUT', path: '/orders/restaurant/refund', permission: 'refund' },
    completeAll: { method: 'POST', path: '/orders/restaurant/completeall', restaurantScope: IN_BODY },
    stationDone: { method: 'PUT', path: '/orders/restaurant/station-done' },
    lineDone: { method: 'PUT', path: '/orders/restaurant/line-done' },
    lineCancel: { method: 'PUT', path: '/orders/restaurant/line-cancel', permission: 'refund' },
    recall: { method: 'PUT', path: '/orders/restaurant/recall' },
  },
);

/**
 * The offline queue's call: several order actions applied in order in one request (each as its single call above
 * would be), a table of its own so that it is not one of the actions a queue entry may hold.
 */
export const orderBatchRoutes = routes<typeof orderBatchSchemas>()(
  { tag: 'Order actions', auth: ALL_ROLES },
  { batch: { method: 'POST', path: '/orders/restaurant/actions' } },
);

export const placementRoutes = routes<typeof placementSchemas>()(
  { tag: 'Customer apps', auth: 'public' },
  {
    place: { method: 'POST', path: '/mobile/order/place', status: 201 },
  },
);
