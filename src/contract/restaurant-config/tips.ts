/** Tip configurations (spec part 2: Tips Configurations modal; GET /tips/fetch, POST /tips/add, PUT /tips/edit, DELETE /tips/delete). */
import { z } from 'zod';
import { messageAnswer, objectId, requiredText } from '../common';
import { endpoint } from '../endpoint';
import { ALL_ROLES } from '../roles';
import { CONFIG_EDITORS, CONFIG_TAG } from './shared';

export const tipItem = z.object({ _id: z.string(), Name: z.string(), Percentage: z.number(), Restaurant: z.string() });
export type TipItem = z.infer<typeof tipItem>;

export const TIP_MESSAGES = {
  added: 'Successfully added config!',
  updated: 'Successfully updated config!',
  deleted: 'Successfully Deleted config!',
  empty: 'No tips config yet',
  notFound: 'Tip configuration not found',
} as const;

export const tipFields = {
  name: requiredText('Name', 60),
  percentage: z
    .number({ error: 'Percentage is required' })
    .min(0, 'Percentage must be at least 0')
    .max(100, 'Percentage must be at most 100'),
  restaurant: objectId,
};
export const tipCreate = z.object(tipFields);
export const tipEditBody = z.object({ id: objectId, ...tipFields });

const TAG = CONFIG_TAG;
const saved = z.object({ Message: z.string(), data: tipItem });

export const tipsFetch = endpoint({
  method: 'GET',
  path: '/tips/fetch',
  tag: TAG,
  summary: "A restaurant's tip configurations",
  auth: ALL_ROLES,
  restaurantScope: { in: 'query', key: 'restaurant' },
  query: z.object({ restaurant: objectId }),
  response: z.object({ data: z.array(tipItem) }),
});

export const tipsAdd = endpoint({
  method: 'POST',
  path: '/tips/add',
  tag: TAG,
  summary: "Add a tip configuration ('Successfully added config!')",
  auth: CONFIG_EDITORS,
  restaurantScope: { in: 'body', key: 'restaurant' },
  body: tipCreate,
  response: saved,
});

export const tipsEdit = endpoint({
  method: 'PUT',
  path: '/tips/edit',
  tag: TAG,
  summary: "Edit a tip configuration ('Successfully updated config!')",
  auth: CONFIG_EDITORS,
  restaurantScope: { in: 'body', key: 'restaurant' },
  body: tipEditBody,
  response: saved,
});

export const tipsDelete = endpoint({
  method: 'DELETE',
  path: '/tips/delete',
  tag: TAG,
  summary: "Delete a tip configuration ('Successfully Deleted config!')",
  description: 'Restaurant staff may delete only their own restaurant\'s configurations (403 otherwise).',
  auth: CONFIG_EDITORS,
  body: z.object({ id: objectId }),
  response: messageAnswer,
});
