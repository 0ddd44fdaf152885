/** The first start is a product moment: the address and the demo logins are the last thing printed, not buried. */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/server-process';

let server: ServerProcess | undefined;
let dataDir = '';
afterAll(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it('a server started with the demo data prints its log lines first and the banner with the demo logins last', async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'start-banner-'));
  const logFile = path.join(dataDir, 'server.log');
  server = await startServerProcess({ dataDir, seed: 'demo', logFile, env: { LOG_LEVEL: 'info' } });
  const printed = () => readFile(logFile, 'utf8');
  await expect.poll(printed, { timeout: 10_000 }).toContain('harbour@example.com');
  const lines = (await printed()).split('\n');
  const banner = lines.findIndex((l) => l.includes('Restaurant back-office is running'));
  const before = lines.slice(0, banner).join('\n');
  const after = lines.slice(banner).join('\n');
  // What the start logs (the listening addresses, what is not configured) is printed before the banner.
  expect(before).toContain('Server listening at');
  expect(before).toContain('NOT configured');
  expect(after).not.toContain('Server listening at');
  expect(after).not.toContain('NOT configured');
  expect(after).toMatch(/Demo logins[\s\S]*admin@example\.com[\s\S]*bistro@example\.com/);
}, 150_000); // a first start: the database is made, migrated and given the demo data (ready within 120 s)
