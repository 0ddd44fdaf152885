import { and, asc, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { defaultAvailability, type Availability } from '../../../contract/availability';
import { PROMO_MESSAGES as M, type PromoType } from '../../../contract/promos/routes';
import type { Promo, PromoEditBody, PromoInput, PromoOrderBody } from '../../../contract/promos/schemas';
import { datedStatus, type DatedStatus } from '../../../contract/promotions';
import { promoTypes, promoUses, promos, restaurants } from '../../db/schema';
import type { Deps } from '../../deps';
import { fieldError, notFound } from '../../http/errors';
import { offsetOf, pageMeta, type PageRequest } from '../../http/paging';
import { datedWhere, fromMinor, toMinor } from '../coupons/dated';

type Row = typeof promos.$inferSelect & { usage: number; restaurantName: string | null };
const cols = getTableColumns(promos);
const usage = sql<number>`(select count(*)::int from ${promoUses} u where u.promo_id = ${promos}.id)`;

const toPromo = (r: Row): Promo => ({
  _id: r.id,
  id: r.id,
  Name: r.name,
  Header: r.header,
  Description: r.description,
  Restaurant: { _id: r.restaurantId, Name: r.restaurantName ?? '' },
  Image: r.image,
  Thumbnail: r.thumbnail,
  StartDate: r.startdate.toISOString(),
  EndDate: r.enddate.toISOString(),
  Price: fromMinor(r.price),
  TermsAndCondition: r.termsandcondition,
  Translation: r.translation,
  Availability: { ...defaultAvailability(), ...(r.availability as Partial<Availability>) },
  IsHeyStranger: r.isheystranger,
  IsHeyFriends: r.isheyfriends,
  IsMultipleUse: r.ismultipleuse,
  MultipleLimit: r.multiplelimit,
  usage: r.usage,
  HeyStrangerOrder: r.heystrangerorder,
  HeyFriendsOrder: r.heyfriendsorder,
  status: datedStatus(r.startdate, r.enddate),
});

function select(db: Deps['db']) {
  return db
    .select({ ...cols, usage, restaurantName: restaurants.name })
    .from(promos)
    .leftJoin(restaurants, eq(restaurants.id, promos.restaurantId));
}

export async function listPromos({ db }: Deps, status: DatedStatus | undefined, page: PageRequest) {
  const where = datedWhere(status, promos.startdate, promos.enddate);
  const [{ total }] = await db.select({ total: count() }).from(promos).where(where);
  const rows = await select(db)
    .where(where)
    .orderBy(asc(promos.startdate), asc(promos.id))
    .limit(page.size)
    .offset(offsetOf(page));
  return { data: rows.map(toPromo), meta: pageMeta(total, page) };
}

const TYPE_NAMES: Record<PromoType, string> = { heystranger: 'Hey Stranger', heyfriends: 'Hey Friends' };
const ofType = (type: PromoType) => (type === 'heystranger' ? promos.isheystranger : promos.isheyfriends);
const orderOf = (type: PromoType) => (type === 'heystranger' ? promos.heystrangerorder : promos.heyfriendsorder);

export async function listPromosByType(
  { db }: Deps,
  type: PromoType,
  status: DatedStatus | undefined,
  page: PageRequest,
) {
  const where = and(eq(ofType(type), true), datedWhere(status, promos.startdate, promos.enddate));
  const [{ total }] = await db.select({ total: count() }).from(promos).where(where);
  const rows = await select(db)
    .where(where)
    .orderBy(asc(orderOf(type)), asc(promos.startdate), asc(promos.id))
    .limit(page.size)
    .offset(offsetOf(page));
  const [t] = await db.select().from(promoTypes).where(eq(promoTypes.type, type));
  return {
    data: rows.map(toPromo),
    meta: pageMeta(total, page),
    type: {
      Name: t?.name ?? TYPE_NAMES[type],
      Type: type,
      Description: t?.description ?? '',
      Translation: t?.translation ?? {},
    },
  };
}

async function promoById(db: Deps['db'], id: string) {
  const [row] = await select(db).where(eq(promos.id, id));
  if (!row) throw notFound(M.notFound);
  return toPromo(row);
}

async function ensureRestaurant(db: Deps['db'], id: string) {
  const [r] = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, id));
  if (!r) throw fieldError('restaurant', M.restaurantNotFound);
}

const values = (i: PromoInput) => ({
  name: i.name,
  header: i.header,
  description: i.description,
  restaurantId: i.restaurant,
  image: i.image,
  thumbnail: i.thumbnail,
  startdate: new Date(i.startdate),
  enddate: new Date(i.enddate),
  price: toMinor(i.price),
  termsandcondition: i.termsandcondition,
  translation: i.translation,
  availability: i.availability,
  isheystranger: i.isheystranger,
  isheyfriends: i.isheyfriends,
  ismultipleuse: i.isMultipleUse,
  /** Without multiple use a customer may buy the promo once. */
  multiplelimit: i.isMultipleUse ? i.multipleLimit : 1,
});

export async function createPromo({ db }: Deps, input: PromoInput) {
  await ensureRestaurant(db, input.restaurant);
  const [row] = await db.insert(promos).values(values(input)).returning({ id: promos.id });
  return { Message: M.created, data: await promoById(db, row.id) };
}

export async function editPromo({ db }: Deps, { id, ...input }: PromoEditBody) {
  await ensureRestaurant(db, input.restaurant);
  const [row] = await db.update(promos).set(values(input)).where(eq(promos.id, id)).returning({ id: promos.id });
  if (!row) throw notFound(M.notFound);
  return { Message: M.updated, data: await promoById(db, id) };
}

export async function deletePromo({ db }: Deps, id: string) {
  const [gone] = await db.delete(promos).where(eq(promos.id, id)).returning({ id: promos.id });
  if (!gone) throw notFound(M.notFound);
  return { Message: M.deleted };
}

/** Saves the order of a type's promos (first id = 1) and the type's description. */
export async function updatePromoOrder({ db }: Deps, input: PromoOrderBody) {
  const ids = [...new Set(input.promos)];
  await db.transaction(async (tx) => {
    if (ids.length) {
      const found = await tx
        .select({ id: promos.id })
        .from(promos)
        .where(and(inArray(promos.id, ids), eq(ofType(input.category), true)));
      if (found.length !== ids.length) throw fieldError('promos', M.notOfType);
    }
    for (const [i, id] of ids.entries()) {
      await tx
        .update(promos)
        .set(input.category === 'heystranger' ? { heystrangerorder: i + 1 } : { heyfriendsorder: i + 1 })
        .where(eq(promos.id, id));
    }
    await tx
      .insert(promoTypes)
      .values({ type: input.category, name: TYPE_NAMES[input.category], description: input.description })
      .onConflictDoUpdate({ target: promoTypes.type, set: { description: input.description } });
  });
  return { Message: M.ordered };
}
