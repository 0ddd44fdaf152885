/** The build writes .br and .gz next to every text asset, tiny ones included; images are left alone. */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDir } from '../../tools/precompress';

describe('precompressDir', () => {
  it('writes brotli and gzip copies that decode to the original, for every text asset', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    const big = `export const text = ${JSON.stringify('kitchen '.repeat(500))};`;
    writeFileSync(path.join(dir, 'assets', 'big-abc.js'), big);
    writeFileSync(path.join(dir, 'assets', 'noop-abc.js'), 'export {};');
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
    writeFileSync(path.join(dir, 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect(await precompressDir(dir)).toBe(3);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'assets', 'big-abc.js.br'))).toString()).toBe(big);
    expect(gunzipSync(readFileSync(path.join(dir, 'assets', 'big-abc.js.gz'))).toString()).toBe(big);
    expect(readFileSync(path.join(dir, 'assets', 'big-abc.js.br')).length).toBeLessThan(big.length / 10);
    expect(existsSync(path.join(dir, 'assets', 'noop-abc.js.br'))).toBe(true);
    expect(existsSync(path.join(dir, 'index.html.gz'))).toBe(true);
    expect(existsSync(path.join(dir, 'icon.png.br'))).toBe(false);
  });
});
