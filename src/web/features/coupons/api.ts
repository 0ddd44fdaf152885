import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  couponAdd,
  couponDelete,
  couponEdit,
  couponFetchAll,
  couponFetchByStatus,
  couponPush,
  COUPONS_PAGE_SIZE,
  couponUsage,
  type CouponView,
  type couponCreateBody,
  type couponEditBody,
} from '../../../contract/coupons';
import type { z } from 'zod';
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
        ? callApi(couponFetchAll, { query: { page, size: COUPONS_PAGE_SIZE }, signal })
        : callApi(couponFetchByStatus, { params: { status: view }, query: { page, size: COUPONS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

export const couponUsageQuery = (couponid: string) =>
  queryOptions({
    queryKey: couponKeys.usage(couponid),
    queryFn: ({ signal }) => callApi(couponUsage, { body: { couponid }, signal }),
  });

export function useSaveCoupon() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof couponCreateBody> | z.output<typeof couponEditBody>) =>
      'couponid' in input ? callApi(couponEdit, { body: input }) : callApi(couponAdd, { body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: couponKeys.all }),
  });
}

export function useDeleteCoupon() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (couponid: string) => callApi(couponDelete, { body: { couponid } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: couponKeys.all }),
  });
}

/** A push changes nothing listed (Push Logs are read elsewhere). */
export function usePushCoupon() {
  return useMutation({ mutationFn: (couponid: string) => callApi(couponPush, { body: { couponid } }) });
}
