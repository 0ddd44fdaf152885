/**
 * The web side of one list-and-form entity, declared once (issue 12): its query keys, the list's query options,
 * and the save and remove mutations with exactly the invalidations they need.
 *
 *   export const newsResource = defineResource({ name: 'news', api: news, idKey: 'id', pageSize: NEWS_PAGE_SIZE,
 *     alsoRefreshes: [dashboardKeys.counts()] });
 *
 * After a save or a delete: every query under `[name]` is refetched, and each key of `alsoRefreshes` too
 * ("this change also refreshes that": a counter, a list that shows a copy of the item).
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { BodyOf, EndpointDef, QueryIn, ResponseOf } from '../../contract/endpoint';
import { callApi } from './api-client';

/** What a resource may call: a list, and any of add, edit and delete (e.g. the result of the contract's `crud()`). */
export interface ResourceApi {
  fetch: EndpointDef;
  /** Called instead of `fetch` when the list params carry a non-empty `key` (e.g. GET /user/searchv2). */
  search?: EndpointDef;
  add?: EndpointDef;
  edit?: EndpointDef;
  delete?: EndpointDef;
}

/** The list's filters besides paging, e.g. `{ restaurant }` or `{ status }`; `page` when the list is paged. */
export type ListParams<R extends ResourceApi> = Omit<NonNullable<QueryIn<R['fetch']>>, 'size'> & (R['search'] extends EndpointDef ? { key?: string } : unknown);
export type Saved<R extends ResourceApi> = (R['add'] extends EndpointDef ? BodyOf<R['add']> : never) | (R['edit'] extends EndpointDef ? BodyOf<R['edit']> : never);
export type SaveAnswer<R extends ResourceApi> = (R['add'] extends EndpointDef ? ResponseOf<R['add']> : never) | (R['edit'] extends EndpointDef ? ResponseOf<R['edit']> : never);

export interface ResourceOptions<R extends ResourceApi, K extends string> {
  /** The root of its query keys, e.g. 'news'. */
  name: string;
  api: R;
  /** The id's name in the edit and delete bodies (the contract's `idKey`). */
  idKey: K;
  /** The spec's page size, sent as `size`; leave out for a list that is not paged. */
  pageSize?: number;
  /** Other queries a change of this entity alters, e.g. the dashboard's counters. */
  alsoRefreshes?: QueryKey[];
  /** Queries that end with a deleted item (e.g. its detail): dropped from the cache, not refetched. */
  alsoRemoves?: (id: string) => QueryKey[];
}

/** Calls an entry whose input is only known to be of its own shape (the typed `callApi` needs a concrete entry). */
const call = callApi as (e: EndpointDef, input: { query?: object; body?: object; signal?: AbortSignal }) => Promise<unknown>;

export function defineResource<R extends ResourceApi, const K extends string>(o: ResourceOptions<R, K>) {
  const keys = {
    all: [o.name] as const,
    lists: () => [o.name, 'list'] as const,
    list: (params: ListParams<R>) => [o.name, 'list', params] as const,
  };

  /** One page (or the whole list) with its filters; the previous page stays shown while the next one loads. */
  const listQuery = (params: ListParams<R>) =>
    queryOptions({
      queryKey: keys.list(params),
      queryFn: ({ signal }) => {
        // With a search entry, `key` picks it (and is only sent to it); otherwise the params go as they are.
        const { key, ...rest } = params as { key?: string };
        const entry = o.api.search ? (key ? o.api.search : o.api.fetch) : o.api.fetch;
        const filters = o.api.search && !key ? rest : params;
        return call(entry, { query: o.pageSize ? { ...filters, size: o.pageSize } : filters, signal }) as Promise<ResponseOf<R['fetch']>>;
      },
      placeholderData: keepPreviousData,
    });

  function useRefresh() {
    const qc = useQueryClient();
    return () => Promise.all([keys.all, ...(o.alsoRefreshes ?? [])].map((queryKey) => qc.invalidateQueries({ queryKey })));
  }

  /** Adds (no id key in the input) or edits (with it). */
  function useSave() {
    const refresh = useRefresh();
    return useMutation({
      mutationFn: (input: Saved<R>) => {
        const entry = o.idKey in (input as object) ? o.api.edit : o.api.add;
        if (!entry) throw new Error(`${o.name}: no ${o.idKey in (input as object) ? 'edit' : 'add'} endpoint`);
        return call(entry, { body: input as object }) as Promise<SaveAnswer<R>>;
      },
      onSuccess: refresh,
    });
  }

  /** Deletes by id (in the body or the query, as the contract's delete entry takes it). */
  function useRemove() {
    const qc = useQueryClient();
    const refresh = useRefresh();
    return useMutation({
      mutationFn: (id: string) => {
        const entry = o.api.delete;
        if (!entry) throw new Error(`${o.name}: no delete endpoint`);
        const input = { [o.idKey]: id };
        return call(entry, entry.body ? { body: input } : { query: input }) as Promise<{ Message: string }>;
      },
      onSuccess: (_answer, id) => {
        for (const queryKey of o.alsoRemoves?.(id) ?? []) qc.removeQueries({ queryKey });
        return refresh();
      },
    });
  }

  return { name: o.name, api: o.api, idKey: o.idKey, keys, listQuery, useSave, useRemove };
}

export type Resource<R extends ResourceApi = ResourceApi, K extends string = string> = ReturnType<typeof defineResource<R, K>>;
