/**
 * Vite plugin that keeps the first load light: the contract's zod schemas stay out of the browser's bundle, except where a
 * screen really uses one (a form that validates with the contract's schema).
 *
 * src/contract describes every endpoint with zod schemas: the server validates with them, the web only reads each
 * endpoint's method, path and roles (`callApi`) and the plain constants (statuses, messages). In a client build:
 *
 * 1. A web module that imports a contract module gets a generated stand-in instead. The contract module is run once
 *    in Node (tsx) at build time; in the stand-in every endpoint becomes `{ method, path, auth }`, every value that is
 *    plain data (strings, numbers, arrays, objects of them, endpoints inside) is written out as a literal (one small
 *    module per export, so that a chunk holds only the constants its screens use), and the rest (zod schemas,
 *    functions) is re-exported from the real module.
 * 2. The real contract modules are marked free of side effects, and their top-level calls pure: a module that only
 *    lends a function (`canDo`) to the web brings that function, not the schemas declared next to it. (The contract's
 *    top level is declarations only; nothing there registers or changes anything when it runs.)
 *
 * Types are untouched (TypeScript reads the real modules). The dev server and the tests use the real modules.
 * A web module must therefore not read an endpoint's schemas (`someEndpoint.body.parse`, which lint forbids): import the
 * schema itself. A function the web's first load uses belongs in a contract module without zod (as dates.ts): a
 * module's code goes to one chunk, with the schemas that other screens use.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { register, type NamespacedUnregister } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const STAND_IN = '\0contract-stand-in:';
const VALUE = '\0contract-value:';
const ENDPOINT_KEYS = ['method', 'path', 'auth'] as const;

const isZod = (v: object) => '_zod' in v || '~standard' in v;
const isEndpoint = (v: Record<string, unknown>) =>
  typeof v.method === 'string' &&
  typeof v.path === 'string' &&
  !!v.response &&
  typeof v.response === 'object' &&
  isZod(v.response);

/** `v` written as a JavaScript literal, or null when it is not plain data (a schema, a function, a class instance). */
export function literal(v: unknown): string | null {
  if (v === undefined) return 'undefined';
  if (v === null || typeof v === 'boolean' || typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'number') return Number.isFinite(v) ? JSON.stringify(v) : null;
  if (Array.isArray(v)) {
    const items = v.map(literal);
    return items.includes(null) ? null : `[${items.join(',')}]`;
  }
  if (typeof v !== 'object') return null;
  const proto = Object.getPrototypeOf(v);
  if ((proto !== Object.prototype && proto !== null) || isZod(v)) return null;
  const o = v as Record<string, unknown>;
  if (isEndpoint(o)) return literal(Object.fromEntries(ENDPOINT_KEYS.map((k) => [k, o[k]])));
  const entries = Object.entries(o).map(([k, x]) => [k, literal(x)] as const);
  return entries.some(([, x]) => x === null)
    ? null
    : `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${x}`).join(',')}}`;
}

/**
 * The stand-in of one contract module, from its exports (run in Node): plain data and endpoints come from one small
 * module per export (`valueId`), so that a chunk gets only the constants its screens use.
 */
export function standIn(
  realId: string,
  exports: Record<string, unknown>,
  valueId: (name: string) => string,
): { code: string; values: Map<string, string> } {
  const reexported: string[] = [];
  const values = new Map<string, string>();
  for (const [name, value] of Object.entries(exports)) {
    if (name === 'default') continue;
    const text = literal(value);
    if (text === null) reexported.push(name);
    else values.set(name, text);
  }
  const lines = [...values.keys()].map((name) => `export { ${name} } from ${JSON.stringify(valueId(name))};`);
  if (reexported.length) lines.unshift(`export { ${reexported.join(', ')} } from ${JSON.stringify(realId)};`);
  return { code: lines.join('\n'), values };
}

interface Node {
  type: string;
  start: number;
  [key: string]: unknown;
}
const FUNCTION = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression', 'ClassBody']);

/** Where to put `/*#__PURE__*\/`: every call and `new` of the module's top level (not inside functions). */
export function topLevelCalls(program: Node): number[] {
  const at: number[] = [];
  const visit = (n: unknown): void => {
    if (Array.isArray(n)) return n.forEach(visit);
    if (!n || typeof n !== 'object' || typeof (n as Node).type !== 'string') return;
    const node = n as Node;
    if (FUNCTION.has(node.type)) return;
    if (node.type === 'CallExpression' || node.type === 'NewExpression') at.push(node.start);
    for (const [k, child] of Object.entries(node)) if (k !== 'type' && child && typeof child === 'object') visit(child);
  };
  visit(program);
  return at;
}

export function clientContract(): Plugin {
  let contractDir = '';
  const inContract = (id: string) => id.startsWith(contractDir) && /\.ts$/.test(id) && !/\.test\.ts$/.test(id);
  const loaded = new Map<string, Promise<{ code: string; values: Map<string, string> }>>();
  // One tsx namespace for the whole build: each contract module (and zod) runs once.
  let runner: NamespacedUnregister | null = null;
  const run = (id: string) =>
    (runner ??= register({ namespace: 'client-contract' })).import(pathToFileURL(id).href, import.meta.url) as Promise<
      Record<string, unknown>
    >;
  return {
    name: 'client-contract',
    apply: 'build',
    applyToEnvironment: (env) => env.name === 'client',
    async buildEnd() {
      await runner?.unregister();
      runner = null;
    },
    configResolved(config) {
      contractDir = path.join(config.root, 'src', 'contract') + path.sep;
    },
    resolveId: {
      order: 'pre',
      async handler(source, importer, options) {
        // Contract modules among themselves, and the stand-ins, use the real modules.
        if (source.startsWith(VALUE)) return source;
        if (!importer || importer.startsWith(STAND_IN) || inContract(importer)) return null;
        if (!source.includes('contract')) return null;
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        return resolved && inContract(resolved.id) ? STAND_IN + resolved.id : null;
      },
    },
    load(id) {
      if (id.startsWith(VALUE)) {
        const [realId, name] = id.slice(VALUE.length).split('#') as [string, string];
        return loaded
          .get(realId)!
          .then((m) => ({ code: `export const ${name} = ${m.values.get(name)};`, moduleSideEffects: false }));
      }
      if (!id.startsWith(STAND_IN)) return null;
      const realId = id.slice(STAND_IN.length);
      if (!loaded.has(realId))
        loaded.set(
          realId,
          run(realId).then((m) => standIn(realId, m, (name) => `${VALUE}${realId}#${name}`)),
        );
      return loaded.get(realId)!.then(({ code }) => ({ code, moduleSideEffects: false }));
    },
    transform: {
      order: 'post',
      handler(code, id) {
        if (!inContract(id)) return null;
        const at = topLevelCalls(this.parse(code) as unknown as Node).sort((a, b) => b - a);
        let out = code;
        for (const i of at) out = `${out.slice(0, i)}/*#__PURE__*/${out.slice(i)}`;
        // Only comments are added, on the same lines: a source map of a contract module is off by their width at most.
        return { code: out, map: null, moduleSideEffects: false };
      },
    },
  };
}
