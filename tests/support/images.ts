/** Small real images for upload tests (made once with zlib; they open in any viewer). */

/** A 2×2 orange PNG. */
export const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGN4EckDRAwQCgAn6gU1/7HHIQAAAABJRU5ErkJggg==';
export const tinyPng = () => Buffer.from(TINY_PNG_BASE64, 'base64');
