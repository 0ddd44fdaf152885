/** The plain values of image upload that both sides read: the image types and size the server takes, its messages. */

/** Largest image accepted, decoded. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Base64 text of the largest image, with room for a `data:image/...;base64,` prefix. */
export const MAX_BASE64_CHARS = Math.ceil(UPLOAD_MAX_BYTES / 3) * 4 + 100;

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
