/**
 * The build tools behind the light kitchen: the contract's stand-ins for the browser, the pure top level of
 * contract modules, and the name-by-name walk that groups the kitchen's modules.
 */
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { literal, standIn, topLevelCalls } from '../../tools/client-contract';
import { moduleShape, usedModules, type Linker, type Needs } from '../../tools/used-modules';

const parse = (code: string) => parseAst(code) as never;

describe('client contract stand-ins', () => {
  const endpointDef = {
    method: 'GET',
    path: '/orders/:status',
    summary: 'Orders',
    tag: 'Orders',
    auth: ['Admin'],
    params: z.object({ status: z.string() }),
    response: z.array(z.object({ _id: z.string() })),
  };

  it('write endpoints as method, path and roles, plain data as literals, and nothing with a schema or a function', () => {
    expect(literal(endpointDef)).toBe('{"method":"GET","path":"/orders/:status","auth":["Admin"]}');
    expect(literal({ a: [1, 'x', null, true], b: { c: undefined } })).toBe(
      '{"a":[1,"x",null,true],"b":{"c":undefined}}',
    );
    expect(literal({ crud: { fetch: endpointDef } })).toBe(
      '{"crud":{"fetch":{"method":"GET","path":"/orders/:status","auth":["Admin"]}}}',
    );
    expect(literal(z.string())).toBeNull();
    expect(literal({ shape: { id: z.string() } })).toBeNull();
    expect(literal(() => 1)).toBeNull();
    expect(literal(new Date(0))).toBeNull();
    expect(literal(Number.NaN)).toBeNull();
  });

  it('re-export from the real module only what cannot be written out', () => {
    const { code, values } = standIn(
      '/src/contract/orders.ts',
      { fetchOrders: endpointDef, ORDER_STATUSES: ['pending'], order: z.object({}), canDo: () => true },
      (n) => `value:${n}`,
    );
    expect(code.split('\n')).toEqual([
      'export { order, canDo } from "/src/contract/orders.ts";',
      'export { fetchOrders } from "value:fetchOrders";',
      'export { ORDER_STATUSES } from "value:ORDER_STATUSES";',
    ]);
    expect(values.get('ORDER_STATUSES')).toBe('["pending"]');
  });

  it('mark the calls of the top level pure, not those inside functions', () => {
    const code =
      'const a = z.object({ b: z.string() }).optional();\nexport const f = (x) => g(x);\nexport const e = endpoint({ body: a });';
    const at = topLevelCalls(parse(code));
    const marked = at.map((i) => code.slice(i, i + 10));
    expect(marked.sort()).toEqual(['endpoint({', 'z.object({', 'z.object({', 'z.string()'].sort());
    expect(marked.some((m) => m.startsWith('g('))).toBe(false);
  });
});

describe('the walk that groups the kitchen by name', () => {
  // A tiny module graph: an app using Button through a package index, a contract module whose schema is unused.
  const files: Record<string, string> = {
    '/app.js':
      "import { Button } from 'ui';\nimport { canDo } from '/contract.js';\nexport const App = () => Button(canDo('x'));",
    ui: "import { Button } from '/ui/button.js';\nimport { Select } from '/ui/select.js';\nexport { Button, Select };",
    '/ui/button.js': "import { box } from '/ui/core.js';\nexport const Button = (x) => box(x);",
    '/ui/select.js': "import { box } from '/ui/core.js';\nexport const Select = () => box('select');",
    '/ui/core.js': "export const box = (x) => x;\nregister('box');",
    '/contract.js':
      "import { z } from 'zod';\nconst action = /*#__PURE__*/z.object({});\nexport const order = /*#__PURE__*/z.object({ a: action });\nexport const canDo = (action) => action === 'x';",
    zod: 'export const z = {};',
    '/effects.js': "import '/polyfill.js';\nexport const x = 1;",
    '/polyfill.js': 'globalThis.polyfilled = true;',
  };
  const linker: Linker = {
    shape: (id) => (files[id] === undefined ? null : moduleShape(parse(files[id]!), files[id]!)),
    resolve: async (source) => (source in files ? source : null),
    importedIds: () => [],
    sideEffects: (id) => id !== 'zod' && id !== 'ui' && !id.startsWith('/ui/select'),
  };

  it('follows imported names through a package index, and not into what the index merely re-exports', async () => {
    const needs: Needs = new Map();
    const used = await usedModules(linker, ['/app.js'], needs);
    expect([...used].sort()).toEqual(['/app.js', '/contract.js', '/ui/button.js', '/ui/core.js']);
    expect([...(needs.get('/app.js') ?? [])].sort()).toEqual(expect.arrayContaining(['/contract.js', '/ui/button.js']));
  });

  it('does not take a top-level name that a function parameter shadows, nor pure declarations nobody uses', () => {
    const shape = moduleShape(parse(files['/contract.js']!), files['/contract.js']!);
    expect(shape.hasEffects).toBe(false);
    expect([...shape.declarations.get('canDo')!]).toEqual([]);
    expect(shape.reexports.size).toBe(0);
  });

  it('counts top-level code with effects, and runs what a used module imports for its effects', async () => {
    expect(moduleShape(parse(files['/ui/core.js']!), files['/ui/core.js']!).hasEffects).toBe(true);
    expect(moduleShape(parse('const p = Socket.protocol;'), 'const p = Socket.protocol;').hasEffects).toBe(true);
    expect(moduleShape(parse('class A extends B {}'), 'class A extends B {}').hasEffects).toBe(true);
    expect([...(await usedModules(linker, ['/effects.js']))].sort()).toEqual(['/effects.js', '/polyfill.js']);
  });
});
