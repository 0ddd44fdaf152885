/** What a customer app sends to place an order: lines by menu id; the server prices them. */
import * as z from 'zod/mini';
import { objectId, plainText } from '../common';
import { PAYMENT_TYPES } from './constants';

/** A count of an extra or a choice: 1 when not given. */
const choiceQty = z._default(z.number().check(z.int(), z.gte(1), z.lte(20)), 1);

export const placeOrderLine = z.object({
  menu: objectId,
  qty: z
    .number({ error: 'Quantity is required' })
    .check(
      z.int('Quantity must be a whole number'),
      z.gte(1, 'Quantity must be at least 1'),
      z.lte(99, 'At most 99 of one item'),
    ),
  /** Extras offered with the item, by id. */
  extras: z.optional(z.array(z.object({ id: objectId, qty: choiceQty })).check(z.maxLength(30))),
  /** Choices in the item's option and attribute groups. */
  attributes: z.optional(
    z
      .array(
        z.object({
          group: plainText('Option group').check(z.minLength(1), z.maxLength(40)),
          item: plainText('Option').check(z.minLength(1), z.maxLength(40)),
          qty: choiceQty,
        }),
      )
      .check(z.maxLength(30)),
  ),
  notes: z.optional(plainText('Notes').check(z.trim(), z.maxLength(300, 'Notes must be at most 300 characters'))),
  /** The reward of a stamp card, at price 0; refused unless the signed-in customer has earned it. */
  isReward: z.optional(z.boolean({ error: 'isReward must be true or false' })),
});
export type PlaceOrderLine = z.output<typeof placeOrderLine>;

const placeOrderFields = z.object({
  restaurant: objectId,
  lines: z
    .array(placeOrderLine)
    .check(z.minLength(1, 'An order needs at least one item'), z.maxLength(100, 'At most 100 lines')),
  dineIn: z.boolean({ error: 'Say whether the order is dine-in' }),
  tablenumber: z.optional(z.number().check(z.int(), z.gte(1), z.lte(100000))),
  isDelivery: z.optional(z.boolean()),
  paymentType: z.enum(PAYMENT_TYPES, { error: `Payment type must be one of: ${PAYMENT_TYPES.join(', ')}` }),
  /** A tip in the currency's units, or a percentage of the subtotal. */
  tip: z.optional(z.number().check(z.gte(0), z.lte(10000))),
  tippercentage: z.optional(z.number().check(z.gte(0), z.lte(100))),
  comment: z.optional(plainText('Comment').check(z.trim(), z.maxLength(500))),
  isAdvanceOrder: z.optional(z.boolean()),
  advanceOrderDate: z.optional(z.iso.datetime({ offset: true, error: 'advanceOrderDate must be an ISO date-time' })),
  isParkTable: z.optional(z.boolean()),
  isWeb: z.optional(z.boolean()),
  guest: z.optional(
    z.object({
      name: plainText('Name').check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(80)),
      mobilenumber: z._default(plainText('Mobile number').check(z.trim(), z.maxLength(30)), ''),
    }),
  ),
  /** A registered customer; only platform admins may place an order for one (simulator, tests). */
  customer: z.optional(objectId),
  /**
   * A coupon's app code or QR value, checked and recorded as a use. A coupon with an item offer needs that many of its
   * item among the lines (403 on `coupon` otherwise) and takes its percent off one per full group (`couponDiscount`).
   */
  coupon: z.optional(
    plainText('Coupon code', 'Coupon code must be text').check(
      z.trim(),
      z.minLength(1, 'Coupon code is required'),
      z.maxLength(60, 'Coupon code must be at most 60 characters'),
    ),
  ),
  /** Promos of the restaurant bought with the order (a registered customer's, within Multiple Limit). */
  promos: z.optional(
    z.array(objectId, { error: 'Promos must be a list of ids' }).check(z.maxLength(20, 'At most 20 promos')),
  ),
});

export const placeOrderBody = placeOrderFields.check(
  z.refine((b) => !b.dineIn || b.tablenumber !== undefined, {
    path: ['tablenumber'],
    message: 'A dine-in order needs a table number',
  }),
  z.refine((b) => !b.isAdvanceOrder || b.advanceOrderDate !== undefined, {
    path: ['advanceOrderDate'],
    message: 'An advance order needs a date',
  }),
  z.refine((b) => b.guest !== undefined || b.customer !== undefined, {
    path: ['guest'],
    message: 'A guest name is required',
  }),
);
export type PlaceOrderBody = z.output<typeof placeOrderBody>;
