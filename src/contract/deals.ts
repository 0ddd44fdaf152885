import { z } from 'zod';
import { dataOf, objectId, requiredText } from './common-classic';
import { crud, crudNotices } from './crud-classic';
import { group } from './group';
import {
  END_BEFORE_START,
  endNotBeforeStart,
  instant,
  optionalText,
  pushNotices,
  usageStatistics,
} from './promotions-common';
import { imageUrl } from './common-classic';
import { pushAnswer } from './push/schemas';
import { translation } from './translation';
import { ADMIN_ONLY } from './roles';
import { translationInput } from './translation-classic';

const DEALS_PAGE_SIZE = 10;

/** The views of the deals list as the API names them: 'personal' = exclusive deals, 'inactive' = expired. */
export const DEAL_VIEWS = ['active', 'personal', 'upcoming', 'inactive'] as const;
export type DealView = (typeof DEAL_VIEWS)[number];
/** Where a deal stands today ('expired' is the view 'inactive'). */
export const DEAL_STATUSES = ['active', 'upcoming', 'personal', 'expired'] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];
export const DEAL_TYPES = ['truck', 'market'] as const;
export type DealType = (typeof DEAL_TYPES)[number];

export const DEAL_MESSAGES = {
  /** The list's empty state (the spec's screens). */
  ...crudNotices('deal', 'No coupons'),
  ...pushNotices('deal'),
  /** The spec's validation rules. */
  noAttachment: 'Please select deal type attachment!',
  attachmentGone: 'An attached truck or market no longer exists: please choose again',
  noType: 'Please select deal type (truck or market)',
  endBeforeStart: END_BEFORE_START,
  promoRequired: 'Promo code is required',
  promoFormat: 'Promo code may only contain letters, digits, - and _',
  promoTaken: 'Promo code is already used by another custom deal',
  noPersonalCustom: 'Custom deals have no personal view',
  attachmentNotFound: 'Truck or market not found',
} as const;

const attachment = z.object({ _id: z.string(), name: z.string(), description: z.string() });
const exclusiveUser = z.object({
  _id: objectId,
  Email: z.string({ error: 'Email must be text' }).max(254, 'Email must be at most 254 characters'),
});

/** Deal (the spec's entities). Dates are ISO 8601 instants; price in the currency's units. */
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

const dealFields = {
  name: requiredText('Name', 200),
  header: optionalText('Header', 200),
  description: optionalText('Description', 5000),
  price: z
    .number({ error: 'Price must be a number' })
    .min(0, 'Price cannot be negative')
    .max(1_000_000, 'Price must be at most 1000000'),
  image: imageUrl('Image').default(''),
  type: z.enum(DEAL_TYPES, { error: DEAL_MESSAGES.noType }),
  startdate: instant('Start date'),
  enddate: instant('End date'),
  details: z
    .array(objectId, { error: DEAL_MESSAGES.noAttachment })
    .min(1, DEAL_MESSAGES.noAttachment)
    .max(200, 'At most 200 attachments'),
  isexclusive: z.boolean({ error: 'Exclusive must be true or false' }).default(false),
  exclusiveusers: z
    .array(exclusiveUser, { error: 'Exclusive users must be a list' })
    .max(1000, 'At most 1000 exclusive users')
    .default([]),
  emailmessage: optionalText('Email message', 5000),
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

type DealFields = {
  startdate: string;
  enddate: string;
  isexclusive: boolean;
  exclusiveusers: unknown[];
  iscustom: boolean;
  promocode?: string | null;
};
/** Rules across fields: the end not before the start, exclusive deals name their users, custom deals a promo code. */
function refineDeal(d: DealFields, ctx: z.RefinementCtx) {
  endNotBeforeStart(d, ctx);
  if (d.isexclusive && d.exclusiveusers.length === 0)
    ctx.addIssue({ code: 'custom', path: ['exclusiveusers'], message: DEAL_MESSAGES.noExclusiveUsers });
  if (d.iscustom && !d.promocode)
    ctx.addIssue({ code: 'custom', path: ['promocode'], message: DEAL_MESSAGES.promoRequired });
}

export const deals = crud({
  tag: 'Deals',
  noun: 'deal',
  auth: ADMIN_ONLY,
  item: deal,
  fields: dealFields,
  refine: refineDeal,
  idKey: 'id',
  pageSize: DEALS_PAGE_SIZE,
  listQuery: { iscustom: z.enum(['true', 'false'], { error: 'iscustom must be true or false' }).optional() },
  listParams: { status: z.enum(DEAL_VIEWS, { error: 'Status must be active, personal, upcoming or inactive' }) },
  messages: DEAL_MESSAGES,
  paths: { fetch: '/deals/fetch/:status', add: '/deals/add', edit: '/deals/edit', delete: '/deals/delete' },
  summaries: {
    fetch: 'Deals of one view, 10 per page; iscustom=true lists custom deals (which have no personal view)',
    add: `Create a deal or custom deal ('${DEAL_MESSAGES.created}')`,
  },
  descriptions: {
    fetch:
      'Views: `active` (started, not ended, not exclusive), `upcoming` (not started, not exclusive), `personal` (exclusive and not ended), `inactive` (ended). For custom deals (iscustom=true) exclusivity does not decide the view and `personal` is refused.',
  },
});

/** `iscustom` cannot change: a deal stays custom (or not) as it was created. */
export const {
  createBody: dealCreateBody,
  editBody: dealEditBody,
  fetch: dealsFetch,
  add: dealsAdd,
  edit: dealsEdit,
  delete: dealsDelete,
} = deals;

const dealId = z.object({ dealid: objectId });
const api = group({ tag: 'Deals', auth: ADMIN_ONLY });

export const dealsPush = api.post('/deals/push', {
  summary: "Push a deal to customers' devices (an exclusive deal only to its users' devices); recorded in Push Logs",
  description:
    'Answers 200 with `Message` and the push `Status` (`sent`, `sent to N of M devices …`, or `not sent: no provider configured` when no push provider is set up). ' +
    'When the provider refuses every message the answer is 502 with the reason. Expired deals are refused (409).',
  body: dealId,
  response: pushAnswer,
});

export const dealRedeemedStats = api.post('/statistics/dealredeemed', {
  summary: 'Redemptions of a deal per day (YYYY-MM-DD labels, Europe/Copenhagen), from its start to today or its end',
  body: dealId,
  response: usageStatistics,
});

/** Every truck or market, by name: the attachment choices of the deal form. */
const allByName = <const P extends string>(path: P, kind: 'truck' | 'market') =>
  api.get(path, {
    summary: `Every ${kind}, by name (attachment choices of ${kind} deals)`,
    response: dataOf(z.array(attachment)),
  });
export const marketFetchAllByName = allByName('/market/fetchallbyname', 'market');
export const truckFetchAllByName = allByName('/truck/fetchallbyname', 'truck');

export const truckFetchById = api.get('/truck/fetchbyid', {
  summary: 'One truck or market by id (type truck or market)',
  query: z.object({ type: z.enum(DEAL_TYPES, { error: DEAL_MESSAGES.noType }), id: objectId }),
  response: dataOf(attachment.extend({ type: z.enum(DEAL_TYPES) })),
});

/** The web's status filter uses 'expired' where the API says 'inactive'. */
export const viewOfStatus = (s: DealStatus): DealView => (s === 'expired' ? 'inactive' : s);
