import { queryOptions } from '@tanstack/react-query';
import { tagsCrud, tagsFetchSpecific } from '../../../contract/tags';
import { callApi } from '../../lib/api-client';
import { defineResource } from '../../lib/resource';

export const tagsResource = defineResource({ name: 'promo-tags', api: tagsCrud });

export const tagDetailQuery = (id: string) =>
  queryOptions({
    queryKey: ['promo-tags', 'detail', id],
    queryFn: async ({ signal }) => (await callApi(tagsFetchSpecific, { query: { id }, signal })).data,
  });
