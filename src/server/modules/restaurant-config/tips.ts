import { asc, eq } from 'drizzle-orm';
import { TIP_MESSAGES as M } from '../../../contract/restaurant-config/tips/routes';
import type { TipCreateBody, TipEditBody, TipItem } from '../../../contract/restaurant-config/tips/schemas';
import { tipConfigs } from '../../db/schema';
import type { Deps } from '../../deps';
import type { SessionUser } from '../../http/session';
import { inRestaurant, ownedBy } from './owned';

type Row = typeof tipConfigs.$inferSelect;
const toItem = (r: Row): TipItem => ({ _id: r.id, Name: r.name, Percentage: r.percentage, Restaurant: r.restaurantId });

export async function listTips({ db }: Deps, restaurantId: string) {
  const rows = await db
    .select()
    .from(tipConfigs)
    .where(eq(tipConfigs.restaurantId, restaurantId))
    .orderBy(asc(tipConfigs.percentage), asc(tipConfigs.id));
  return { data: rows.map(toItem) };
}

export async function addTip({ db }: Deps, input: TipCreateBody) {
  const [row] = await db
    .insert(tipConfigs)
    .values({ restaurantId: input.restaurant, name: input.name, percentage: input.percentage })
    .returning();
  return { Message: M.added, data: toItem(row) };
}

export async function editTip({ db }: Deps, input: TipEditBody) {
  const [before] = await db.select().from(tipConfigs).where(eq(tipConfigs.id, input.id));
  inRestaurant(before, input.restaurant, M.notFound);
  const [row] = await db
    .update(tipConfigs)
    .set({ name: input.name, percentage: input.percentage })
    .where(eq(tipConfigs.id, input.id))
    .returning();
  return { Message: M.updated, data: toItem(row) };
}

export async function deleteTip({ db }: Deps, user: SessionUser, id: string) {
  const [row] = await db.select().from(tipConfigs).where(eq(tipConfigs.id, id));
  ownedBy(user, row, M.notFound);
  await db.delete(tipConfigs).where(eq(tipConfigs.id, id));
  return { Message: M.deleted };
}
