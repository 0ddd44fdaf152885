import type { z } from 'zod';
import type { Role } from './roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Where a restaurant-bound request names its restaurant. Restaurant staff may only
 * use the endpoint for their own restaurant; platform admins for any.
 */
export interface RestaurantScope {
  in: 'query' | 'body' | 'params';
  key: string;
}

/** One endpoint of the API: the single description both the server and the web use. */
export interface EndpointDef {
  method: HttpMethod;
  /** Relative to the API base path `/api`, as the spec writes it; a path parameter is written `:name` (the spec's `{name}`). */
  path: string;
  summary: string;
  tag: string;
  /** 'public' needs no token; otherwise the roles allowed. */
  auth: 'public' | readonly Role[];
  restaurantScope?: RestaurantScope;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** HTTP status of success (200 unless the design says otherwise). */
  status?: 200 | 201;
  /** Extra documentation for /api/docs. */
  description?: string;
}

export function endpoint<const E extends EndpointDef>(e: E): E {
  return e;
}

type SchemaIn<S> = S extends z.ZodType ? z.input<S> : undefined;
type SchemaOut<S> = S extends z.ZodType ? z.output<S> : undefined;

export type ParamsIn<E extends EndpointDef> = SchemaIn<E['params']>;
export type ParamsOf<E extends EndpointDef> = SchemaOut<E['params']>;
export type QueryIn<E extends EndpointDef> = SchemaIn<E['query']>;
export type BodyIn<E extends EndpointDef> = SchemaIn<E['body']>;
export type QueryOf<E extends EndpointDef> = SchemaOut<E['query']>;
export type BodyOf<E extends EndpointDef> = SchemaOut<E['body']>;
export type ResponseOf<E extends EndpointDef> = z.output<E['response']>;

export const API_BASE = '/api';

/** The concrete path of a call: `/orders/restaurant/fetch/:status` with { status: 'pending' }. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}
