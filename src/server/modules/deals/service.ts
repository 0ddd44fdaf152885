import { and, count, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { DEAL_MESSAGES as M, type Deal, type DealView, type dealCreateBody, type dealEditBody } from '../../../contract/deals';
import { customers, dealRedemptions, deals, markets, trucks } from '../../db/schema';
import type { Deps } from '../../deps';
import { fieldError, notFound } from '../../http/errors';
import { offsetOf, pageMeta, type PageRequest } from '../../http/paging';
import { dealStatus, viewQuery } from './status';

type Row = typeof deals.$inferSelect;
type DealInput = z.output<typeof dealCreateBody>;

const dealColumns = getTableColumns(deals);
/** Written with the table names: inside a one-table select Drizzle leaves columns unqualified. */
const redeemedCount = sql<number>`(select count(*)::int from ${dealRedemptions} r where r.deal_id = ${deals}.id)`;

/** Rows → the API's deals: money from minor units, exclusive users with their emails, redemptions counted. */
async function toDeals({ db }: Deps, rows: (Row & { redeemedCount: number })[]): Promise<Deal[]> {
  const userIds = [...new Set(rows.flatMap((r) => r.exclusiveusers))];
  const emails = new Map(
    userIds.length ? (await db.select({ id: customers.id, email: customers.email }).from(customers).where(inArray(customers.id, userIds))).map((c) => [c.id, c.email]) : [],
  );
  const now = new Date();
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    description: r.description,
    header: r.header,
    price: r.price / 100,
    image: r.image,
    type: r.type,
    startdate: r.startdate.toISOString(),
    enddate: r.enddate.toISOString(),
    details: r.details,
    isexclusive: r.isexclusive,
    exclusiveusers: r.exclusiveusers.filter((id) => emails.has(id)).map((id) => ({ _id: id, Email: emails.get(id)! })),
    emailmessage: r.emailmessage,
    translation: r.translation,
    iscustom: r.iscustom,
    promocode: r.promocode,
    Redeemed: r.redeemedCount,
    status: dealStatus(r, now),
  }));
}

async function loadDeal(deps: Deps, id: string): Promise<Deal> {
  const rows = await deps.db.select({ ...dealColumns, redeemedCount }).from(deals).where(eq(deals.id, id));
  if (!rows[0]) throw notFound(M.notFound);
  return (await toDeals(deps, rows))[0];
}

export async function listDeals(deps: Deps, view: DealView, iscustom: boolean, page: PageRequest) {
  if (iscustom && view === 'personal') throw fieldError('status', M.noPersonalCustom);
  const { where, orderBy } = viewQuery(view, iscustom, new Date());
  const [{ total }] = await deps.db.select({ total: count() }).from(deals).where(where);
  const rows = await deps.db
    .select({ ...dealColumns, redeemedCount })
    .from(deals)
    .where(where)
    .orderBy(...orderBy)
    .limit(page.size)
    .offset(offsetOf(page));
  return { data: await toDeals(deps, rows), meta: pageMeta(total, page) };
}

/** The attached trucks or markets must exist; the exclusive users must be registered customers. */
async function checkReferences({ db }: Deps, input: DealInput) {
  const ids = [...new Set(input.details)];
  const table = input.type === 'truck' ? trucks : markets;
  const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  if (found.length !== ids.length) throw fieldError('details', M.attachmentGone);
  const userIds = input.isexclusive ? [...new Set(input.exclusiveusers.map((u) => u._id))] : [];
  if (userIds.length) {
    const users = await db.select({ id: customers.id }).from(customers).where(inArray(customers.id, userIds));
    if (users.length !== userIds.length) throw fieldError('exclusiveusers', M.unknownUser);
  }
  return { details: ids, exclusiveusers: userIds };
}

async function checkPromo({ db }: Deps, promocode: string, exceptId?: string) {
  const same = and(eq(deals.iscustom, true), sql`lower(${deals.promocode}) = lower(${promocode})`, exceptId ? ne(deals.id, exceptId) : undefined);
  const [taken] = await db.select({ id: deals.id }).from(deals).where(same).limit(1);
  if (taken) throw fieldError('promocode', M.promoTaken);
}

function values(input: DealInput, refs: { details: string[]; exclusiveusers: string[] }, iscustom: boolean) {
  return {
    name: input.name,
    header: input.header,
    description: input.description,
    price: Math.round(input.price * 100),
    image: input.image,
    type: input.type,
    startdate: new Date(input.startdate),
    enddate: new Date(input.enddate),
    details: refs.details,
    isexclusive: input.isexclusive,
    exclusiveusers: refs.exclusiveusers,
    emailmessage: input.emailmessage,
    translation: input.translation,
    iscustom,
    promocode: iscustom ? input.promocode || null : null,
  };
}

export async function createDeal(deps: Deps, input: DealInput) {
  const refs = await checkReferences(deps, input);
  if (input.iscustom && input.promocode) await checkPromo(deps, input.promocode);
  const [row] = await deps.db.insert(deals).values(values(input, refs, input.iscustom)).returning({ id: deals.id });
  return { Message: M.created, data: await loadDeal(deps, row.id) };
}

export async function editDeal(deps: Deps, input: z.output<typeof dealEditBody>) {
  const [current] = await deps.db.select({ iscustom: deals.iscustom }).from(deals).where(eq(deals.id, input.id));
  if (!current) throw notFound(M.notFound);
  if (current.iscustom && !input.promocode) throw fieldError('promocode', M.promoRequired);
  const refs = await checkReferences(deps, input);
  if (current.iscustom && input.promocode) await checkPromo(deps, input.promocode, input.id);
  await deps.db.update(deals).set(values(input, refs, current.iscustom)).where(eq(deals.id, input.id));
  return { Message: M.updated, data: await loadDeal(deps, input.id) };
}

export async function deleteDeal({ db }: Deps, id: string) {
  const [row] = await db.delete(deals).where(eq(deals.id, id)).returning({ id: deals.id });
  if (!row) throw notFound(M.notFound);
  return { Message: M.deleted };
}
