import { asc, count, eq, sql } from 'drizzle-orm';
import { MARKET_MESSAGES, TRUCK_MESSAGES } from '../../../contract/trucks-markets/routes';
import type {
  AttachmentCreateBody,
  AttachmentEditBody,
  AttachmentItem,
} from '../../../contract/trucks-markets/schemas';
import { deals, markets, trucks } from '../../db/schema';
import type { Deps } from '../../deps';
import { conflict, notFound } from '../../http/errors';
import { offsetOf, pageMeta, type PageRequest } from '../../http/paging';

type Kind = 'truck' | 'market';
const tableOf = (kind: Kind) => (kind === 'truck' ? trucks : markets);
const messagesOf = (kind: Kind) => (kind === 'truck' ? TRUCK_MESSAGES : MARKET_MESSAGES);
/** Deals of this kind that have the attachment among their details. */
const dealsWith = (kind: Kind, id: string) =>
  sql`${deals.type} = ${kind} and ${deals.details} @> ${JSON.stringify([id])}::jsonb`;

async function withDeals(
  db: Deps['db'],
  kind: Kind,
  rows: { id: string; name: string; description: string }[],
): Promise<AttachmentItem[]> {
  const out: AttachmentItem[] = [];
  for (const r of rows) {
    const [{ n }] = await db.select({ n: count() }).from(deals).where(dealsWith(kind, r.id));
    out.push({ _id: r.id, name: r.name, description: r.description, Deals: n });
  }
  return out;
}

export async function listAttachments({ db }: Deps, kind: Kind, page: PageRequest) {
  const table = tableOf(kind);
  const [{ total }] = await db.select({ total: count() }).from(table);
  const rows = await db
    .select()
    .from(table)
    .orderBy(asc(table.name), asc(table.id))
    .limit(page.size)
    .offset(offsetOf(page));
  return { data: await withDeals(db, kind, rows), meta: pageMeta(total, page) };
}

export async function createAttachment({ db }: Deps, kind: Kind, input: AttachmentCreateBody) {
  const table = tableOf(kind);
  const [row] = await db.insert(table).values(input).returning();
  return { Message: messagesOf(kind).created, data: (await withDeals(db, kind, [row]))[0] };
}

export async function editAttachment({ db }: Deps, kind: Kind, { id, ...input }: AttachmentEditBody) {
  const table = tableOf(kind);
  const [row] = await db.update(table).set(input).where(eq(table.id, id)).returning();
  if (!row) throw notFound(messagesOf(kind).notFound);
  return { Message: messagesOf(kind).updated, data: (await withDeals(db, kind, [row]))[0] };
}

/** A truck or market a deal is attached to stays (409): the deal would lose its attachment. */
export async function deleteAttachment({ db }: Deps, kind: Kind, id: string) {
  const table = tableOf(kind);
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');
    if (!row) throw notFound(messagesOf(kind).notFound);
    const [{ n }] = await tx.select({ n: count() }).from(deals).where(dealsWith(kind, id));
    if (n > 0) throw conflict(messagesOf(kind).inUse(n));
    await tx.delete(table).where(eq(table.id, id));
    return { Message: messagesOf(kind).deleted };
  });
}
