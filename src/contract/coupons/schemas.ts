import * as z from 'zod/mini';
import { imageUrl, objectId, pageQuery, paged, requiredText, text } from '../common';
import { crudForms, crudSchemas } from '../crud';
import { endNotBeforeStart, instant, optionalText, usageStatistics } from '../promotion-schemas';
import { DATED_STATUSES } from '../promotions';
import { pushAnswer } from '../push/schemas';
import { itemOffer, itemOfferFields, offerComplete } from './item-offer';
import { COUPON_MESSAGES, COUPONS_PAGE_SIZE } from './constants';

export const couponUser = z.object({ _id: z.string(), Username: z.string(), Email: z.string() });
export type CouponUser = z.infer<typeof couponUser>;

/** Coupon as read (the spec's entities). Claimed is counted from the uses recorded by order placement. */
export const coupon = z.object({
  _id: z.string(),
  id: z.string(),
  Name: z.string(),
  Text: z.string(),
  StartDate: z.string(),
  EndDate: z.string(),
  MembersOnly: z.boolean(),
  IsExclusive: z.boolean(),
  IsOneTimeUse: z.boolean(),
  Priority: z.int(),
  QRValue: z.string(),
  AppCode: z.string(),
  EmailMessage: z.string(),
  Image: z.string(),
  Thumbnail: z.string(),
  Claimed: z.int(),
  ExclusiveUsers: z.array(couponUser),
  /** The item offer ("two draught beers for one"); null for a plain coupon. */
  ItemOffer: z.nullable(itemOffer),
  status: z.enum(DATED_STATUSES),
});
export type Coupon = z.infer<typeof coupon>;

/* @__NO_SIDE_EFFECTS__ */
function code(label: string) {
  return text(label, 60).check(
    z.refine((s) => s === '' || /^[A-Za-z0-9_-]+$/.test(s), `${label} may only contain letters, digits, - and _`),
  );
}

const flag = (label: string) => z._default(z.boolean({ error: `${label} must be true or false` }), false);

/**
 * The coupon form (keys as the spec lists them). Priority: numeric, at least 1; left out, it becomes the coupon count + 1.
 * itemid, itemquantity, itempercent: the item offer (item-offer.ts), all three or none.
 */
export const couponForms = crudForms({
  idKey: 'couponid',
  fields: {
    name: requiredText('Name', 200),
    text: requiredText('Text', 2000),
    startdate: instant('Start date'),
    enddate: instant('End date'),
    priority: z.optional(
      z
        .number({ error: 'Priority must be a number' })
        .check(
          z.int('Priority must be a whole number'),
          z.gte(1, 'Priority must be at least 1'),
          z.lte(100_000, 'Priority must be at most 100000'),
        ),
    ),
    appcode: z.pipe(code('App code'), z.string().check(z.minLength(1, 'App code is required'))),
    qrvalue: z._default(code('QR value'), ''),
    isonetimeuse: flag('One time use'),
    membersonly: flag('Members only'),
    isexclusive: flag('Exclusive'),
    exclusiveusers: z._default(
      z
        .array(objectId, { error: 'Exclusive users must be a list of user ids' })
        .check(z.maxLength(1000, 'At most 1000 exclusive users')),
      [],
    ),
    emailmessage: optionalText('Email message', 5000),
    image: z._default(imageUrl('Image'), ''),
    thumbnail: z._default(imageUrl('Thumbnail'), ''),
    ...itemOfferFields,
  },
  refine: (d, ctx) => {
    endNotBeforeStart(d, ctx);
    offerComplete(d, ctx);
    if (d.isexclusive && d.exclusiveusers.length === 0)
      ctx.addIssue({ code: 'custom', path: ['exclusiveusers'], message: COUPON_MESSAGES.noExclusiveUsers });
  },
});
export type CouponInput = z.output<typeof couponForms.createBody>;
export type CouponEditBody = z.output<typeof couponForms.editBody>;

const couponId = z.object({ couponid: objectId });

export const couponsSchemas = {
  ...crudSchemas({
    noun: 'coupon',
    item: coupon,
    forms: couponForms,
    messages: COUPON_MESSAGES,
    pageSize: COUPONS_PAGE_SIZE,
    summaries: {
      fetch: 'Every coupon, 10 per page, by priority',
      add: `Create a coupon ('${COUPON_MESSAGES.created}'); without priority it becomes the coupon count + 1`,
      edit: `Update a coupon by couponid ('${COUPON_MESSAGES.updated}'); without priority it keeps its priority`,
      delete: `Delete a coupon by couponid ('${COUPON_MESSAGES.deleted}'), with its recorded uses`,
    },
    descriptions: {
      add: 'Field errors (403) on name, text, startdate, enddate, priority, appcode, qrvalue, emailmessage, exclusiveusers, itemid, itemquantity, itempercent. App codes and QR values are unique (app codes case-insensitively).',
    },
  }),
  fetchByStatus: {
    summary: 'Coupons that are active (started, not ended), upcoming (not started) or expired (ended), 10 per page',
    params: z.object({ status: z.enum(DATED_STATUSES, { error: 'Status must be active, upcoming or expired' }) }),
    query: pageQuery(COUPONS_PAGE_SIZE),
    response: paged(coupon),
  },
  push: {
    summary:
      "Push a coupon to customers' devices (an exclusive coupon only to its users' devices); recorded in Push Logs",
    description:
      'Answers 200 with `Message` and the push `Status` (`sent`, or `not sent: no provider configured` when no push provider is set up). ' +
      'An expired coupon answers 400 `{ Message }` (the web alerts the body); 502 when the provider refused every message.',
    body: couponId,
    response: pushAnswer,
  },
  usage: {
    summary:
      'Uses of a coupon per day (YYYY-MM-DD, Europe/Copenhagen) from its start to today or its end, counted from the orders that used it',
    body: couponId,
    response: usageStatistics,
  },
  users: {
    summary: 'Every registered customer as {_id, Username, Email} (choices of exclusive users), by email',
    response: z.object({ data: z.array(couponUser) }),
  },
};
