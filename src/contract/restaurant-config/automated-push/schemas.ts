import * as z from 'zod/mini';
import { objectId, requiredText } from '../../common';
import { crudForms, crudSchemas } from '../../crud';
import { AUTOMATED_PUSH_MESSAGES, AUTOMATED_PUSH_PAGE_SIZE } from './constants';

export const automatedPushItem = z.object({
  _id: z.string(),
  Name: z.string(),
  /** Menu item ids. */
  Products: z.array(z.string()),
  /** Minutes after the order. */
  Delay: z.int(),
  TimesPerVisit: z.int(),
  Title: z.string(),
  Message: z.string(),
  Enabled: z.boolean(),
  Restaurant: z.string(),
});
export type AutomatedPushItem = z.infer<typeof automatedPushItem>;

/** A required whole number between `min` and `max`. */
const count = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} is required` })
    .check(
      z.int(`${label} must be a whole number`),
      z.gte(min, `${label} must be at least ${min}`),
      z.lte(max, `${label} must be at most ${max}`),
    );

/** 'Create' and 'Update' of the Automated Push modal (with the push's `id`). */
export const automatedPushForms = crudForms({
  idKey: 'id',
  fields: {
    restaurant: objectId,
    name: requiredText('Name', 100),
    products: z
      .array(objectId, { error: 'Please select at least one product' })
      .check(z.minLength(1, 'Please select at least one product'), z.maxLength(200)),
    delay: count('Delay', 0, 10080),
    timespervisit: count('Times per visit', 1, 20),
    title: requiredText('Title', 100),
    message: requiredText('Message', 500),
    enabled: z._default(z.boolean(), true),
  },
});
export type AutomatedPushCreateBody = z.output<typeof automatedPushForms.createBody>;
export type AutomatedPushEditBody = z.output<typeof automatedPushForms.editBody>;

export const automatedPushSchemas = crudSchemas({
  noun: 'automated push',
  item: automatedPushItem,
  forms: automatedPushForms,
  messages: AUTOMATED_PUSH_MESSAGES,
  pageSize: AUTOMATED_PUSH_PAGE_SIZE,
  listQuery: { restaurant: objectId },
  summaries: {
    fetch: "A restaurant's automated push messages, paged (10)",
    add: 'Create an automated push: sent Delay minutes after an order with one of the products, at most Times per visit times',
    edit: 'Edit an automated push',
    delete: "Delete an automated push ('Successfully deleted automated push!')",
  },
});
