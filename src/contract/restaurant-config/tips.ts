/** Tip configurations (the spec's Tips Configurations modal; GET /tips/fetch, POST /tips/add, PUT /tips/edit, DELETE /tips/delete). */
import { z } from 'zod';
import { objectId, requiredText } from '../common-classic';
import { crud } from '../crud-classic';
import { IN_BODY, IN_QUERY } from '../group';
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

const tipFields = {
  name: requiredText('Name', 60),
  percentage: z
    .number({ error: 'Percentage is required' })
    .min(0, 'Percentage must be at least 0')
    .max(100, 'Percentage must be at most 100'),
  restaurant: objectId,
};
export const tips = crud({
  tag: CONFIG_TAG,
  noun: 'tip configuration',
  auth: CONFIG_EDITORS,
  roles: { fetch: ALL_ROLES },
  restaurantScope: IN_BODY,
  scopes: { fetch: IN_QUERY, delete: null },
  item: tipItem,
  fields: tipFields,
  idKey: 'id',
  list: 'all',
  pageSize: 0,
  listQuery: { restaurant: objectId },
  messages: { ...TIP_MESSAGES, created: TIP_MESSAGES.added },
  paths: { fetch: '/tips/fetch', add: '/tips/add', edit: '/tips/edit', delete: '/tips/delete' },
  summaries: {
    fetch: "A restaurant's tip configurations",
    add: "Add a tip configuration ('Successfully added config!')",
    edit: "Edit a tip configuration ('Successfully updated config!')",
    delete: "Delete a tip configuration ('Successfully Deleted config!')",
  },
  descriptions: { delete: "Restaurant staff may delete only their own restaurant's configurations (403 otherwise)." },
});

export const {
  createBody: tipCreate,
  editBody: tipEditBody,
  fetch: tipsFetch,
  add: tipsAdd,
  edit: tipsEdit,
  delete: tipsDelete,
} = tips;
