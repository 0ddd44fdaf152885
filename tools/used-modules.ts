/**
 * Which modules a set of roots really uses, by name, before the bundler tree-shakes (for tools/kitchen-chunks.ts).
 *
 * A static import graph is far too wide to group modules by: `import { Button } from '@mantine/core'` imports the
 * package's index, which imports its 700 modules. This follows names instead: an import asks its module for the names
 * it takes; a re-export passes the name on; a declaration brings the names it refers to (its module's imports and
 * other declarations); top-level code with effects comes whenever its module is used. A module counts as used when
 * some of its own code is. It errs on the wide side (no scopes: a name refers to the top-level binding of that name),
 * so a module the bundler keeps is never missed; the grouping that reads it only decides where code goes.
 */

export interface AstNode {
  type: string;
  start: number;
  [key: string]: unknown;
}

/** What a module declares, imports and exports. */
export interface ModuleShape {
  /** Local binding → [source, imported name] ('*' namespace, 'default'). */
  imports: Map<string, [string, string]>;
  /** Sources imported for their effects only (`import './x.css'`). */
  bare: string[];
  /** Exported name → [source, name there] ('*' for `export * as`), also `import { a } from 'x'; export { a }`. */
  reexports: Map<string, [string, string]>;
  stars: string[];
  /** Exported name → local binding. */
  exportsLocal: Map<string, string>;
  /** Top-level binding → the names its declaration refers to. */
  declarations: Map<string, Set<string>>;
  /** Names referred to by top-level code that runs for its effects (calls, assignments, impure initialisers). */
  effects: Set<string>;
  /** Whether the module has such code. */
  hasEffects: boolean;
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression', 'ClassBody']);
// What the bundler keeps even when its value is unused: calls (unless marked pure), writes, and property reads (a getter may run).
const CALLS = new Set([
  'CallExpression',
  'NewExpression',
  'TaggedTemplateExpression',
  'AssignmentExpression',
  'UpdateExpression',
  'AwaitExpression',
  'YieldExpression',
  'DeleteExpression',
  'MemberExpression',
  'ThrowStatement',
]);
const PURE = /\/\*\s*[#@]__PURE__\s*\*\/\s*$/;

const nameOf = (n: unknown) => {
  const node = n as { type?: string; name?: string; value?: unknown };
  return node.type === 'Literal' ? String(node.value) : String(node.name);
};

/** The names a function binds itself (parameters, its own declarations): inside it they are not the module's. */
function ownNames(fn: AstNode): Set<string> {
  const names: string[] = [];
  for (const p of (fn.params as AstNode[]) ?? []) bindingNames(p, names);
  if (fn.id && fn.type === 'FunctionExpression') names.push(nameOf(fn.id));
  const visit = (n: unknown) => {
    if (Array.isArray(n)) return n.forEach(visit);
    if (!n || typeof n !== 'object' || typeof (n as AstNode).type !== 'string') return;
    const node = n as AstNode;
    if (node.type === 'VariableDeclarator') bindingNames(node.id, names);
    if ((node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration') && node.id)
      names.push(nameOf(node.id));
    if (node.type === 'CatchClause') bindingNames(node.param, names);
    if (FUNCTIONS.has(node.type)) return; // a nested function binds its own
    for (const [k, child] of Object.entries(node)) if (k !== 'type' && child && typeof child === 'object') visit(child);
  };
  visit(fn.body);
  return new Set(names);
}

/** Every module-level name a subtree mentions (not property names, not names a function inside binds itself). */
function mentions(node: unknown, into: Set<string>) {
  const visit = (n: unknown, parent: AstNode | null, key: string, shadowed: Set<string>) => {
    if (Array.isArray(n)) return n.forEach((c) => visit(c, parent, key, shadowed));
    if (!n || typeof n !== 'object' || typeof (n as AstNode).type !== 'string') return;
    const node = n as AstNode;
    if (node.type === 'Identifier' || node.type === 'JSXIdentifier') {
      const isProperty =
        parent &&
        !parent.computed &&
        ((parent.type === 'MemberExpression' && key === 'property') ||
          ((parent.type === 'Property' || parent.type === 'MethodDefinition' || parent.type === 'PropertyDefinition') &&
            key === 'key'));
      if (!isProperty && !shadowed.has(String(node.name))) into.add(String(node.name));
      return;
    }
    const inner =
      node.type === 'FunctionDeclaration' ||
      node.type === 'FunctionExpression' ||
      node.type === 'ArrowFunctionExpression'
        ? new Set([...shadowed, ...ownNames(node)])
        : shadowed;
    for (const [k, child] of Object.entries(node))
      if (k !== 'type' && child && typeof child === 'object') visit(child, node, k, inner);
  };
  visit(node, null, '', new Set());
}

/** Whether evaluating a subtree (outside function bodies) may have an effect: a call without a pure annotation, an assignment. */
function mayHaveEffects(node: unknown, code: string): boolean {
  if (Array.isArray(node)) return node.some((c) => mayHaveEffects(c, code));
  if (!node || typeof node !== 'object' || typeof (node as AstNode).type !== 'string') return false;
  const n = node as AstNode;
  if (FUNCTIONS.has(n.type)) return false;
  // A class that extends another is kept by the bundler (evaluating `extends` may throw).
  if ((n.type === 'ClassExpression' || n.type === 'ClassDeclaration') && n.superClass) return true;
  if (
    (n.type === 'CallExpression' || n.type === 'NewExpression') &&
    PURE.test(code.slice(Math.max(0, n.start - 40), n.start))
  ) {
    // A pure call: only its arguments, and calls inside its callee (`a().b()`), may do something; reading the callee does not.
    const callee = (c: AstNode): boolean =>
      c.type === 'MemberExpression'
        ? callee(c.object as AstNode) || (!!c.computed && mayHaveEffects(c.property, code))
        : mayHaveEffects(c, code);
    return callee(n.callee as AstNode) || mayHaveEffects(n.arguments, code);
  }
  if (CALLS.has(n.type)) return true;
  return Object.entries(n).some(
    ([k, child]) => k !== 'type' && child && typeof child === 'object' && mayHaveEffects(child, code),
  );
}

/** The parts of a class that run when it is defined: static blocks and static field values. */
function staticCode(cls: AstNode): unknown[] {
  const body = ((cls.body as AstNode)?.body as AstNode[]) ?? [];
  return body
    .filter((m) => m.type === 'StaticBlock' || (m.type === 'PropertyDefinition' && m.static))
    .map((m) => (m.type === 'StaticBlock' ? m.body : m.value));
}

function bindingNames(pattern: unknown, into: string[]) {
  const p = pattern as AstNode;
  if (!p) return;
  if (p.type === 'Identifier') into.push(String(p.name));
  else if (p.type === 'ObjectPattern')
    for (const prop of p.properties as AstNode[])
      bindingNames(prop.type === 'RestElement' ? prop.argument : prop.value, into);
  else if (p.type === 'ArrayPattern') for (const el of p.elements as AstNode[]) bindingNames(el, into);
  else if (p.type === 'RestElement') bindingNames(p.argument, into);
  else if (p.type === 'AssignmentPattern') bindingNames(p.left, into);
}

/** The shape of an ES module from its ESTree program and code. */
export function moduleShape(program: { body: AstNode[] }, code: string): ModuleShape {
  const shape: ModuleShape = {
    imports: new Map(),
    bare: [],
    reexports: new Map(),
    stars: [],
    exportsLocal: new Map(),
    declarations: new Map(),
    effects: new Set(),
    hasEffects: false,
  };
  const declare = (names: string[], node: unknown) => {
    const refs = new Set<string>();
    mentions(node, refs);
    for (const n of names) shape.declarations.set(n, refs);
  };
  const effect = (node: unknown) => {
    shape.hasEffects = true;
    mentions(node, shape.effects);
  };
  const declaration = (node: AstNode) => {
    if (node.type === 'VariableDeclaration') {
      for (const d of node.declarations as AstNode[]) {
        const names: string[] = [];
        bindingNames(d.id, names);
        declare(names, d.init);
        if (mayHaveEffects(d.init, code)) effect(d.init);
      }
    } else if (node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration') {
      if (node.id) declare([nameOf(node.id)], node);
      if (
        node.type === 'ClassDeclaration' &&
        (mayHaveEffects(node, code) ||
          mayHaveEffects(node.decorators, code) ||
          staticCode(node).some((n) => mayHaveEffects(n, code)))
      )
        effect(node);
    } else effect(node);
  };
  for (const node of program.body) {
    const source = (node.source as { value?: string } | null | undefined)?.value;
    if (node.type === 'ImportDeclaration' && source) {
      const specifiers = node.specifiers as AstNode[];
      if (specifiers.length === 0) shape.bare.push(source);
      for (const s of specifiers)
        shape.imports.set(nameOf(s.local), [
          source,
          s.type === 'ImportNamespaceSpecifier'
            ? '*'
            : s.type === 'ImportDefaultSpecifier'
              ? 'default'
              : nameOf(s.imported),
        ]);
    } else if (node.type === 'ExportAllDeclaration' && source) {
      if (node.exported) shape.reexports.set(nameOf(node.exported), [source, '*']);
      else shape.stars.push(source);
    } else if (node.type === 'ExportNamedDeclaration') {
      for (const s of (node.specifiers as AstNode[]) ?? []) {
        if (source) shape.reexports.set(nameOf(s.exported), [source, nameOf(s.local)]);
        else shape.exportsLocal.set(nameOf(s.exported), nameOf(s.local));
      }
      const decl = node.declaration as AstNode | null;
      if (decl) {
        declaration(decl);
        const names: string[] = [];
        if (decl.type === 'VariableDeclaration')
          for (const d of decl.declarations as AstNode[]) bindingNames(d.id, names);
        else if (decl.id) names.push(nameOf(decl.id));
        for (const n of names) shape.exportsLocal.set(n, n);
      }
    } else if (node.type === 'ExportDefaultDeclaration') {
      const decl = node.declaration as AstNode;
      if ((decl.type === 'FunctionDeclaration' || decl.type === 'ClassDeclaration') && decl.id) {
        declaration(decl);
        shape.exportsLocal.set('default', nameOf(decl.id));
      } else {
        declare(['*default*'], decl);
        shape.exportsLocal.set('default', '*default*');
        if (mayHaveEffects(decl, code)) effect(decl);
      }
    } else declaration(node);
  }
  // `import { a } from 'x'; export { a }` passes the name on.
  for (const [exported, local] of shape.exportsLocal)
    if (shape.imports.has(local) && !shape.declarations.has(local)) {
      shape.reexports.set(exported, shape.imports.get(local)!);
      shape.exportsLocal.delete(exported);
    }
  return shape;
}

export interface Linker {
  /** The module's shape, or null when it is taken whole (CommonJS, not JavaScript). */
  shape: (id: string) => ModuleShape | null;
  resolve: (source: string, importer: string) => Promise<string | null>;
  /** Static imports, for modules taken whole. */
  importedIds: (id: string) => readonly string[];
  /** False for a module declared free of side effects (package.json `sideEffects`): importing it alone runs nothing the bundler keeps. */
  sideEffects: (id: string) => boolean;
}

/** Which modules' code a module's used code needs (to keep a group closed: its chunk must not import back). */
export type Needs = Map<string, Set<string>>;

/**
 * The modules whose own code is used when `roots` are used whole. `needs` collects, for each module, the modules
 * whose code its used code needs (bindings after following re-exports, and the effects of what it imports).
 */
export async function usedModules(
  linker: Linker,
  roots: Iterable<string>,
  needs: Needs = new Map(),
): Promise<Set<string>> {
  const used = new Set<string>();
  const taken = new Set<string>(); // `${module}\n${local}`
  const ran = new Set<string>();
  const bindings = new Map<string, Promise<[string, string][]>>();
  const need = (from: string | null, to: string) => {
    if (!from || from === to) return;
    const set = needs.get(from) ?? new Set<string>();
    set.add(to);
    needs.set(from, set);
  };
  const dep = (source: string, importer: string) => linker.resolve(source, importer);

  /** Where an exported name's code is: [module, local] pairs ('*' a namespace, '' a module taken whole). */
  const binding = (id: string, name: string): Promise<[string, string][]> => {
    const key = `${id}\n${name}`;
    if (!bindings.has(key))
      bindings.set(
        key,
        (async (): Promise<[string, string][]> => {
          const shape = linker.shape(id);
          if (!shape) return [[id, '']];
          if (name === '*') return [[id, '*']];
          const local = shape.exportsLocal.get(name);
          if (local !== undefined) return [[id, local]];
          const re = shape.reexports.get(name);
          if (re) {
            const target = await dep(re[0], id);
            return target ? binding(target, re[1]) : [];
          }
          const found: [string, string][] = [];
          for (const source of shape.stars) {
            const target = await dep(source, id);
            if (target) found.push(...(await binding(target, name)));
          }
          return found;
        })(),
      );
    return bindings.get(key)!;
  };

  /** `from` imports `source`: the module runs (its effects, unless declared free of them). */
  const run = async (source: string, from: string) => {
    const id = await dep(source, from);
    if (id) await runModule(id, from);
  };
  /** Runs a module (its imports first). One declared free of side effects runs only when its code is used (`force`). */
  const runModule = async (id: string, from: string | null, force = false) => {
    if (!force && !linker.sideEffects(id)) return;
    const shape = linker.shape(id);
    // Even without code of its own, a module that may have effects runs in order: it goes with its importer.
    need(from, id);
    if (ran.has(id)) return;
    ran.add(id);
    if (!shape) return whole(id);
    // Every module it imports or re-exports from runs first.
    const sources = [
      ...[...shape.imports.values()].map(([s]) => s),
      ...shape.bare,
      ...[...shape.reexports.values()].map(([s]) => s),
      ...shape.stars,
    ];
    for (const source of new Set(sources)) await run(source, id);
    if (shape.hasEffects) {
      used.add(id);
      for (const ref of shape.effects) await takeLocal(id, ref, id);
    }
  };
  const whole = async (id: string) => {
    if (used.has(id)) return;
    used.add(id);
    for (const d of linker.importedIds(id)) {
      need(id, d);
      await runModule(d, id);
      await takeLocal(d, '*', id);
    }
  };
  /** `from`'s code uses binding `local` of `id`. */
  const takeLocal = async (id: string, local: string, from: string | null): Promise<void> => {
    const shape = linker.shape(id);
    if (!shape || local === '') {
      need(from, id);
      return whole(id);
    }
    if (local === '*') {
      await runModule(id, from, true);
      for (const name of [...shape.exportsLocal.keys(), ...shape.reexports.keys()])
        for (const [m, l] of await binding(id, name)) await takeLocal(m, l, from);
      for (const source of shape.stars) {
        const target = await dep(source, id);
        if (target) await takeLocal(target, '*', from);
      }
      return;
    }
    const imported = shape.imports.get(local);
    if (imported && !shape.declarations.has(local)) {
      // An imported binding: its module runs, and the binding's code is where it is declared.
      await run(imported[0], id);
      const target = await dep(imported[0], id);
      if (target) for (const [m, l] of await binding(target, imported[1])) await takeLocal(m, l, from);
      return;
    }
    const refs = shape.declarations.get(local);
    if (!refs) return; // a global (window, Math…)
    need(from, id);
    const key = `${id}\n${local}`;
    if (taken.has(key)) return;
    taken.add(key);
    if (!used.has(id)) {
      used.add(id);
      await runModule(id, null, true);
    }
    for (const ref of refs) await takeLocal(id, ref, id);
  };

  for (const root of roots) {
    await runModule(root, null);
    await takeLocal(root, '*', null);
  }
  return used;
}
