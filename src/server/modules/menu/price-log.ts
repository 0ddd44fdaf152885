/**
 * Price changes reach the system log with their old and new value: the request body only holds the new one, and
 * the line already names who made the change.
 */
import type { NoteChange } from '../../http/audit';
import { units } from './mappers';

/** Notes on the request's log line a price an edit changed (minor units in, the spec's units out). */
export function notePriceChange(
  note: NoteChange | undefined,
  name: string,
  fromMinor: number | undefined,
  toMinor: number,
) {
  if (note && fromMinor !== undefined && fromMinor !== toMinor)
    note('price', { name, from: units(fromMinor), to: units(toMinor) });
}
