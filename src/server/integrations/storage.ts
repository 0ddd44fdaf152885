import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { uploadFiles } from '../db/schema';

/** Where uploaded files live. Names are made by the server (random, with the type's extension). */
export interface FileStorage {
  readonly kind: 'local' | 'database';
  /** Stores the bytes under `name` and answers the url clients load them from. */
  save(name: string, bytes: Buffer, contentType: string): Promise<string>;
  /** The stored bytes, or null when there is no such file. */
  read(name: string): Promise<Buffer | null>;
}

/** The public path of uploaded files (the service worker caches it). */
export const UPLOADS_PATH = '/uploads';

/** Default: files under `<DATA_DIR>/uploads/`, served by this server at `/uploads/<name>`. */
export function localStorage(dataDir: string): FileStorage {
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
 * Default (hardening, issue 11): the bytes in the database (table upload_files), so that every node behind a load
 * balancer serves every image. Files a node stored on its disk before are still read from there.
 */
export function databaseStorage(db: Db, dataDir: string): FileStorage {
  const disk = localStorage(dataDir);
  return {
    kind: 'database',
    async save(name, bytes, contentType) {
      await db.insert(uploadFiles).values({ name, contentType, bytes });
      return `${UPLOADS_PATH}/${name}`;
    },
    async read(name) {
      const [row] = await db.select({ bytes: uploadFiles.bytes }).from(uploadFiles).where(eq(uploadFiles.name, name)).limit(1);
      return row ? row.bytes : disk.read(name);
    },
  };
}

/** `UPLOAD_STORAGE=local` keeps files on this node's disk (one node only); otherwise the database. */
export const storageFromConfig = (config: { dataDir: string }, db: Db, env: NodeJS.ProcessEnv = process.env): FileStorage =>
  env.UPLOAD_STORAGE === 'local' ? localStorage(config.dataDir) : databaseStorage(db, config.dataDir);
