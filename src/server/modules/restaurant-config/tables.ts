import { and, asc, eq } from 'drizzle-orm';
import type { Availability } from '../../../contract/availability';
import { TABLE_MESSAGES as M } from '../../../contract/restaurant-config/tables/constants';
import type { TableItem, TableSaveBody } from '../../../contract/restaurant-config/tables/schemas';
import { tableNumbers } from '../../db/schema';
import type { Deps } from '../../deps';
import { fieldError } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { ownedBy } from './owned';

type Row = typeof tableNumbers.$inferSelect;
const toItem = (r: Row): TableItem => ({
  _id: r.id,
  number: r.number,
  floor: r.floor,
  label: r.label,
  disabled: r.disabled,
  parkTable: r.parkTable,
  availability: r.availability ?? null,
});

export async function listTables({ db }: Deps, restaurantId: string) {
  const rows = await db
    .select()
    .from(tableNumbers)
    .where(eq(tableNumbers.restaurantId, restaurantId))
    .orderBy(asc(tableNumbers.number));
  return { data: rows.map(toItem) };
}

/**
 * Saves the modal's tables: new ones (no `_id`) are added unless the number is already there or repeated in the
 * list (dropped); edited ones (with `_id`) change in place. One transaction: all or nothing.
 */
export async function saveTables({ db }: Deps, { restaurant, tablenumbers }: TableSaveBody) {
  await db.transaction(async (tx) => {
    const existing = await tx
      .select()
      .from(tableNumbers)
      .where(eq(tableNumbers.restaurantId, restaurant))
      .for('update');
    const byId = new Map(existing.map((r) => [r.id, r]));
    const numberOwner = new Map(existing.map((r) => [r.number, r.id]));
    const seen = new Set<number>();
    for (const [i, t] of tablenumbers.entries()) {
      const fields = {
        number: t.number,
        floor: t.floor,
        label: t.label,
        disabled: t.disabled,
        parkTable: t.parkTable,
        ...(t.availability !== undefined ? { availability: t.availability as Availability | null } : {}),
      };
      if (t._id) {
        if (!byId.has(t._id)) throw fieldError(`tablenumbers.${i}._id`, M.notFound);
        const owner = numberOwner.get(t.number);
        if ((owner && owner !== t._id) || seen.has(t.number))
          throw fieldError(`tablenumbers.${i}.number`, `Table ${t.number} already exists`);
        numberOwner.delete(byId.get(t._id)!.number);
        numberOwner.set(t.number, t._id);
        seen.add(t.number);
        await tx
          .update(tableNumbers)
          .set(fields)
          .where(and(eq(tableNumbers.id, t._id), eq(tableNumbers.restaurantId, restaurant)));
      } else {
        // Duplicates are dropped: a number the restaurant has, or one repeated in this list.
        if (numberOwner.has(t.number) || seen.has(t.number)) continue;
        seen.add(t.number);
        const [row] = await tx
          .insert(tableNumbers)
          .values({ restaurantId: restaurant, ...fields })
          .returning({ id: tableNumbers.id });
        numberOwner.set(t.number, row.id);
      }
    }
  });
  return { Message: M.saved, data: (await listTables({ db } as Deps, restaurant)).data };
}

export async function deleteTable({ db }: Deps, user: SessionUser, id: string) {
  const [row] = await db.select().from(tableNumbers).where(eq(tableNumbers.id, id));
  ownedBy(user, row, M.notFound);
  await db.delete(tableNumbers).where(eq(tableNumbers.id, id));
  return { Message: M.deleted };
}
