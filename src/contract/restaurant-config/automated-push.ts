/** Automated push messages (spec part 2: Automated Push modal). */
import { z } from 'zod';
import { messageAnswer, objectId, pageQuery, paged } from '../common';
import { endpoint } from '../endpoint';
import { ALL_ROLES } from '../roles';
import { CONFIG_EDITORS, CONFIG_TAG } from './shared';

export const AUTOMATED_PUSH_PAGE_SIZE = 10;

export const automatedPushItem = z.object({
  _id: z.string(),
  Name: z.string(),
  /** Menu item ids. */
  Products: z.array(z.string()),
  /** Minutes after the order. */
  Delay: z.number().int(),
  TimesPerVisit: z.number().int(),
  Title: z.string(),
  Message: z.string(),
  Enabled: z.boolean(),
  Restaurant: z.string(),
});
export type AutomatedPushItem = z.infer<typeof automatedPushItem>;

export const AUTOMATED_PUSH_MESSAGES = {
  created: 'Successfully created automated push!',
  updated: 'Successfully updated automated push!',
  deleted: 'Successfully deleted automated push!',
  empty: 'No data yet',
  notFound: 'Automated push not found',
  unknownProduct: 'Choose products of this restaurant',
} as const;

const required = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
const count = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

const fields = {
  restaurant: objectId,
  name: required('Name', 100),
  products: z.array(objectId, { error: 'Please select at least one product' }).min(1, 'Please select at least one product').max(200),
  delay: count('Delay', 0, 10080),
  timespervisit: count('Times per visit', 1, 20),
  title: required('Title', 100),
  message: required('Message', 500),
  enabled: z.boolean().default(true),
};
export const automatedPushCreate = z.object(fields);
export const automatedPushEditBody = z.object({ id: objectId, ...fields });
const saved = z.object({ Message: z.string(), data: automatedPushItem });

export const automatedPushFetch = endpoint({
  method: 'GET',
  path: '/automatedpush/fetch/',
  tag: CONFIG_TAG,
  summary: "A restaurant's automated push messages, paged (10)",
  auth: ALL_ROLES,
  restaurantScope: { in: 'query', key: 'restaurant' },
  query: z.object({ restaurant: objectId }).extend(pageQuery(AUTOMATED_PUSH_PAGE_SIZE).shape),
  response: paged(automatedPushItem),
});

export const automatedPushAdd = endpoint({
  method: 'POST',
  path: '/automatedpush/add',
  tag: CONFIG_TAG,
  summary: 'Create an automated push: sent Delay minutes after an order with one of the products, at most Times per visit times',
  auth: CONFIG_EDITORS,
  restaurantScope: { in: 'body', key: 'restaurant' },
  body: automatedPushCreate,
  response: saved,
});

export const automatedPushEdit = endpoint({
  method: 'PUT',
  path: '/automatedpush/edit',
  tag: CONFIG_TAG,
  summary: 'Edit an automated push',
  auth: CONFIG_EDITORS,
  restaurantScope: { in: 'body', key: 'restaurant' },
  body: automatedPushEditBody,
  response: saved,
});

export const automatedPushDelete = endpoint({
  method: 'DELETE',
  path: '/automatedpush/delete',
  tag: CONFIG_TAG,
  summary: "Delete an automated push ('Successfully deleted automated push!')",
  auth: CONFIG_EDITORS,
  body: z.object({ id: objectId }),
  response: messageAnswer,
});
