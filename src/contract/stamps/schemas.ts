import * as z from 'zod/mini';
import { objectId, requiredText } from '../common';
import { crudForms, crudSchemas } from '../crud';
import { datedStatusQuery, endNotBeforeStart, instant, optionalText } from '../promotion-schemas';
import { DATED_STATUSES } from '../promotions';
import { translation } from '../translation';
import { translationInput } from '../translation';
import { STAMP_MESSAGES, STAMPS_PAGE_SIZE } from './constants';

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
  MaxCount: z.int(),
  StartDate: z.string(),
  EndDate: z.string(),
  Translation: translation,
  status: z.enum(DATED_STATUSES),
});
export type Stamp = z.infer<typeof stamp>;

const MAX_COUNT = 'Max Product Purchase To Redeem Reward';

export const stampForms = crudForms({
  idKey: 'id',
  fields: {
    name: requiredText('Name', 200),
    description: optionalText('Description', 5000),
    restaurant: objectId,
    products: z
      .array(objectId, { error: STAMP_MESSAGES.noProducts })
      .check(z.minLength(1, STAMP_MESSAGES.noProducts), z.maxLength(500, 'At most 500 products')),
    rewardid: z.union([objectId, z.literal('')]).check(z.refine((s) => s !== '', STAMP_MESSAGES.noReward)),
    maxcount: z
      .number({ error: `${MAX_COUNT} must be a number` })
      .check(
        z.int(`${MAX_COUNT} must be a whole number`),
        z.gte(1, `${MAX_COUNT} must be at least 1`),
        z.lte(1000, `${MAX_COUNT} must be at most 1000`),
      ),
    startdate: instant('Start date'),
    enddate: instant('End date'),
    translation: translationInput,
  },
  refine: endNotBeforeStart,
});
export type StampInput = z.output<typeof stampForms.createBody>;
export type StampEditBody = z.output<typeof stampForms.editBody>;

export const stampsSchemas = crudSchemas({
  noun: 'stamp card',
  item: stamp,
  forms: stampForms,
  messages: STAMP_MESSAGES,
  pageSize: STAMPS_PAGE_SIZE,
  listQuery: { status: z.optional(datedStatusQuery) },
  summaries: {
    fetch: 'Stamp cards of one status (active, upcoming, expired; all without status), 25 per page',
    add: `Create a stamp card ('${STAMP_MESSAGES.created}'); products and reward must be on the restaurant's menu`,
    edit: `Update a stamp card by id ('${STAMP_MESSAGES.updated}'); customers keep the stamps they have`,
    delete: `Delete a stamp card by id ('${STAMP_MESSAGES.deleted}') and the stamps collected on it`,
  },
});
