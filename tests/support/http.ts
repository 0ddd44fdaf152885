/** Short `app.inject` calls against the API, as a client would make them. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  API_BASE,
  fillPath,
  type BodyIn,
  type HttpMethod,
  type ParamsIn,
  type QueryIn,
  type ResponseOf,
  type Route,
} from '../../src/contract/route';

/**
 * An answer's JSON, read loosely in assertions: a field that is missing fails the expectation that reads it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface CallOptions {
  /** Values of the path's `:name` parameters. */
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  /** Sent as JSON (`null` is sent as the JSON text `null`; leave it undefined for no body). */
  body?: unknown;
  /** Sent as is, instead of `body` (malformed JSON and the like). */
  rawBody?: string;
  headers?: Record<string, string>;
  /**
   * The client's address. By default every call comes from an address of its own, so that the per-IP
   * rate limits of sign-in and forgot-password only apply where a test sends several calls from one address.
   */
  ip?: string;
}

export interface CallResult {
  status: number;
  json: Json;
  headers: Record<string, unknown>;
}

export type Call = (token: string | null, method: HttpMethod, path: string, opts?: CallOptions) => Promise<CallResult>;

let lastAddress = 0;
/** 10.x.y.z, a new one each time. */
export function freshIp(): string {
  lastAddress += 1;
  return `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
}

const queryString = (query: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : String(v)]),
  );

/** `path` is relative to the API base, as in the contract (e.g. '/admin/fetch', '/orders/restaurant/fetch/:status'). */
export function caller(app: FastifyInstance): Call {
  return async (token, method, path, opts = {}) => {
    const headers: Record<string, string> = { ...(token ? { authorization: `Bearer ${token}` } : {}) };
    let payload: string | undefined;
    if (opts.rawBody !== undefined) payload = opts.rawBody;
    else if (opts.body !== undefined) payload = JSON.stringify(opts.body);
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const res = await app.inject({
      method,
      url: API_BASE + fillPath(path, opts.params),
      query: opts.query ? queryString(opts.query) : undefined,
      headers: { ...headers, ...opts.headers },
      payload,
      remoteAddress: opts.ip ?? freshIp(),
    });
    const isJson = String(res.headers['content-type'] ?? '').includes('application/json');
    return { status: res.statusCode, json: isJson ? res.json() : res.body, headers: res.headers };
  };
}

/**
 * The input of a call by contract entry: its path parameters and body as the contract takes them (required when the
 * entry has them), its query (optional: the contract's defaults fill it), and the client's headers and address.
 */
export type ApiInput<E extends Route> = ([ParamsIn<E>] extends [undefined]
  ? { params?: never }
  : { params: ParamsIn<E> }) &
  ([QueryIn<E>] extends [undefined] ? { query?: never } : { query?: Partial<NonNullable<QueryIn<E>>> }) &
  ([BodyIn<E>] extends [undefined] ? { body?: never } : { body: BodyIn<E> }) &
  Pick<CallOptions, 'headers' | 'ip'>;
/** The input may be left out when nothing in it is required. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type ApiArgs<E extends Route> = {} extends ApiInput<E> ? [ApiInput<E>?] : [ApiInput<E>];

/** Calls one contract entry (its method and the spec's path come from the entry); the answer is read loosely, for any status. */
export type ApiCall = <E extends Route>(token: string | null, e: E, ...input: ApiArgs<E>) => Promise<CallResult>;
/** Calls one contract entry expecting its success status (200, or the entry's own); answers the body typed by the contract. */
export type OkCall = <E extends Route>(token: string | null, e: E, ...input: ApiArgs<E>) => Promise<ResponseOf<E>>;

export function apiCaller(call: Call): { api: ApiCall; ok: OkCall } {
  const api: ApiCall = (token, e, ...[input]) => call(token, e.method, e.path, (input ?? {}) as CallOptions);
  const ok: OkCall = async (token, e, ...input) => {
    const res = await api(token, e, ...input);
    expect(res.status, `${e.method} ${e.path} answered ${res.status}: ${JSON.stringify(res.json)}`).toBe(
      e.status ?? 200,
    );
    return res.json as ResponseOf<typeof e>;
  };
  return { api, ok };
}
