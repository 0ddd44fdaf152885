/**
 * Broken variants of a valid request, for the malformed-input tests (lean, each rule tested once):
 * - the whole-body cases (bad JSON, not an object …) and the paging cases on ONE endpoint each, since Fastify's
 *   parser and `pageQuery` are the same everywhere;
 * - one wrong type per field, and far too long text for text fields;
 * - the opening-hours sub-schema (Monday … Sunday) once, on the first endpoint that has it, for one day;
 * - unknown ids separately (`unknownIdCases`): those reach the database, so they run on PostgreSQL too.
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

/** The one wrong value a field of this type gets. */
const wrongFor = (v: unknown): { name: string; value: unknown } =>
  typeof v === 'string'
    ? { name: 'a number', value: 12345 }
    : v === null
      ? { name: 'a boolean', value: true }
      : { name: 'a string', value: 'text' };

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const isWeek = (v: unknown) =>
  !!v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).sort().join() === [...WEEK].sort().join();

/** Which shared parts already have their cases (module state: cases are listed once, in the endpoints' order). */
const covered = { wholeBody: false, paging: false, week: false };

/** Every field of a JSON value with its path: objects' keys and arrays' first item, all the way down; of a week, one day, once. */
function fields(value: unknown, path: Path = []): { path: Path; value: unknown }[] {
  const here = path.length ? [{ path, value }] : [];
  if (Array.isArray(value)) return value.length ? [...here, ...fields(value[0], [...path, 0])] : here;
  if (isWeek(value)) {
    if (covered.week) return here;
    covered.week = true;
    return [...here, ...fields((value as Record<string, unknown>).Monday, [...path, 'Monday'])];
  }
  if (value && typeof value === 'object')
    return [...here, ...Object.entries(value).flatMap(([k, v]) => fields(v, [...path, k]))];
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

function wholeBodyCases(): MalformedCase[] {
  const whole = (name: string, rawBody: string, status?: number, contentType?: string): MalformedCase => ({
    label: name,
    status,
    request: (s) => ({
      ...s,
      body: undefined,
      rawBody,
      headers: contentType ? { 'content-type': contentType } : undefined,
    }),
  });
  return [
    whole('malformed JSON text', '{"email": "a@b.c", ', 400),
    whole('an empty body sent as JSON', '', 400),
    whole('a body that is not JSON (text/plain)', 'email=a@b.c', undefined, 'text/plain'),
    whole('a form-encoded body', 'email=a%40b.c', 415, 'application/x-www-form-urlencoded'),
    whole('a JSON array instead of an object', '[{"email": "a@b.c"}]', 403),
    whole('a JSON number instead of an object', '42', 403),
    whole('JSON null instead of an object', 'null', 403),
    whole('a JSON string instead of an object', '"text"', 403),
  ];
}

function bodyCases(body: unknown): MalformedCase[] {
  const whole = covered.wholeBody ? [] : wholeBodyCases();
  covered.wholeBody = true;
  return [...whole, ...fieldCases('body', body)];
}

function fieldCases(where: Where, value: unknown): MalformedCase[] {
  return fields(value).flatMap(({ path, value: v }) => {
    const wrong = wrongFor(v);
    return [
      {
        label: `${label(where, path)} = ${wrong.name}`,
        param: param(path),
        status: 403,
        request: (s: PlainSample) => withField(s, where, path, wrong.value),
      },
      ...(typeof v === 'string' && !ID.test(v)
        ? [
            {
              label: `${label(where, path)} = 10,000 characters`,
              param: param(path),
              status: 403,
              request: (s: PlainSample) => withField(s, where, path, LONG_TEXT),
            },
          ]
        : []),
    ];
  });
}

const PAGING = ['page', 'size'];

/** Query and path values arrive as text: junk numbers, huge text, repeated keys; page & size once. */
function textCases(where: 'query' | 'params', values: Record<string, unknown>): MalformedCase[] {
  const paging = where === 'query' && PAGING.every((k) => typeof values[k] === 'number');
  const pagingHere = paging && !covered.paging;
  if (paging) covered.paging = true;
  return Object.entries(values).flatMap(([key, v]) => {
    if (PAGING.includes(key) && paging && !pagingHere) return [];
    const set = (value: unknown, name: string, expect: Partial<MalformedCase> = {}): MalformedCase => ({
      label: `${where}.${key} = ${name}`,
      ...expect,
      request: (s) => withField(s, where, [key], value),
    });
    // Numbers the sample gives as numbers (page, size); text such as a search term may be anything.
    const numeric = typeof v === 'number';
    return [
      // In the path, the router may refuse it first (414) without naming the parameter.
      ...(ID.test(String(v)) && !numeric
        ? []
        : [set(LONG_TEXT, '10,000 characters', where === 'query' ? { status: 403, param: key } : {})]),
      ...(numeric ? [set('abc', "'abc'", { status: 403, param: key })] : []),
      ...(pagingHere && PAGING.includes(key)
        ? [
            set('-1', '-1', { status: 403, param: key }),
            set('1'.repeat(30), 'a 30-digit number', { status: 403, param: key }),
            set([String(v), String(v)], 'given twice', { status: 403, param: key }),
            ...(key === 'size' ? [set('100000', '100000', { status: 403, param: key })] : []),
          ]
        : []),
      // A path value names one thing (an id, a status): any other word must be refused.
      ...(where === 'params' && !ID.test(String(v)) ? [set(`no-such-${key}`, 'an unknown value')] : []),
    ];
  });
}

/** The broken variants of an endpoint's requests, made from the shape of its sample. Call once per endpoint, in order. */
export function malformedCases(e: EndpointDef, shape: PlainSample): MalformedCase[] {
  return [
    ...(e.params && shape.params ? textCases('params', shape.params) : []),
    ...(e.query && shape.query ? textCases('query', shape.query) : []),
    ...(e.body ? bodyCases(shape.body) : []),
  ];
}

/** Every id of the request (path, query, body, nested) replaced, one at a time, by an id nobody has. */
export function unknownIdCases(shape: PlainSample): MalformedCase[] {
  const all = (value: unknown): { path: Path; value: unknown }[] => {
    const walk = (v: unknown, path: Path): { path: Path; value: unknown }[] =>
      Array.isArray(v)
        ? v.length
          ? walk(v[0], [...path, 0])
          : []
        : v && typeof v === 'object'
          ? Object.entries(v).flatMap(([k, x]) => walk(x, [...path, k]))
          : [{ path, value: v }];
    return walk(value, []).filter((f) => f.path.length > 0);
  };
  return (['params', 'query', 'body'] as const).flatMap((where) =>
    all(shape[where])
      .filter(({ value }) => typeof value === 'string' && ID.test(value))
      .map(({ path }) => ({
        label: `${label(where, path)} = an unknown id`,
        request: (s: PlainSample) => withField(s, where, path, unknownId()),
      })),
  );
}

/** A lister with its own memory of the shared parts already covered: one per suite, called once per endpoint in order. */
export function malformedCaseLister() {
  const mine = { wholeBody: false, paging: false, week: false };
  return (e: EndpointDef, shape: PlainSample) => {
    Object.assign(covered, mine);
    const cases = malformedCases(e, shape);
    Object.assign(mine, covered);
    return cases;
  };
}
