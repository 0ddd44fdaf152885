import { and, asc, count, eq, getTableColumns, inArray } from 'drizzle-orm';
import { datedStatus, type DatedStatus } from '../../../contract/promotions';
import { STAMP_MESSAGES as M } from '../../../contract/stamps/routes';
import type { Stamp, StampEditBody, StampInput } from '../../../contract/stamps/schemas';
import { menuItems, restaurants, stamps } from '../../db/schema';
import type { Deps } from '../../deps';
import { fieldError, notFound } from '../../http/errors';
import { offsetOf, pageMeta, type PageRequest } from '../../http/paging';
import { datedWhere } from '../coupons/dated';

type Row = typeof stamps.$inferSelect & { restaurantName: string | null };
const cols = getTableColumns(stamps);

async function toStamps(db: Deps['db'], rows: Row[]): Promise<Stamp[]> {
  const ids = [...new Set(rows.flatMap((r) => [...r.products, r.rewardId]))];
  const names = new Map(
    ids.length
      ? (
          await db.select({ id: menuItems.id, name: menuItems.name }).from(menuItems).where(inArray(menuItems.id, ids))
        ).map((m) => [m.id, m.name])
      : [],
  );
  return rows.map((r) => ({
    _id: r.id,
    id: r.id,
    Name: r.name,
    Description: r.description,
    Restaurant: { _id: r.restaurantId, Name: r.restaurantName ?? '' },
    Products: r.products,
    ProductNames: r.products.map((p) => names.get(p) ?? ''),
    RewardId: r.rewardId,
    RewardName: names.get(r.rewardId) ?? '',
    MaxCount: r.maxcount,
    StartDate: r.startdate.toISOString(),
    EndDate: r.enddate.toISOString(),
    Translation: r.translation,
    status: datedStatus(r.startdate, r.enddate),
  }));
}

const select = (db: Deps['db']) =>
  db
    .select({ ...cols, restaurantName: restaurants.name })
    .from(stamps)
    .leftJoin(restaurants, eq(restaurants.id, stamps.restaurantId));

export async function listStamps({ db }: Deps, status: DatedStatus | undefined, page: PageRequest) {
  const where = datedWhere(status, stamps.startdate, stamps.enddate);
  const [{ total }] = await db.select({ total: count() }).from(stamps).where(where);
  const rows = await select(db)
    .where(where)
    .orderBy(asc(stamps.startdate), asc(stamps.id))
    .limit(page.size)
    .offset(offsetOf(page));
  return { data: await toStamps(db, rows), meta: pageMeta(total, page) };
}

async function stampById(db: Deps['db'], id: string) {
  const [row] = await select(db).where(eq(stamps.id, id));
  if (!row) throw notFound(M.notFound);
  return (await toStamps(db, [row]))[0];
}

/** Products and reward must be items of the stamp card's restaurant. */
async function checkStamp(db: Deps['db'], input: StampInput) {
  const [r] = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, input.restaurant));
  if (!r) throw fieldError('restaurant', 'Restaurant not found');
  const ids = [...new Set([...input.products, input.rewardid])];
  const found = await db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(and(eq(menuItems.restaurantId, input.restaurant), inArray(menuItems.id, ids)));
  const known = new Set(found.map((f) => f.id));
  if (input.products.some((p) => !known.has(p))) throw fieldError('products', M.notOnMenu);
  if (!known.has(input.rewardid)) throw fieldError('rewardid', M.notOnMenu);
}

const values = (i: StampInput) => ({
  name: i.name,
  description: i.description,
  restaurantId: i.restaurant,
  products: [...new Set(i.products)],
  rewardId: i.rewardid,
  maxcount: i.maxcount,
  startdate: new Date(i.startdate),
  enddate: new Date(i.enddate),
  translation: i.translation,
});

export async function createStamp({ db }: Deps, input: StampInput) {
  await checkStamp(db, input);
  const [row] = await db.insert(stamps).values(values(input)).returning({ id: stamps.id });
  return { Message: M.created, data: await stampById(db, row.id) };
}

export async function editStamp({ db }: Deps, { id, ...input }: StampEditBody) {
  await checkStamp(db, input);
  const [row] = await db.update(stamps).set(values(input)).where(eq(stamps.id, id)).returning({ id: stamps.id });
  if (!row) throw notFound(M.notFound);
  return { Message: M.updated, data: await stampById(db, id) };
}

export async function deleteStamp({ db }: Deps, id: string) {
  const [gone] = await db.delete(stamps).where(eq(stamps.id, id)).returning({ id: stamps.id });
  if (!gone) throw notFound(M.notFound);
  return { Message: M.deleted };
}
