import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { ONLINE_POS_MESSAGES as M } from '../../../contract/online-pos/routes';
import { extras, menuItems, restaurants } from '../../db/schema';
import type { Tx } from '../../db/crud';
import type { Deps } from '../../deps';
import { conflict, HttpError, notFound } from '../../http/errors';
import { OnlinePosError } from '../../integrations/online-pos';

type Products = Awaited<ReturnType<Deps['onlinePos']['fetchProducts']>>;
type SyncAnswer = { Message: string; data: { products: number; updated: number } };
/** The request's answer and system-log line, written with the sync's changes (bind's `recordAnswer`). */
type RecordAnswer = (tx: Tx, answer: SyncAnswer) => Promise<void>;

/** The restaurant's products from Online POS DK; refuses plainly when the POS is not set up for it. */
async function fetchPosProducts({ db, onlinePos }: Deps, restaurantId: string) {
  const [r] = await db.select().from(restaurants).where(eq(restaurants.id, restaurantId));
  if (!r) throw notFound(M.restaurantNotFound);
  if (onlinePos.kind === 'none') throw conflict(M.notConfigured);
  if (!r.onlineposdkenabled) throw conflict(M.notEnabled(r.name));
  if (!r.onlineposdktoken) throw conflict(M.noToken(r.name));
  try {
    return await onlinePos.fetchProducts({ token: r.onlineposdktoken, firmId: r.onlineposdkfirmid });
  } catch (err) {
    if (err instanceof OnlinePosError) throw new HttpError(502, M.failed(err.message));
    throw err;
  }
}

/** Gives every menu item and extra of the restaurant bound to one of the products its name and price; answers how many changed. */
async function applyPosProducts(tx: Tx, restaurantId: string, products: Products) {
  const byId = new Map(products.map((p) => [p.id, p]));
  const ids = [...byId.keys()];
  let updated = 0;
  if (!ids.length) return updated;
  for (const table of [menuItems, extras] as const) {
    const bound = await tx
      .select({ id: table.id, pos: table.onlineposproductid, name: table.name, price: table.price })
      .from(table)
      .where(and(eq(table.restaurantId, restaurantId), inArray(table.onlineposproductid, ids)));
    for (const row of bound) {
      const p = byId.get(row.pos)!;
      if (p.name === row.name && p.priceMinor === row.price) continue;
      await tx.update(table).set({ name: p.name, price: p.priceMinor }).where(eq(table.id, row.id));
      updated += 1;
    }
  }
  return updated;
}

/**
 * Fetches the restaurant's products from Online POS DK (no transaction open meanwhile), then gives every menu item
 * and extra bound to one (`onlineposproductid`) the POS product's name and price, in one transaction with the
 * request's line. Refuses plainly when the POS is not set up.
 */
export async function syncPosProducts(deps: Deps, restaurantId: string, recordAnswer: RecordAnswer) {
  const products = await fetchPosProducts(deps, restaurantId);
  return deps.db.transaction(async (tx) => {
    const updated = await applyPosProducts(tx, restaurantId, products);
    const answer = { Message: M.synced(products.length, updated), data: { products: products.length, updated } };
    await recordAnswer(tx, answer);
    return answer;
  });
}

/**
 * Every restaurant with Online POS DK on and a token: the products of each are fetched one after the other, then all
 * the changes are written in one transaction with the request's line. Refused only when none could be fetched.
 */
export async function syncAllPosProducts(deps: Deps, recordAnswer: RecordAnswer) {
  if (deps.onlinePos.kind === 'none') throw conflict(M.notConfigured);
  const list = await deps.db
    .select({ id: restaurants.id, name: restaurants.name })
    .from(restaurants)
    .where(and(eq(restaurants.onlineposdkenabled, true), ne(restaurants.onlineposdktoken, '')))
    .orderBy(asc(restaurants.name));
  if (!list.length) throw conflict(M.noneEnabled);
  const fetched: { id: string; products: Products }[] = [];
  const failures: string[] = [];
  for (const r of list) {
    try {
      fetched.push({ id: r.id, products: await fetchPosProducts(deps, r.id) });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      failures.push(`${r.name} (${err.message})`);
    }
  }
  if (!fetched.length) throw new HttpError(502, M.notSynced(failures));
  return deps.db.transaction(async (tx) => {
    let products = 0;
    let updated = 0;
    for (const r of fetched) {
      products += r.products.length;
      updated += await applyPosProducts(tx, r.id, r.products);
    }
    const Message = [
      M.syncedAll(fetched.length, products, updated),
      ...(failures.length ? [M.notSynced(failures)] : []),
    ].join(' ');
    const answer = { Message, data: { products, updated } };
    await recordAnswer(tx, answer);
    return answer;
  });
}
