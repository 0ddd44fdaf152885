import { asc, eq } from 'drizzle-orm';
import { DEAL_MESSAGES as M, type DealType } from '../../../contract/deals/routes';
import { markets, trucks } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';

const tableOf = (type: DealType) => (type === 'truck' ? trucks : markets);

/** Every truck or market by name: the attachment choices of deals. */
export async function allByName({ db }: Deps, type: DealType) {
  const table = tableOf(type);
  const rows = await db.select().from(table).orderBy(asc(table.name), asc(table.id));
  return { data: rows.map((r) => ({ _id: r.id, name: r.name, description: r.description })) };
}

export async function attachmentById({ db }: Deps, type: DealType, id: string) {
  const table = tableOf(type);
  const [r] = await db.select().from(table).where(eq(table.id, id));
  if (!r) throw notFound(M.attachmentNotFound);
  return { data: { _id: r.id, name: r.name, description: r.description, type } };
}
