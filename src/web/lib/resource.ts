/**
 * The web side of one list-and-form entity, declared once: its query keys, the list's query options,
 * and the save and remove mutations with exactly the invalidations they need.
 *
 *   export const newsResource = defineResource({ name: 'news', api: news, alsoRefreshes: [dashboardKeys.counts()] });
 *
 * The id key comes from the contract's `crudForms` (`forms`); the page size is the area's constant.
 *
 * After a save or a delete: every query under `[name]` is refetched, and each key of `alsoRefreshes` too
 * ("this change also refreshes that": a counter, a list that shows a copy of the item).
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { BodyOf, ParamsIn, QueryIn, ResponseOf, Route } from '../../contract/route';
import { callApi } from './api-client';

/** What a resource may call: a list, and any of add, edit and delete (e.g. an area's route table). */
export interface ResourceApi {
  fetch: Route;
  /** Called instead of `fetch` when the list params carry a non-empty `key` (e.g. GET /user/searchv2). */
  search?: Route;
  add?: Route;
  edit?: Route;
  delete?: Route;
  /** What a table may declare besides its routes: the id's name in edit and delete bodies, the page size of a paged list, where delete takes its id, and the two forms' schemas. */
  idKey?: string;
  pageSize?: number;
  deleteIn?: 'body' | 'query';
  createBody?: z.core.$ZodType;
  editBody?: z.core.$ZodType;
}

/** The list's path parameters (e.g. `{ status }` of `/deals/fetch/:status`), if any. */
type PathParams<E extends Route> = [ParamsIn<E>] extends [undefined] ? unknown : ParamsIn<E>;
/** The list's filters besides paging, e.g. `{ restaurant }` or `{ status }`; `page` when the list is paged. */
export type ListParams<R extends ResourceApi> = Omit<NonNullable<QueryIn<R['fetch']>>, 'size'> &
  PathParams<R['fetch']> &
  (R['search'] extends Route ? { key?: string } : unknown);
export type Saved<R extends ResourceApi> =
  (R['add'] extends Route ? BodyOf<R['add']> : never) | (R['edit'] extends Route ? BodyOf<R['edit']> : never);
type SaveAnswer<R extends ResourceApi> =
  (R['add'] extends Route ? ResponseOf<R['add']> : never) | (R['edit'] extends Route ? ResponseOf<R['edit']> : never);

interface ResourceOptions<R extends ResourceApi, K extends string> {
  /** The root of its query keys, e.g. 'news'. */
  name: string;
  api: R;
  /** The id's name in the edit and delete bodies (default: the contract's `idKey`). */
  idKey?: K;
  /** The spec's page size, sent as `size` (default: the contract's); none for a list that is not paged. */
  pageSize?: number;
  /** Where delete takes its id: the body (default) or the query string. */
  deleteIn?: 'body' | 'query';
  /** The create and edit forms' schemas (the contract's `crudForms`), which the form validates with. */
  forms?: { idKey?: string; createBody?: z.core.$ZodType; editBody?: z.core.$ZodType };
  /** Other queries a change of this entity alters, e.g. the dashboard's counters. */
  alsoRefreshes?: QueryKey[];
  /** Queries that end with a deleted item (e.g. its detail): dropped from the cache, not refetched. */
  alsoRemoves?: (id: string) => QueryKey[];
}

/** Calls an entry whose input is only known to be of its own shape (the typed `callApi` needs a concrete entry). */
const call = callApi as (
  e: Route,
  input: { params?: object; query?: object; body?: object; signal?: AbortSignal },
) => Promise<unknown>;

/** Splits list params into the path's `:name` parameters and the query string. */
function splitParams(e: Route, input: Record<string, unknown>) {
  const names = [...e.path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]);
  if (!names.length) return { query: input };
  const params = Object.fromEntries(names.map((n) => [n, input[n]]));
  const query = Object.fromEntries(Object.entries(input).filter(([k]) => !names.includes(k)));
  return { params, query };
}

type IdKeyOf<R> = R extends { idKey: infer I extends string } ? I : string;

export function defineResource<R extends ResourceApi, const K extends string = IdKeyOf<R>>(o: ResourceOptions<R, K>) {
  const idKey = (o.idKey ?? o.forms?.idKey ?? o.api.idKey ?? 'id') as K;
  const deleteIn = o.deleteIn ?? o.api.deleteIn ?? 'body';
  const forms = { createBody: o.forms?.createBody ?? o.api.createBody, editBody: o.forms?.editBody ?? o.api.editBody };
  const pageSize = o.pageSize ?? o.api.pageSize;
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
        const filters = (o.api.search && !key ? rest : params) as Record<string, unknown>;
        return call(entry, {
          ...splitParams(entry, pageSize ? { ...filters, size: pageSize } : filters),
          signal,
        }) as Promise<ResponseOf<R['fetch']>>;
      },
      placeholderData: keepPreviousData,
    });

  function useRefresh() {
    const qc = useQueryClient();
    return () =>
      Promise.all([keys.all, ...(o.alsoRefreshes ?? [])].map((queryKey) => qc.invalidateQueries({ queryKey })));
  }

  /** Adds (no id key in the input) or edits (with it). */
  function useSave() {
    const refresh = useRefresh();
    return useMutation({
      mutationFn: (input: Saved<R>) => {
        const entry = idKey in (input as object) ? o.api.edit : o.api.add;
        if (!entry) throw new Error(`${o.name}: no ${idKey in (input as object) ? 'edit' : 'add'} endpoint`);
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
        const input = { [idKey]: id };
        return call(entry, deleteIn === 'query' ? { query: input } : { body: input }) as Promise<{
          Message: string;
        }>;
      },
      onSuccess: (_answer, id) => {
        for (const queryKey of o.alsoRemoves?.(id) ?? []) qc.removeQueries({ queryKey });
        return refresh();
      },
    });
  }

  return { name: o.name, api: o.api, idKey, forms, keys, listQuery, useSave, useRemove };
}

export type Resource<R extends ResourceApi = ResourceApi, K extends string = string> = ReturnType<
  typeof defineResource<R, K>
>;
