import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { COUPONS_PAGE_SIZE, couponsRoutes, type CouponView } from '../../../contract/coupons/routes';
import type { CouponEditBody, CouponInput } from '../../../contract/coupons/schemas';
import { callApi } from '../../lib/api-client';

const couponKeys = {
  all: ['coupons'] as const,
  list: (view: CouponView, page: number) => ['coupons', 'list', view, page] as const,
  usage: (id: string) => ['coupons', 'usage', id] as const,
};

/** GET /coupon/getallcoupon (all) or /coupon/getallcoupon/{status}, 10 a page. */
export const couponsQuery = (view: CouponView, page: number) =>
  queryOptions({
    queryKey: couponKeys.list(view, page),
    queryFn: ({ signal }) =>
      view === 'all'
        ? callApi(couponsRoutes.fetch, { query: { page, size: COUPONS_PAGE_SIZE }, signal })
        : callApi(couponsRoutes.fetchByStatus, {
            params: { status: view },
            query: { page, size: COUPONS_PAGE_SIZE },
            signal,
          }),
    placeholderData: keepPreviousData,
  });

export const couponUsageQuery = (couponid: string) =>
  queryOptions({
    queryKey: couponKeys.usage(couponid),
    queryFn: ({ signal }) => callApi(couponsRoutes.usage, { body: { couponid }, signal }),
  });

export function useSaveCoupon() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CouponInput | CouponEditBody) =>
      'couponid' in input ? callApi(couponsRoutes.edit, { body: input }) : callApi(couponsRoutes.add, { body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: couponKeys.all }),
  });
}

export function useDeleteCoupon() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (couponid: string) => callApi(couponsRoutes.delete, { body: { couponid } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: couponKeys.all }),
  });
}

/** A push changes nothing listed (Push Logs are read elsewhere). */
export function usePushCoupon() {
  return useMutation({ mutationFn: (couponid: string) => callApi(couponsRoutes.push, { body: { couponid } }) });
}
