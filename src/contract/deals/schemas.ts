import * as z from 'zod/mini';
import { dataOf, imageUrl, objectId, plainText, requiredText, text } from '../common';
import { crudForms, crudSchemas } from '../crud';
import { endNotBeforeStart, instant, optionalText, usageStatistics } from '../promotion-schemas';
import { pushAnswer } from '../push/schemas';
import { translation } from '../translation';
import { translationInput } from '../translation';
import { DEAL_MESSAGES, DEAL_STATUSES, DEAL_TYPES, DEAL_VIEWS, DEALS_PAGE_SIZE } from './constants';

const attachment = z.object({ _id: z.string(), name: z.string(), description: z.string() });
const exclusiveUser = z.object({
  _id: objectId,
  Email: plainText('Email', 'Email must be text').check(z.maxLength(254, 'Email must be at most 254 characters')),
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
  promocode: z.nullable(z.string()),
  Redeemed: z.int(),
  status: z.enum(DEAL_STATUSES),
});
export type Deal = z.infer<typeof deal>;

/**
 * The deal form. Rules across fields: the end not before the start, exclusive deals name their users, custom deals
 * a promo code. `iscustom` cannot change: a deal stays custom (or not) as it was created.
 */
export const dealForms = crudForms({
  idKey: 'id',
  fields: {
    name: requiredText('Name', 200),
    header: optionalText('Header', 200),
    description: optionalText('Description', 5000),
    price: z
      .number({ error: 'Price must be a number' })
      .check(z.gte(0, 'Price cannot be negative'), z.lte(1_000_000, 'Price must be at most 1000000')),
    image: z._default(imageUrl('Image'), ''),
    type: z.enum(DEAL_TYPES, { error: DEAL_MESSAGES.noType }),
    startdate: instant('Start date'),
    enddate: instant('End date'),
    details: z
      .array(objectId, { error: DEAL_MESSAGES.noAttachment })
      .check(z.minLength(1, DEAL_MESSAGES.noAttachment), z.maxLength(200, 'At most 200 attachments')),
    isexclusive: z._default(z.boolean({ error: 'Exclusive must be true or false' }), false),
    exclusiveusers: z._default(
      z
        .array(exclusiveUser, { error: 'Exclusive users must be a list' })
        .check(z.maxLength(1000, 'At most 1000 exclusive users')),
      [],
    ),
    emailmessage: optionalText('Email message', 5000),
    translation: translationInput,
    /** A custom deal carries a promo code (set when it is created). */
    iscustom: z._default(z.boolean({ error: 'Custom must be true or false' }), false),
    promocode: z._default(
      text('Promo code', 40).check(z.refine((s) => s === '' || /^[A-Za-z0-9_-]+$/.test(s), DEAL_MESSAGES.promoFormat)),
      '',
    ),
  },
  refine: (d, ctx) => {
    endNotBeforeStart(d, ctx);
    if (d.isexclusive && d.exclusiveusers.length === 0)
      ctx.addIssue({ code: 'custom', path: ['exclusiveusers'], message: DEAL_MESSAGES.noExclusiveUsers });
    if (d.iscustom && !d.promocode)
      ctx.addIssue({ code: 'custom', path: ['promocode'], message: DEAL_MESSAGES.promoRequired });
  },
});
export type DealInput = z.output<typeof dealForms.createBody>;
export type DealEditBody = z.output<typeof dealForms.editBody>;
/** What the deal form holds (before defaults). */
export type DealFormValues = z.input<typeof dealForms.createBody>;

const dealId = z.object({ dealid: objectId });

/** Every truck or market, by name: the attachment choices of the deal form. */
const allByName = (kind: 'truck' | 'market') => ({
  summary: `Every ${kind}, by name (attachment choices of ${kind} deals)`,
  response: dataOf(z.array(attachment)),
});

export const dealsSchemas = {
  ...crudSchemas({
    noun: 'deal',
    item: deal,
    forms: dealForms,
    messages: DEAL_MESSAGES,
    pageSize: DEALS_PAGE_SIZE,
    listQuery: { iscustom: z.optional(z.enum(['true', 'false'], { error: 'iscustom must be true or false' })) },
    listParams: { status: z.enum(DEAL_VIEWS, { error: 'Status must be active, personal, upcoming or inactive' }) },
    summaries: {
      fetch: 'Deals of one view, 10 per page; iscustom=true lists custom deals (which have no personal view)',
      add: `Create a deal or custom deal ('${DEAL_MESSAGES.created}')`,
    },
    descriptions: {
      fetch:
        'Views: `active` (started, not ended, not exclusive), `upcoming` (not started, not exclusive), `personal` (exclusive and not ended), `inactive` (ended). For custom deals (iscustom=true) exclusivity does not decide the view and `personal` is refused.',
    },
  }),
  push: {
    summary: "Push a deal to customers' devices (an exclusive deal only to its users' devices); recorded in Push Logs",
    description:
      'Answers 200 with `Message` and the push `Status` (`sent`, `sent to N of M devices …`, or `not sent: no provider configured` when no push provider is set up). ' +
      'When the provider refuses every message the answer is 502 with the reason. Expired deals are refused (409).',
    body: dealId,
    response: pushAnswer,
  },
  redeemedStats: {
    summary: 'Redemptions of a deal per day (YYYY-MM-DD labels, Europe/Copenhagen), from its start to today or its end',
    body: dealId,
    response: usageStatistics,
  },
  marketsByName: allByName('market'),
  trucksByName: allByName('truck'),
  attachmentById: {
    summary: 'One truck or market by id (type truck or market)',
    query: z.object({ type: z.enum(DEAL_TYPES, { error: DEAL_MESSAGES.noType }), id: objectId }),
    response: dataOf(z.extend(attachment, { type: z.enum(DEAL_TYPES) })),
  },
};
