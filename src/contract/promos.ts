import { z } from 'zod';
import { availability, defaultAvailability } from './availability-classic';
import { messageAnswer, objectId, pageQuery, paged, requiredText } from './common-classic';
import { crud, crudNotices } from './crud-classic';
import { group } from './group';
import { imageUrl } from './common-classic';
import { DATED_STATUSES, datedStatusQuery, endNotBeforeStart, instant, optionalText } from './promotions-common';
import { translation } from './translation';
import { ADMIN_ONLY } from './roles';
import { translationInput } from './translation-classic';

const PROMOS_PAGE_SIZE = 25;
export const PROMO_TYPES = ['heystranger', 'heyfriends'] as const;
export type PromoType = (typeof PROMO_TYPES)[number];

export const PROMO_MESSAGES = {
  ...crudNotices('promo', 'No promos'),
  ordered: 'Successfully updated promo order!',
  restaurantNotFound: 'Restaurant not found',
  limitRequired: 'Multiple Limit must be at least 1',
  notOfType: 'Every promo to order must be of this type',
} as const;

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
  MultipleLimit: z.number().int(),
  usage: z.number().int(),
  HeyStrangerOrder: z.number().int(),
  HeyFriendsOrder: z.number().int(),
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

const promoFields = {
  name: requiredText('Name', 200),
  header: optionalText('Header', 200),
  description: optionalText('Description', 5000),
  restaurant: objectId,
  image: imageUrl('Image').default(''),
  thumbnail: imageUrl('Thumbnail').default(''),
  startdate: instant('Start date'),
  enddate: instant('End date'),
  price: z
    .number({ error: 'Price must be a number' })
    .min(0, 'Price cannot be negative')
    .max(1_000_000, 'Price must be at most 1000000'),
  termsandcondition: optionalText('Terms and conditions', 5000),
  translation: translationInput,
  availability: availability.default(defaultAvailability()),
  isheystranger: z.boolean().default(false),
  isheyfriends: z.boolean().default(false),
  isMultipleUse: z.boolean().default(false),
  /** Uses per customer when isMultipleUse is on (once otherwise). */
  multipleLimit: z
    .number({ error: 'Multiple Limit must be a number' })
    .int('Multiple Limit must be a whole number')
    .min(1, PROMO_MESSAGES.limitRequired)
    .max(1000, 'Multiple Limit must be at most 1000')
    .default(1),
};

export const promos = crud({
  tag: 'Promos',
  noun: 'promo',
  auth: ADMIN_ONLY,
  item: promo,
  fields: promoFields,
  refine: endNotBeforeStart,
  idKey: 'id',
  pageSize: PROMOS_PAGE_SIZE,
  listQuery: { status: datedStatusQuery.optional() },
  messages: PROMO_MESSAGES,
  paths: { fetch: '/promos/fetch', add: '/promos/add', edit: '/promos/edit', delete: '/promos/delete' },
  summaries: {
    fetch:
      'Promos of one status (active, upcoming, expired; every promo without status), 25 per page, with usage counted from orders',
  },
});

export const {
  createBody: promoCreateBody,
  fetch: promosFetch,
  add: promosAdd,
  edit: promosEdit,
  delete: promosDelete,
} = promos;
export type PromoInput = z.output<typeof promoCreateBody>;

const api = group({ tag: 'Promos', auth: ADMIN_ONLY });

export const promosFetchByType = api.get('/promos/fetchByType', {
  summary: 'Promos of a type (heystranger or heyfriends) in their saved order, with the type and its description',
  query: pageQuery(1000).extend({
    status: datedStatusQuery.optional(),
    type: z.enum(PROMO_TYPES, { error: 'Type must be heystranger or heyfriends' }),
  }),
  response: paged(promo).extend({ type: promoType }),
});

export const promosUpdateOrder = api.post('/promos/updateOrder', {
  summary: `Save the order of the heyStranger or heyFriends promos (ids first to last) and the category's description ('${PROMO_MESSAGES.ordered}')`,
  body: z.object({
    promos: z.array(objectId, { error: 'Promos must be a list of ids' }).max(1000),
    category: z.enum(PROMO_TYPES, { error: 'Category must be heystranger or heyfriends' }),
    description: optionalText('Description', 2000),
  }),
  response: messageAnswer,
});
