import { z } from 'zod';
import { endpoint } from './endpoint';
import { ALL_ROLES } from './roles';

/** Largest image accepted, decoded. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Base64 text of the largest image, with room for a `data:image/...;base64,` prefix. */
const MAX_BASE64_CHARS = Math.ceil(UPLOAD_MAX_BYTES / 3) * 4 + 100;

export const UPLOAD_MESSAGES = {
  notImage: 'Only PNG, JPEG, WebP or GIF images are allowed',
  tooLarge: 'Image must be at most 5 MB',
  notBase64: 'Image must be base64 encoded',
  required: 'Image is required',
  /** The web's message when an upload fails (the spec's error catalogue). */
  failed: 'Error uploading photo',
} as const;

/** The image types accepted, recognised by their content, with the extension they are stored under. */
export const UPLOAD_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
export type UploadType = keyof typeof UPLOAD_TYPES;

export const uploadBody = z.object({
  filename: z
    .string({ error: 'Filename is required' })
    .trim()
    .min(1, 'Filename is required')
    .max(255, 'Filename must be at most 255 characters'),
  /** Base64, with or without a `data:` prefix. */
  image: z
    .string({ error: UPLOAD_MESSAGES.required })
    .min(1, UPLOAD_MESSAGES.required)
    .max(MAX_BASE64_CHARS, UPLOAD_MESSAGES.tooLarge),
});

export const upload = endpoint({
  method: 'POST',
  path: '/upload',
  tag: 'Uploads',
  summary: 'Upload an image; answers its url',
  description:
    'Body `{ filename, image }` with the image in base64 (a `data:` prefix is allowed). PNG, JPEG, WebP and GIF only, recognised by their content; at most 5 MB decoded. ' +
    'The answer `{ url }` is served at `/uploads/<name>` with a one-year immutable cache header.',
  auth: ALL_ROLES,
  body: uploadBody,
  response: z.object({ url: z.string() }),
});
