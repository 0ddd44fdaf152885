import { queryOptions } from '@tanstack/react-query';
import { TAGS_PAGE_SIZE, tagsRoutes } from '../../../contract/tags/routes';
import { tagForms } from '../../../contract/tags/schemas';
import { callApi } from '../../lib/api-client';
import { defineResource } from '../../lib/resource';

export const tagsResource = defineResource({
  name: 'promo-tags',
  api: tagsRoutes,
  forms: tagForms,
  pageSize: TAGS_PAGE_SIZE,
});

export const tagDetailQuery = (id: string) =>
  queryOptions({
    queryKey: ['promo-tags', 'detail', id],
    queryFn: async ({ signal }) => (await callApi(tagsRoutes.fetchSpecific, { query: { id }, signal })).data,
  });
