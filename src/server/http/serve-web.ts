import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors';

/** Paths that are never pages of the app. */
const NOT_PAGES = /^\/(api|uploads|socket\.io|assets)(\/|$)/;

/** Serves the built PWA: hashed assets cached for a year, the shell and service worker always revalidated, SPA fallback. */
export async function registerWeb(app: FastifyInstance, webDir: string | undefined) {
  const index = webDir && path.join(webDir, 'index.html');
  if (!webDir || !index || !existsSync(index)) {
    app.setNotFoundHandler((req, reply) =>
      sendError(reply, 404, `Not found: ${req.url}. The web app is not built; run \`npm run build\` or \`npm start\`.`),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz next to each asset; clients that accept them get those.
    preCompressed: true,
    setHeaders(res, file) {
      const rel = path.relative(webDir, file);
      res.header(
        'cache-control',
        rel.startsWith('assets' + path.sep) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler((req, reply) => {
    // Every page path gets the shell, whatever its Accept header (`curl http://localhost:3000/`); API, socket,
    // upload and asset paths, and anything with a file extension, answer 404.
    const pathname = req.url.split('?')[0];
    const wantsPage =
      (req.method === 'GET' || req.method === 'HEAD') && !path.extname(pathname) && !NOT_PAGES.test(pathname);
    if (!wantsPage) return sendError(reply, 404, `Not found: ${req.url}`);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
