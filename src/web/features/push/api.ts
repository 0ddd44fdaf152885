import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { PUSH_PAGE_SIZE, pushAdd, pushDelete, pushEdit, pushGetAll, pushSend, type pushCreateBody, type pushEditBody } from '../../../contract/push';
import { callApi } from '../../lib/api-client';
import { pushLogKeys } from '../push-logs/api';

export const pushKeys = { all: ['push-notifications'] as const, page: (page: number) => ['push-notifications', 'page', page] as const };

export const pushQuery = (page: number) =>
  queryOptions({
    queryKey: pushKeys.page(page),
    queryFn: ({ signal }) => callApi(pushGetAll, { query: { page, size: PUSH_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

export function useSavePush() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof pushCreateBody> | z.output<typeof pushEditBody>) =>
      'pushid' in input ? callApi(pushEdit, { body: input }) : callApi(pushAdd, { body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: pushKeys.all }),
  });
}

export function useDeletePush() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (pushid: string) => callApi(pushDelete, { body: { pushid } }), onSuccess: () => qc.invalidateQueries({ queryKey: pushKeys.all }) });
}

/** Sending writes a Push Logs entry, whatever the outcome. */
export function useSendPush() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (pushid: string) => callApi(pushSend, { body: { pushid } }), onSettled: () => qc.invalidateQueries({ queryKey: pushLogKeys.all }) });
}
