/**
 * A whole endpoint: its route (`<area>/routes.ts`, what a client calls) joined with its schemas
 * (`<area>/schemas.ts`, what the server validates and documents). The server binds joined endpoints; the web never
 * needs one.
 */
import type { EndpointKeys, EndpointSchemas, Route, SchemasOf } from './route';

export type { HttpMethod, RestaurantScope } from './route';
export type { BodyIn, BodyOf, ParamsIn, ParamsOf, QueryIn, QueryOf, ResponseOf } from './route';
export { API_BASE, fillPath } from './route';

/** One endpoint of the API, route and schemas together. */
export type EndpointDef = Route & EndpointSchemas;

/** A route with its schemas: the schemas must be the ones its table was typed with. */
export function join<R extends Route>(route: R, schemas: SchemasOf<R>): R & SchemasOf<R> {
  return { ...route, ...schemas };
}

/** A whole route table with its schemas table: every route joined with the schemas of the same name. */
export function joinAll<T extends Record<string, Route>, S extends Record<string, unknown>>(
  table: T,
  schemas: S & { [K in keyof T]: SchemasOf<T[K]> },
): { [K in keyof T]: T[K] & SchemasOf<T[K]> } {
  return Object.fromEntries(
    Object.entries(table).map(([name, route]) => [name, { ...route, ...(schemas[name] as EndpointSchemas) }]),
  ) as { [K in keyof T]: T[K] & SchemasOf<T[K]> };
}

export type { EndpointKeys };
