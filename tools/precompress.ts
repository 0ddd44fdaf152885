/**
 * Vite plugin: after the build, writes `<file>.br` (brotli, best) and `<file>.gz` (gzip, best)
 * next to every text asset, so that the server (@fastify/static `preCompressed`) sends them without compressing per
 * request. Uses only node:zlib.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|ico)$/;
const br = promisify(brotliCompress);
const gz = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)])),
  );
  return nested.flat();
}

/** Compresses every compressible file of `dir` (both encodings); answers how many files. */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  let done = 0;
  // Every file gets both, tiny ones too: @fastify/static answers a request for a file without them (with
  // 'Accept-Encoding: gzip, deflate, br') without the headers set by `setHeaders` (its long cache).
  for (const file of files) {
    const bytes = await readFile(file);
    const [brotli, gzipped] = await Promise.all([
      br(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gz(bytes, { level: 9 }),
    ]);
    await writeFile(`${file}.br`, brotli);
    await writeFile(`${file}.gz`, gzipped);
    done += 1;
  }
  return done;
}

export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const count = await precompressDir(outDir);
        config.logger.info(`precompress: ${count} files written as .br and .gz`);
      },
    },
  };
}
