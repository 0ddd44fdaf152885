import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, UPLOAD_TYPES, uploadRoutes } from '../../contract/upload/routes';
import { ApiError, callApi } from './api-client';

/** The `accept` of file pickers: the image types the server takes. */
export const IMAGE_ACCEPT = Object.keys(UPLOAD_TYPES).join(',');

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * Uploads one picked image through POST /upload and answers its url. Files over the limit are refused here,
 * without sending them; the server checks the type by content and the size again.
 */
export async function uploadImage(file: File): Promise<string> {
  if (file.size > UPLOAD_MAX_BYTES)
    throw new ApiError(403, UPLOAD_MESSAGES.tooLarge, { image: UPLOAD_MESSAGES.tooLarge }, 'VALIDATION');
  const image = await readAsDataUrl(file);
  const { url } = await callApi(uploadRoutes.add, { body: { filename: file.name || 'image', image } });
  return url;
}

/** The text under the field after a failed upload: the spec's 'Error uploading photo', and why when known. */
export function uploadFailureText(err: unknown): string {
  const why =
    err instanceof ApiError
      ? (err.fields.image ?? err.fields.filename ?? err.message)
      : err instanceof Error
        ? err.message
        : '';
  return why ? `${UPLOAD_MESSAGES.failed}: ${why}` : UPLOAD_MESSAGES.failed;
}
