/**
 * A coupon's item offer: `percent` % off one unit of a menu item for every `quantity` of it in the order
 * ("two draught beers for one": quantity 2, percent 100). A coupon without an item is a plain coupon.
 */
import * as z from 'zod/mini';
import { objectId } from '../common';

export const ITEM_OFFER_MESSAGES = {
  itemNotFound: 'Menu item not found: please choose again',
  itemMissing: 'Choose the menu item of the offer, or leave quantity and discount empty',
  quantityMissing: 'Quantity is required with a menu item',
  percentMissing: 'Discount is required with a menu item',
} as const;

/** A whole number from `min` to `max`, or empty ('' as a cleared number field sends, null or left out). */
/* @__NO_SIDE_EFFECTS__ */
function wholeOrEmpty(label: string, min: number, max: number) {
  return z.optional(
    z.nullable(
      z.union(
        [
          z.literal(''),
          z
            .number()
            .check(
              z.refine(Number.isInteger, `${label} must be a whole number`),
              z.gte(min, `${label} must be at least ${min}`),
              z.lte(max, `${label} must be at most ${max}`),
            ),
        ],
        { error: `${label} must be a number` },
      ),
    ),
  );
}

/** The offer's fields of the coupon form. */
export const itemOfferFields = {
  itemid: z.optional(z.union([z.literal(''), objectId], { error: 'Menu item must be a menu item id' })),
  itemquantity: wholeOrEmpty('Quantity', 1, 1000),
  itempercent: wholeOrEmpty('Discount', 1, 100),
};

type OfferValues = { itemid?: string; itemquantity?: number | '' | null; itempercent?: number | '' | null };
const given = (v: unknown) => v !== undefined && v !== null && v !== '';

/** All three or none: an item needs its quantity and discount, and those need an item. */
export function offerComplete(d: OfferValues, ctx: z.core.$RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (given(d.itemid)) {
    if (!given(d.itemquantity)) issue('itemquantity', ITEM_OFFER_MESSAGES.quantityMissing);
    if (!given(d.itempercent)) issue('itempercent', ITEM_OFFER_MESSAGES.percentMissing);
  } else if (given(d.itemquantity) || given(d.itempercent)) issue('itemid', ITEM_OFFER_MESSAGES.itemMissing);
}

/** The offer as the form's values give it, or null for a plain coupon. */
export function offerOf(d: OfferValues): { itemId: string; quantity: number; percent: number } | null {
  if (!given(d.itemid) || !given(d.itemquantity) || !given(d.itempercent)) return null;
  return { itemId: d.itemid!, quantity: Number(d.itemquantity), percent: Number(d.itempercent) };
}

/** The offer as read: the item with its restaurant, how many of it one free (or discounted) unit needs, the percent. */
export const itemOffer = z.object({
  item: z.object({ _id: z.string(), name: z.string() }),
  restaurant: z.object({ _id: z.string(), Name: z.string() }),
  quantity: z.int(),
  percent: z.int(),
});
export type ItemOffer = z.infer<typeof itemOffer>;
