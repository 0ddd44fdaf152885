/**
 * Vite plugin that keeps the kitchen light: its first load in a few files instead of ~80.
 *
 * With the router splitting every route (component, loader), the bundler's automatic chunking makes one chunk per
 * set of routes sharing a module: the kitchen loaded ~80 small files, and the entry carried the list of them all for
 * preloading. Once the module graph is known, this plugin groups:
 *
 * - `core`: what every signed-in screen runs at start (the entry, the app shell) and what the kitchen shares with
 *   other screens (React, the router, the query cache, the Mantine parts the kitchen uses, socket.io, …);
 * - `kitchen`: what only the kitchen's route (`/orders-dashboard`) uses.
 *
 * Everything else (the other screens, and what the kitchen loads on demand: dialogs, settings drawer, menus) keeps
 * the automatic chunking. A screen may load some of `core` it does not use; the kitchen loads nothing it does not.
 *
 * "Uses" follows imported names through re-exports: `import { Button } from '@mantine/core'` reaches Button's module,
 * not the 700 modules the package's index re-exports (grouping those would put every component any screen uses in
 * the kitchen's first load).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { moduleShape, usedModules, type AstNode, type Linker, type ModuleShape, type Needs } from './used-modules';

/** Dynamic imports every signed-in screen makes at start: the app shell (its split component). */
const SHARED_ROOTS = [/[\\/]src[\\/]web[\\/]routes[\\/]_app\.tsx\?tsr-split=/];
/** The kitchen's route, split by the router plugin (component, loader, …). */
const KITCHEN_ROOTS = [/[\\/]src[\\/]web[\\/]routes[\\/]_app[\\/]orders-dashboard\.tsx\?tsr-split=/];

/** A package's `sideEffects` (package.json): whether importing this file of it alone may do something. */
const packages = new Map<string, ((file: string) => boolean) | null>();
export function packageSideEffects(id: string): boolean {
  const at = id.lastIndexOf(`${sep}node_modules${sep}`);
  if (at < 0 || id.startsWith('\0')) return true;
  const parts = id
    .slice(at + 14)
    .split(/[?#]/)[0]!
    .split(sep);
  const dir = id.slice(0, at + 14) + parts.slice(0, parts[0]!.startsWith('@') ? 2 : 1).join(sep);
  if (!packages.has(dir)) {
    let rule: ((file: string) => boolean) | null = null;
    try {
      const field = (
        JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { sideEffects?: boolean | string[] }
      ).sideEffects;
      if (field === false) rule = () => false;
      else if (Array.isArray(field)) {
        const res = field.map(
          (g) =>
            new RegExp(
              `(^|/)${g
                .replace(/^\.\//, '')
                .replace(/[.+^${}()|[\]\\]/g, '\\$&')
                .replace(/\*\*\//g, '(.*/)?')
                .replace(/\*/g, '[^/]*')}$`,
            ),
        );
        rule = (file) => res.some((re) => re.test(file));
      }
    } catch {
      rule = null;
    }
    packages.set(dir, rule);
  }
  const rule = packages.get(dir);
  return rule ? rule(relative(dir, id.split(/[?#]/)[0]!).split(sep).join('/')) : true;
}

/** `from` and every module their code needs, transitively. */
function closed(from: Iterable<string>, needs: Needs): Set<string> {
  const out = new Set(from);
  const stack = [...out];
  while (stack.length)
    for (const next of needs.get(stack.pop()!) ?? [])
      if (!out.has(next)) {
        out.add(next);
        stack.push(next);
      }
  return out;
}

/** The two groups, from the entries and the targets of dynamic imports. */
export async function kitchenGroups(linker: Linker, entries: string[], dynamicRoots: string[]) {
  const matches = (id: string, res: RegExp[]) => res.some((re) => re.test(id));
  const kitchenRoots = dynamicRoots.filter((id) => matches(id, KITCHEN_ROOTS));
  const sharedRoots = dynamicRoots.filter((id) => matches(id, SHARED_ROOTS));
  const otherRoots = dynamicRoots.filter((id) => !matches(id, KITCHEN_ROOTS) && !matches(id, SHARED_ROOTS));
  const needs: Needs = new Map();
  const start = await usedModules(linker, [...entries, ...sharedRoots], needs);
  const kitchenAll = await usedModules(linker, kitchenRoots, needs);
  const others = await usedModules(linker, otherRoots, needs);
  // A module's code in a chunk is all its code any screen uses: what that needs must be in the chunk (or before it),
  // never in a chunk that imports this one back.
  const core = closed([...start, ...[...kitchenAll].filter((id) => others.has(id))], needs);
  const kitchen = new Set([...closed(kitchenAll, needs)].filter((id) => !core.has(id)));
  return { core, kitchen, kitchenRoots };
}

export function kitchenChunks(): Plugin {
  let groups: { core: Set<string>; kitchen: Set<string> } = { core: new Set(), kitchen: new Set() };
  // The modules' code as the bundler links it (JavaScript, after every transform): the module info holds the source.
  const transformed = new Map<string, string>();
  return {
    name: 'kitchen-chunks',
    apply: 'build',
    applyToEnvironment: (env) => env.name === 'client',
    transform: {
      order: 'post',
      handler(code, id) {
        transformed.set(id, code);
        return null;
      },
    },
    async buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const info = new Map(ids.map((id) => [id, this.getModuleInfo(id)]));
      const dynamicRoots = [...new Set(ids.flatMap((id) => info.get(id)?.dynamicallyImportedIds ?? []))];
      if (!dynamicRoots.some((id) => KITCHEN_ROOTS.some((re) => re.test(id)))) return; // not this app (a test build)

      // Each module is parsed, and each of its sources resolved, once and only when the walk reaches it.
      const shapes = new Map<string, ModuleShape | null>();
      const resolved = new Map<string, Promise<string | null>>();
      const linker: Linker = {
        shape: (id) => {
          if (!shapes.has(id)) {
            const m = info.get(id);
            const code = transformed.get(id) ?? m?.code;
            let shape: ModuleShape | null = null;
            if (code != null && m?.inputFormat !== 'cjs' && !/\.(css|json)(\?|$)/.test(id)) {
              try {
                shape = moduleShape(this.parse(code) as unknown as { body: AstNode[] }, code);
              } catch {
                shape = null; // not JavaScript: taken whole
              }
            }
            shapes.set(id, shape);
          }
          return shapes.get(id)!;
        },
        resolve: (source, importer) => {
          const key = `${importer}\n${source}`;
          if (!resolved.has(key))
            resolved.set(
              key,
              this.resolve(source, importer).then((r) => r?.id ?? null),
            );
          return resolved.get(key)!;
        },
        importedIds: (id) => info.get(id)?.importedIds ?? [],
        sideEffects: (id) => info.get(id)?.moduleSideEffects !== false && packageSideEffects(id),
      };
      const entries = ids.filter((id) => info.get(id)?.isEntry);
      groups = await kitchenGroups(linker, entries, dynamicRoots);
      transformed.clear();
      if (process.env.KITCHEN_CHUNKS_DEBUG) {
        const dump = (set: Set<string>) => [...set].sort().join('\n');
        writeFileSync(
          process.env.KITCHEN_CHUNKS_DEBUG,
          `core\n${dump(groups.core)}\n\nkitchen\n${dump(groups.kitchen)}\n`,
        );
      }
    },
    generateBundle(_options, bundle) {
      // Safety net: a grouped chunk in an import cycle with another chunk could run before what it needs.
      const chunks = new Map(
        Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])),
      );
      for (const start of chunks.values()) {
        if (start.name !== 'core' && start.name !== 'kitchen') continue;
        const path = [start.fileName];
        const seen = new Set<string>();
        const walk = (file: string): string[] | null => {
          for (const next of chunks.get(file)?.imports ?? []) {
            if (next === start.fileName) return [...path, next];
            if (seen.has(next)) continue;
            seen.add(next);
            path.push(next);
            const cycle = walk(next);
            if (cycle) return cycle;
            path.pop();
          }
          return null;
        };
        const cycle = walk(start.fileName);
        if (cycle) {
          const inCycle = cycle.slice(1, -1).flatMap((f) => chunks.get(f)?.moduleIds ?? []);
          this.error(
            `kitchen-chunks: ${start.name} is in an import cycle (${cycle.join(' → ')}) with ${inCycle.join(', ')}: a module it needs was not captured (see tools/used-modules.ts).`,
          );
        }
      }
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          // A captured module's imports are not captured with it (a real contract module imports zod, of which the
          // kitchen uses nothing): what the grouped screens use is captured by name, effects included (used-modules.ts).
          includeDependenciesRecursively: false,
          groups: [
            { name: 'core', test: (id: string) => groups.core.has(id), priority: 2 },
            { name: 'kitchen', test: (id: string) => groups.kitchen.has(id), priority: 1 },
          ],
        },
      };
    },
  };
}
