/**
 * Bad text in every text field of every endpoint's sample: a NUL character and a lone surrogate (half of an emoji's
 * pair), each added to the field's valid value. Either is refused as a 403 naming the field, before anything is
 * written; neither may ever reach the database (PostgreSQL refuses NUL, and a lone surrogate breaks the system log).
 * Path values and query values arrive in the URL, which carries UTF-8 only: a lone surrogate cannot be sent there
 * (the client cannot encode it, and a server decodes broken UTF-8 as U+FFFD), so they get the NUL only.
 */
import type { EndpointDef } from '../../src/contract/endpoint';
import type { PlainSample } from '../api/samples';
import type { MalformedCase } from './malformed';

type Where = 'params' | 'query' | 'body';
type Path = (string | number)[];

const ID = /^[0-9a-f]{24}$/i;
const NUL = { name: 'a NUL character', char: '\u0000' };
const LONE_SURROGATE = { name: 'a lone surrogate', char: '\ud800' };

/** Every text of a JSON value with its path, all the way down (an array's first item stands for all). */
function texts(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return path.length ? [path] : [];
  if (Array.isArray(value)) return value.length ? texts(value[0], [...path, 0]) : [];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => texts(v, [...path, k]));
  return [];
}

function at(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, step) => (node as Record<string | number, unknown>)[step], value);
}

function withText(sample: PlainSample, where: Where, path: Path, char: string): PlainSample {
  const copy = structuredClone(sample) as Record<Where, unknown>;
  const parent = at(copy[where], path.slice(0, -1)) as Record<string | number, unknown>;
  const key = path[path.length - 1];
  parent[key] = `${String(parent[key])}${char}`;
  return copy as PlainSample;
}

/**
 * The bad-text requests of one endpoint, made from the shape of its sample. Ids are left out: any character but a
 * hex digit already fails them (malformed-input and unknown-ids tests), and they are many.
 */
export function badTextCases(e: EndpointDef, shape: PlainSample): MalformedCase[] {
  const where: Where[] = ['params', 'query', 'body'];
  return where.flatMap((w) => {
    if (!e[w]) return [];
    const chars = w === 'body' ? [NUL, LONE_SURROGATE] : [NUL];
    return texts(shape[w])
      .filter((path) => !ID.test(String(at(shape[w], path))))
      .flatMap((path) =>
        chars.map((c): MalformedCase => ({
          label: `${w}.${path.join('.')} + ${c.name}`,
          // A path value the router cannot match may be a 404 or 400 without a field: any 4xx, nothing written.
          ...(w === 'params' ? {} : { status: 403, param: path.join('.') }),
          request: (s) => withText(s, w, path, c.char),
        })),
      );
  });
}
