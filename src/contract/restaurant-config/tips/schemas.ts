import * as z from 'zod/mini';
import { objectId, requiredText } from '../../common';
import { crudForms, crudSchemas } from '../../crud';
import { TIP_MESSAGES } from './constants';

export const tipItem = z.object({ _id: z.string(), Name: z.string(), Percentage: z.number(), Restaurant: z.string() });
export type TipItem = z.infer<typeof tipItem>;

/** 'Add tip' and 'Edit tip' (with the configuration's `id`). */
export const tipForms = crudForms({
  idKey: 'id',
  fields: {
    name: requiredText('Name', 60),
    percentage: z
      .number({ error: 'Percentage is required' })
      .check(z.gte(0, 'Percentage must be at least 0'), z.lte(100, 'Percentage must be at most 100')),
    restaurant: objectId,
  },
});
export type TipCreateBody = z.output<typeof tipForms.createBody>;
export type TipEditBody = z.output<typeof tipForms.editBody>;

export const tipsSchemas = crudSchemas({
  noun: 'tip configuration',
  item: tipItem,
  forms: tipForms,
  messages: { ...TIP_MESSAGES, created: TIP_MESSAGES.added },
  listQuery: { restaurant: objectId },
  summaries: {
    fetch: "A restaurant's tip configurations",
    add: "Add a tip configuration ('Successfully added config!')",
    edit: "Edit a tip configuration ('Successfully updated config!')",
    delete: "Delete a tip configuration ('Successfully Deleted config!')",
  },
  descriptions: { delete: "Restaurant staff may delete only their own restaurant's configurations (403 otherwise)." },
});
