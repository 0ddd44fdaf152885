/**
 * The built app as a plain client fetches it: `curl http://localhost:3000/` gets the app shell, as does
 * every page path whatever its Accept header; API paths and missing assets still answer 404 JSON. Assets are sent
 * compressed (brotli or gzip, precompressed at build) to clients that accept it.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const webDir = mkdtempSync(path.join(os.tmpdir(), 'web-shell-'));
const SHELL =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>';
const SCRIPT = `console.log(${JSON.stringify('kitchen '.repeat(400))});`;
mkdirSync(path.join(webDir, 'assets'));
writeFileSync(path.join(webDir, 'index.html'), SHELL);
writeFileSync(path.join(webDir, 'assets', 'index-abc.js'), SCRIPT);
writeFileSync(path.join(webDir, 'assets', 'index-abc.js.br'), brotliCompressSync(SCRIPT));
writeFileSync(path.join(webDir, 'assets', 'index-abc.js.gz'), gzipSync(SCRIPT));

const t = useTestApp({ config: { webDir } });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the app shell for page paths', () => {
  it.each([
    ['/', {}],
    ['/', { accept: '*/*' }],
    ['/orders-dashboard?restaurant=abc', { accept: 'application/json' }],
    ['/dashboard', {}],
  ])('GET %s with %o answers the shell', async (url, headers) => {
    const res = await get(url, headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toBe(SHELL);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD / too', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    '/api/no-such-endpoint',
    '/assets/missing-123.js',
    '/uploads/ffffffffffffffffffffffffffffffff.png',
    '/socket.io/nope.txt',
  ])('still answers 404 JSON for %s', async (url) => {
    const res = await get(url, { accept: 'text/html' });
    expect(res.statusCode).toBe(404);
    expect(res.json().Message).toBeTruthy();
  });

  it('answers 404 to a POST of a page path', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/dashboard' })).statusCode).toBe(404);
  });
});

describe('compressed assets', () => {
  it('sends brotli to a client that accepts it, with the long cache', async () => {
    const res = await get('/assets/index-abc.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('sends gzip to a client that accepts only gzip, and plain text to one that accepts neither', async () => {
    const gz = await get('/assets/index-abc.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/index-abc.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });
});
