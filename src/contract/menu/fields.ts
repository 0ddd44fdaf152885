/** Field schemas the menu page's forms share (products, categories, extras, drinks, higher categories). */
import * as z from 'zod/mini';
import { objectId, plainText } from '../common';

/** A price in the currency's units. */
/* @__NO_SIDE_EFFECTS__ */
export function price(label: string) {
  return z
    .number({ error: `${label} must be a number` })
    .check(z.gte(0, `${label} cannot be negative`), z.lte(1_000_000, `${label} is too high`));
}

/** Trimmed text of at most `max` characters. */
/* @__NO_SIDE_EFFECTS__ */
export function short(label: string, max: number) {
  return plainText(label).check(z.trim(), z.maxLength(max, `At most ${max} characters`));
}

/** An image address (an upload's `/uploads/…` or any link). */
export const imageLink = plainText('Image link').check(z.trim(), z.maxLength(2000, 'Image link is too long'));

/** Translated texts as read: per field, text per language code. */
export const translationOut = z.record(z.string(), z.record(z.string(), z.string()));

/** `{ _id, Order }` of a list sorted by dragging. */
export const orderEntry = z.object({ _id: objectId, Order: z.number().check(z.int(), z.gte(0), z.lte(100000)) });
