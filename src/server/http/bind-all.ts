/**
 * Binds every endpoint of an area's route table at once, each joined with the schemas of the same name: `handlers`
 * must name a handler for each route of the table, so a missing one fails to compile.
 *
 *   bindAll(app, newsRoutes, newsSchemas, { fetch, add, edit, delete });
 */
import type { FastifyInstance } from 'fastify';
import type { EndpointDef } from '../../contract/endpoint';
import type { Route, SchemasOf } from '../../contract/route';
import { bind, type BindOptions, type Handler } from './bind';

/** One handler per route of the table, typed by that route and its schemas. */
export type Handlers<T extends Record<string, Route>> = { [K in keyof T]: Handler<T[K] & SchemasOf<T[K]>> };

export function bindAll<T extends Record<string, Route>>(
  app: FastifyInstance,
  table: T,
  schemas: { [K in keyof T]: SchemasOf<T[K]> },
  handlers: Handlers<T>,
  options: Partial<Record<keyof T, BindOptions>> = {},
) {
  for (const key of Object.keys(handlers) as (keyof T & string)[]) {
    const endpoint = { ...table[key], ...schemas[key] } as EndpointDef;
    bind(app, endpoint, handlers[key] as Handler<EndpointDef>, options[key]);
  }
}

/** The options of a table whose handlers all commit their own transactions (`BindOptions.ownTransaction`). */
export function ownTransactions<T extends Record<string, Route>>(table: T): Partial<Record<keyof T, BindOptions>> {
  return Object.fromEntries(Object.keys(table).map((key) => [key, { ownTransaction: true }])) as Partial<
    Record<keyof T, BindOptions>
  >;
}
