import { z } from 'zod';
import { messageAnswer, objectId, pageQuery, paged, requiredText } from './common';
import { endpoint } from './endpoint';
import { imageUrl } from './news';
import { pushAnswer } from './push';
import { translation } from './restaurant';
import { ADMIN_ONLY } from './roles';
import { translationInput } from './translation';

export const DEALS_PAGE_SIZE = 10;

/** The views of the deals list as the API names them: 'personal' = exclusive deals, 'inactive' = expired. */
export const DEAL_VIEWS = ['active', 'personal', 'upcoming', 'inactive'] as const;
export type DealView = (typeof DEAL_VIEWS)[number];
/** Where a deal stands today ('expired' is the view 'inactive'). */
export const DEAL_STATUSES = ['active', 'upcoming', 'personal', 'expired'] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];
export const DEAL_TYPES = ['truck', 'market'] as const;
export type DealType = (typeof DEAL_TYPES)[number];

export const DEAL_MESSAGES = {
  created: 'Successfully created deal!',
  updated: 'Successfully updated deal!',
  deleted: 'Successfully deleted deal!',
  pushed: 'Successfully pushed deal!',
  /** Spec part 1, section 5. */
  noAttachment: 'Please select deal type attachment!',
  attachmentGone: 'An attached truck or market no longer exists: please choose again',
  noType: 'Please select deal type (truck or market)',
  endBeforeStart: 'End date must not be before the start date',
  noExclusiveUsers: 'Please select at least one user for an exclusive deal',
  unknownUser: 'A selected user no longer exists: please choose again',
  promoRequired: 'Promo code is required',
  promoFormat: 'Promo code may only contain letters, digits, - and _',
  promoTaken: 'Promo code is already used by another custom deal',
  noPersonalCustom: 'Custom deals have no personal view',
  expired: 'This deal has expired and cannot be pushed',
  notFound: 'Deal not found',
  attachmentNotFound: 'Truck or market not found',
  /** The list's empty state (spec part 1, section 2). */
  empty: 'No coupons',
} as const;

const attachment = z.object({ _id: z.string(), name: z.string(), description: z.string() });
export type Attachment = z.infer<typeof attachment>;
export const exclusiveUser = z.object({ _id: objectId, Email: z.string({ error: 'Email must be text' }).max(254, 'Email must be at most 254 characters') });

/** Deal (spec part 1, section 3). Dates are ISO 8601 instants; price in the currency's units. */
export const deal = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  header: z.string(),
  price: z.number(),
  image: z.string(),
  type: z.enum(DEAL_TYPES),
  startdate: z.string(),
  enddate: z.string(),
  /** Ids of the attached trucks or markets (by `type`). */
  details: z.array(z.string()),
  isexclusive: z.boolean(),
  exclusiveusers: z.array(z.object({ _id: z.string(), Email: z.string() })),
  emailmessage: z.string(),
  translation,
  iscustom: z.boolean(),
  /** Custom deals only. */
  promocode: z.string().nullable(),
  Redeemed: z.number().int(),
  status: z.enum(DEAL_STATUSES),
});
export type Deal = z.infer<typeof deal>;

const instant = (label: string) => z.iso.datetime({ offset: true, error: `${label} is required` });
const text = (label: string, max: number) => z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`).default('');

const dealFields = {
  name: requiredText('Name', 200),
  header: text('Header', 200),
  description: text('Description', 5000),
  price: z.number({ error: 'Price must be a number' }).min(0, 'Price cannot be negative').max(1_000_000, 'Price must be at most 1000000'),
  image: imageUrl('Image').default(''),
  type: z.enum(DEAL_TYPES, { error: DEAL_MESSAGES.noType }),
  startdate: instant('Start date'),
  enddate: instant('End date'),
  details: z.array(objectId, { error: DEAL_MESSAGES.noAttachment }).min(1, DEAL_MESSAGES.noAttachment).max(200, 'At most 200 attachments'),
  isexclusive: z.boolean({ error: 'Exclusive must be true or false' }).default(false),
  exclusiveusers: z.array(exclusiveUser, { error: 'Exclusive users must be a list' }).max(1000, 'At most 1000 exclusive users').default([]),
  emailmessage: text('Email message', 5000),
  translation: translationInput,
  /** A custom deal carries a promo code (set when it is created). */
  iscustom: z.boolean({ error: 'Custom must be true or false' }).default(false),
  promocode: z
    .string({ error: 'Promo code must be text' })
    .trim()
    .max(40, 'Promo code must be at most 40 characters')
    .refine((s) => s === '' || /^[A-Za-z0-9_-]+$/.test(s), DEAL_MESSAGES.promoFormat)
    .default(''),
};

type DealFields = { startdate: string; enddate: string; isexclusive: boolean; exclusiveusers: unknown[]; iscustom: boolean; promocode?: string | null };
/** Rules across fields: the end not before the start, exclusive deals name their users, custom deals a promo code. */
function refineDeal(d: DealFields, ctx: z.RefinementCtx) {
  if (Date.parse(d.enddate) < Date.parse(d.startdate)) ctx.addIssue({ code: 'custom', path: ['enddate'], message: DEAL_MESSAGES.endBeforeStart });
  if (d.isexclusive && d.exclusiveusers.length === 0) ctx.addIssue({ code: 'custom', path: ['exclusiveusers'], message: DEAL_MESSAGES.noExclusiveUsers });
  if (d.iscustom && !d.promocode) ctx.addIssue({ code: 'custom', path: ['promocode'], message: DEAL_MESSAGES.promoRequired });
}

export const dealCreateBody = z.object(dealFields).superRefine(refineDeal);
/** `iscustom` cannot change: a deal stays custom (or not) as it was created. */
export const dealEditBody = z.object({ id: objectId, ...dealFields }).superRefine(refineDeal);

const saved = z.object({ Message: z.string(), data: deal });
const dealId = z.object({ dealid: objectId });

export const dealsFetch = endpoint({
  method: 'GET',
  path: '/deals/fetch/:status',
  tag: 'Deals',
  summary: 'Deals of one view, 10 per page; iscustom=true lists custom deals (which have no personal view)',
  description:
    "Views: `active` (started, not ended, not exclusive), `upcoming` (not started, not exclusive), `personal` (exclusive and not ended), `inactive` (ended). For custom deals (iscustom=true) exclusivity does not decide the view and `personal` is refused.",
  auth: ADMIN_ONLY,
  params: z.object({ status: z.enum(DEAL_VIEWS, { error: 'Status must be active, personal, upcoming or inactive' }) }),
  query: pageQuery(DEALS_PAGE_SIZE, 1000).extend({
    iscustom: z.enum(['true', 'false'], { error: 'iscustom must be true or false' }).optional(),
  }),
  response: paged(deal),
});

export const dealsAdd = endpoint({
  method: 'POST',
  path: '/deals/add',
  tag: 'Deals',
  summary: `Create a deal or custom deal ('${DEAL_MESSAGES.created}')`,
  auth: ADMIN_ONLY,
  body: dealCreateBody,
  response: saved,
});

export const dealsEdit = endpoint({
  method: 'PUT',
  path: '/deals/edit',
  tag: 'Deals',
  summary: `Update a deal by id ('${DEAL_MESSAGES.updated}')`,
  auth: ADMIN_ONLY,
  body: dealEditBody,
  response: saved,
});

export const dealsDelete = endpoint({
  method: 'DELETE',
  path: '/deals/delete',
  tag: 'Deals',
  summary: `Delete a deal by id ('${DEAL_MESSAGES.deleted}')`,
  auth: ADMIN_ONLY,
  body: z.object({ id: objectId }),
  response: messageAnswer,
});

export const dealsPush = endpoint({
  method: 'POST',
  path: '/deals/push',
  tag: 'Deals',
  summary: "Push a deal to customers' devices (an exclusive deal only to its users' devices); recorded in Push Logs",
  description:
    'Answers 200 with `Message` and the push `Status` (`sent`, `sent to N of M devices …`, or `not sent: no provider configured` when no push provider is set up). ' +
    'When the provider refuses every message the answer is 502 with the reason. Expired deals are refused (409).',
  auth: ADMIN_ONLY,
  body: dealId,
  response: pushAnswer,
});

export const dealRedeemedStats = endpoint({
  method: 'POST',
  path: '/statistics/dealredeemed',
  tag: 'Deals',
  summary: 'Redemptions of a deal per day (YYYY-MM-DD labels, Europe/Copenhagen), from its start to today or its end',
  auth: ADMIN_ONLY,
  body: dealId,
  response: z.object({ Statistics: z.object({ Label: z.array(z.string()), Value: z.array(z.number().int()) }), Total: z.number().int() }),
});

export const marketFetchAllByName = endpoint({
  method: 'GET',
  path: '/market/fetchallbyname',
  tag: 'Deals',
  summary: 'Every market, by name (attachment choices of market deals)',
  auth: ADMIN_ONLY,
  response: z.object({ data: z.array(attachment) }),
});

export const truckFetchAllByName = endpoint({
  method: 'GET',
  path: '/truck/fetchallbyname',
  tag: 'Deals',
  summary: 'Every truck, by name (attachment choices of truck deals)',
  auth: ADMIN_ONLY,
  response: z.object({ data: z.array(attachment) }),
});

export const truckFetchById = endpoint({
  method: 'GET',
  path: '/truck/fetchbyid',
  tag: 'Deals',
  summary: 'One truck or market by id (type truck or market)',
  auth: ADMIN_ONLY,
  query: z.object({ type: z.enum(DEAL_TYPES, { error: DEAL_MESSAGES.noType }), id: objectId }),
  response: z.object({ data: attachment.extend({ type: z.enum(DEAL_TYPES) }) }),
});

/** The web's status filter uses 'expired' where the API says 'inactive'. */
export const viewOfStatus = (s: DealStatus): DealView => (s === 'expired' ? 'inactive' : s);
