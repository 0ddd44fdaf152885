import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { DEAL_MESSAGES as M, type DealView } from '../../../contract/deals/routes';
import type { Deal, DealEditBody, DealInput } from '../../../contract/deals/schemas';
import { deleteOr404, pagedList, updateOr404, type Tx } from '../../db/crud';
import { customers, dealRedemptions, deals, markets, trucks } from '../../db/schema';
import type { Deps } from '../../deps';
import { fieldError } from '../../http/errors';
import type { PageRequest } from '../../http/paging';
import { dealStatus, viewQuery } from './status';

type Row = typeof deals.$inferSelect;

/** Rows → the API's deals: money from minor units, exclusive users with their emails, redemptions counted. */
async function toDeals(db: Tx, rows: Row[]): Promise<Deal[]> {
  const ids = rows.map((r) => r.id);
  const userIds = [...new Set(rows.flatMap((r) => r.exclusiveusers))];
  const emails = new Map(
    userIds.length
      ? (
          await db
            .select({ id: customers.id, email: customers.email })
            .from(customers)
            .where(inArray(customers.id, userIds))
        ).map((c) => [c.id, c.email])
      : [],
  );
  const redeemed = new Map(
    ids.length
      ? (
          await db
            .select({ id: dealRedemptions.dealId, n: count() })
            .from(dealRedemptions)
            .where(inArray(dealRedemptions.dealId, ids))
            .groupBy(dealRedemptions.dealId)
        ).map((r) => [r.id, r.n])
      : [],
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
    Redeemed: redeemed.get(r.id) ?? 0,
    status: dealStatus(r, now),
  }));
}

const toDeal = async (db: Tx, row: Row) => (await toDeals(db, [row]))[0];

export async function listDeals({ db }: Deps, view: DealView, iscustom: boolean, page: PageRequest) {
  if (iscustom && view === 'personal') throw fieldError('status', M.noPersonalCustom);
  return pagedList(db, deals, page, { ...viewQuery(view, iscustom, new Date()), mapPage: (rows) => toDeals(db, rows) });
}

/** The attached trucks or markets must exist; the exclusive users must be registered customers. */
async function checkReferences(db: Tx, input: DealInput) {
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

async function checkPromo(db: Tx, promocode: string, exceptId?: string) {
  const same = and(
    eq(deals.iscustom, true),
    sql`lower(${deals.promocode}) = lower(${promocode})`,
    exceptId ? ne(deals.id, exceptId) : undefined,
  );
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

export async function createDeal({ db }: Deps, input: DealInput) {
  const refs = await checkReferences(db, input);
  if (input.iscustom && input.promocode) await checkPromo(db, input.promocode);
  const [row] = await db
    .insert(deals)
    .values(values(input, refs, input.iscustom))
    .returning();
  return { Message: M.created, data: await toDeal(db, row) };
}

/** A deal stays custom (or not) as it was created; a custom deal keeps a promo code that no other custom deal has. */
export async function editDeal({ db }: Deps, input: DealEditBody) {
  let refs = { details: [] as string[], exclusiveusers: [] as string[] };
  const row = await updateOr404(db, deals, input.id, (current) => values(input, refs, current.iscustom), {
    notFound: M.notFound,
    check: async (tx, current) => {
      if (current.iscustom && !input.promocode) throw fieldError('promocode', M.promoRequired);
      refs = await checkReferences(tx, input);
      if (current.iscustom && input.promocode) await checkPromo(tx, input.promocode, input.id);
    },
  });
  return { Message: M.updated, data: await toDeal(db, row) };
}

export async function deleteDeal({ db }: Deps, id: string) {
  await deleteOr404(db, deals, id, { notFound: M.notFound });
  return { Message: M.deleted };
}
