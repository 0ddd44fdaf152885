/**
 * The search params of every list route: `page` (1 is left out of the URL), an optional search `key`,
 * and, for lists with status tabs, an optional `status`. Bad values fall back to the default instead of failing.
 */
import * as z from './search-params';

const page = z.number().int().min(1).optional().catch(undefined);
const key = z.string().trim().max(254).optional().catch(undefined);

type Base = { page: typeof page; key: typeof key };
type WithStatus<S extends readonly [string, ...string[]]> = Base & {
  status: z.Field<S[number] | undefined, S[number] | undefined, true>;
};

export function listSearch(): z.ObjectSchema<Base>;
export function listSearch<const S extends readonly [string, ...string[]]>(o: {
  statuses: S;
}): z.ObjectSchema<WithStatus<S>>;
export function listSearch(o?: { statuses: readonly [string, ...string[]] }) {
  return o ? z.object({ page, key, status: z.enum(o.statuses).optional().catch(undefined) }) : z.object({ page, key });
}

/** The URL's page value for a page number: page 1 is the default and stays out of the URL. */
export const pageParam = (p: number) => (p > 1 ? p : undefined);

/** Where a list is, as its page sees it: the page (1 when the URL has none), and its status and search key when it has them. */
export interface ListSearch {
  page: number;
  status?: string;
  key?: string;
}

/** What a list page gets from its route: where the list is, and how to go elsewhere (the route writes it to the URL). */
export interface ListPageProps<S extends ListSearch = { page: number }> {
  search: S;
  onSearch: (next: S) => void;
}
