/**
 * Price changes reach the system log with their old and new value: the request body only holds the new ones, and
 * the line already names who made the change.
 */
import type { NoteChange } from '../../http/audit';
import { units } from './mappers';

/** A priced choice of a record (an option, an attribute, a drink entry), prices in minor units. */
interface Choice {
  id: string;
  Name?: string;
  name?: string;
  Price?: number;
  price?: number;
}
interface ChoiceGroup {
  id: string;
  Category: string;
  items: Choice[];
}
/** A product, extra or drink as far as its prices go. */
export interface Priced {
  name: string;
  price: number;
  groups?: ChoiceGroup[];
  choices?: Choice[];
}

/** Every price of a record by a stable key, with a name a reader recognises. */
function pricesOf(r: Priced): Map<string, { name: string; price: number }> {
  const prices = new Map([['', { name: r.name, price: r.price }]]);
  const add = (key: string, name: string, c: Choice) => prices.set(key, { name, price: c.Price ?? c.price ?? 0 });
  for (const g of r.groups ?? [])
    for (const c of g.items) add(`${g.id}/${c.id}`, `${r.name} › ${g.Category} › ${c.Name ?? c.name ?? ''}`, c);
  for (const c of r.choices ?? []) add(c.id, `${r.name} › ${c.name ?? c.Name ?? ''}`, c);
  return prices;
}

/** Notes on the request's log line each price an edit changed (minor units in, the spec's units out). */
export function notePriceChanges(note: NoteChange | undefined, before: Priced | undefined, after: Priced) {
  if (!note || !before) return;
  const old = pricesOf(before);
  const changed = [...pricesOf(after)].flatMap(([key, now]) => {
    const was = old.get(key);
    return was && was.price !== now.price ? [{ name: now.name, from: units(was.price), to: units(now.price) }] : [];
  });
  if (changed.length) note('prices', changed);
}
