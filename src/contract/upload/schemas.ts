import * as z from 'zod/mini';
import { plainText } from '../common';
import { MAX_BASE64_CHARS, UPLOAD_MESSAGES } from './constants';

export const uploadBody = z.object({
  filename: plainText('Filename', 'Filename is required').check(
    z.trim(),
    z.minLength(1, 'Filename is required'),
    z.maxLength(255, 'Filename must be at most 255 characters'),
  ),
  /** Base64, with or without a `data:` prefix. */
  image: plainText('Image', UPLOAD_MESSAGES.required).check(
    z.minLength(1, UPLOAD_MESSAGES.required),
    z.maxLength(MAX_BASE64_CHARS, UPLOAD_MESSAGES.tooLarge),
  ),
});
export type UploadBody = z.output<typeof uploadBody>;

export const uploadSchemas = {
  add: {
    summary: 'Upload an image; answers its url',
    description:
      'Body `{ filename, image }` with the image in base64 (a `data:` prefix is allowed). PNG, JPEG, WebP and GIF only, recognised by their content; at most 5 MB decoded. ' +
      'The answer `{ url }` is served at `/uploads/<name>` with a one-year immutable cache header.',
    body: uploadBody,
    response: z.object({ url: z.string() }),
  },
};
