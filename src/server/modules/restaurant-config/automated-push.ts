import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { AUTOMATED_PUSH_MESSAGES as M } from '../../../contract/restaurant-config/automated-push/routes';
import type {
  AutomatedPushCreateBody,
  AutomatedPushEditBody,
  AutomatedPushItem,
} from '../../../contract/restaurant-config/automated-push/schemas';
import { automatedPushes, menuItems } from '../../db/schema';
import type { Deps } from '../../deps';
import { fieldError } from '../../http/errors';
import { offsetOf, pageMeta, type PageRequest } from '../../http/paging';
import type { SessionUser } from '../../http/session';
import { inRestaurant, ownedBy } from './owned';

type Row = typeof automatedPushes.$inferSelect;
type Input = AutomatedPushCreateBody;
const toItem = (r: Row): AutomatedPushItem => ({
  _id: r.id,
  Name: r.name,
  Products: r.products,
  Delay: r.delayMinutes,
  TimesPerVisit: r.timesPerVisit,
  Title: r.title,
  Message: r.message,
  Enabled: r.enabled,
  Restaurant: r.restaurantId,
});

export async function listAutomatedPushes({ db }: Deps, restaurantId: string, page: PageRequest) {
  const where = eq(automatedPushes.restaurantId, restaurantId);
  const [{ total }] = await db.select({ total: count() }).from(automatedPushes).where(where);
  const rows = await db
    .select()
    .from(automatedPushes)
    .where(where)
    .orderBy(desc(automatedPushes.createdAt), desc(automatedPushes.id))
    .limit(page.size)
    .offset(offsetOf(page));
  return { data: rows.map(toItem), meta: pageMeta(total, page) };
}

async function values({ db }: Deps, input: Input) {
  const products = [...new Set(input.products)];
  const found = await db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(and(eq(menuItems.restaurantId, input.restaurant), inArray(menuItems.id, products)));
  if (found.length !== products.length) throw fieldError('products', M.unknownProduct);
  return {
    name: input.name,
    products,
    delayMinutes: input.delay,
    timesPerVisit: input.timespervisit,
    title: input.title,
    message: input.message,
    enabled: input.enabled,
  };
}

export async function addAutomatedPush(deps: Deps, input: Input) {
  const [row] = await deps.db
    .insert(automatedPushes)
    .values({ restaurantId: input.restaurant, ...(await values(deps, input)) })
    .returning();
  return { Message: M.created, data: toItem(row) };
}

export async function editAutomatedPush(deps: Deps, input: AutomatedPushEditBody) {
  const [before] = await deps.db.select().from(automatedPushes).where(eq(automatedPushes.id, input.id));
  inRestaurant(before, input.restaurant, M.notFound);
  const [row] = await deps.db
    .update(automatedPushes)
    .set(await values(deps, input))
    .where(eq(automatedPushes.id, input.id))
    .returning();
  return { Message: M.updated, data: toItem(row) };
}

export async function deleteAutomatedPush({ db }: Deps, user: SessionUser, id: string) {
  const [row] = await db.select().from(automatedPushes).where(eq(automatedPushes.id, id));
  ownedBy(user, row, M.notFound);
  await db.delete(automatedPushes).where(eq(automatedPushes.id, id));
  return { Message: M.deleted };
}
