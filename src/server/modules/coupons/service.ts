import { and, asc, count, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import { COUPON_MESSAGES as M, type CouponView } from '../../../contract/coupons/routes';
import type { Coupon, CouponEditBody, CouponInput } from '../../../contract/coupons/schemas';
import { ITEM_OFFER_MESSAGES, offerOf, type ItemOffer } from '../../../contract/coupons/item-offer';
import { datedStatus } from '../../../contract/promotions';
import { couponUses, coupons, customers, menuItems, restaurants } from '../../db/schema';
import type { Deps } from '../../deps';
import { fieldError, notFound } from '../../http/errors';
import { offsetOf, pageMeta, type PageRequest } from '../../http/paging';
import { datedWhere } from './dated';

type Row = typeof coupons.$inferSelect;
const cols = getTableColumns(coupons);
type Tx = Parameters<Parameters<Deps['db']['transaction']>[0]>[0];
type DbLike = Deps['db'] | Tx;

/** Written with the table names: inside a one-table select Drizzle leaves columns unqualified. */
const claimed = sql<number>`(select count(*)::int from ${couponUses} u where u.coupon_id = ${coupons}.id)`;

async function usersByIds(db: DbLike, ids: string[]) {
  if (!ids.length) return new Map<string, { _id: string; Username: string; Email: string }>();
  const rows = await db
    .select({ id: customers.id, name: customers.name, email: customers.email })
    .from(customers)
    .where(inArray(customers.id, ids));
  return new Map(rows.map((r) => [r.id, { _id: r.id, Username: r.name, Email: r.email }]));
}

/** The offers' menu items with their restaurants, by item id. */
async function offerItems(db: DbLike, ids: string[]) {
  if (!ids.length) return new Map<string, Omit<ItemOffer, 'quantity' | 'percent'>>();
  const rows = await db
    .select({ id: menuItems.id, name: menuItems.name, restaurantId: restaurants.id, restaurant: restaurants.name })
    .from(menuItems)
    .innerJoin(restaurants, eq(restaurants.id, menuItems.restaurantId))
    .where(inArray(menuItems.id, ids));
  return new Map(
    rows.map((r) => [
      r.id,
      { item: { _id: r.id, name: r.name }, restaurant: { _id: r.restaurantId, Name: r.restaurant } },
    ]),
  );
}

async function toCoupons(db: DbLike, rows: (Row & { claimed: number })[]): Promise<Coupon[]> {
  const users = await usersByIds(db, [...new Set(rows.flatMap((r) => r.exclusiveusers))]);
  const items = await offerItems(db, [...new Set(rows.flatMap((r) => r.itemId ?? []))]);
  const offer = (r: Row) => {
    const item = r.itemId ? items.get(r.itemId) : undefined;
    return item && r.itemQuantity && r.itemPercent
      ? { ...item, quantity: r.itemQuantity, percent: r.itemPercent }
      : null;
  };
  return rows.map((r) => ({
    _id: r.id,
    id: r.id,
    Name: r.name,
    Text: r.text,
    StartDate: r.startdate.toISOString(),
    EndDate: r.enddate.toISOString(),
    MembersOnly: r.membersonly,
    IsExclusive: r.isexclusive,
    IsOneTimeUse: r.isonetimeuse,
    Priority: r.priority,
    QRValue: r.qrvalue,
    AppCode: r.appcode,
    EmailMessage: r.emailmessage,
    Image: r.image,
    Thumbnail: r.thumbnail,
    Claimed: r.claimed,
    ExclusiveUsers: r.exclusiveusers.flatMap((id) => users.get(id) ?? []),
    ItemOffer: offer(r),
    status: datedStatus(r.startdate, r.enddate),
  }));
}

export async function listCoupons({ db }: Deps, view: CouponView, page: PageRequest) {
  const where = datedWhere(view === 'all' ? undefined : view, coupons.startdate, coupons.enddate);
  const [{ total }] = await db.select({ total: count() }).from(coupons).where(where);
  const rows = await db
    .select({ ...cols, claimed })
    .from(coupons)
    .where(where)
    .orderBy(asc(coupons.priority), asc(coupons.id))
    .limit(page.size)
    .offset(offsetOf(page));
  return { data: await toCoupons(db, rows), meta: pageMeta(total, page) };
}

async function couponById(db: DbLike, id: string) {
  const [row] = await db
    .select({ ...cols, claimed })
    .from(coupons)
    .where(eq(coupons.id, id));
  if (!row) throw notFound(M.notFound);
  return (await toCoupons(db, [row]))[0];
}

/** App codes are unique case-insensitively, QR values exactly; exclusive users and the offer's menu item must exist. */
async function checkCoupon(tx: Tx, input: CouponInput, exceptId?: string) {
  const other = exceptId ? ne(coupons.id, exceptId) : undefined;
  const [code] = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(sql`lower(${coupons.appcode}) = lower(${input.appcode})`, other))
    .limit(1);
  if (code) throw fieldError('appcode', M.appcodeTaken);
  if (input.qrvalue) {
    const [qr] = await tx
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(eq(coupons.qrvalue, input.qrvalue), other))
      .limit(1);
    if (qr) throw fieldError('qrvalue', M.qrvalueTaken);
  }
  const users = input.isexclusive ? [...new Set(input.exclusiveusers)] : [];
  if (users.length && (await usersByIds(tx, users)).size !== users.length)
    throw fieldError('exclusiveusers', M.unknownUser);
  const offer = offerOf(input);
  if (offer && !(await offerItems(tx, [offer.itemId])).size)
    throw fieldError('itemid', ITEM_OFFER_MESSAGES.itemNotFound);
  return users;
}

const values = (input: CouponInput, exclusiveusers: string[]) => ({
  ...offerColumns(offerOf(input)),
  name: input.name,
  text: input.text,
  startdate: new Date(input.startdate),
  enddate: new Date(input.enddate),
  membersonly: input.membersonly,
  isexclusive: input.isexclusive,
  isonetimeuse: input.isonetimeuse,
  qrvalue: input.qrvalue,
  appcode: input.appcode,
  emailmessage: input.emailmessage,
  image: input.image,
  thumbnail: input.thumbnail,
  exclusiveusers,
});

const offerColumns = (offer: ReturnType<typeof offerOf>) => ({
  itemId: offer?.itemId ?? null,
  itemQuantity: offer?.quantity ?? null,
  itemPercent: offer?.percent ?? null,
});

/** A new coupon's priority defaults to the coupon count + 1 (the spec's validation rules). */
export async function createCoupon({ db }: Deps, input: CouponInput) {
  const id = await db.transaction(async (tx) => {
    const users = await checkCoupon(tx, input);
    const [{ n }] = await tx.select({ n: count() }).from(coupons);
    const [row] = await tx
      .insert(coupons)
      .values({ ...values(input, users), priority: input.priority ?? n + 1 })
      .returning({ id: coupons.id });
    return row.id;
  });
  return { Message: M.created, data: await couponById(db, id) };
}

export async function editCoupon({ db }: Deps, { couponid, ...input }: CouponEditBody) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, couponid)).for('update');
    if (!before) throw notFound(M.notFound);
    const users = await checkCoupon(tx, input, couponid);
    await tx
      .update(coupons)
      .set({ ...values(input, users), ...(input.priority !== undefined ? { priority: input.priority } : {}) })
      .where(eq(coupons.id, couponid));
  });
  return { Message: M.updated, data: await couponById(db, couponid) };
}

export async function deleteCoupon({ db }: Deps, id: string) {
  const [gone] = await db.delete(coupons).where(eq(coupons.id, id)).returning({ id: coupons.id });
  if (!gone) throw notFound(M.notFound);
  return { Message: M.deleted };
}

/** Every registered customer, for choosing exclusive users. */
export async function allUsers({ db }: Deps) {
  const rows = await db
    .select({ id: customers.id, name: customers.name, email: customers.email })
    .from(customers)
    .orderBy(asc(customers.email));
  return { data: rows.map((r) => ({ _id: r.id, Username: r.name, Email: r.email })) };
}
