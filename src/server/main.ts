import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { buildApp } from './app';
import { configFromEnv } from './config';
import { openDatabase } from './db/client';
import { DEMO_LOGINS } from './seed/demo-logins';
import { seedDemoIfEmpty } from './seed/demo';
import { buildWebIfNeeded } from './web-build';

const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const config = configFromEnv();
if (dev) config.webDir = undefined;
else if (args.has('--build-if-needed') && config.webDir) buildWebIfNeeded(config.webDir, console.log);

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'pglite'),
  countStatements: config.countSql,
});
await database.migrate();
const seeded = config.seed === 'demo' && (await seedDemoIfEmpty(database.db));
const { app } = await buildApp(config, { database });
/** In development, Vite's dev server: a process of its own, so the server never loads vite.config.ts or the build tools. */
let viteDev: ChildProcess | undefined;

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  viteDev?.kill('SIGTERM');
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });

if (dev) {
  viteDev = spawn(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), '--port', '5173', '--strictPort'], {
    stdio: 'inherit',
  });
  viteDev.on('exit', (code) => {
    if (!closing) app.log.warn({ code }, 'the Vite dev server stopped');
  });
  process.on('exit', () => viteDev?.kill('SIGTERM'));
  app.log.info('Vite dev server on http://localhost:5173 (proxies /api to this server)');
}

const url = dev ? 'http://localhost:5173' : config.publicUrl;
const db =
  database.kind === 'pglite'
    ? `embedded PGlite in ${path.join(config.dataDir, 'pglite')}`
    : 'PostgreSQL (DATABASE_URL)';
console.log(
  `\n  Restaurant back-office is running: ${url}\n  Database: ${db}${seeded ? ' (demo data loaded)' : ''}\n  API docs: ${config.publicUrl}/api/docs`,
);
if (config.seed === 'demo') {
  console.log('\n  Demo logins (admin: ' + url + '/ · restaurant staff: ' + url + '/restaurant-login):');
  for (const l of DEMO_LOGINS)
    console.log(`    ${l.role.padEnd(16)} ${(l.restaurant ?? '').padEnd(14)} ${l.email.padEnd(22)} ${l.password}`);
}
console.log('');
