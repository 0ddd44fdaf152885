/** Automated push messages (the spec's Automated Push modal). */
import { z } from 'zod';
import { objectId } from '../common-classic';
import { crud, crudNotices } from '../crud-classic';
import { IN_BODY, IN_QUERY } from '../group';
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
  ...crudNotices('automated push', 'No data yet'),
  unknownProduct: 'Choose products of this restaurant',
} as const;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const count = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

const fields = {
  restaurant: objectId,
  name: required('Name', 100),
  products: z
    .array(objectId, { error: 'Please select at least one product' })
    .min(1, 'Please select at least one product')
    .max(200),
  delay: count('Delay', 0, 10080),
  timespervisit: count('Times per visit', 1, 20),
  title: required('Title', 100),
  message: required('Message', 500),
  enabled: z.boolean().default(true),
};
export const automatedPush = crud({
  tag: CONFIG_TAG,
  noun: 'automated push',
  auth: CONFIG_EDITORS,
  roles: { fetch: ALL_ROLES },
  restaurantScope: IN_BODY,
  scopes: { fetch: IN_QUERY, delete: null },
  item: automatedPushItem,
  fields,
  idKey: 'id',
  pageSize: AUTOMATED_PUSH_PAGE_SIZE,
  listQuery: { restaurant: objectId },
  messages: AUTOMATED_PUSH_MESSAGES,
  paths: {
    fetch: '/automatedpush/fetch/',
    add: '/automatedpush/add',
    edit: '/automatedpush/edit',
    delete: '/automatedpush/delete',
  },
  summaries: {
    fetch: "A restaurant's automated push messages, paged (10)",
    add: 'Create an automated push: sent Delay minutes after an order with one of the products, at most Times per visit times',
    edit: 'Edit an automated push',
    delete: "Delete an automated push ('Successfully deleted automated push!')",
  },
});

export const {
  createBody: automatedPushCreate,
  editBody: automatedPushEditBody,
  fetch: automatedPushFetch,
  add: automatedPushAdd,
  edit: automatedPushEdit,
  delete: automatedPushDelete,
} = automatedPush;
