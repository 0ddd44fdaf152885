/**
 * The two query shapes the screens repeat, typed by the contract entry they call: the `data` of one GET (a
 * restaurant's tips, its menu settings …), and one page of a list that keeps the page before on screen while the
 * next one loads.
 */
import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { QueryIn, ResponseOf, Route } from '../../contract/route';
import { callApi } from './api-client';

type DataOf<E extends Route> = ResponseOf<E> extends { data: infer D } ? D : never;

/** Calls an entry whose input is only known to be of its own shape (the typed `callApi` needs a concrete entry). */
const call = callApi as <E extends Route>(
  e: E,
  input: { query?: QueryIn<E>; signal?: AbortSignal },
) => Promise<ResponseOf<E>>;

/** The `data` of one GET, cached under `queryKey`. */
export const dataQuery = <E extends Route, const K extends QueryKey>(queryKey: K, e: E, query?: QueryIn<E>) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => call(e, { query, signal }).then((a) => (a as { data: DataOf<E> }).data),
  });

/** One page of a list, cached under `queryKey`; the page before stays shown while the next one loads. */
export const pageQuery = <E extends Route, const K extends QueryKey>(queryKey: K, e: E, query: QueryIn<E>) =>
  queryOptions({ queryKey, queryFn: ({ signal }) => call(e, { query, signal }), placeholderData: keepPreviousData });
