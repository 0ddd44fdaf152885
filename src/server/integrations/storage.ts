import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { uploadFiles } from '../db/schema';
import type { AppConfig, S3Settings } from '../config';
import { UPLOADS_PATH, type FileStorage } from './file-storage';

export { UPLOADS_PATH } from './file-storage';
export type { FileStorage } from './file-storage';

/** Default: files under `<DATA_DIR>/uploads/`, served by this server at `/uploads/<name>`. */
function localStorage(dataDir: string): FileStorage {
  const dir = path.join(dataDir, 'uploads');
  return {
    kind: 'local',
    async save(name, bytes) {
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, path.basename(name)), bytes, { flag: 'wx' });
      return `${UPLOADS_PATH}/${name}`;
    },
    async read(name) {
      try {
        return await readFile(path.join(dir, path.basename(name)));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
  };
}

/**
 * Default: the bytes in the database (table upload_files), so that every node behind a load
 * balancer serves every image. Files a node stored on its disk before are still read from there.
 */
function databaseStorage(db: Db, dataDir: string): FileStorage {
  const disk = localStorage(dataDir);
  return {
    kind: 'database',
    async save(name, bytes, contentType) {
      await db.insert(uploadFiles).values({ name, contentType, bytes });
      return `${UPLOADS_PATH}/${name}`;
    },
    async read(name) {
      const [row] = await db
        .select({ bytes: uploadFiles.bytes })
        .from(uploadFiles)
        .where(eq(uploadFiles.name, name))
        .limit(1);
      return row ? row.bytes : disk.read(name);
    },
  };
}

/** The S3 store, with the AWS SDK loaded on first use (a second's start-up not paid where no bucket is configured). */
function lazyS3Storage(s3: S3Settings, fallback: FileStorage): FileStorage {
  let store: Promise<FileStorage> | undefined;
  const get = () => (store ??= import('./s3-storage').then((m) => m.s3Storage(s3, fallback)));
  return {
    kind: 's3',
    save: async (name, bytes, contentType) => (await get()).save(name, bytes, contentType),
    read: async (name) => (await get()).read(name),
  };
}

/**
 * With S3_BUCKET (config.s3): an S3-compatible bucket, falling back to the database for images stored before. Otherwise
 * `UPLOAD_STORAGE=local` keeps files on this node's disk (one node only), and the default is the database.
 */
export function storageFromConfig(
  config: Pick<AppConfig, 'dataDir' | 's3'>,
  db: Db,
  env: NodeJS.ProcessEnv = process.env,
): FileStorage {
  if (config.s3) return lazyS3Storage(config.s3, databaseStorage(db, config.dataDir));
  return env.UPLOAD_STORAGE === 'local' ? localStorage(config.dataDir) : databaseStorage(db, config.dataDir);
}
