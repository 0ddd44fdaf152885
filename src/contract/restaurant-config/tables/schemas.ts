import * as z from 'zod/mini';
import { availability } from '../../availability';
import { dataOf, messageAnswer, objectId, plainText } from '../../common';
import { MAX_TABLE_NUMBER, MAX_TABLES_AT_ONCE } from './constants';

export const tableItem = z.object({
  _id: z.string(),
  number: z.number().check(z.int()),
  floor: z.string(),
  label: z.string(),
  disabled: z.boolean(),
  parkTable: z.boolean(),
  availability: z.nullable(availability),
});
export type TableItem = z.infer<typeof tableItem>;

const tableNo = z
  .number({ error: 'Table number is required' })
  .check(
    z.int('Table number must be a whole number'),
    z.gte(1, 'Table number must be at least 1'),
    z.lte(MAX_TABLE_NUMBER, `Table number must be at most ${MAX_TABLE_NUMBER}`),
  );
const shortText = (label: string) =>
  z._default(plainText(label).check(z.trim(), z.maxLength(60, `${label} must be at most 60 characters`)), '');

/** One table as the modal saves it: new without `_id`, edited with it. */
export const tableInput = z.object({
  _id: z.optional(objectId),
  number: tableNo,
  floor: shortText('Floor'),
  label: shortText('Label'),
  disabled: z._default(z.boolean(), false),
  parkTable: z._default(z.boolean(), false),
  availability: z.optional(z.nullable(availability)),
});
export type TableInput = z.input<typeof tableInput>;

export const tableSaveBody = z.object({
  restaurant: objectId,
  tablenumbers: z
    .array(tableInput, { error: 'Table numbers are required' })
    .check(z.maxLength(MAX_TABLES_AT_ONCE, `At most ${MAX_TABLES_AT_ONCE} tables at a time`)),
});
export type TableSaveBody = z.output<typeof tableSaveBody>;

export const tablesSchemas = {
  fetch: {
    summary: "A restaurant's table numbers, by number (with floor, label, disabled, park table and its timer)",
    query: z.object({ restaurant: objectId }),
    response: dataOf(z.array(tableItem)),
  },
  save: {
    summary: "Save table numbers ('Successfully saved table numbers!')",
    description:
      'Each entry without `_id` adds a table (a number the restaurant already has, or a repeat in the list, is dropped); ' +
      'an entry with `_id` edits that table (number, floor, label, disabled, park table, availability). Tables not named stay as they are.',
    body: tableSaveBody,
    response: z.object({ Message: z.string(), data: z.array(tableItem) }),
  },
  delete: {
    summary: 'Delete a table number',
    body: z.object({ id: objectId }),
    response: messageAnswer,
  },
};
