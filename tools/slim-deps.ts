/**
 * Vite plugin that keeps the first load light: a dependency's import that would drag a large module into the first load
 * is answered by a small equivalent, for that importer only.
 *
 * - Mantine's ScrollArea takes one hook, `useMergeRefs`, from @floating-ui/react. That package is a single module, so
 *   the chunk holding the hook holds all of floating-ui any screen uses (≈ 15 KB gzip); and every Modal imports
 *   ScrollArea (to compare with `ScrollArea.Autosize`), so the kitchen's confirm dialog brought it all. Mantine's own
 *   `useMergedRef` does the same.
 * - Modal imports ScrollArea only to compare its `scrollAreaComponent` with `ScrollArea.Autosize` (then it marks the
 *   modal `data-offset-scrollbars`): a modal that scrolls with ScrollArea.Autosize sets that attribute itself.
 */
import type { Plugin } from 'vite';

interface Substitute {
  /** The importing file. */
  importer: RegExp;
  source: string;
  /** The small module's code. */
  code: string;
}

const SUBSTITUTES: Substitute[] = [
  {
    importer: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/,
    source: '@floating-ui/react',
    code: `import { useMergedRef } from '@mantine/hooks';\nexport function useMergeRefs(refs) { return useMergedRef(...refs); }\n`,
  },
  {
    importer: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Modal[\\/]ModalRoot\.mjs$/,
    source: '../ScrollArea/ScrollArea.mjs',
    code: `export const ScrollArea = { Autosize: {} };\n`,
  },
];

const PREFIX = '\0slim-deps:';

export function slimDeps(): Plugin {
  return {
    name: 'slim-deps',
    apply: 'build',
    applyToEnvironment: (env) => env.name === 'client',
    resolveId: {
      order: 'pre',
      handler(source, importer) {
        const i = SUBSTITUTES.findIndex((s) => s.source === source && !!importer && s.importer.test(importer));
        return i < 0 ? null : `${PREFIX}${i}`;
      },
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      return { code: SUBSTITUTES[Number(id.slice(PREFIX.length))]!.code, moduleSideEffects: false };
    },
  };
}
