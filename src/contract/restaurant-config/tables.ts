/** Table numbers and the park-table timer (the spec's Table Numbers and Park Table Timer modals). */
import { z } from 'zod';
import { availability } from '../availability-classic';
import { dataOf, messageAnswer, objectId } from '../common-classic';
import { group, IN_BODY, IN_QUERY } from '../group';
import { ALL_ROLES } from '../roles';
import { CONFIG_EDITORS, CONFIG_TAG } from './shared';

export const tableItem = z.object({
  _id: z.string(),
  number: z.number().int(),
  floor: z.string(),
  label: z.string(),
  disabled: z.boolean(),
  parkTable: z.boolean(),
  availability: availability.nullable(),
});
export type TableItem = z.infer<typeof tableItem>;

export const TABLE_MESSAGES = {
  saved: 'Successfully saved table numbers!',
  deleted: 'Successfully deleted table number!',
  empty: 'No tables yet',
  fromAfterTo: "'From' cannot be bigger than 'To'.",
  notFound: 'Table number not found',
} as const;
const MAX_TABLE_NUMBER = 100000;
/** Most tables one generation may add. */
const MAX_TABLES_AT_ONCE = 500;

const tableNo = z
  .number({ error: 'Table number is required' })
  .int('Table number must be a whole number')
  .min(1, 'Table number must be at least 1')
  .max(MAX_TABLE_NUMBER, `Table number must be at most ${MAX_TABLE_NUMBER}`);

/** One table as the modal saves it: new without `_id`, edited with it. */
export const tableInput = z.object({
  _id: objectId.optional(),
  number: tableNo,
  floor: z.string().trim().max(60, 'Floor must be at most 60 characters').default(''),
  label: z.string().trim().max(60, 'Label must be at most 60 characters').default(''),
  disabled: z.boolean().default(false),
  parkTable: z.boolean().default(false),
  availability: availability.nullable().optional(),
});
export type TableInput = z.input<typeof tableInput>;

export const tableSaveBody = z.object({
  restaurant: objectId,
  tablenumbers: z
    .array(tableInput, { error: 'Table numbers are required' })
    .max(MAX_TABLES_AT_ONCE, `At most ${MAX_TABLES_AT_ONCE} tables at a time`),
});

/**
 * The table numbers From..To that are not there yet (the modal's generator): "'From' cannot be bigger than 'To'.",
 * and numbers already present are dropped.
 */
export function generateTableNumbers(
  from: number,
  to: number,
  existing: readonly number[],
): { error: string } | { numbers: number[] } {
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1 || to > MAX_TABLE_NUMBER)
    return { error: `Table numbers run from 1 to ${MAX_TABLE_NUMBER}` };
  if (from > to) return { error: TABLE_MESSAGES.fromAfterTo };
  if (to - from + 1 > MAX_TABLES_AT_ONCE) return { error: `At most ${MAX_TABLES_AT_ONCE} tables at a time` };
  const have = new Set(existing);
  const numbers: number[] = [];
  for (let n = from; n <= to; n++) if (!have.has(n)) numbers.push(n);
  return { numbers };
}

const api = group({ tag: CONFIG_TAG, auth: CONFIG_EDITORS });

export const tablesFetch = api.get('/tableno/fetch', {
  summary: "A restaurant's table numbers, by number (with floor, label, disabled, park table and its timer)",
  auth: ALL_ROLES,
  restaurantScope: IN_QUERY,
  query: z.object({ restaurant: objectId }),
  response: dataOf(z.array(tableItem)),
});

export const tablesSave = api.post('/tableno/add', {
  summary: "Save table numbers ('Successfully saved table numbers!')",
  description:
    'Each entry without `_id` adds a table (a number the restaurant already has, or a repeat in the list, is dropped); ' +
    'an entry with `_id` edits that table (number, floor, label, disabled, park table, availability). Tables not named stay as they are.',
  restaurantScope: IN_BODY,
  body: tableSaveBody,
  response: z.object({ Message: z.string(), data: z.array(tableItem) }),
});

export const tablesDelete = api.delete('/tableno/delete', {
  summary: 'Delete a table number',
  body: z.object({ id: objectId }),
  response: messageAnswer,
});
