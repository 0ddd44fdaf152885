/**
 * The route half of the contract: what a client needs to call an endpoint, as plain data. The web imports route
 * tables; the schemas of each endpoint live beside its table (`<area>/schemas.ts`) and reach the route only as types,
 * so a route carries no validation code into the browser.
 *
 *   import type { newsSchemas } from './schemas';
 *   export const newsRoutes = routes<typeof newsSchemas>()({ tag: 'News', auth: ADMIN_ONLY }, {
 *     fetch: { method: 'GET', path: '/newsandevents/fetch' },
 *     add: { method: 'POST', path: '/news/add' },
 *   });
 *
 * The server joins each route with its schemas when it binds the handler (`bind`, `bindAll` in src/server/http).
 */
import type { $ZodType, input, output } from 'zod/v4/core';
import type { Role, StaffPermission } from './roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Where a restaurant-bound request names its restaurant. Restaurant staff may only use the endpoint for their own
 * restaurant; platform admins for any.
 */
export interface RestaurantScope {
  in: 'query' | 'body' | 'params';
  key: string;
}

/** Where a restaurant-bound call names its restaurant: in the query or the body, as `restaurant`. */
export const IN_QUERY = { in: 'query', key: 'restaurant' } as const satisfies RestaurantScope;
export const IN_BODY = { in: 'body', key: 'restaurant' } as const satisfies RestaurantScope;

/** Who may call: 'public' needs no token; otherwise the roles allowed. */
export type Auth = 'public' | readonly Role[];

/** One endpoint as a client calls it. */
export interface Route {
  method: HttpMethod;
  /** Relative to `API_BASE`, as the spec writes it; a path parameter is written `:name` (the spec's `{name}`). */
  path: string;
  auth: Auth;
  restaurantScope?: RestaurantScope;
  /** What a RestaurantUser also needs from their restaurant's staff permissions (other roles always pass). */
  permission?: StaffPermission;
  /** The area it belongs to, in the API docs. */
  tag: string;
  /** HTTP status of success (200 unless said otherwise). */
  status?: 200 | 201;
}

/** The schemas and docs of one endpoint (the other half, in `<area>/schemas.ts`). */
export interface EndpointSchemas {
  summary: string;
  /** Longer documentation for /api/docs. */
  description?: string;
  params?: $ZodType;
  query?: $ZodType;
  body?: $ZodType;
  response: $ZodType;
}

declare const schemasOf: unique symbol;
/** A route that knows its schemas' types (never their values: the key is a type-only symbol). */
export type TypedRoute<R extends Route, S extends EndpointSchemas> = R & { readonly [schemasOf]?: S };

/** The schemas' types of a typed route. */
export type SchemasOf<R> = R extends { readonly [schemasOf]?: infer S extends EndpointSchemas } ? S : never;

/** What one entry of a route table says; `auth`, `restaurantScope` and `permission` when they differ from the table's defaults. */
export interface RouteEntry {
  method: HttpMethod;
  path: string;
  status?: 200 | 201;
  auth?: Auth;
  restaurantScope?: RestaurantScope;
  permission?: StaffPermission;
}

/** What a table's routes share. */
export interface RouteDefaults {
  tag: string;
  auth: Auth;
  restaurantScope?: RestaurantScope;
  permission?: StaffPermission;
}

type Merged<D, E> = Omit<D, keyof E> & E;

/**
 * A route table typed by its schemas table: one entry per endpoint schema (a missing or extra one does not compile).
 * The call is curried so that the schemas' type is given and the entries' literal types are kept.
 */
export function routes<S extends Record<string, unknown>>() {
  return <const D extends RouteDefaults, const T extends { [K in EndpointKeys<S>]: RouteEntry }>(
    defaults: D,
    table: T,
  ) =>
    Object.fromEntries(
      Object.entries<RouteEntry>(table).map(([name, entry]) => [name, { ...defaults, ...entry }]),
    ) as unknown as {
      [K in keyof T]: TypedRoute<Merged<D, T[K]> & Route, K extends keyof S ? Extract<S[K], EndpointSchemas> : never>;
    };
}

/** The keys of a schemas table that describe an endpoint (a table may also hold form schemas and constants). */
export type EndpointKeys<S> = { [K in keyof S]: S[K] extends EndpointSchemas ? K : never }[keyof S] & string;

export const API_BASE = '/api';

/** The concrete path of a call: `/orders/restaurant/fetch/:status` with { status: 'pending' }. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}

type In<S> = S extends $ZodType ? input<S> : undefined;
type Out<S> = S extends $ZodType ? output<S> : undefined;

/** The schemas of a typed route (or the schemas themselves), and one of its parts. */
type Schemas<R> = R extends EndpointSchemas ? R : SchemasOf<R>;
type Part<R, K extends 'params' | 'query' | 'body' | 'response'> =
  Schemas<R> extends { [P in K]?: infer S } ? S : undefined;

/** What a client sends and receives. */
export type ParamsIn<R> = In<Part<R, 'params'>>;
export type QueryIn<R> = In<Part<R, 'query'>>;
export type BodyIn<R> = In<Part<R, 'body'>>;
export type ResponseOf<R> = Out<Part<R, 'response'>>;
/** What the server reads after validation (defaults applied, text trimmed). */
export type ParamsOf<R> = Out<Part<R, 'params'>>;
export type QueryOf<R> = Out<Part<R, 'query'>>;
export type BodyOf<R> = Out<Part<R, 'body'>>;
