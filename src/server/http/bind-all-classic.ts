/**
 * Binds every endpoint of a resource (e.g. what `crud()` returned) at once: `handlers` must name a handler for
 * each endpoint entry of the resource, so a missing one fails to compile. Non-endpoint members (the form
 * schemas `createBody`/`editBody`) are ignored.
 */
import type { FastifyInstance } from 'fastify';
import type { EndpointDef } from '../../contract/endpoint';
import { bind, type BindOptions, type Handler } from './bind';

/** The keys of a resource that are endpoint entries. */
export type EndpointKeys<R> = { [K in keyof R]: R[K] extends EndpointDef ? K : never }[keyof R];

/** One handler per endpoint entry of the resource, typed by that entry. */
export type Handlers<R> = { [K in EndpointKeys<R>]: R[K] extends EndpointDef ? Handler<R[K]> : never };

export function bindAllClassic<R extends object>(
  app: FastifyInstance,
  resource: R,
  handlers: Handlers<R>,
  options: Partial<Record<EndpointKeys<R>, BindOptions>> = {},
) {
  for (const key of Object.keys(handlers) as EndpointKeys<R>[]) {
    const entry = resource[key] as EndpointDef;
    bind(app, entry, handlers[key] as Handler<EndpointDef>, options[key]);
  }
}
