import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { GEO_PAGE_SIZE, geopushRoutes } from '../../../contract/geopush/routes';
import { geoPointForms } from '../../../contract/geopush/schemas';
import { callApi } from '../../lib/api-client';
import { defineResource } from '../../lib/resource';

export const geoPointsResource = defineResource({
  name: 'geo-points',
  api: geopushRoutes,
  forms: geoPointForms,
  pageSize: GEO_PAGE_SIZE,
});

export const geoLogQuery = (id: string) =>
  queryOptions({
    queryKey: ['geo-points', 'log', id],
    queryFn: async ({ signal }) =>
      (await callApi(geopushRoutes.fetchLog, { query: { id, page: 1, size: 100 }, signal })).data,
  });

type SendBody = { push: { name: string; message: string }; selectedpoint: string } | { pushid: string };

export function useSendGeoPush() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SendBody) => callApi(geopushRoutes.send, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['geo-points', 'log'] }),
  });
}
