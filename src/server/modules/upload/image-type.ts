import { UPLOAD_MESSAGES, UPLOAD_TYPES, type UploadType } from '../../../contract/upload/routes';
import { fieldError } from '../../http/errors';

const startsWith = (bytes: Buffer, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The image type of some bytes, told by their first bytes (never by a file name); null when not an accepted image. */
export function sniffImageType(bytes: Buffer): UploadType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

const DATA_URL = /^data:[\w.+-]+\/[\w.+-]+(?:;[\w-]+=[\w.-]+)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Base64 text (with or without a `data:` prefix) → bytes; refuses anything that is not base64. */
export function decodeBase64Image(text: string): Buffer {
  const body = text.replace(DATA_URL, '').replace(/\s+/g, '');
  if (!body) throw fieldError('image', UPLOAD_MESSAGES.required);
  if (!BASE64.test(body) || body.length % 4 === 1) throw fieldError('image', UPLOAD_MESSAGES.notBase64);
  return Buffer.from(body, 'base64');
}

export const extensionOf = (type: UploadType) => UPLOAD_TYPES[type];
