/** The plain values of the Table Numbers modal that both sides read: its notices, limits and the From–To generator. */
export const TABLE_MESSAGES = {
  saved: 'Successfully saved table numbers!',
  deleted: 'Successfully deleted table number!',
  empty: 'No tables yet',
  fromAfterTo: "'From' cannot be bigger than 'To'.",
  notFound: 'Table number not found',
} as const;
export const MAX_TABLE_NUMBER = 100000;
/** Most tables one generation may add. */
export const MAX_TABLES_AT_ONCE = 500;

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
