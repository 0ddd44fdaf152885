/**
 * How the server logs: in a terminal, short readable lines, with each request at debug level, so the
 * start-up banner (address, demo logins) stays in view; JSON lines (pino, requests at info) when LOG_FORMAT=json or
 * when the output is not a terminal (a log collector). LOG_FORMAT=pretty forces the readable lines.
 */
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';

export type LogFormat = 'pretty' | 'json';

interface LineSink {
  write(line: string): unknown;
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const SKIP = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'err', 'responseTime']);

export function logFormat(env: NodeJS.ProcessEnv, isTTY: boolean): LogFormat {
  if (env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty') return env.LOG_FORMAT;
  return isTTY ? 'pretty' : 'json';
}

/** One pino JSON line → `12:03:04 WARN  message key=value`, with an error's stack below it. */
function prettyLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now()).toTimeString().slice(0, 8);
  const level = (LEVELS[entry.level as number] ?? 'LOG').padEnd(5);
  const extras = Object.entries(entry)
    .filter(([k]) => !SKIP.has(k))
    .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(' ');
  const err = entry.err as { message?: string; stack?: string } | undefined;
  const stack = err?.stack ? `\n${err.stack}` : err?.message ? ` (${err.message})` : '';
  return `${time} ${level} ${entry.msg ?? ''}${extras ? ` ${extras}` : ''}${stack}\n`;
}

export interface AppLogging {
  format: LogFormat;
  options: Pick<FastifyServerOptions, 'logger' | 'logController'>;
}

/** The Fastify logger settings for `level`; `out` is where lines go (stdout by default). */
export function appLogging(
  level: string,
  env: NodeJS.ProcessEnv = process.env,
  isTTY = !!process.stdout.isTTY,
  out: LineSink = process.stdout,
): AppLogging {
  const format = logFormat(env, isTTY);
  // Through `out` (Node's stdout) rather than pino's own asynchronous writer, so log lines and the start banner
  // (console.log) come out in the order they were written.
  if (format === 'json') return { format, options: { logger: { level, stream: out } } };
  return {
    format,
    options: {
      logger: { level, stream: { write: (line: string) => out.write(prettyLine(line)) } },
      logController: new LogController({ disableRequestLogging: true }),
    },
  };
}

/** In the readable format, one short line per request at debug level (LOG_LEVEL=debug shows them). */
export function registerRequestLines(app: FastifyInstance, logging: AppLogging) {
  if (logging.format !== 'pretty') return;
  app.addHook('onResponse', async (req, reply) => {
    const line = `${req.method} ${req.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)}ms`;
    if (reply.statusCode >= 500) req.log.error(line);
    else req.log.debug(line);
  });
}
