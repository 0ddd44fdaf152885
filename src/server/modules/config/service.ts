import { asc, eq } from 'drizzle-orm';
import { CONFIG_MESSAGES as M, CONFIG_NUMBER_BOUNDS } from '../../../contract/config/routes';
import type { ConfigItem, ConfigValue } from '../../../contract/config/schemas';
import { configItems } from '../../db/schema';
import type { Deps } from '../../deps';
import { fieldError, notFound } from '../../http/errors';

type Row = typeof configItems.$inferSelect;

const isSwitches = (v: unknown): v is Record<string, boolean> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'boolean');

/** What the database holds, as the API's Value (anything else is shown as text). */
const toValue = (v: Row['value']): ConfigValue =>
  isSwitches(v) || typeof v === 'string' || typeof v === 'number' ? v : JSON.stringify(v);
const toItem = (r: Row): ConfigItem => ({ _id: r.id, Name: r.name, Value: toValue(r.value) });

export async function listConfig({ db }: Deps) {
  const rows = await db.select().from(configItems).orderBy(asc(configItems.name));
  return { data: rows.map(toItem) };
}

/** The new value must keep the item's kind: the same switches, a number within its bounds, or a text. */
function checkValue(row: Row, value: ConfigValue): ConfigValue {
  const current = row.value;
  if (isSwitches(current)) {
    if (!isSwitches(value)) throw fieldError('value', M.wrongKind('on/off switches'));
    const unknown = Object.keys(value).find((k) => !(k in current));
    if (unknown) throw fieldError('value', M.unknownSwitch(unknown));
    return { ...current, ...value };
  }
  if (typeof current === 'number') {
    if (typeof value !== 'number') throw fieldError('value', M.wrongKind('a number'));
    const bounds = CONFIG_NUMBER_BOUNDS[row.name];
    if (bounds && (value < bounds.min || value > bounds.max))
      throw fieldError('value', M.outOfRange(bounds.min, bounds.max));
    return value;
  }
  if (typeof value !== 'string') throw fieldError('value', M.wrongKind('a text'));
  return value;
}

export async function editConfig({ db }: Deps, input: { id: string; value: ConfigValue }) {
  const [row] = await db.select().from(configItems).where(eq(configItems.id, input.id));
  if (!row) throw notFound(M.notFound);
  const value = checkValue(row, input.value);
  const [saved] = await db
    .update(configItems)
    .set({ value, updatedAt: new Date() })
    .where(eq(configItems.id, row.id))
    .returning();
  return { Message: M.updated, data: toItem(saved) };
}
