/** Short `app.inject` calls against the API, as a client would make them. */
import type { FastifyInstance } from 'fastify';
import { API_BASE, fillPath, type HttpMethod } from '../../src/contract/endpoint';

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
