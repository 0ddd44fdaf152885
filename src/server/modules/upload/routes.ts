import type { FastifyInstance } from 'fastify';
import { uploadRoutes as routes, UPLOAD_TYPES, type UploadType } from '../../../contract/upload/routes';
import { uploadSchemas } from '../../../contract/upload/schemas';
import type { Deps } from '../../deps';
import { bindAll } from '../../http/bind-all';
import { sendError } from '../../http/errors';
import { storageFromConfig, UPLOADS_PATH } from '../../integrations/storage';
import { saveUpload } from './service';

/** Room for a 5 MB image in base64 and the JSON around it; larger bodies get 413. */
const UPLOAD_BODY_LIMIT = 12 * 1024 * 1024;

export function registerUploadRoutes(app: FastifyInstance, deps: Deps) {
  const storage = storageFromConfig(deps.config, deps.db);
  bindAll(
    app,
    routes,
    uploadSchemas,
    { add: ({ body, user, recordAnswer }) => saveUpload(deps, storage, body, user, recordAnswer) },
    // The image is stored (perhaps in an S3 bucket) before it is recorded with the request's line (recordAnswer).
    { add: { bodyLimit: UPLOAD_BODY_LIMIT, ownTransaction: true } },
  );
}

const TYPE_OF_EXTENSION = Object.fromEntries(Object.entries(UPLOAD_TYPES).map(([type, ext]) => [ext, type])) as Record<
  string,
  UploadType
>;
/** Only names the server made: 32 hex characters and an accepted extension (no paths). */
const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg|webp|gif)$/;

/** Serves uploaded images at /uploads/<name>: never change once written, so cached for a year. */
export function registerUploadFiles(app: FastifyInstance, config: Deps['config'], db: Deps['db']) {
  const storage = storageFromConfig(config, db);
  app.get<{ Params: { name: string } }>(`${UPLOADS_PATH}/:name`, { schema: { hide: true } }, async (req, reply) => {
    const { name } = req.params;
    const match = STORED_NAME.exec(name);
    const bytes = match ? await storage.read(name) : null;
    if (!match || !bytes) return sendError(reply.header('cache-control', 'no-cache'), 404, 'Image not found');
    return reply
      .header('content-type', TYPE_OF_EXTENSION[match[1]])
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-length', bytes.length)
      .send(bytes);
  });
}
