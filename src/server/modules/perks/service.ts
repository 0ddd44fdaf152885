import { asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import { PERK_MESSAGES as M } from '../../../contract/perks/routes';
import type { PerkCreateBody as Input, PerkItem } from '../../../contract/perks/schemas';
import { perkClicks, perks } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { offsetOf, pageMeta, type PageRequest } from '../../http/paging';

const cols = getTableColumns(perks);
const clicks = sql<number>`(select count(*)::int from ${perkClicks} c where c.perk_id = ${perks}.id)`;

const toItem = ({
  createdAt: _c,
  updatedAt: _u,
  clicks: n,
  ...p
}: typeof perks.$inferSelect & { clicks: number }): PerkItem => ({ _id: p.id, ...p, CountUsage: n });

export async function listPerks({ db }: Deps, page: PageRequest) {
  const [{ total }] = await db.select({ total: count() }).from(perks);
  const rows = await db
    .select({ ...cols, clicks })
    .from(perks)
    .orderBy(asc(perks.name), asc(perks.id))
    .limit(page.size)
    .offset(offsetOf(page));
  return { data: rows.map(toItem), meta: pageMeta(total, page) };
}

async function perkById(db: Deps['db'], id: string) {
  const [row] = await db
    .select({ ...cols, clicks })
    .from(perks)
    .where(eq(perks.id, id));
  if (!row) throw notFound(M.notFound);
  return toItem(row);
}

export async function createPerk({ db }: Deps, input: Input) {
  const [row] = await db.insert(perks).values(input).returning({ id: perks.id });
  return { Message: M.created, data: await perkById(db, row.id) };
}

export async function editPerk({ db }: Deps, { id, ...input }: Input & { id: string }) {
  const [row] = await db.update(perks).set(input).where(eq(perks.id, id)).returning({ id: perks.id });
  if (!row) throw notFound(M.notFound);
  return { Message: M.updated, data: await perkById(db, id) };
}

export async function deletePerk({ db }: Deps, id: string) {
  const [gone] = await db.delete(perks).where(eq(perks.id, id)).returning({ id: perks.id });
  if (!gone) throw notFound(M.notFound);
  return { Message: M.deleted };
}
