/** Readable, quiet logs in a terminal; JSON for collectors. */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { appLogging, logFormat, registerRequestLines } from './logging';

async function serverLogging(level: string, env: NodeJS.ProcessEnv, isTTY: boolean) {
  const lines: string[] = [];
  const logging = appLogging(level, env, isTTY, { write: (l: string) => lines.push(l) });
  const app = Fastify(logging.options);
  registerRequestLines(app, logging);
  app.get('/api/health', async () => ({ ok: true }));
  await app.ready();
  app.log.info('Restaurant back-office is running');
  await app.inject({ method: 'GET', url: '/api/health' });
  await app.close();
  return lines.join('');
}

describe('server logs', () => {
  it('chooses readable lines on a terminal and JSON otherwise, or as LOG_FORMAT says', () => {
    expect(logFormat({}, true)).toBe('pretty');
    expect(logFormat({}, false)).toBe('json');
    expect(logFormat({ LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(logFormat({ LOG_FORMAT: 'pretty' }, false)).toBe('pretty');
  });

  it('on a terminal at info: readable lines and no line per request', async () => {
    const out = await serverLogging('info', {}, true);
    expect(out).toMatch(/^\d\d:\d\d:\d\d INFO {2}Restaurant back-office is running\n/m);
    expect(out).not.toContain('/api/health');
    expect(out).not.toContain('{"level"');
  });

  it('on a terminal at debug: one short line per request', async () => {
    const out = await serverLogging('debug', {}, true);
    expect(out).toMatch(/^\d\d:\d\d:\d\d DEBUG GET \/api\/health 200 \d+ms/m);
  });

  it('with LOG_FORMAT=json: JSON lines, requests included at info', async () => {
    const out = await serverLogging('info', { LOG_FORMAT: 'json' }, true);
    const entries = out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { msg: string; req?: { url: string } });
    expect(entries.some((e) => e.msg === 'Restaurant back-office is running')).toBe(true);
    expect(entries.some((e) => e.req?.url === '/api/health')).toBe(true);
  });
});
