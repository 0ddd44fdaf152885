import { z } from 'zod';
import { availability, defaultAvailability } from './availability';
import { messageAnswer, objectId, pageQuery, paged, requiredText } from './common';
import { endpoint } from './endpoint';
import { imageUrl } from './news';
import { DATED_STATUSES, datedStatusQuery, endNotBeforeStart, instant, optionalText } from './promotions-common';
import { translation } from './restaurant';
import { ADMIN_ONLY } from './roles';
import { translationInput } from './translation';

export const PROMOS_PAGE_SIZE = 25;
export const PROMO_TYPES = ['heystranger', 'heyfriends'] as const;
export type PromoType = (typeof PROMO_TYPES)[number];

export const PROMO_MESSAGES = {
  created: 'Successfully created promo!',
  updated: 'Successfully updated promo!',
  deleted: 'Successfully deleted promo!',
  ordered: 'Successfully updated promo order!',
  notFound: 'Promo not found',
  restaurantNotFound: 'Restaurant not found',
  limitRequired: 'Multiple Limit must be at least 1',
  notOfType: 'Every promo to order must be of this type',
  empty: 'No promos',
} as const;

/** Promo as read (spec part 2, section 3); usage is counted from the orders that bought it. */
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
export const promoType = z.object({ Name: z.string(), Type: z.enum(PROMO_TYPES), Description: z.string(), Translation: translation });

export const promoFields = {
  name: requiredText('Name', 200),
  header: optionalText('Header', 200),
  description: optionalText('Description', 5000),
  restaurant: objectId,
  image: imageUrl('Image').default(''),
  thumbnail: imageUrl('Thumbnail').default(''),
  startdate: instant('Start date'),
  enddate: instant('End date'),
  price: z.number({ error: 'Price must be a number' }).min(0, 'Price cannot be negative').max(1_000_000, 'Price must be at most 1000000'),
  termsandcondition: optionalText('Terms and conditions', 5000),
  translation: translationInput,
  availability: availability.default(defaultAvailability()),
  isheystranger: z.boolean().default(false),
  isheyfriends: z.boolean().default(false),
  isMultipleUse: z.boolean().default(false),
  /** Uses per customer when isMultipleUse is on (once otherwise). */
  multipleLimit: z.number({ error: 'Multiple Limit must be a number' }).int('Multiple Limit must be a whole number').min(1, PROMO_MESSAGES.limitRequired).max(1000, 'Multiple Limit must be at most 1000').default(1),
};

export const promoCreateBody = z.object(promoFields).superRefine(endNotBeforeStart);
export const promoEditBody = z.object({ id: objectId, ...promoFields }).superRefine(endNotBeforeStart);
export type PromoInput = z.output<typeof promoCreateBody>;

const saved = z.object({ Message: z.string(), data: promo });

export const promosFetch = endpoint({
  method: 'GET',
  path: '/promos/fetch',
  tag: 'Promos',
  summary: 'Promos of one status (active, upcoming, expired; every promo without status), 25 per page, with usage counted from orders',
  auth: ADMIN_ONLY,
  query: pageQuery(PROMOS_PAGE_SIZE).extend({ status: datedStatusQuery.optional() }),
  response: paged(promo),
});

export const promosFetchByType = endpoint({
  method: 'GET',
  path: '/promos/fetchByType',
  tag: 'Promos',
  summary: 'Promos of a type (heystranger or heyfriends) in their saved order, with the type and its description',
  auth: ADMIN_ONLY,
  query: pageQuery(1000).extend({ status: datedStatusQuery.optional(), type: z.enum(PROMO_TYPES, { error: 'Type must be heystranger or heyfriends' }) }),
  response: paged(promo).extend({ type: promoType }),
});

export const promosAdd = endpoint({
  method: 'POST',
  path: '/promos/add',
  tag: 'Promos',
  summary: `Create a promo ('${PROMO_MESSAGES.created}')`,
  auth: ADMIN_ONLY,
  body: promoCreateBody,
  response: saved,
});

export const promosEdit = endpoint({
  method: 'PUT',
  path: '/promos/edit',
  tag: 'Promos',
  summary: `Update a promo by id ('${PROMO_MESSAGES.updated}')`,
  auth: ADMIN_ONLY,
  body: promoEditBody,
  response: saved,
});

export const promosDelete = endpoint({
  method: 'DELETE',
  path: '/promos/delete',
  tag: 'Promos',
  summary: `Delete a promo by id ('${PROMO_MESSAGES.deleted}')`,
  auth: ADMIN_ONLY,
  body: z.object({ id: objectId }),
  response: messageAnswer,
});

export const promosUpdateOrder = endpoint({
  method: 'POST',
  path: '/promos/updateOrder',
  tag: 'Promos',
  summary: `Save the order of the heyStranger or heyFriends promos (ids first to last) and the category's description ('${PROMO_MESSAGES.ordered}')`,
  auth: ADMIN_ONLY,
  body: z.object({
    promos: z.array(objectId, { error: 'Promos must be a list of ids' }).max(1000),
    category: z.enum(PROMO_TYPES, { error: 'Category must be heystranger or heyfriends' }),
    description: optionalText('Description', 2000),
  }),
  response: messageAnswer,
});
