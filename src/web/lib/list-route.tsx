/**
 * The route of a list screen, written once. A list route file is
 *
 *   export const Route = createFileRoute('/_app/news')({
 *     ...listRoute(),
 *     loader: listLoader(newsResource.listQuery),
 *     component: listPage(NewsPage),
 *   });
 *
 * `listRoute` gives the URL's search schema, the role guard (platform admins by default) and the loader's deps;
 * `listLoader` starts the list's query; `listPage` renders the page with the list's place from the URL and writes
 * its changes back. Loader and component stay written in the route file, so the router still splits them out of
 * the first load. A list with status tabs or a search box says so with `listUrl({ statuses, initial })` or
 * `listUrl({ key: true })`; a list with its own URL (deals) gives its own `ListUrl`.
 */
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { SearchSchema } from './search-params';
import type { Role } from '../../contract/roles';
import type { RouterContext } from '../router-context';
import { requireRole } from './guards';
import { listSearch, pageParam, type ListPageProps, type ListSearch } from './list-search';

/** How a list's place is written in the URL: the search schema, and the two ways between URL and list. */
export interface ListUrl<S extends ListSearch, U extends object> {
  validateSearch: SearchSchema<U>;
  toList: (url: U) => S;
  toUrl: (list: S) => Partial<U>;
}

type Statuses = readonly [string, ...string[]];
type StandardList<St extends Statuses | undefined, Key extends boolean> = { page: number } & (St extends Statuses
  ? { status: St[number] }
  : unknown) &
  (Key extends true ? { key: string } : unknown);
type StandardUrl = { page?: number; key?: string; status?: string };

/**
 * The usual list URL: `page` (1 left out), and when asked a `status` (its initial one left out) and a search `key`
 * ('' left out). Bad values fall back to the defaults.
 */
export function listUrl<const St extends Statuses | undefined = undefined, Key extends boolean = false>(
  o: { statuses?: St; initial?: NonNullable<St>[number]; key?: Key } = {},
): ListUrl<StandardList<St, Key>, StandardUrl> {
  return {
    validateSearch: (o.statuses ? listSearch({ statuses: o.statuses }) : listSearch()) as SearchSchema<StandardUrl>,
    toList: (url) =>
      ({
        page: url.page ?? 1,
        ...(o.statuses ? { status: url.status ?? o.initial } : {}),
        ...(o.key ? { key: url.key ?? '' } : {}),
      }) as StandardList<St, Key>,
    toUrl: (list) => {
      const { page, status, key } = list as ListSearch;
      return { page: pageParam(page), status: status === o.initial ? undefined : status, key: key || undefined };
    },
  };
}

const plain = listUrl();

/** The route's search schema, guard and loader deps. */
export function listRoute<S extends ListSearch, U extends object>(
  url: ListUrl<S, U> = plain as unknown as ListUrl<S, U>,
  roles: readonly Role[] = ['Admin'],
) {
  return {
    validateSearch: url.validateSearch,
    beforeLoad: () => {
      requireRole(roles);
    },
    loaderDeps: ({ search }: { search: U }) => url.toList(search),
  };
}

/** Starts the list's query for the place in the URL (e.g. `newsResource.listQuery`). */
export function listLoader<P, T, K extends QueryKey>(query: (list: P) => FetchQueryOptions<T, Error, T, K>) {
  return ({ context, deps }: { context: RouterContext; deps: P }) => context.queryClient.prefetchQuery(query(deps));
}

/** The page with the list's place from the URL; a change goes to the URL (a new search term replaces the entry). */
export function listPage<S extends ListSearch, U extends object>(
  Page: ComponentType<ListPageProps<S>>,
  url: ListUrl<S, U> = plain as unknown as ListUrl<S, U>,
) {
  return function ListRoute() {
    const search: unknown = useSearch({ strict: false });
    const list = url.toList(search as U);
    const navigate = useNavigate();
    return (
      <Page
        search={list}
        onSearch={(next) => navigate({ to: '.', search: url.toUrl(next) as never, replace: next.key !== list.key })}
      />
    );
  };
}
