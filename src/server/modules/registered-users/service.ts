import { count, desc, eq, ilike, min, sql, type SQL } from 'drizzle-orm';
import { REGISTERED_USER_MESSAGES as M } from '../../../contract/registered-users/routes';
import type { RegisteredUser } from '../../../contract/registered-users/schemas';
import { likeContains } from '../../db/like';
import { customers, deals, orders, restaurants } from '../../db/schema';
import type { Deps } from '../../deps';
import { deleteOr404 } from '../../db/crud';
import { offsetOf, pageMeta, type PageRequest } from '../../http/paging';

/** `%key%` for ILIKE, with the pattern characters of the key taken literally. */

/** Each customer's first order, as a subquery to join. */
const firstOrders = (db: Deps['db']) =>
  db
    .select({ customerId: orders.customerId, first: min(orders.createdAt).as('first_order') })
    .from(orders)
    .groupBy(orders.customerId)
    .as('first_orders');

async function page({ db }: Deps, where: SQL | undefined, q: PageRequest) {
  const [{ total }] = await db.select({ total: count() }).from(customers).where(where);
  const first = firstOrders(db);
  const rows = await db
    .select({ c: customers, restaurantName: restaurants.name, first: first.first })
    .from(customers)
    .leftJoin(restaurants, eq(restaurants.id, customers.lastOrderFrom))
    .leftJoin(first, eq(first.customerId, customers.id))
    .where(where)
    // Ids start with their creation time: newest registrations first.
    .orderBy(desc(customers.id))
    .limit(q.size)
    .offset(offsetOf(q));
  const data: RegisteredUser[] = rows.map(({ c, restaurantName, first: firstAt }) => ({
    _id: c.id,
    Email: c.email,
    Name: c.name,
    Provider: c.provider,
    lastOrderFrom: c.lastOrderFrom && restaurantName !== null ? { _id: c.lastOrderFrom, Name: restaurantName } : null,
    FirstOrder: firstAt ? new Date(firstAt).toISOString() : null,
  }));
  return { data, meta: pageMeta(total, q) };
}

export const listCustomers = (deps: Deps, q: PageRequest) => page(deps, undefined, q);

export const searchCustomers = (deps: Deps, q: PageRequest & { key: string }) =>
  page(deps, ilike(customers.email, likeContains(q.key)), q);

/**
 * Deletes a customer. Their orders stay (the restaurant's books need them) under their name as a guest;
 * their devices go with them, and they leave the exclusive lists of deals and private restaurants.
 */
export async function deleteCustomer({ db }: Deps, id: string) {
  await deleteOr404(db, customers, id, {
    notFound: M.notFound,
    check: async (tx, customer) => {
      const name = customer.name.trim() || customer.email;
      await tx
        .update(orders)
        .set({
          guestName: sql`CASE WHEN ${orders.guestName} = '' THEN ${name} ELSE ${orders.guestName} END`,
          mobilenumber: sql`CASE WHEN ${orders.mobilenumber} = '' THEN ${customer.mobilenumber} ELSE ${orders.mobilenumber} END`,
        })
        .where(eq(orders.customerId, id));
      await tx
        .update(deals)
        .set({ exclusiveusers: sql`${deals.exclusiveusers} - ${id}::text` })
        .where(sql`${deals.exclusiveusers} ? ${id}::text`);
      await tx
        .update(restaurants)
        .set({ privateusers: sql`${restaurants.privateusers} - ${id}::text` })
        .where(sql`${restaurants.privateusers} ? ${id}::text`);
    },
  });
  return { Message: M.deleted };
}
