/**
 * The routes' search params, parsed by a small zod-like subset, to keep the first load light. Every route's
 * `validateSearch` is in the route tree, hence in the first load of every screen: zod itself would add ≈ 25 KB
 * gzip to the kitchen's JavaScript. Used as `import * as z from '…/lib/search-params'`, with zod's call shapes:
 * `z.object({ page: z.number().int().min(1).optional().catch(undefined) })`. The object is a Standard Schema, so
 * TanStack Router reads its types like zod's: `input` is what links may pass, `output` what the route reads.
 *
 * Only what search params need: strings (trim, min, max, regex), numbers (int, min), enums, optional, catch,
 * transform, and objects (pick, extend). Unknown keys are dropped, as with zod.
 */

type Result<T> = { ok: true; value: T } | { ok: false; message: string };
const ok = <T>(value: T): Result<T> => ({ ok: true, value });
const fail = (message: string): Result<never> => ({ ok: false, message });

/** One search param: I what a link may pass, O what the route reads, Opt whether the key may be left out. */
export class Field<I, O, Opt extends boolean = false> {
  declare readonly types?: { input: I; output: O; optional: Opt };
  constructor(readonly run: (value: unknown) => Result<O>) {}

  optional(): Field<I | undefined, O | undefined, true> {
    return new Field<I | undefined, O | undefined, true>((v) => (v === undefined ? ok(undefined) : this.run(v)));
  }

  /** A value that does not parse gives `fallback` instead of failing the route. */
  catch(fallback: O): Field<I, O, Opt> {
    return new Field((v) => {
      const r = this.run(v);
      return r.ok ? r : ok(fallback);
    });
  }

  transform<R>(map: (value: O) => R): Field<I, R, Opt> {
    return new Field((v) => {
      const r = this.run(v);
      return r.ok ? ok(map(r.value)) : r;
    });
  }
}

class StringField extends Field<string, string> {
  private then(step: (s: string) => Result<string>) {
    return new StringField((v) => {
      const r = this.run(v);
      return r.ok ? step(r.value) : r;
    });
  }
  trim() {
    return this.then((s) => ok(s.trim()));
  }
  min(n: number) {
    return this.then((s) => (s.length >= n ? ok(s) : fail(`at least ${n} characters`)));
  }
  max(n: number) {
    return this.then((s) => (s.length <= n ? ok(s) : fail(`at most ${n} characters`)));
  }
  regex(pattern: RegExp) {
    return this.then((s) => (pattern.test(s) ? ok(s) : fail('invalid format')));
  }
}

class NumberField extends Field<number, number> {
  private then(step: (n: number) => Result<number>) {
    return new NumberField((v) => {
      const r = this.run(v);
      return r.ok ? step(r.value) : r;
    });
  }
  int() {
    return this.then((n) => (Number.isInteger(n) ? ok(n) : fail('expected an integer')));
  }
  min(least: number) {
    return this.then((n) => (n >= least ? ok(n) : fail(`at least ${least}`)));
  }
}

export const string = () => new StringField((v) => (typeof v === 'string' ? ok(v) : fail('expected a string')));
export const number = () =>
  new NumberField((v) => (typeof v === 'number' && Number.isFinite(v) ? ok(v) : fail('expected a number')));
function enumOf<const T extends readonly [string, ...string[]]>(values: T): Field<T[number], T[number]> {
  return new Field((v) =>
    (values as readonly unknown[]).includes(v) ? ok(v as T[number]) : fail(`expected one of ${values.join(', ')}`),
  );
}
export { enumOf as enum };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field, whatever its types
type AnyField = Field<any, any, boolean>;
export type Shape = Record<string, AnyField>;
type Types<F> = NonNullable<F extends AnyField ? F['types'] : never>;
type Flat<T> = { [K in keyof T]: T[K] } & {};
type Optional<S extends Shape> = { [K in keyof S]: Types<S[K]>['optional'] extends true ? K : never }[keyof S];
type Keyed<S extends Shape, X extends 'input' | 'output'> = Flat<
  { -readonly [K in Exclude<keyof S, Optional<S>>]: Types<S[K]>[X] } & { -readonly [K in Optional<S>]?: Types<S[K]>[X] }
>;

/** The params of one route: a Standard Schema (what TanStack Router's `validateSearch` takes). */
export class ObjectSchema<S extends Shape> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: 'search-params';
    readonly validate: (
      value: unknown,
    ) => { value: Keyed<S, 'output'> } | { issues: { message: string; path: string[] }[] };
    readonly types?: { input: Keyed<S, 'input'>; output: Keyed<S, 'output'> };
  };

  constructor(readonly shape: S) {
    this['~standard'] = { version: 1, vendor: 'search-params', validate: (value) => this.validate(value) };
  }

  private validate(value: unknown): { value: Keyed<S, 'output'> } | { issues: { message: string; path: string[] }[] } {
    const source = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    const issues: { message: string; path: string[] }[] = [];
    for (const [key, field] of Object.entries(this.shape)) {
      const r = field.run(source[key]);
      if (!r.ok) issues.push({ message: r.message, path: [key] });
      else if (r.value !== undefined) out[key] = r.value;
    }
    return issues.length ? { issues } : { value: out as Keyed<S, 'output'> };
  }

  /** The parsed params; throws on a value that neither parses nor has a fallback. */
  parse(value: unknown): Keyed<S, 'output'> {
    const r = this.validate(value);
    if ('issues' in r) throw new Error(r.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    return r.value;
  }

  pick<const M extends { [K in keyof S]?: true }>(mask: M): ObjectSchema<Flat<Pick<S, Extract<keyof M, keyof S>>>> {
    const shape = Object.fromEntries(Object.entries(this.shape).filter(([k]) => k in mask));
    return new ObjectSchema(shape as Flat<Pick<S, Extract<keyof M, keyof S>>>);
  }

  extend<const E extends Shape>(more: E): ObjectSchema<Flat<Omit<S, keyof E> & E>> {
    return new ObjectSchema({ ...this.shape, ...more } as Flat<Omit<S, keyof E> & E>);
  }
}

export const object = <const S extends Shape>(shape: S) => new ObjectSchema(shape);

export type output<T> = T extends ObjectSchema<infer S> ? Keyed<S, 'output'> : Types<T>['output'];
export type { output as infer };

/** Any search schema whose parsed params are O (what a route helper shared by several routes takes). */
export interface SearchSchema<O> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => { value: O } | { issues: readonly { message: string }[] };
    readonly types?: { input: unknown; output: O };
  };
}
