/**
 * The fetch/add/edit/delete entries of one entity, declared once.
 *
 * `crud({...})` returns four ordinary `endpoint()` entries, so the binding, the samples, the role matrix and
 * `callApi` treat them like any other. Paths stay written out: the spec's legacy names are irregular.
 * An entity without the full set (or with extra calls) uses the single builders below, or plain `endpoint()`.
 */
import { z } from 'zod';
import { dataOf, messageAnswer, objectId, pageQuery, paged } from './common-classic';
import { endpoint, type RestaurantScope } from './endpoint';
import type { Role } from './roles';

type Shape = z.ZodRawShape;
type Obj<S extends Shape> = z.ZodObject<S>;

/** What every crud entry has in common. */
interface Common {
  tag: string;
  auth: readonly Role[];
  restaurantScope?: RestaurantScope;
}

const base = (o: Common & { summary: string }) => ({
  tag: o.tag,
  summary: o.summary,
  auth: o.auth,
  ...(o.restaurantScope ? { restaurantScope: o.restaurantScope } : {}),
});

/** Longer API docs, when an entry has them. */
const described = (description: string | undefined) => (description ? { description } : {});

/** `{ Message, data: item }`: the answer of add and edit. */
export const savedAnswer = <I extends z.ZodType>(item: I) => z.object({ Message: z.string(), data: item });

type ListQuery<Q extends Shape> = Obj<ReturnType<typeof pageQuery>['shape'] & Q>;

/** `GET` of a paged list: `{ data, meta }`; `query` adds filters (e.g. `restaurant`) to page & size, `params` path parameters. */
export function listEndpoint<
  const P extends string,
  I extends z.ZodType,
  Q extends Shape = Record<never, never>,
  A extends Shape | undefined = undefined,
>(
  o: Common & {
    path: P;
    item: I;
    pageSize: number;
    /** Largest size a client may ask for (default 1000). */
    maxPageSize?: number;
    query?: Q;
    /** The path's `:name` parameters (e.g. `{ status }` of `/deals/fetch/:status`). */
    params?: A;
    summary: string;
    description?: string;
  },
) {
  const query = pageQuery(o.pageSize, o.maxPageSize).extend(o.query ?? ({} as Q)) as ListQuery<Q>;
  const params = (o.params ? z.object(o.params) : undefined) as A extends Shape ? Obj<A> : undefined;
  const more = { ...(o.params ? { params } : {}), ...(o.description ? { description: o.description } : {}) } as {
    params: typeof params;
    description?: string;
  };
  return endpoint({ method: 'GET', path: o.path, ...base(o), ...more, query, response: paged(o.item) });
}

/** `GET` of a whole list, not paged: `{ data: [...] }` (e.g. `GET /tips/fetch?restaurant`). */
export function listAllEndpoint<const P extends string, I extends z.ZodType, Q extends Shape = Record<never, never>>(
  o: Common & {
    path: P;
    item: I;
    query?: Q;
    summary: string;
    description?: string;
  },
) {
  const query = z.object(o.query ?? ({} as Q));
  return endpoint({
    method: 'GET',
    path: o.path,
    ...base(o),
    ...described(o.description),
    query,
    response: dataOf(z.array(o.item)),
  });
}

type SaveOptions<P, I, B> = Common & { path: P; item: I; body: B; summary: string; description?: string };

/** `POST` of a new item: body → `{ Message, data: item }`. */
export function addEndpoint<const P extends string, I extends z.ZodType, B extends z.ZodType>(o: SaveOptions<P, I, B>) {
  return endpoint({
    method: 'POST',
    path: o.path,
    ...base(o),
    ...described(o.description),
    body: o.body,
    response: savedAnswer(o.item),
  });
}

/** `PUT` of a changed item: body (with its id key) → `{ Message, data: item }`. */
export function editEndpoint<const P extends string, I extends z.ZodType, B extends z.ZodType>(
  o: SaveOptions<P, I, B>,
) {
  return endpoint({
    method: 'PUT',
    path: o.path,
    ...base(o),
    ...described(o.description),
    body: o.body,
    response: savedAnswer(o.item),
  });
}

/** `DELETE` by id, the id in the body (the spec's usual way): `{ [idKey]: id }` → `{ Message }`. */
export function deleteEndpoint<const P extends string, K extends string, X extends Shape = Record<never, never>>(
  o: Common & { path: P; idKey: K; extra?: X; summary: string; description?: string },
) {
  const body = z.object({ [o.idKey]: objectId } as { [k in K]: typeof objectId }).extend(o.extra ?? ({} as X));
  return endpoint({
    method: 'DELETE',
    path: o.path,
    ...base(o),
    ...described(o.description),
    body,
    response: messageAnswer,
  });
}

/** `DELETE` by id, the id in the query string (`DELETE /x/delete?id=…`). */
export function deleteByQueryEndpoint<const P extends string, K extends string, X extends Shape = Record<never, never>>(
  o: Common & { path: P; idKey: K; extra?: X; summary: string; description?: string },
) {
  const query = z.object({ [o.idKey]: objectId } as { [k in K]: typeof objectId }).extend(o.extra ?? ({} as X));
  return endpoint({
    method: 'DELETE',
    path: o.path,
    ...base(o),
    ...described(o.description),
    query,
    response: messageAnswer,
  });
}

/** The notices of one entity (the spec's words); more keys may follow (notFound, …). */
export interface CrudMessages {
  created: string;
  updated: string;
  deleted: string;
}

/**
 * The spec's words of an entity, its notices all worded alike: `crudNotices('news', 'No news yet')` → 'Successfully
 * created news!', 'Successfully updated news!', 'Successfully deleted news!', 'News not found', and the empty list's text.
 */
export const crudNotices = <const N extends string, const E extends string>(noun: N, empty: E) => ({
  created: `Successfully created ${noun}!` as const,
  updated: `Successfully updated ${noun}!` as const,
  deleted: `Successfully deleted ${noun}!` as const,
  notFound: `${noun.charAt(0).toUpperCase()}${noun.slice(1)} not found` as `${Capitalize<N>} not found`,
  empty,
});

/** How the list is answered: paged `{ data, meta }` (the default), or the whole list `{ data }`. */
export type ListKind = 'paged' | 'all';
/** Where delete takes its id: the body (the default) or the query string. */
export type IdIn = 'body' | 'query';

type Entry = 'fetch' | 'add' | 'edit' | 'delete';

export interface CrudOptions<
  I extends z.ZodType,
  F extends Shape,
  K extends string,
  E extends Shape,
  Q extends Shape,
  L extends ListKind,
  D extends IdIn,
  X extends Shape,
  A extends Shape | undefined = undefined,
> extends Common {
  /** The item as listed and answered, e.g. `newsItem`. */
  item: I;
  /** The create form's fields; the edit body is these plus `{ [idKey]: objectId }` (plus `editFields`). */
  fields: F;
  /** The id's name in edit and delete bodies: 'id', 'pushid', 'adminid' … */
  idKey: K;
  /** Fields that differ when editing (e.g. a password that may stay empty). */
  editFields?: E;
  /** 'all' answers the whole list as `{ data }` (no page & size); default 'paged'. */
  list?: L;
  /** The spec's page size of a paged list (ignored for list 'all'). */
  pageSize: number;
  maxPageSize?: number;
  /** Filters of the list besides page & size, e.g. `{ restaurant: objectId }`. */
  listQuery?: Q;
  /** Path parameters of a paged list (e.g. `{ status }` of `/deals/fetch/:status`). */
  listParams?: A;
  /** Rules across fields, checked on both forms (e.g. the end date not before the start date). */
  refine?: (value: z.output<Obj<F>>, ctx: z.RefinementCtx) => void;
  /** 'query' takes delete's id from the query string; default 'body'. */
  deleteIn?: D;
  /** More fields of delete's body/query besides the id (e.g. `{ restaurant: objectId }` for a scoped delete). */
  deleteFields?: X;
  /** Per-entry restaurant scope, overriding `restaurantScope` (null: none for that entry). */
  scopes?: Partial<Record<Entry, RestaurantScope | null>>;
  /** Per-entry roles, overriding `auth` (e.g. every staff member reads, only admins change). */
  roles?: Partial<Record<Entry, readonly Role[]>>;
  messages: CrudMessages;
  /** The spec's paths, written out. */
  paths: { fetch: string; add: string; edit: string; delete: string };
  /** What one item is called in the API docs: 'news item', 'beacon' … */
  noun: string;
  /** API docs per entry; the defaults name the list and the spec's notices. */
  summaries?: Partial<Record<Entry, string>>;
  /** Longer API docs per entry. */
  descriptions?: Partial<Record<Entry, string>>;
}

const idShape = <K extends string>(k: K) => ({ [k]: objectId }) as { [k in K]: typeof objectId };

/**
 * The four entries of a plain CRUD entity, plus its form schemas:
 * - `fetch`: GET, `{ data, meta }` paged by `pageSize` (or `{ data }` with `list: 'all'`), filters from `listQuery`
 * - `add`: POST `fields` → `{ Message, data: item }`
 * - `edit`: PUT `fields` + `editFields` + `{ [idKey] }` → `{ Message, data: item }`
 * - `delete`: DELETE `{ [idKey] }` in the body (or the query with `deleteIn: 'query'`) → `{ Message }`
 * - `createBody`, `editBody`: the zod objects of the two forms (with `refine`'s rules);
 * - `idKey`, `pageSize`: what the web's `defineResource` reads (pageSize undefined for list 'all').
 */
export function crud<
  I extends z.ZodType,
  F extends Shape,
  const K extends string,
  E extends Shape = Record<never, never>,
  Q extends Shape = Record<never, never>,
  L extends ListKind = 'paged',
  D extends IdIn = 'body',
  X extends Shape = Record<never, never>,
  A extends Shape | undefined = undefined,
>(o: CrudOptions<I, F, K, E, Q, L, D, X, A>) {
  const scoped = (entry: Entry): Common => {
    const scope = o.scopes?.[entry] === undefined ? o.restaurantScope : o.scopes[entry];
    return { tag: o.tag, auth: o.roles?.[entry] ?? o.auth, ...(scope ? { restaurantScope: scope } : {}) };
  };
  const fields = z.object(o.fields);
  const edited = fields.extend(o.editFields ?? ({} as E)).extend(idShape(o.idKey));
  // zod refuses to extend a refined object, so the rules go on last, on both forms.
  const createBody = o.refine ? fields.superRefine(o.refine) : fields;
  const editBody = o.refine
    ? edited.superRefine(o.refine as (v: z.output<typeof edited>, ctx: z.RefinementCtx) => void)
    : edited;
  const s = o.summaries ?? {};
  const d = o.descriptions ?? {};
  const listSummary = s.fetch ?? (o.list === 'all' ? o.tag : `${o.tag}, ${o.pageSize} per page`);
  const list = {
    ...scoped('fetch'),
    path: o.paths.fetch,
    item: o.item,
    query: o.listQuery,
    summary: listSummary,
    description: d.fetch,
  };
  const del = {
    ...scoped('delete'),
    path: o.paths.delete,
    idKey: o.idKey,
    extra: o.deleteFields,
    summary: s.delete ?? `Delete a ${o.noun} by ${o.idKey} ('${o.messages.deleted}')`,
    description: d.delete,
  };
  const paged = { ...list, pageSize: o.pageSize, maxPageSize: o.maxPageSize, params: o.listParams };
  return {
    idKey: o.idKey,
    pageSize: (o.list === 'all' ? undefined : o.pageSize) as L extends 'all' ? undefined : number,
    deleteIn: (o.deleteIn ?? 'body') as D,
    createBody,
    editBody,
    fetch: (o.list === 'all' ? listAllEndpoint(list) : listEndpoint(paged)) as L extends 'all'
      ? ReturnType<typeof listAllEndpoint<string, I, Q>>
      : ReturnType<typeof listEndpoint<string, I, Q, A>>,
    add: addEndpoint({
      ...scoped('add'),
      path: o.paths.add,
      item: o.item,
      body: createBody,
      summary: s.add ?? `Create a ${o.noun} ('${o.messages.created}')`,
      description: d.add,
    }),
    edit: editEndpoint({
      ...scoped('edit'),
      path: o.paths.edit,
      item: o.item,
      body: editBody,
      summary: s.edit ?? `Update a ${o.noun} by ${o.idKey} ('${o.messages.updated}')`,
      description: d.edit,
    }),
    delete: (o.deleteIn === 'query' ? deleteByQueryEndpoint(del) : deleteEndpoint(del)) as D extends 'query'
      ? ReturnType<typeof deleteByQueryEndpoint<string, K, X>>
      : ReturnType<typeof deleteEndpoint<string, K, X>>,
  };
}
