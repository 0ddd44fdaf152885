/** `npm run simulate` as a developer meets it: usage on --help, PORT read, an unreachable server told plainly. */
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const simulate = (args: string[], env: Record<string, string> = {}) => {
  const { SIM_URL: _ignored, ...base } = process.env;
  return spawnSync(process.execPath, ['--import', 'tsx', path.resolve('src/server/cli/simulate.ts'), ...args], {
    env: { ...base, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
};

/** A port nobody listens on. */
async function closedPort() {
  const server = net.createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((ok) => server.close(ok));
  return port;
}

describe('npm run simulate', () => {
  it('prints its usage on --help and exits 0', () => {
    const res = simulate(['--help']);
    expect(res.status).toBe(0);
    expect(res.stdout).toContain('Usage: npm run simulate -- [options]');
    expect(res.stdout).toContain('--rate <n>');
    expect(res.stderr).not.toMatch(/\n\s+at /);
  });

  it('names an unknown option and shows the usage, without a stack trace', () => {
    const res = simulate(['--speed', '9']);
    expect(res.status).toBe(2);
    expect(res.stderr).toContain("Unknown option '--speed'");
    expect(res.stderr).toContain('Usage: npm run simulate');
    expect(res.stderr).not.toMatch(/\n\s+at /);
  });

  it('uses PORT, and says plainly that the server cannot be reached', async () => {
    const port = await closedPort();
    const res = simulate([], { PORT: String(port) });
    expect(res.status).toBe(1);
    expect(res.stderr.trim()).toBe(
      `Cannot reach the server at http://localhost:${port} (ECONNREFUSED). Is it running? Start it with \`npm start\`, or point to it with --url or PORT.`,
    );
  });
});
