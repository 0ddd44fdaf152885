import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. Names are made by the server (random, with the type's extension). */
export interface FileStorage {
  readonly kind: 'local';
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

export const storageFromConfig = (config: { dataDir: string }): FileStorage => localStorage(config.dataDir);
