import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { geoFetchLog, geoPointsCrud, geoSendPush } from '../../../contract/geopush';
import { callApi } from '../../lib/api-client';
import { defineResource } from '../../lib/resource';

export const geoPointsResource = defineResource({ name: 'geo-points', api: geoPointsCrud });

export const geoLogQuery = (id: string) =>
  queryOptions({
    queryKey: ['geo-points', 'log', id],
    queryFn: async ({ signal }) => (await callApi(geoFetchLog, { query: { id, page: 1, size: 100 }, signal })).data,
  });

type SendBody = { push: { name: string; message: string }; selectedpoint: string } | { pushid: string };

export function useSendGeoPush() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SendBody) => callApi(geoSendPush, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['geo-points', 'log'] }),
  });
}
