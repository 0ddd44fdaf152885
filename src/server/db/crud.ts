/**
 * The queries every list-and-form entity repeats: a paged list (count + rows + page meta), and an
 * update or delete by id that answers 404 when the row is not there. Typed with Drizzle's own generics: the rows
 * are the table's `$inferSelect`, the values its `$inferInsert`; rules run inside the same transaction.
 */
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { notFound } from '../http/errors';
import { offsetOf, pageMeta, type PageRequest } from '../http/paging';
import type { Db } from './client';

/** A table with the 24-hex `id` primary key of every entity (`idColumn()`). */
type EntityTable = PgTable & { id: PgColumn };
type RowOf<T extends EntityTable> = T['$inferSelect'];
/** The database or the transaction a rule runs in. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

interface PagedListBase {
  /** Rows to count and list (default: all). */
  where?: SQL;
  /** The list's order; end with a unique column (the id) so pages never overlap. */
  orderBy: (SQL | PgColumn)[];
}

type PagedListOptions<T extends EntityTable, R> = PagedListBase &
  (
    | {
        /** Row → the contract's item. */
        map: (row: RowOf<T>) => R;
        mapPage?: never;
      }
    | {
        /** The page's rows → the contract's items, for items that need more queries (counts, names of what they name). */
        mapPage: (rows: RowOf<T>[]) => Promise<R[]>;
        map?: never;
      }
  );

/** `{ data, meta }` of one page: the count, the page's rows in order, and the spec's page meta. */
export async function pagedList<T extends EntityTable, R>(
  db: Tx,
  table: T,
  page: PageRequest,
  o: PagedListOptions<T, R>,
) {
  const source = table as PgTable;
  const [{ total }] = await db.select({ total: count() }).from(source).where(o.where);
  const rows: RowOf<T>[] = await db
    .select()
    .from(source)
    .where(o.where)
    .orderBy(...o.orderBy)
    .limit(page.size)
    .offset(offsetOf(page));
  return { data: o.map ? rows.map(o.map) : await o.mapPage(rows), meta: pageMeta(total, page) };
}

interface ChangeRules<T extends EntityTable> {
  /** Answered as 404 `{ Message }` when no row has the id. */
  notFound: string;
  /** More conditions the row must meet (e.g. `eq(users.type, 'Admin')`, or its restaurant for staff); otherwise 404. */
  where?: SQL;
  /** Runs first, on the locked current row, in the transaction: throw (e.g. `fieldError`) to refuse. */
  check?: (tx: Tx, current: RowOf<T>) => Promise<void>;
  /** Runs after the change, in the same transaction (e.g. copies that follow the row). */
  after?: (tx: Tx, row: RowOf<T>, before: RowOf<T>) => Promise<void>;
}

const byId = <T extends EntityTable>(table: T, id: string, rules: ChangeRules<T>) =>
  rules.where ? and(eq(table.id, id), rules.where) : eq(table.id, id);

async function lockedRow<T extends EntityTable>(
  tx: Tx,
  table: T,
  id: string,
  rules: ChangeRules<T>,
): Promise<RowOf<T>> {
  const [row]: RowOf<T>[] = await tx
    .select()
    .from(table as PgTable)
    .where(byId(table, id, rules))
    .for('update');
  if (!row) throw notFound(rules.notFound);
  return row;
}

/**
 * Updates the row with the id and returns it; 404 when there is none. With rules, all in one transaction. The new
 * values may depend on the current row (e.g. what cannot change after creation): give a function of it.
 */
export async function updateOr404<T extends EntityTable>(
  db: Db,
  table: T,
  id: string,
  values: PgUpdateSetSource<T> | ((current: RowOf<T>) => PgUpdateSetSource<T>),
  rules: ChangeRules<T>,
): Promise<RowOf<T>> {
  const update = async (tx: Tx, current?: RowOf<T>) => {
    const set = typeof values === 'function' ? values(current!) : values;
    const rows = await tx
      .update(table)
      .set(set)
      .where(byId(table, id, rules))
      .returning();
    return (rows as RowOf<T>[])[0];
  };
  if (!rules.check && !rules.after && typeof values !== 'function') {
    const row = await update(db);
    if (!row) throw notFound(rules.notFound);
    return row;
  }
  return db.transaction(async (tx) => {
    const before = await lockedRow(tx, table, id, rules);
    await rules.check?.(tx, before);
    const row = await update(tx, before);
    await rules.after?.(tx, row, before);
    return row;
  });
}

/** Deletes the row with the id and returns it; 404 when there is none. With rules, all in one transaction. */
export async function deleteOr404<T extends EntityTable>(
  db: Db,
  table: T,
  id: string,
  rules: ChangeRules<T>,
): Promise<RowOf<T>> {
  const remove = async (tx: Tx) => {
    const [row]: RowOf<T>[] = await tx
      .delete(table)
      .where(byId(table, id, rules))
      .returning();
    return row;
  };
  if (!rules.check && !rules.after) {
    const row = await remove(db);
    if (!row) throw notFound(rules.notFound);
    return row;
  }
  return db.transaction(async (tx) => {
    const before = await lockedRow(tx, table, id, rules);
    await rules.check?.(tx, before);
    const row = await remove(tx);
    await rules.after?.(tx, row, before);
    return row;
  });
}
