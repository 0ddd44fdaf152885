import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { promos, promosFetchByType, promosUpdateOrder, type PromoType } from '../../../contract/promos';
import { callApi } from '../../lib/api-client';
import { defineResource } from '../../lib/resource';

export const promosResource = defineResource({ name: 'promos', api: promos });

/** Active and upcoming promos of a type in their saved order (GET /promos/fetchByType, size 1000). */
export const promosByTypeQuery = (type: PromoType) =>
  queryOptions({
    queryKey: ['promos', 'type', type],
    queryFn: async ({ signal }) => {
      const [active, upcoming] = await Promise.all(
        (['active', 'upcoming'] as const).map((status) =>
          callApi(promosFetchByType, { query: { type, status, page: 1, size: 1000 }, signal }),
        ),
      );
      const order = (p: (typeof active.data)[number]) =>
        type === 'heystranger' ? p.HeyStrangerOrder : p.HeyFriendsOrder;
      return { type: active.type, data: [...active.data, ...upcoming.data].sort((a, b) => order(a) - order(b)) };
    },
  });

export function useSavePromoOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { promos: string[]; category: PromoType; description: string }) =>
      callApi(promosUpdateOrder, { body }),
    onSuccess: (_, body) => qc.invalidateQueries({ queryKey: ['promos', 'type', body.category] }),
  });
}
