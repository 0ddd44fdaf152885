import {
  API_BASE,
  fillPath,
  type BodyIn,
  type ParamsIn,
  type QueryIn,
  type ResponseOf,
  type Route,
} from '../../contract/route';
import { codeOfStatus, ERROR_CODES, type ErrorCode } from '../../contract/errors';
import { clearSession, getSession } from './session';

/**
 * A failed call: `message` is for the user, `fields` holds the first message per field of a 403 validation answer,
 * `code` the kind of error the server named (src/contract/errors.ts; from the status when the answer names none,
 * e.g. a proxy's 502), absent when no answer came.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
  /** No answer from the server (offline, server down). */
  get isNetwork() {
    return this.status === 0;
  }
}

export const OFFLINE_MESSAGE = 'No connection to the server. Check the network and try again.';

/** What a call of route `E` sends: its path parameters, query and body as its schemas type them. */
export type Input<E extends Route> = ([ParamsIn<E>] extends [undefined]
  ? { params?: never }
  : { params: ParamsIn<E> }) &
  ([QueryIn<E>] extends [undefined] ? { query?: never } : { query: QueryIn<E> }) &
  ([BodyIn<E>] extends [undefined] ? { body?: never } : { body: BodyIn<E> }) & {
    signal?: AbortSignal;
    headers?: Record<string, string>;
  };

function toSearch(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The kind of an error answer: its `code`, or what its status says. */
export function errorCodeOf(status: number, answer: unknown): ErrorCode {
  const code = (answer as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code in ERROR_CODES ? (code as ErrorCode) : codeOfStatus(status);
}

function errorFromAnswer(status: number, answer: unknown): ApiError {
  const m = (answer as { Message?: unknown } | null)?.Message;
  const code = errorCodeOf(status, answer);
  if (Array.isArray(m)) {
    const fields: Record<string, string> = {};
    for (const e of m as { param?: string; msg?: string }[])
      if (e?.param && e.msg && !(e.param in fields)) fields[e.param] = e.msg;
    return new ApiError(status, Object.values(fields)[0] ?? 'Please check the form', fields, code);
  }
  return new ApiError(status, typeof m === 'string' ? m : `Request failed (${status})`, {}, code);
}

/** The input may be left out when nothing in it is required. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type InputArgs<E extends Route> = {} extends Input<E> ? [Input<E>?] : [Input<E>];

/** Calls one route of the contract, typed by its schemas. A 401 on a signed-in call ends the session. */
export async function callApi<E extends Route>(e: E, ...[input]: InputArgs<E>): Promise<ResponseOf<E>> {
  const { params, query, body, signal, headers } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
    headers?: Record<string, string>;
  };
  const session = getSession();
  const init: RequestInit = {
    method: e.method,
    signal,
    headers: {
      accept: 'application/json',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(session && e.auth !== 'public' ? { authorization: `Bearer ${session.token}` } : {}),
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  };
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${fillPath(e.path, params)}${toSearch(query)}`, init);
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, OFFLINE_MESSAGE);
  }
  const text = await res.text();
  let answer: unknown = null;
  try {
    answer = text ? JSON.parse(text) : null;
  } catch {
    answer = null;
  }
  if (!res.ok) {
    if (res.status === 401 && e.auth !== 'public') clearSession();
    if (res.status >= 500 && !(answer as { Message?: unknown })?.Message)
      throw new ApiError(
        res.status,
        'The server had a problem. Please try again.',
        {},
        errorCodeOf(res.status, answer),
      );
    throw errorFromAnswer(res.status, answer);
  }
  return answer as ResponseOf<E>;
}
