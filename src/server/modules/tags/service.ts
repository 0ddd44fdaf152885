import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { TAG_MESSAGES as M } from '../../../contract/tags/routes';
import type { TagItem } from '../../../contract/tags/schemas';
import { menuItems, restaurants, tags } from '../../db/schema';
import type { Deps } from '../../deps';
import { HttpError, notFound } from '../../http/errors';
import { offsetOf, pageMeta, type PageRequest } from '../../http/paging';

type Tx = Parameters<Parameters<Deps['db']['transaction']>[0]>[0];
const toItem = (t: { id: string; name: string }): TagItem => ({ _id: t.id, id: t.id, name: t.name });
/** The spec's error catalogue: a tag refused with status 400 is shown as an error notice with its Message. */
const taken = () => new HttpError(400, M.taken);
const carrying = (id: string) => sql`${menuItems.tags} @> ${JSON.stringify([{ value: id }])}::jsonb`;

export async function listTags({ db }: Deps, page: PageRequest) {
  const [{ total }] = await db.select({ total: count() }).from(tags);
  const rows = await db
    .select()
    .from(tags)
    .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id))
    .limit(page.size)
    .offset(offsetOf(page));
  return { data: rows.map(toItem), meta: pageMeta(total, page) };
}

async function ensureFree(tx: Tx, name: string, exceptId?: string) {
  const [other] = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(and(sql`lower(${tags.name}) = lower(${name})`, exceptId ? ne(tags.id, exceptId) : undefined))
    .limit(1);
  if (other) throw taken();
}

const isUniqueViolation = (err: unknown) =>
  (err as { code?: string })?.code === '23505' || (err as { cause?: { code?: string } })?.cause?.code === '23505';

async function uniquely<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}

export async function createTag({ db }: Deps, { name }: { name: string }) {
  return uniquely(() =>
    db.transaction(async (tx) => {
      await ensureFree(tx, name);
      const [row] = await tx.insert(tags).values({ name }).returning();
      return { Message: M.created, data: toItem(row) };
    }),
  );
}

/** Menu items keep the tag's name beside its id: they follow a rename and lose a deleted tag. */
async function rewriteItems(
  tx: Tx,
  id: string,
  change: (t: { label: string; value: string }) => { label: string; value: string } | null,
) {
  const items = await tx.select({ id: menuItems.id, tags: menuItems.tags }).from(menuItems).where(carrying(id));
  for (const item of items) {
    const next = item.tags.flatMap((t) => (t.value === id ? (change(t) ?? []) : [t]));
    await tx.update(menuItems).set({ tags: next }).where(eq(menuItems.id, item.id));
  }
}

export async function editTag({ db }: Deps, { id, name }: { id: string; name: string }) {
  return uniquely(() =>
    db.transaction(async (tx) => {
      await ensureFree(tx, name, id);
      const [row] = await tx.update(tags).set({ name }).where(eq(tags.id, id)).returning();
      if (!row) throw notFound(M.notFound);
      await rewriteItems(tx, id, (t) => ({ ...t, label: name }));
      return { Message: M.updated, data: toItem(row) };
    }),
  );
}

export async function deleteTag({ db }: Deps, id: string) {
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(tags).where(eq(tags.id, id)).returning();
    if (!gone) throw notFound(M.notFound);
    await rewriteItems(tx, id, () => null);
    return { Message: M.deleted };
  });
}

/** The tag and the menus that carry it ('menu name - restaurant' on screen). */
export async function tagWithMenus({ db }: Deps, id: string) {
  const [tag] = await db.select().from(tags).where(eq(tags.id, id));
  if (!tag) throw notFound(M.notFound);
  const rows = await db
    .select({
      id: menuItems.id,
      name: menuItems.name,
      tags: menuItems.tags,
      restaurantId: menuItems.restaurantId,
      restaurantName: restaurants.name,
    })
    .from(menuItems)
    .leftJoin(restaurants, eq(restaurants.id, menuItems.restaurantId))
    .where(carrying(id))
    .orderBy(asc(menuItems.name), asc(menuItems.id));
  return {
    data: {
      tag: toItem(tag),
      relevantMenu: rows.map((r) => ({
        _id: r.id,
        Name: r.name,
        Restaurant: { _id: r.restaurantId, Name: r.restaurantName ?? '' },
        Tags: r.tags.map((t) => ({ _id: t.value, Name: t.label })),
      })),
    },
  };
}
