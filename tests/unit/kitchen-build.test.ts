/**
 * The build tools behind the light kitchen: the contract's stand-ins for the browser, the pure top level of
 * contract modules, and the name-by-name walk that groups the kitchen's modules.
 */
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { literal, standIn, topLevelCalls } from '../../tools/client-contract';

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
