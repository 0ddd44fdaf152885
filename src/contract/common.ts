/**
 * Schema building blocks shared by every area, in zod/mini: its functions are marked free of side effects, so a
 * browser bundle keeps only the schemas a screen really uses. Our own builders carry the same mark.
 */
import * as z from 'zod/mini';

/** 24-hex ObjectId-style id (the spec derives a customer's registration date from it). */
export const objectId = z.pipe(
  z.string().check(z.regex(/^[0-9a-f]{24}$/i, 'Invalid id')),
  z.transform((s: string) => s.toLowerCase()),
);

/** The date an ObjectId-style id was made (its first 4 bytes are seconds since the epoch). */
export function dateFromObjectId(id: string): Date {
  return new Date(parseInt(id.slice(0, 8), 16) * 1000);
}

/**
 * What no user text may hold: control characters (C0 but tab, line feed and carriage return; DEL; C1) and half of a
 * surrogate pair without its other half. Neither is typed by a person, the database refuses NUL, and a lone
 * surrogate cannot be encoded as UTF-8 (the stored text and its system-log line would differ or fail).
 * In `u` mode a paired surrogate is one code point above U+FFFF, so only a lone half matches the range.
 */
// eslint-disable-next-line no-control-regex
const NOT_ALLOWED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]/u;

/** Whether text holds characters that no field accepts (`NOT_ALLOWED`). */
export const hasCharactersNotAllowed = (s: string) => NOT_ALLOWED.test(s);

/** The check of every text a user sends: refuses control characters and lone surrogates, naming the field. */
/* @__NO_SIDE_EFFECTS__ */
export function allowedCharacters(label: string) {
  return z.refine<string>((s) => !NOT_ALLOWED.test(s), `${label} contains characters that are not allowed`);
}

/**
 * A string a user sends, before its own checks: `plainText('Notes').check(z.trim(), …)`. Every text of a request is
 * one of these (or `text`, `requiredText`, `email`, a password), so bad characters are refused field by field.
 */
/* @__NO_SIDE_EFFECTS__ */
export function plainText(label: string, error?: string) {
  return z.string(error ? { error } : undefined).check(allowedCharacters(label));
}

/** Text that is trimmed and at most `max` characters, with the user-facing messages the forms show. */
/* @__NO_SIDE_EFFECTS__ */
export function text(label: string, max: number) {
  return plainText(label, `${label} must be text`).check(
    z.trim(),
    z.maxLength(max, `${label} must be at most ${max} characters`),
  );
}

/** Required, trimmed text. */
/* @__NO_SIDE_EFFECTS__ */
export function requiredText(label: string, max = 200) {
  return plainText(label, `${label} is required`).check(
    z.trim(),
    z.minLength(1, `${label} is required`),
    z.maxLength(max, `${label} must be at most ${max} characters`),
  );
}

export const email = z.pipe(
  plainText('Email', 'Email is required').check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(254, 'Email must be at most 254 characters'),
  ),
  z.email('Please enter valid email'),
);

/**
 * A password as typed: any printable text, never trimmed. Control characters are refused like everywhere (a NUL would
 * end the text argon2 hashes in some clients, and a lone surrogate turns into U+FFFD, so two passwords would be one).
 */
export const newPassword = plainText('Password', 'Password is required').check(
  z.minLength(8, 'Password must be at least 8 characters'),
  z.maxLength(200, 'Password must be at most 200 characters'),
);

/** A query-string integer (it arrives as text). */
/* @__NO_SIDE_EFFECTS__ */
function queryInt(def: number, max: number) {
  return z._default(
    z.coerce
      .number({ error: 'Must be a number' })
      .check(z.int('Must be a whole number'), z.gte(1, 'Must be at least 1'), z.lte(max, `Must be at most ${max}`)),
    def,
  );
}

/** page & size query parameters; `defaultSize` is the spec's page size for the list. */
/* @__NO_SIDE_EFFECTS__ */
export function pageQuery(defaultSize: number, maxSize = 1000) {
  return z.object({ page: queryInt(1, 1_000_000), size: queryInt(defaultSize, maxSize) });
}

/** Paging meta of every paged answer. */
export const pageMeta = z.object({
  current_page: z.int(),
  last_page: z.int(),
  total: z.int(),
  page_limit: z.int(),
});
export type PageMeta = z.infer<typeof pageMeta>;

/** `{ data, meta }`: one page of a list. */
/* @__NO_SIDE_EFFECTS__ */
export function paged<T extends z.core.SomeType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMeta });
}

/** `{ Message }` answer of actions. */
export const messageAnswer = z.object({ Message: z.string() });

/** The legacy `{ data }` wrapper. */
/* @__NO_SIDE_EFFECTS__ */
export function dataOf<T extends z.core.SomeType>(item: T) {
  return z.object({ data: item });
}

/** Most images a gallery holds. */
export const GALLERY_MAX = 10;

/** An image address as the upload answers it (`/uploads/…`) or any http(s) URL; empty for none. */
/* @__NO_SIDE_EFFECTS__ */
export function imageUrl(label: string) {
  return text(label, 2000).check(
    z.refine(
      (s) => s === '' || s.startsWith('/') || /^https?:\/\//i.test(s),
      `${label} must be an uploaded image or an http(s) address`,
    ),
  );
}

/** The gallery of an item: at most `GALLERY_MAX` images. */
export const galleryImages = z._default(
  z
    .array(imageUrl('Gallery image'), { error: 'Gallery must be a list of images' })
    .check(z.maxLength(GALLERY_MAX, `At most ${GALLERY_MAX} gallery images`)),
  [],
);
