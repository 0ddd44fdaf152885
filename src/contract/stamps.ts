import { z } from 'zod';
import { messageAnswer, objectId, pageQuery, paged, requiredText } from './common';
import { endpoint } from './endpoint';
import { DATED_STATUSES, datedStatusQuery, endNotBeforeStart, instant, optionalText } from './promotions-common';
import { translation } from './restaurant';
import { ADMIN_ONLY } from './roles';
import { translationInput } from './translation';

export const STAMPS_PAGE_SIZE = 25;

export const STAMP_MESSAGES = {
  created: 'Successfully created stamp!',
  updated: 'Successfully updated stamp!',
  deleted: 'Successfully deleted stamp!',
  notFound: 'Stamp not found',
  noProducts: 'Please choose at least one product',
  noReward: 'Please choose the reward',
  notOnMenu: "A chosen product is not on this restaurant's menu",
  empty: 'No stamps',
} as const;

const named = z.object({ _id: z.string(), Name: z.string() });

/** Stamp card as read: Products (ids), RewardId, MaxCount (spec part 2, section 3), with names for the table. */
export const stamp = z.object({
  _id: z.string(),
  id: z.string(),
  Name: z.string(),
  Description: z.string(),
  Restaurant: named,
  Products: z.array(z.string()),
  ProductNames: z.array(z.string()),
  RewardId: z.string(),
  RewardName: z.string(),
  MaxCount: z.number().int(),
  StartDate: z.string(),
  EndDate: z.string(),
  Translation: translation,
  status: z.enum(DATED_STATUSES),
});
export type Stamp = z.infer<typeof stamp>;

export const stampFields = {
  name: requiredText('Name', 200),
  description: optionalText('Description', 5000),
  restaurant: objectId,
  products: z.array(objectId, { error: STAMP_MESSAGES.noProducts }).min(1, STAMP_MESSAGES.noProducts).max(500, 'At most 500 products'),
  rewardid: objectId.or(z.literal('')).refine((s) => s !== '', STAMP_MESSAGES.noReward),
  maxcount: z
    .number({ error: 'Max Product Purchase To Redeem Reward must be a number' })
    .int('Max Product Purchase To Redeem Reward must be a whole number')
    .min(1, 'Max Product Purchase To Redeem Reward must be at least 1')
    .max(1000, 'Max Product Purchase To Redeem Reward must be at most 1000'),
  startdate: instant('Start date'),
  enddate: instant('End date'),
  translation: translationInput,
};
export const stampCreateBody = z.object(stampFields).superRefine(endNotBeforeStart);
export const stampEditBody = z.object({ id: objectId, ...stampFields }).superRefine(endNotBeforeStart);
export type StampInput = z.output<typeof stampCreateBody>;

const saved = z.object({ Message: z.string(), data: stamp });

export const stampFetch = endpoint({
  method: 'GET',
  path: '/stamp/fetch',
  tag: 'Stamps',
  summary: 'Stamp cards of one status (active, upcoming, expired; all without status), 25 per page',
  auth: ADMIN_ONLY,
  query: pageQuery(STAMPS_PAGE_SIZE).extend({ status: datedStatusQuery.optional() }),
  response: paged(stamp),
});

export const stampAdd = endpoint({
  method: 'POST',
  path: '/stamp/add',
  tag: 'Stamps',
  summary: `Create a stamp card ('${STAMP_MESSAGES.created}'); products and reward must be on the restaurant's menu`,
  auth: ADMIN_ONLY,
  body: stampCreateBody,
  response: saved,
});

export const stampEdit = endpoint({
  method: 'PUT',
  path: '/stamp/edit',
  tag: 'Stamps',
  summary: `Update a stamp card by id ('${STAMP_MESSAGES.updated}'); customers keep the stamps they have`,
  auth: ADMIN_ONLY,
  body: stampEditBody,
  response: saved,
});

export const stampDelete = endpoint({
  method: 'DELETE',
  path: '/stamp/delete',
  tag: 'Stamps',
  summary: `Delete a stamp card by id ('${STAMP_MESSAGES.deleted}') and the stamps collected on it`,
  auth: ADMIN_ONLY,
  body: z.object({ id: objectId }),
  response: messageAnswer,
});
