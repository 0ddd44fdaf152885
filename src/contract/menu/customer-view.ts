/**
 * The customer's view of a restaurant (GET /mobile/menu): what a customer app shows and may order now, by the
 * same rules the placement applies. Prices in the currency's units, the restaurant's discount applied, the price
 * before it beside.
 */
import * as z from 'zod/mini';
import { objectId, plainText } from '../common';
import { currency } from '../restaurants/entity';
import { PAYMENT_TYPES } from '../orders/constants';

const slot = z.object({ start: z.string(), end: z.string() });
/** A price as the customer pays it, and before the discount (the same without one). */
const priced = { price: z.number(), originalPrice: z.number() };

const choice = z.object({ id: z.string(), name: z.string(), ...priced, image: z.string(), isDefault: z.boolean() });
const customerItem = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  galleryImages: z.array(z.string()),
  ...priced,
  /** False: sold out (shown, not orderable). */
  isAvailable: z.boolean(),
  tags: z.array(z.string()),
  extras: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      description: z.string(),
      image: z.string(),
      ...priced,
      isAvailable: z.boolean(),
    }),
  ),
  /** Option groups: choose one, or several when `isMultiple`. */
  options: z.array(z.object({ id: z.string(), name: z.string(), isMultiple: z.boolean(), items: z.array(choice) })),
  /** Attribute groups: `required`, at most `limit` choices (0: any number). */
  attributes: z.array(
    z.object({ id: z.string(), name: z.string(), required: z.boolean(), limit: z.int(), items: z.array(choice) }),
  ),
});

export const customerMenu = z.object({
  /** The language the texts are in where a translation exists (else the restaurant's own texts). */
  language: z.nullable(z.string()),
  restaurant: z.object({
    _id: z.string(),
    name: z.string(),
    description: z.string(),
    address: z.string(),
    coverImage: z.string(),
    icon: z.string(),
    galleryImages: z.array(z.string()),
    currency,
    timezone: z.string(),
    /** False: the menu is for browsing, the restaurant takes no orders through the apps. */
    takesOrders: z.boolean(),
    /** Open now by its opening hours, in its time zone; today's hours ([] when closed all day). */
    open: z.boolean(),
    todaysHours: z.array(slot),
    dineIn: z.boolean(),
    takeOut: z.boolean(),
    advanceOrders: z.object({ allowed: z.boolean(), minutesAhead: z.number() }),
    fees: z.object({
      /** Percent of what the lines cost. */
      serviceFee: z.number(),
      /** Take-away bag and delivery fee; null when not charged. */
      bag: z.nullable(z.number()),
      delivery: z.nullable(z.number()),
    }),
    /** The restaurant's discount in percent (0: none), already applied to every price. */
    discount: z.number(),
    /** Payment types the platform and the restaurant both allow. */
    paymentTypes: z.array(z.enum(PAYMENT_TYPES)),
    /** Tip percentages to choose from; none: a tip is given as an amount. */
    tipOptions: z.array(z.object({ name: z.string(), percentage: z.number() })),
    /** The sign-in buttons the platform shows (Config page). */
    loginButtons: z.record(z.string(), z.boolean()),
  }),
  rushMode: z.object({ active: z.boolean(), header: z.string(), message: z.string() }),
  /** Only when the restaurant has its promo popup on. */
  promoPopup: z.nullable(z.object({ header: z.string(), message: z.string(), image: z.string() })),
  /** The categories a customer may order from now, in menu order, with their products. */
  categories: z.array(
    z.object({ _id: z.string(), name: z.string(), description: z.string(), items: z.array(customerItem) }),
  ),
});
export type CustomerMenu = z.infer<typeof customerMenu>;
export type CustomerMenuItem = z.infer<typeof customerItem>;

export const customerViewSchemas = {
  customerView: {
    summary:
      'A restaurant as a customer sees it now: open or not, fees, payment types, tips, rush mode, promo popup, and the menu they may order from',
    description:
      "Public. Texts in `lang` (or the first language of `Accept-Language`) where a translation exists. Prices have the restaurant's discount applied (`originalPrice`: before it). Categories: not hidden, inside their own and a higher category's availability now; POST /mobile/order/place applies the same rules.",
    query: z.object({
      restaurant: objectId,
      lang: z.optional(
        plainText('Language').check(z.trim(), z.maxLength(35, 'Language must be at most 35 characters')),
      ),
    }),
    response: z.object({ data: customerMenu }),
  },
};
