import { z } from 'zod';
import { objectId, requiredText } from './common-classic';
import { crud, crudNotices } from './crud-classic';
import { DATED_STATUSES, datedStatusQuery, endNotBeforeStart, instant, optionalText } from './promotions-common';
import { translation } from './translation';
import { ADMIN_ONLY } from './roles';
import { translationInput } from './translation-classic';

const STAMPS_PAGE_SIZE = 25;

export const STAMP_MESSAGES = {
  ...crudNotices('stamp', 'No stamps'),
  noProducts: 'Please choose at least one product',
  noReward: 'Please choose the reward',
  notOnMenu: "A chosen product is not on this restaurant's menu",
} as const;

const named = z.object({ _id: z.string(), Name: z.string() });

/** Stamp card as read: Products (ids), RewardId, MaxCount (the spec's entities), with names for the table. */
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

const stampFields = {
  name: requiredText('Name', 200),
  description: optionalText('Description', 5000),
  restaurant: objectId,
  products: z
    .array(objectId, { error: STAMP_MESSAGES.noProducts })
    .min(1, STAMP_MESSAGES.noProducts)
    .max(500, 'At most 500 products'),
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
export const stamps = crud({
  tag: 'Stamps',
  noun: 'stamp card',
  auth: ADMIN_ONLY,
  item: stamp,
  fields: stampFields,
  refine: endNotBeforeStart,
  idKey: 'id',
  pageSize: STAMPS_PAGE_SIZE,
  listQuery: { status: datedStatusQuery.optional() },
  messages: STAMP_MESSAGES,
  paths: { fetch: '/stamp/fetch', add: '/stamp/add', edit: '/stamp/edit', delete: '/stamp/delete' },
  summaries: {
    fetch: 'Stamp cards of one status (active, upcoming, expired; all without status), 25 per page',
    add: `Create a stamp card ('${STAMP_MESSAGES.created}'); products and reward must be on the restaurant's menu`,
    edit: `Update a stamp card by id ('${STAMP_MESSAGES.updated}'); customers keep the stamps they have`,
    delete: `Delete a stamp card by id ('${STAMP_MESSAGES.deleted}') and the stamps collected on it`,
  },
});

export const {
  createBody: stampCreateBody,
  fetch: stampFetch,
  add: stampAdd,
  edit: stampEdit,
  delete: stampDelete,
} = stamps;
export type StampInput = z.output<typeof stampCreateBody>;
