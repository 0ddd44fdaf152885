/** What every store of uploaded files offers, and the public path they are served under. */

/** Where uploaded files live. Names are made by the server (random, with the type's extension). */
export interface FileStorage {
  readonly kind: 'local' | 'database' | 's3';
  /** Stores the bytes under `name` and answers the url clients load them from. */
  save(name: string, bytes: Buffer, contentType: string): Promise<string>;
  /** The stored bytes, or null when there is no such file. */
  read(name: string): Promise<Buffer | null>;
}

/** The public path of uploaded files (the service worker caches it). */
export const UPLOADS_PATH = '/uploads';
