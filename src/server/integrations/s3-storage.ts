import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import { UPLOADS_PATH, type FileStorage } from './file-storage';

/** The long cache header the server sends for /uploads, also stored with each object (for a CDN in front of the bucket). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A client for any S3-compatible store (AWS S3, MinIO, Ceph RGW, R2, …). */
export function s3Client(s3: S3Settings): S3Client {
  return new S3Client({
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    forcePathStyle: s3.forcePathStyle,
    // Without keys the SDK's own chain is used (AWS_* variables, instance or task role).
    ...(s3.accessKeyId && s3.secretAccessKey
      ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } }
      : {}),
    // Stores other than AWS often reject the SDK's newer default checksums (CRC32 headers and trailers); send them only
    // where S3 requires them.
    ...(s3.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED' as const, responseChecksumValidation: 'WHEN_REQUIRED' as const }
      : {}),
  });
}

const isMissing = (err: unknown) =>
  err instanceof NoSuchKey ||
  (err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404));

/**
 * Uploads in an S3-compatible bucket, as `<prefix><name>`: every node configured with the bucket serves every image. The
 * server still serves them at `/uploads/<name>` (read from the bucket and passed on), so URLs, the long cache header and
 * the service worker's same-origin image cache stay as they are, and the bucket may stay private. Names never seen in
 * the bucket are looked up in `fallback` (images stored in the database or on disk before the bucket was configured).
 */
export function s3Storage(s3: S3Settings, fallback?: FileStorage, client: S3Client = s3Client(s3)): FileStorage {
  const key = (name: string) => `${s3.prefix}${name}`;
  return {
    kind: 's3',
    async save(name, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: key(name),
          Body: bytes,
          ContentType: contentType,
          CacheControl: IMMUTABLE,
        }),
      );
      return `${UPLOADS_PATH}/${name}`;
    },
    async read(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key(name) }));
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (err) {
        if (isMissing(err)) return fallback ? fallback.read(name) : null;
        throw err;
      }
    },
  };
}
