import { queryOptions } from '@tanstack/react-query';
import { orderDetailRoutes } from '../../../contract/order-detail/routes';
import { callApi } from '../api-client';

/** One order with its history; under ['order-detail', id] (not persisted: opened on demand). */
export const orderDetailQuery = (id: string) =>
  queryOptions({
    queryKey: ['order-detail', id] as const,
    queryFn: ({ signal }) => callApi(orderDetailRoutes.fetch, { query: { id }, signal }).then((a) => a.data),
    staleTime: 10_000,
  });
