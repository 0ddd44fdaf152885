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

/** Text that is trimmed and at most `max` characters, with the user-facing messages the forms show. */
/* @__NO_SIDE_EFFECTS__ */
export function text(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`));
}

/** Required, trimmed text. */
/* @__NO_SIDE_EFFECTS__ */
export function requiredText(label: string, max = 200) {
  return z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );
}

export const email = z.pipe(
  z
    .string({ error: 'Email is required' })
    .check(z.trim(), z.toLowerCase(), z.maxLength(254, 'Email must be at most 254 characters')),
  z.email('Please enter valid email'),
);

export const newPassword = z
  .string({ error: 'Password is required' })
  .check(
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
