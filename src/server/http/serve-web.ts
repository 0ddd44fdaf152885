import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built PWA: hashed assets cached for a year, the shell and service worker always revalidated, SPA fallback. */
export async function registerWeb(app: FastifyInstance, webDir: string | undefined) {
  const index = webDir && path.join(webDir, 'index.html');
  if (!webDir || !index || !existsSync(index)) {
    app.setNotFoundHandler((req, reply) =>
      reply.status(404).send({ Message: `Not found: ${req.url}. The web app is not built; run \`npm run build\` or \`npm start\`.` }),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    setHeaders(res, file) {
      const rel = path.relative(webDir, file);
      res.header(
        'cache-control',
        rel.startsWith('assets' + path.sep) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler((req, reply) => {
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && !path.extname(req.url.split('?')[0]) && (req.headers.accept ?? '').includes('text/html');
    if (!wantsPage) return reply.status(404).send({ Message: `Not found: ${req.url}` });
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
