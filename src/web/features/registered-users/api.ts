import { queryOptions } from '@tanstack/react-query';
import { REGISTERED_USERS_PAGE_SIZE, registeredUsersRoutes } from '../../../contract/registered-users/routes';
import { ordersRoutes } from '../../../contract/orders/routes';
import { callApi } from '../../lib/api-client';
import { dashboardKeys } from '../../lib/queries/dashboard';
import { defineResource } from '../../lib/resource';

const historyKey = (id: string) => ['registered-users', 'history', id] as const;

/** Customers (searched by email when the list has a key). Deleting one drops their history and moves the dashboard's Total Customers. */
export const registeredUserResource = defineResource({
  name: 'registered-users',
  api: registeredUsersRoutes,
  idKey: 'id',
  pageSize: REGISTERED_USERS_PAGE_SIZE,
  alsoRefreshes: [dashboardKeys.counts()],
  alsoRemoves: (id) => [historyKey(id)],
});

export const orderHistoryQuery = (id: string) =>
  queryOptions({
    queryKey: historyKey(id),
    queryFn: ({ signal }) => callApi(ordersRoutes.history, { query: { id }, signal }).then((a) => a.data),
  });
