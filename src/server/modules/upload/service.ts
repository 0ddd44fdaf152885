import { randomBytes } from 'node:crypto';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../../../contract/upload/routes';
import type { UploadBody } from '../../../contract/upload/schemas';
import type { Tx } from '../../db/crud';
import { uploads } from '../../db/schema';
import type { Deps } from '../../deps';
import { fieldError } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import type { FileStorage } from '../../integrations/storage';
import { decodeBase64Image, extensionOf, sniffImageType } from './image-type';

/** Checks the image by its content and size, stores it under a random name and records it. */
export async function saveUpload(
  { db }: Deps,
  storage: FileStorage,
  input: UploadBody,
  user: SessionUser,
  recordAnswer: (tx: Tx, answer: { url: string }) => Promise<void>,
) {
  const bytes = decodeBase64Image(input.image);
  if (bytes.length > UPLOAD_MAX_BYTES) throw fieldError('image', UPLOAD_MESSAGES.tooLarge);
  const type = sniffImageType(bytes);
  if (!type) throw fieldError('image', UPLOAD_MESSAGES.notImage);
  const name = `${randomBytes(16).toString('hex')}.${extensionOf(type)}`;
  // Stored first (perhaps in an S3 bucket, no transaction open meanwhile), then recorded with the request's line: a
  // crash in between leaves only a file nobody links to.
  const url = await storage.save(name, bytes, type);
  return db.transaction(async (tx) => {
    await tx.insert(uploads).values({
      filename: input.filename,
      contentType: type,
      size: bytes.length,
      storageKey: name,
      createdBy: user.id,
    });
    await recordAnswer(tx, { url });
    return { url };
  });
}
