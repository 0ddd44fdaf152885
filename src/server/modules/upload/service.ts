import { randomBytes } from 'node:crypto';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../../../contract/upload/routes';
import type { UploadBody } from '../../../contract/upload/schemas';
import { uploads } from '../../db/schema';
import type { Deps } from '../../deps';
import { fieldError } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import type { FileStorage } from '../../integrations/storage';
import { decodeBase64Image, extensionOf, sniffImageType } from './image-type';

/** Checks the image by its content and size, stores it under a random name and records it. */
export async function saveUpload({ db }: Deps, storage: FileStorage, input: UploadBody, user: SessionUser) {
  const bytes = decodeBase64Image(input.image);
  if (bytes.length > UPLOAD_MAX_BYTES) throw fieldError('image', UPLOAD_MESSAGES.tooLarge);
  const type = sniffImageType(bytes);
  if (!type) throw fieldError('image', UPLOAD_MESSAGES.notImage);
  const name = `${randomBytes(16).toString('hex')}.${extensionOf(type)}`;
  const url = await storage.save(name, bytes, type);
  await db
    .insert(uploads)
    .values({ filename: input.filename, contentType: type, size: bytes.length, storageKey: name, createdBy: user.id });
  return { url };
}
