/**
 * The schemas of a list-and-form entity, declared once: its two form bodies (`crudForms`) and the schemas of its
 * four endpoints (`crudSchemas`: list, add, edit, delete). The routes are written out in the area's route table,
 * since the spec's legacy paths are irregular.
 */
import * as z from 'zod/mini';
import { dataOf, messageAnswer, objectId, pageQuery, paged } from './common';
import type { CrudMessages } from './notices';

type Shape = z.core.$ZodShape;

/** `{ Message, data: item }`: the answer of add and edit. */
/* @__NO_SIDE_EFFECTS__ */
export function savedAnswer<I extends z.core.SomeType>(item: I) {
  return z.object({ Message: z.string(), data: item });
}

const idShape = <K extends string>(k: K) => ({ [k]: objectId }) as { [k in K]: typeof objectId };

/**
 * The create and edit forms of an entity: `fields` (plus `editFields` when editing) and, when editing, the id under
 * `idKey`. `refine` adds rules across fields (e.g. the end not before the start) to both.
 */
/* @__NO_SIDE_EFFECTS__ */
export function crudForms<F extends Shape, const K extends string, E extends Shape = Record<never, never>>(o: {
  fields: F;
  idKey: K;
  editFields?: E;
  refine?: (value: z.output<z.ZodMiniObject<F>>, ctx: z.core.$RefinementCtx) => void;
}) {
  const create = z.object(o.fields);
  // Refined objects cannot be extended, so the edit form is built first and the rules go on last, on both.
  const edit = z.extend(z.extend(create, o.editFields ?? ({} as E)), idShape(o.idKey));
  const rule = o.refine as ((value: unknown, ctx: z.core.$RefinementCtx) => void) | undefined;
  return {
    idKey: o.idKey,
    createBody: rule ? create.check(z.superRefine(rule)) : create,
    editBody: rule ? edit.check(z.superRefine(rule)) : edit,
  };
}

type PageShape = ReturnType<typeof pageQuery>['shape'];
/** The list's query and answer: paged (`{ data, meta }`) with a page size, whole (`{ data }`) without. */
type ListSchemas<I extends z.core.SomeType, Q extends Shape, P> = P extends number
  ? { query: z.ZodMiniObject<PageShape & Q>; response: ReturnType<typeof paged<I>> }
  : { query: z.ZodMiniObject<Q>; response: ReturnType<typeof dataOf<z.ZodMiniArray<I>>> };

/** What `crudForms` gives. */
interface Forms {
  idKey: string;
  createBody: z.ZodMiniType;
  editBody: z.ZodMiniType;
}

export interface CrudSchemaOptions<
  I extends z.core.SomeType,
  B extends Forms,
  Q extends Shape,
  A extends Shape | undefined,
  X extends Shape,
  D extends 'body' | 'query',
  P extends number | undefined,
> {
  /** What one item is called in the API docs: 'news item', 'beacon' … */
  noun: string;
  /** The item as listed and answered. */
  item: I;
  forms: B;
  messages: CrudMessages;
  /** The spec's page size of a paged list; none for a list answered whole (`{ data }`). */
  pageSize?: P;
  /** Largest size a client may ask for (default 1000). */
  maxPageSize?: number;
  /** Filters of the list besides page & size, e.g. `{ restaurant: objectId }`. */
  listQuery?: Q;
  /** Path parameters of the list (e.g. `{ status }` of `/deals/fetch/:status`). */
  listParams?: A;
  /** Where delete takes its id: the body (default) or the query string. */
  deleteIn?: D;
  /** More fields of delete's body or query besides the id (e.g. `{ restaurant: objectId }`). */
  deleteFields?: X;
  summaries?: Partial<Record<'fetch' | 'add' | 'edit' | 'delete', string>>;
  descriptions?: Partial<Record<'fetch' | 'add' | 'edit' | 'delete', string>>;
}

/**
 * The schemas of the four endpoints of an entity:
 * - `fetch`: `{ data, meta }` paged by `pageSize` (or `{ data }` without it), filtered by `listQuery`;
 * - `add` and `edit`: the forms' bodies → `{ Message, data: item }`;
 * - `delete`: `{ [idKey] }` in the body (or the query) → `{ Message }`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function crudSchemas<
  I extends z.core.SomeType,
  B extends Forms,
  Q extends Shape = Record<never, never>,
  A extends Shape | undefined = undefined,
  X extends Shape = Record<never, never>,
  D extends 'body' | 'query' = 'body',
  P extends number | undefined = undefined,
>(o: CrudSchemaOptions<I, B, Q, A, X, D, P>) {
  const s = o.summaries ?? {};
  const d = o.descriptions ?? {};
  const listFilters = o.listQuery ?? ({} as Q);
  const fetch = {
    summary: s.fetch ?? (o.pageSize ? `${o.noun}s, ${o.pageSize} per page` : `${o.noun}s`),
    description: d.fetch,
    ...((o.listParams ? { params: z.object(o.listParams) } : {}) as A extends Shape
      ? { params: z.ZodMiniObject<A> }
      : Record<never, never>),
    ...((o.pageSize
      ? { query: z.extend(pageQuery(o.pageSize, o.maxPageSize), listFilters), response: paged(o.item) }
      : { query: z.object(listFilters), response: dataOf(z.array(o.item)) }) as ListSchemas<I, Q, P>),
  };
  const deleteShape = z.extend(z.object(idShape(o.forms.idKey as B['idKey'])), o.deleteFields ?? ({} as X));
  const deleteInput = (o.deleteIn === 'query' ? { query: deleteShape } : { body: deleteShape }) as D extends 'query'
    ? { query: typeof deleteShape }
    : { body: typeof deleteShape };
  return {
    fetch,
    add: {
      summary: s.add ?? `Create a ${o.noun} ('${o.messages.created}')`,
      description: d.add,
      body: o.forms.createBody as B['createBody'],
      response: savedAnswer(o.item),
    },
    edit: {
      summary: s.edit ?? `Update a ${o.noun} by ${o.forms.idKey} ('${o.messages.updated}')`,
      description: d.edit,
      body: o.forms.editBody as B['editBody'],
      response: savedAnswer(o.item),
    },
    delete: {
      summary: s.delete ?? `Delete a ${o.noun} by ${o.forms.idKey} ('${o.messages.deleted}')`,
      description: d.delete,
      ...deleteInput,
      response: messageAnswer,
    },
  };
}
