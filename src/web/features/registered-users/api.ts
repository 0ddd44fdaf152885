import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { orderHistory } from '../../../contract/orders';
import { REGISTERED_USERS_PAGE_SIZE, userDelete, userFetch, userSearchV2 } from '../../../contract/registered-users';
import { callApi } from '../../lib/api-client';
import { dashboardKeys } from '../dashboard/api';

export const registeredUserKeys = {
  all: ['registered-users'] as const,
  lists: () => ['registered-users', 'list'] as const,
  list: (key: string, page: number) => ['registered-users', 'list', key, page] as const,
  history: (id: string) => ['registered-users', 'history', id] as const,
};

/** One page of customers: all of them, or those whose email contains `key`. */
export const registeredUsersQuery = (key: string, page: number) =>
  queryOptions({
    queryKey: registeredUserKeys.list(key, page),
    queryFn: ({ signal }) =>
      key
        ? callApi(userSearchV2, { query: { key, page, size: REGISTERED_USERS_PAGE_SIZE }, signal })
        : callApi(userFetch, { query: { page, size: REGISTERED_USERS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

export const orderHistoryQuery = (id: string) =>
  queryOptions({ queryKey: registeredUserKeys.history(id), queryFn: ({ signal }) => callApi(orderHistory, { query: { id }, signal }).then((a) => a.data) });

/** Deleting a customer changes the lists, their history and the dashboard's Total Customers. */
export function useDeleteRegisteredUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(userDelete, { body: { id } }),
    onSuccess: (_answer, id) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: registeredUserKeys.lists() }),
        qc.removeQueries({ queryKey: registeredUserKeys.history(id) }),
        qc.invalidateQueries({ queryKey: dashboardKeys.counts() }),
      ]),
  });
}
