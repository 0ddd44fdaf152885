import { queryOptions } from '@tanstack/react-query';
import { tagsCrud, tagsFetchSpecific, TAGS_PAGE_SIZE } from '../../../contract/tags';
import { callApi } from '../../lib/api-client';
import { defineResource } from '../../lib/resource';

export const tagsResource = defineResource({ name: 'promo-tags', api: tagsCrud, idKey: 'id', pageSize: TAGS_PAGE_SIZE });

export const tagDetailQuery = (id: string) =>
  queryOptions({
    queryKey: ['promo-tags', 'detail', id],
    queryFn: async ({ signal }) => (await callApi(tagsFetchSpecific, { query: { id }, signal })).data,
  });
