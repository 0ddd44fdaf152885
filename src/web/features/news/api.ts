import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { NEWS_PAGE_SIZE, newsAdd, newsDelete, newsEdit, newsFetch, type newsCreateBody, type newsEditBody } from '../../../contract/news';
import { callApi } from '../../lib/api-client';
import { dashboardKeys } from '../dashboard/api';

export const newsKeys = { all: ['news'] as const, page: (page: number) => ['news', 'page', page] as const };

export const newsQuery = (page: number) =>
  queryOptions({
    queryKey: newsKeys.page(page),
    queryFn: ({ signal }) => callApi(newsFetch, { query: { page, size: NEWS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/** After a change: the news pages and the dashboard's News Feeds counter. */
function useInvalidateNews() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: newsKeys.all }), qc.invalidateQueries({ queryKey: dashboardKeys.counts() })]);
}

export function useSaveNews() {
  const invalidate = useInvalidateNews();
  return useMutation({
    mutationFn: (input: z.output<typeof newsCreateBody> | z.output<typeof newsEditBody>) =>
      'id' in input ? callApi(newsEdit, { body: input }) : callApi(newsAdd, { body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteNews() {
  const invalidate = useInvalidateNews();
  return useMutation({ mutationFn: (id: string) => callApi(newsDelete, { body: { id } }), onSuccess: invalidate });
}
