import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { ONLINE_POS_MESSAGES as M } from '../../../contract/online-pos/routes';
import { extras, menuItems, restaurants } from '../../db/schema';
import type { Deps } from '../../deps';
import { conflict, HttpError, notFound } from '../../http/errors';
import { OnlinePosError } from '../../integrations/online-pos';

/**
 * Fetches the restaurant's products from Online POS DK and gives every menu item and extra bound to one
 * (`onlineposproductid`) the POS product's name and price. Refuses plainly when the POS is not set up.
 */
export async function syncPosProducts({ db, onlinePos }: Deps, restaurantId: string) {
  const [r] = await db.select().from(restaurants).where(eq(restaurants.id, restaurantId));
  if (!r) throw notFound(M.restaurantNotFound);
  if (onlinePos.kind === 'none') throw conflict(M.notConfigured);
  if (!r.onlineposdkenabled) throw conflict(M.notEnabled(r.name));
  if (!r.onlineposdktoken) throw conflict(M.noToken(r.name));
  let products;
  try {
    products = await onlinePos.fetchProducts({ token: r.onlineposdktoken, firmId: r.onlineposdkfirmid });
  } catch (err) {
    if (err instanceof OnlinePosError) throw new HttpError(502, M.failed(err.message));
    throw err;
  }
  const byId = new Map(products.map((p) => [p.id, p]));
  const ids = [...byId.keys()];
  let updated = 0;
  if (ids.length) {
    await db.transaction(async (tx) => {
      for (const table of [menuItems, extras] as const) {
        const bound = await tx
          .select({ id: table.id, pos: table.onlineposproductid, name: table.name, price: table.price })
          .from(table)
          .where(and(eq(table.restaurantId, r.id), inArray(table.onlineposproductid, ids)));
        for (const row of bound) {
          const p = byId.get(row.pos)!;
          if (p.name === row.name && p.priceMinor === row.price) continue;
          await tx.update(table).set({ name: p.name, price: p.priceMinor }).where(eq(table.id, row.id));
          updated += 1;
        }
      }
    });
  }
  return { Message: M.synced(products.length, updated), data: { products: products.length, updated } };
}

/** Every restaurant with Online POS DK on and a token, one after the other; refused only when none could be synced. */
export async function syncAllPosProducts(deps: Deps) {
  if (deps.onlinePos.kind === 'none') throw conflict(M.notConfigured);
  const list = await deps.db
    .select({ id: restaurants.id, name: restaurants.name })
    .from(restaurants)
    .where(and(eq(restaurants.onlineposdkenabled, true), ne(restaurants.onlineposdktoken, '')))
    .orderBy(asc(restaurants.name));
  if (!list.length) throw conflict(M.noneEnabled);
  let products = 0;
  let updated = 0;
  let synced = 0;
  const failures: string[] = [];
  for (const r of list) {
    try {
      const { data } = await syncPosProducts(deps, r.id);
      products += data.products;
      updated += data.updated;
      synced += 1;
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      failures.push(`${r.name} (${err.message})`);
    }
  }
  if (!synced) throw new HttpError(502, M.notSynced(failures));
  const Message = [M.syncedAll(synced, products, updated), ...(failures.length ? [M.notSynced(failures)] : [])];
  return { Message: Message.join(' '), data: { products, updated } };
}
