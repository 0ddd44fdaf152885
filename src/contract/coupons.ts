import { z } from 'zod';
import { objectId, requiredText } from './common-classic';
import { crud, crudNotices, listEndpoint } from './crud-classic';
import { group } from './group';
import { imageUrl } from './common-classic';
import { pushAnswer } from './push/schemas';
import {
  DATED_STATUSES,
  endNotBeforeStart,
  instant,
  optionalText,
  pushNotices,
  usageStatistics,
} from './promotions-common';
import { ADMIN_ONLY } from './roles';

export const COUPONS_PAGE_SIZE = 10;
export const COUPON_VIEWS = ['all', ...DATED_STATUSES] as const;
export type CouponView = (typeof COUPON_VIEWS)[number];

export const COUPON_MESSAGES = {
  /** Empty states (the spec's screens). */
  ...crudNotices('coupon', 'No coupons'),
  emptyActive: 'No active coupons',
  ...pushNotices('coupon'),
  appcodeTaken: 'App code is already used by another coupon',
  qrvalueTaken: 'QR value is already used by another coupon',
} as const;

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
const couponFields = {
  name: requiredText('Name', 200),
  text: requiredText('Text', 2000),
  startdate: instant('Start date'),
  enddate: instant('End date'),
  priority: z
    .number({ error: 'Priority must be a number' })
    .int('Priority must be a whole number')
    .min(1, 'Priority must be at least 1')
    .max(100_000, 'Priority must be at most 100000')
    .optional(),
  appcode: code('App code').pipe(z.string().min(1, 'App code is required')),
  qrvalue: code('QR value').default(''),
  isonetimeuse: z.boolean({ error: 'One time use must be true or false' }).default(false),
  membersonly: z.boolean({ error: 'Members only must be true or false' }).default(false),
  isexclusive: z.boolean({ error: 'Exclusive must be true or false' }).default(false),
  exclusiveusers: z
    .array(objectId, { error: 'Exclusive users must be a list of user ids' })
    .max(1000, 'At most 1000 exclusive users')
    .default([]),
  emailmessage: optionalText('Email message', 5000),
  image: imageUrl('Image').default(''),
  thumbnail: imageUrl('Thumbnail').default(''),
};

function refineCoupon(
  d: { startdate: string; enddate: string; isexclusive: boolean; exclusiveusers: string[] },
  ctx: z.RefinementCtx,
) {
  endNotBeforeStart(d, ctx);
  if (d.isexclusive && d.exclusiveusers.length === 0)
    ctx.addIssue({ code: 'custom', path: ['exclusiveusers'], message: COUPON_MESSAGES.noExclusiveUsers });
}

const coupons = crud({
  tag: 'Coupons',
  noun: 'coupon',
  auth: ADMIN_ONLY,
  item: coupon,
  fields: couponFields,
  refine: refineCoupon,
  idKey: 'couponid',
  pageSize: COUPONS_PAGE_SIZE,
  messages: COUPON_MESSAGES,
  paths: {
    fetch: '/coupon/getallcoupon',
    add: '/coupon/addnewcoupon',
    edit: '/coupon/editcoupon',
    delete: '/coupon/deletecoupon',
  },
  summaries: {
    fetch: 'Every coupon, 10 per page, by priority',
    add: `Create a coupon ('${COUPON_MESSAGES.created}'); without priority it becomes the coupon count + 1`,
    edit: `Update a coupon by couponid ('${COUPON_MESSAGES.updated}'); without priority it keeps its priority`,
    delete: `Delete a coupon by couponid ('${COUPON_MESSAGES.deleted}'), with its recorded uses`,
  },
  descriptions: {
    add: 'Field errors (403) on name, text, startdate, enddate, priority, appcode, qrvalue, emailmessage, exclusiveusers. App codes and QR values are unique (app codes case-insensitively).',
  },
});

export const {
  createBody: couponCreateBody,
  editBody: couponEditBody,
  fetch: couponFetchAll,
  add: couponAdd,
  edit: couponEdit,
  delete: couponDelete,
} = coupons;
export type CouponInput = z.output<typeof couponCreateBody>;

export const couponFetchByStatus = listEndpoint({
  tag: 'Coupons',
  auth: ADMIN_ONLY,
  path: '/coupon/getallcoupon/:status',
  summary: 'Coupons that are active (started, not ended), upcoming (not started) or expired (ended), 10 per page',
  params: { status: z.enum(DATED_STATUSES, { error: 'Status must be active, upcoming or expired' }) },
  item: coupon,
  pageSize: COUPONS_PAGE_SIZE,
});

const couponId = z.object({ couponid: objectId });

const api = group({ tag: 'Coupons', auth: ADMIN_ONLY });

export const couponPush = api.post('/coupon/pushcoupon', {
  summary:
    "Push a coupon to customers' devices (an exclusive coupon only to its users' devices); recorded in Push Logs",
  description:
    'Answers 200 with `Message` and the push `Status` (`sent`, or `not sent: no provider configured` when no push provider is set up). ' +
    'An expired coupon answers 400 `{ Message }` (the web alerts the body); 502 when the provider refused every message.',
  body: couponId,
  response: pushAnswer,
});

export const couponUsage = api.post('/statistics/couponusage', {
  summary:
    'Uses of a coupon per day (YYYY-MM-DD, Europe/Copenhagen) from its start to today or its end, counted from the orders that used it',
  body: couponId,
  response: usageStatistics,
});

export const userAll = api.get('/user/all', {
  summary: 'Every registered customer as {_id, Username, Email} (choices of exclusive users), by email',
  response: z.object({ data: z.array(couponUser) }),
});
