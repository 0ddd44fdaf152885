/**
 * Broken variants of a valid request, for the malformed-input tests: bad JSON, a body that is not an object,
 * each field of the wrong type or far too long, unknown ids, junk in the query and the path.
 */
import { randomBytes } from 'node:crypto';
import type { EndpointDef } from '../../src/contract/endpoint';
import type { PlainSample } from '../api/samples';
import type { CallOptions } from './http';

export interface MalformedCase {
  label: string;
  /** The request, from a valid sample made with fresh fixtures. */
  request(sample: PlainSample): CallOptions;
  /** The exact status, where the kind of problem fixes it. */
  status?: number;
  /** The field a 403 validation answer must name. */
  param?: string;
}

type Where = 'params' | 'query' | 'body';
type Path = (string | number)[];

export const LONG_TEXT = 'x'.repeat(10_000);
const ID = /^[0-9a-f]{24}$/i;
const unknownId = () => randomBytes(12).toString('hex');

const typeOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
const WRONG: { name: string; value: unknown }[] = [
  { name: 'null', value: null },
  { name: 'a number', value: 12345 },
  { name: 'a string', value: 'text' },
  { name: 'a boolean', value: true },
  { name: 'an object', value: { nested: 1 } },
  { name: 'an array', value: ['a', 1] },
];

/** Every field of a JSON value with its path: objects' keys and arrays' first item, all the way down. */
function fields(value: unknown, path: Path = []): { path: Path; value: unknown }[] {
  const here = path.length ? [{ path, value }] : [];
  if (Array.isArray(value)) return value.length ? [...here, ...fields(value[0], [...path, 0])] : here;
  if (value && typeof value === 'object') return [...here, ...Object.entries(value).flatMap(([k, v]) => fields(v, [...path, k]))];
  return here;
}

function withField(sample: PlainSample, where: Where, path: Path, value: unknown): CallOptions {
  const copy = structuredClone(sample) as Record<Where, unknown>;
  let node = copy[where] as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  node[path[path.length - 1]] = value;
  return copy as CallOptions;
}

const param = (path: Path) => path.join('.');
const label = (where: Where, path: Path) => `${where}.${param(path)}`;

function bodyCases(body: unknown): MalformedCase[] {
  const whole = (name: string, rawBody: string, status?: number, contentType?: string): MalformedCase => ({
    label: name,
    status,
    request: (s) => ({ ...s, body: undefined, rawBody, headers: contentType ? { 'content-type': contentType } : undefined }),
  });
  const cases: MalformedCase[] = [
    whole('malformed JSON text', '{"email": "a@b.c", ', 400),
    whole('an empty body sent as JSON', '', 400),
    whole('a body that is not JSON (text/plain)', 'email=a@b.c', undefined, 'text/plain'),
    whole('a form-encoded body', 'email=a%40b.c', 415, 'application/x-www-form-urlencoded'),
    whole('a JSON array instead of an object', '[{"email": "a@b.c"}]', 403),
    whole('a JSON number instead of an object', '42', 403),
    whole('JSON null instead of an object', 'null', 403),
    whole('a JSON string instead of an object', '"text"', 403),
  ];
  return [...cases, ...fieldCases('body', body)];
}

function fieldCases(where: Where, value: unknown): MalformedCase[] {
  return fields(value).flatMap(({ path, value: v }) => [
    ...WRONG.filter((w) => typeOf(w.value) !== typeOf(v)).map((w) => ({
      label: `${label(where, path)} = ${w.name}`,
      param: param(path),
      status: 403,
      request: (s: PlainSample) => withField(s, where, path, w.value),
    })),
    ...(typeof v === 'string'
      ? [{ label: `${label(where, path)} = 10,000 characters`, param: param(path), status: 403, request: (s: PlainSample) => withField(s, where, path, LONG_TEXT) }]
      : []),
    ...(typeof v === 'string' && ID.test(v)
      ? [{ label: `${label(where, path)} = an unknown id`, request: (s: PlainSample) => withField(s, where, path, unknownId()) }]
      : []),
  ]);
}

/** Query and path values arrive as text: junk numbers, huge text, repeated keys, unknown ids. */
function textCases(where: 'query' | 'params', values: Record<string, unknown>): MalformedCase[] {
  return Object.entries(values).flatMap(([key, v]) => {
    const set = (value: unknown, name: string, expect: Partial<MalformedCase> = {}): MalformedCase => ({
      label: `${where}.${key} = ${name}`,
      ...expect,
      request: (s) => withField(s, where, [key], value),
    });
    // Numbers the sample gives as numbers (page, size); text such as a search term may be anything.
    const numeric = typeof v === 'number';
    return [
      // In the path, the router may refuse it first (414) without naming the parameter.
      set(LONG_TEXT, '10,000 characters', where === 'query' ? { status: 403, param: key } : {}),
      ...(numeric
        ? [
            set('abc', "'abc'", { status: 403, param: key }),
            set('-1', '-1', { status: 403, param: key }),
            set('1'.repeat(30), 'a 30-digit number', { status: 403, param: key }),
            ...(key === 'size' ? [set('100000', '100000', { status: 403, param: key })] : []),
          ]
        : []),
      ...(where === 'query' ? [set([String(v), String(v)], 'given twice', { status: 403, param: key })] : []),
      ...(typeof v === 'string' && ID.test(v) ? [set(unknownId(), 'an unknown id')] : []),
      // A path value names one thing (an id, a status): any other word must be refused.
      ...(where === 'params' && !ID.test(String(v)) ? [set(`no-such-${key}`, 'an unknown value')] : []),
    ];
  });
}

/** The broken variants of an endpoint's requests, made from the shape of its sample. */
export function malformedCases(e: EndpointDef, shape: PlainSample): MalformedCase[] {
  return [
    ...(e.params && shape.params ? textCases('params', shape.params) : []),
    ...(e.query && shape.query ? textCases('query', shape.query) : []),
    ...(e.body ? bodyCases(shape.body) : []),
  ];
}
