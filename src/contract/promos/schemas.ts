import * as z from 'zod/mini';
import { availability, defaultAvailability } from '../availability';
import { imageUrl, messageAnswer, objectId, pageQuery, paged, requiredText } from '../common';
import { crudForms, crudSchemas } from '../crud';
import { datedStatusQuery, endNotBeforeStart, instant, optionalText } from '../promotion-schemas';
import { DATED_STATUSES } from '../promotions';
import { translation } from '../translation';
import { translationInput } from '../translation';
import { PROMO_MESSAGES, PROMO_TYPES, PROMOS_PAGE_SIZE } from './constants';

/** Promo as read (the spec's entities); usage is counted from the orders that bought it. */
export const promo = z.object({
  _id: z.string(),
  id: z.string(),
  Name: z.string(),
  Header: z.string(),
  Description: z.string(),
  Restaurant: z.object({ _id: z.string(), Name: z.string() }),
  Image: z.string(),
  Thumbnail: z.string(),
  StartDate: z.string(),
  EndDate: z.string(),
  Price: z.number(),
  TermsAndCondition: z.string(),
  Translation: translation,
  Availability: availability,
  IsHeyStranger: z.boolean(),
  IsHeyFriends: z.boolean(),
  IsMultipleUse: z.boolean(),
  MultipleLimit: z.int(),
  usage: z.int(),
  HeyStrangerOrder: z.int(),
  HeyFriendsOrder: z.int(),
  status: z.enum(DATED_STATUSES),
});
export type Promo = z.infer<typeof promo>;

/** Promo type (Name, Type, Translation) with the description the ordering modal edits. */
const promoType = z.object({
  Name: z.string(),
  Type: z.enum(PROMO_TYPES),
  Description: z.string(),
  Translation: translation,
});

export const promoForms = crudForms({
  idKey: 'id',
  fields: {
    name: requiredText('Name', 200),
    header: optionalText('Header', 200),
    description: optionalText('Description', 5000),
    restaurant: objectId,
    image: z._default(imageUrl('Image'), ''),
    thumbnail: z._default(imageUrl('Thumbnail'), ''),
    startdate: instant('Start date'),
    enddate: instant('End date'),
    price: z
      .number({ error: 'Price must be a number' })
      .check(z.gte(0, 'Price cannot be negative'), z.lte(1_000_000, 'Price must be at most 1000000')),
    termsandcondition: optionalText('Terms and conditions', 5000),
    translation: translationInput,
    availability: z._default(availability, defaultAvailability()),
    isheystranger: z._default(z.boolean(), false),
    isheyfriends: z._default(z.boolean(), false),
    isMultipleUse: z._default(z.boolean(), false),
    /**
     * Uses per customer when isMultipleUse is on (once otherwise). The form hides it while isMultipleUse is off, so
     * its value (the hidden field's default, 0) is checked against at least 1 only when it is on (below).
     */
    multipleLimit: z._default(
      z
        .number({ error: 'Multiple Limit must be a number' })
        .check(
          z.int('Multiple Limit must be a whole number'),
          z.gte(0, 'Multiple Limit cannot be negative'),
          z.lte(1000, 'Multiple Limit must be at most 1000'),
        ),
      1,
    ),
  },
  refine: (d, ctx) => {
    endNotBeforeStart(d, ctx);
    if (d.isMultipleUse && d.multipleLimit < 1)
      ctx.addIssue({ code: 'custom', path: ['multipleLimit'], message: PROMO_MESSAGES.limitRequired });
  },
});
export type PromoInput = z.output<typeof promoForms.createBody>;
export type PromoEditBody = z.output<typeof promoForms.editBody>;

const updateOrderBody = z.object({
  promos: z.array(objectId, { error: 'Promos must be a list of ids' }).check(z.maxLength(1000)),
  category: z.enum(PROMO_TYPES, { error: 'Category must be heystranger or heyfriends' }),
  description: optionalText('Description', 2000),
});
export type PromoOrderBody = z.output<typeof updateOrderBody>;

export const promosSchemas = {
  ...crudSchemas({
    noun: 'promo',
    item: promo,
    forms: promoForms,
    messages: PROMO_MESSAGES,
    pageSize: PROMOS_PAGE_SIZE,
    listQuery: { status: z.optional(datedStatusQuery) },
    summaries: {
      fetch:
        'Promos of one status (active, upcoming, expired; every promo without status), 25 per page, with usage counted from orders',
    },
  }),
  fetchByType: {
    summary: 'Promos of a type (heystranger or heyfriends) in their saved order, with the type and its description',
    query: z.extend(pageQuery(1000), {
      status: z.optional(datedStatusQuery),
      type: z.enum(PROMO_TYPES, { error: 'Type must be heystranger or heyfriends' }),
    }),
    response: z.extend(paged(promo), { type: promoType }),
  },
  updateOrder: {
    summary: `Save the order of the heyStranger or heyFriends promos (ids first to last) and the category's description ('${PROMO_MESSAGES.ordered}')`,
    body: updateOrderBody,
    response: messageAnswer,
  },
};
