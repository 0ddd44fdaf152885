import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PROMOS_PAGE_SIZE, promosRoutes, type PromoType } from '../../../contract/promos/routes';
import { promoForms, type PromoOrderBody } from '../../../contract/promos/schemas';
import { callApi } from '../../lib/api-client';
import { defineResource } from '../../lib/resource';

export const promosResource = defineResource({
  name: 'promos',
  api: promosRoutes,
  forms: promoForms,
  pageSize: PROMOS_PAGE_SIZE,
});

/** Active and upcoming promos of a type in their saved order (GET /promos/fetchByType, size 1000). */
export const promosByTypeQuery = (type: PromoType) =>
  queryOptions({
    queryKey: ['promos', 'type', type],
    queryFn: async ({ signal }) => {
      const [active, upcoming] = await Promise.all(
        (['active', 'upcoming'] as const).map((status) =>
          callApi(promosRoutes.fetchByType, { query: { type, status, page: 1, size: 1000 }, signal }),
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
    mutationFn: (body: PromoOrderBody) => callApi(promosRoutes.updateOrder, { body }),
    onSuccess: (_, body) => qc.invalidateQueries({ queryKey: ['promos', 'type', body.category] }),
  });
}
