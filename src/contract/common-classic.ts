import { z } from 'zod';

/** 24-hex ObjectId-style id (the spec derives a customer's registration date from it). */
export const objectId = z
  .string()
  .regex(/^[0-9a-f]{24}$/i, 'Invalid id')
  .transform((s) => s.toLowerCase());

/** The date an ObjectId-style id was made (its first 4 bytes are seconds since the epoch). */
export function dateFromObjectId(id: string): Date {
  return new Date(parseInt(id.slice(0, 8), 16) * 1000);
}

/** Required, trimmed text with the user-facing messages the forms show. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Please enter valid email'));

export const newPassword = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password must be at most 200 characters');

/** Query-string integers arrive as text. */
const queryInt = (def: number, max: number) =>
  z.coerce
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(max, `Must be at most ${max}`)
    .default(def);

/** page & size query parameters; `defaultSize` is the spec's page size for the list. */
export const pageQuery = (defaultSize: number, maxSize = 1000) =>
  z.object({ page: queryInt(1, 1_000_000), size: queryInt(defaultSize, maxSize) });

/** Paging meta of every paged answer. */
export const pageMeta = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
  page_limit: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMeta>;

export const paged = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: pageMeta });

/** `{ Message }` answer of actions. */
export const messageAnswer = z.object({ Message: z.string() });

/** The legacy `{ data }` wrapper. */
export const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: item });

export const GALLERY_MAX = 10;

/** An image address as the upload answers it (`/uploads/…`) or any http(s) URL; empty for none. */
export const imageUrl = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(2000, `${label} must be at most 2000 characters`)
    .refine(
      (s) => s === '' || s.startsWith('/') || /^https?:\/\//i.test(s),
      `${label} must be an uploaded image or an http(s) address`,
    );

export const galleryImages = z
  .array(imageUrl('Gallery image'), { error: 'Gallery must be a list of images' })
  .max(GALLERY_MAX, `At most ${GALLERY_MAX} gallery images`)
  .default([]);
