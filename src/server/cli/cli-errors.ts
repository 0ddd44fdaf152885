/**
 * Plain words instead of stack traces for the command-line tools: a server that cannot be reached is
 * named with its address and what to do; any other failure prints its message only.
 */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
]);

function causeCode(err: unknown): string | undefined {
  for (
    let e = err as { code?: string; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (e.code) return e.code;
    const nested = (e as { errors?: { code?: string }[] }).errors?.find((x) => x.code)?.code;
    if (nested) return nested;
  }
  return undefined;
}

/** The message a user sees for `err` when talking to `url`. */
export function plainMessage(err: unknown, url: string): string {
  const code = causeCode(err);
  if (code && UNREACHABLE.has(code))
    return `Cannot reach the server at ${url} (${code}). Is it running? Start it with \`npm start\`, or point to it with --url or PORT.`;
  // fetch's own refusal (a port it will not use, a malformed address): its cause says why.
  if (err instanceof TypeError && err.message === 'fetch failed')
    return `Cannot reach the server at ${url}: ${(err.cause as Error | undefined)?.message ?? 'fetch failed'}.`;
  return err instanceof Error ? err.message : String(err);
}

/** From here on, a failure ends the process with a plain message and exit code 1. */
export function exitPlainlyOnError(url: () => string) {
  const fail = (err: unknown) => {
    console.error(plainMessage(err, url()));
    process.exit(1);
  };
  process.on('uncaughtException', fail);
  process.on('unhandledRejection', fail);
}
