import { z } from 'zod';
import { messageAnswer, objectId, pageQuery, paged, requiredText } from './common';
import { endpoint } from './endpoint';
import { imageUrl } from './news';
import { pushAnswer } from './push';
import { DATED_STATUSES, endNotBeforeStart, instant, optionalText, usageStatistics } from './promotions-common';
import { ADMIN_ONLY } from './roles';

export const COUPONS_PAGE_SIZE = 10;
export const COUPON_VIEWS = ['all', ...DATED_STATUSES] as const;
export type CouponView = (typeof COUPON_VIEWS)[number];

export const COUPON_MESSAGES = {
  created: 'Successfully created coupon!',
  updated: 'Successfully updated coupon!',
  deleted: 'Successfully deleted coupon!',
  pushed: 'Successfully pushed coupon!',
  expired: 'This coupon has expired and cannot be pushed',
  notFound: 'Coupon not found',
  appcodeTaken: 'App code is already used by another coupon',
  qrvalueTaken: 'QR value is already used by another coupon',
  noExclusiveUsers: 'Please select at least one user for an exclusive coupon',
  unknownUser: 'A selected user no longer exists: please choose again',
  /** Empty states (spec part 2, section 2). */
  emptyActive: 'No active coupons',
  empty: 'No coupons',
} as const;

export const couponUser = z.object({ _id: z.string(), Username: z.string(), Email: z.string() });
export type CouponUser = z.infer<typeof couponUser>;

/** Coupon as read (spec part 2, section 3). Claimed is counted from the uses recorded by order placement. */
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
  Priority: z.number().int(),
  QRValue: z.string(),
  AppCode: z.string(),
  EmailMessage: z.string(),
  Image: z.string(),
  Thumbnail: z.string(),
  Claimed: z.number().int(),
  ExclusiveUsers: z.array(couponUser),
  status: z.enum(DATED_STATUSES),
});
export type Coupon = z.infer<typeof coupon>;

const code = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(60, `${label} must be at most 60 characters`)
    .refine((s) => s === '' || /^[A-Za-z0-9_-]+$/.test(s), `${label} may only contain letters, digits, - and _`);

/** The coupon form (keys as the spec lists them). Priority: numeric, at least 1; left out, it becomes the coupon count + 1. */
export const couponFields = {
  name: requiredText('Name', 200),
  text: requiredText('Text', 2000),
  startdate: instant('Start date'),
  enddate: instant('End date'),
  priority: z.number({ error: 'Priority must be a number' }).int('Priority must be a whole number').min(1, 'Priority must be at least 1').max(100_000, 'Priority must be at most 100000').optional(),
  appcode: code('App code').pipe(z.string().min(1, 'App code is required')),
  qrvalue: code('QR value').default(''),
  isonetimeuse: z.boolean({ error: 'One time use must be true or false' }).default(false),
  membersonly: z.boolean({ error: 'Members only must be true or false' }).default(false),
  isexclusive: z.boolean({ error: 'Exclusive must be true or false' }).default(false),
  exclusiveusers: z.array(objectId, { error: 'Exclusive users must be a list of user ids' }).max(1000, 'At most 1000 exclusive users').default([]),
  emailmessage: optionalText('Email message', 5000),
  image: imageUrl('Image').default(''),
  thumbnail: imageUrl('Thumbnail').default(''),
};

function refineCoupon(d: { startdate: string; enddate: string; isexclusive: boolean; exclusiveusers: string[] }, ctx: z.RefinementCtx) {
  endNotBeforeStart(d, ctx);
  if (d.isexclusive && d.exclusiveusers.length === 0) ctx.addIssue({ code: 'custom', path: ['exclusiveusers'], message: COUPON_MESSAGES.noExclusiveUsers });
}

export const couponCreateBody = z.object(couponFields).superRefine(refineCoupon);
export const couponEditBody = z.object({ couponid: objectId, ...couponFields }).superRefine(refineCoupon);
export type CouponInput = z.output<typeof couponCreateBody>;

const saved = z.object({ Message: z.string(), data: coupon });
const couponId = z.object({ couponid: objectId });

export const couponFetchAll = endpoint({
  method: 'GET',
  path: '/coupon/getallcoupon',
  tag: 'Coupons',
  summary: 'Every coupon, 10 per page, by priority',
  auth: ADMIN_ONLY,
  query: pageQuery(COUPONS_PAGE_SIZE),
  response: paged(coupon),
});

export const couponFetchByStatus = endpoint({
  method: 'GET',
  path: '/coupon/getallcoupon/:status',
  tag: 'Coupons',
  summary: 'Coupons that are active (started, not ended), upcoming (not started) or expired (ended), 10 per page',
  auth: ADMIN_ONLY,
  params: z.object({ status: z.enum(DATED_STATUSES, { error: 'Status must be active, upcoming or expired' }) }),
  query: pageQuery(COUPONS_PAGE_SIZE),
  response: paged(coupon),
});

export const couponAdd = endpoint({
  method: 'POST',
  path: '/coupon/addnewcoupon',
  tag: 'Coupons',
  summary: `Create a coupon ('${COUPON_MESSAGES.created}'); without priority it becomes the coupon count + 1`,
  description: 'Field errors (403) on name, text, startdate, enddate, priority, appcode, qrvalue, emailmessage, exclusiveusers. App codes and QR values are unique (app codes case-insensitively).',
  auth: ADMIN_ONLY,
  body: couponCreateBody,
  response: saved,
});

export const couponEdit = endpoint({
  method: 'PUT',
  path: '/coupon/editcoupon',
  tag: 'Coupons',
  summary: `Update a coupon by couponid ('${COUPON_MESSAGES.updated}'); without priority it keeps its priority`,
  auth: ADMIN_ONLY,
  body: couponEditBody,
  response: saved,
});

export const couponDelete = endpoint({
  method: 'DELETE',
  path: '/coupon/deletecoupon',
  tag: 'Coupons',
  summary: `Delete a coupon by couponid ('${COUPON_MESSAGES.deleted}'), with its recorded uses`,
  auth: ADMIN_ONLY,
  body: couponId,
  response: messageAnswer,
});

export const couponPush = endpoint({
  method: 'POST',
  path: '/coupon/pushcoupon',
  tag: 'Coupons',
  summary: "Push a coupon to customers' devices (an exclusive coupon only to its users' devices); recorded in Push Logs",
  description:
    'Answers 200 with `Message` and the push `Status` (`sent`, or `not sent: no provider configured` when no push provider is set up). ' +
    'An expired coupon answers 400 `{ Message }` (the web alerts the body); 502 when the provider refused every message.',
  auth: ADMIN_ONLY,
  body: couponId,
  response: pushAnswer,
});

export const couponUsage = endpoint({
  method: 'POST',
  path: '/statistics/couponusage',
  tag: 'Coupons',
  summary: 'Uses of a coupon per day (YYYY-MM-DD, Europe/Copenhagen) from its start to today or its end, counted from the orders that used it',
  auth: ADMIN_ONLY,
  body: couponId,
  response: usageStatistics,
});

export const userAll = endpoint({
  method: 'GET',
  path: '/user/all',
  tag: 'Coupons',
  summary: 'Every registered customer as {_id, Username, Email} (choices of exclusive users), by email',
  auth: ADMIN_ONLY,
  response: z.object({ data: z.array(couponUser) }),
});
