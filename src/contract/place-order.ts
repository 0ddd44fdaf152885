import { z } from 'zod';
import { objectId } from './common-classic';
import { endpoint } from './endpoint';
import { order, PAYMENT_TYPES } from './orders';

export const placeOrderLine = z.object({
  menu: objectId,
  qty: z
    .number({ error: 'Quantity is required' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(99, 'At most 99 of one item'),
  /** Extras offered with the item, by id. */
  extras: z
    .array(z.object({ id: objectId, qty: z.number().int().min(1).max(20).default(1) }))
    .max(30)
    .optional(),
  /** Choices in the item's option and attribute groups. */
  attributes: z
    .array(
      z.object({
        group: z.string().min(1).max(40),
        item: z.string().min(1).max(40),
        qty: z.number().int().min(1).max(20).default(1),
      }),
    )
    .max(30)
    .optional(),
  notes: z.string().trim().max(300, 'Notes must be at most 300 characters').optional(),
  /** The reward of a stamp card, at price 0; refused unless the signed-in customer has earned it. */
  isReward: z.boolean({ error: 'isReward must be true or false' }).optional(),
});

export const placeOrderBody = z
  .object({
    restaurant: objectId,
    lines: z.array(placeOrderLine).min(1, 'An order needs at least one item').max(100, 'At most 100 lines'),
    dineIn: z.boolean({ error: 'Say whether the order is dine-in' }),
    tablenumber: z.number().int().min(1).max(100000).optional(),
    isDelivery: z.boolean().optional(),
    paymentType: z.enum(PAYMENT_TYPES, { error: `Payment type must be one of: ${PAYMENT_TYPES.join(', ')}` }),
    /** A tip in the currency's units, or a percentage of the subtotal. */
    tip: z.number().min(0).max(10000).optional(),
    tippercentage: z.number().min(0).max(100).optional(),
    comment: z.string().trim().max(500).optional(),
    isAdvanceOrder: z.boolean().optional(),
    advanceOrderDate: z.iso.datetime({ offset: true, error: 'advanceOrderDate must be an ISO date-time' }).optional(),
    isParkTable: z.boolean().optional(),
    isWeb: z.boolean().optional(),
    guest: z
      .object({
        name: z.string().trim().min(1, 'Name is required').max(80),
        mobilenumber: z.string().trim().max(30).default(''),
      })
      .optional(),
    /** A registered customer; only platform admins may place an order for one (simulator, tests). */
    customer: objectId.optional(),
    /** A coupon's app code or QR value, checked and recorded as a use. */
    coupon: z
      .string({ error: 'Coupon code must be text' })
      .trim()
      .min(1, 'Coupon code is required')
      .max(60, 'Coupon code must be at most 60 characters')
      .optional(),
    /** Promos of the restaurant bought with the order (a registered customer's, within Multiple Limit). */
    promos: z.array(objectId, { error: 'Promos must be a list of ids' }).max(20, 'At most 20 promos').optional(),
  })
  .refine((b) => !b.dineIn || b.tablenumber !== undefined, {
    path: ['tablenumber'],
    message: 'A dine-in order needs a table number',
  })
  .refine((b) => !b.isAdvanceOrder || b.advanceOrderDate !== undefined, {
    path: ['advanceOrderDate'],
    message: 'An advance order needs a date',
  })
  .refine((b) => b.guest !== undefined || b.customer !== undefined, {
    path: ['guest'],
    message: 'A guest name is required',
  });

export const placeOrder = endpoint({
  method: 'POST',
  path: '/mobile/order/place',
  tag: 'Customer apps',
  summary: 'Place an order; the server prices every line from the menu',
  description:
    'Client-sent prices are never trusted. Answers 201 with the stored order (`_id`, `refNo`). Send an Idempotency-Key to make retries safe.',
  auth: 'public',
  status: 201,
  body: placeOrderBody,
  response: z.object({ Message: z.string(), data: order }),
});
