import { eq } from 'drizzle-orm';
import { ONLINE_POS_MESSAGES } from '../../../contract/online-pos/routes';
import { restaurants } from '../../db/schema';
import type { Deps } from '../../deps';
import { conflict, HttpError, notFound } from '../../http/errors';
import { OnlinePosError } from '../../integrations/online-pos';
import { units } from './mappers';

const M = {
  notConfigured:
    'Online POS DK is not configured on this server (set ONLINEPOS_API_URL), so there are no POS products to bind.',
  notEnabled: (name: string) =>
    `Online POS DK is not enabled for ${name}. Turn it on and set its token in the restaurant form first.`,
  noToken: (name: string) => `${name} has no Online POS DK token. Set it in the restaurant form first.`,
  failed: (reason: string) => `Online POS DK did not answer as expected: ${reason}.`,
};

/** The restaurant's products in Online POS DK, to bind a menu item or extra to one. Says plainly when it cannot. */
export async function posProducts({ db, onlinePos }: Deps, restaurantId: string) {
  const [r] = await db.select().from(restaurants).where(eq(restaurants.id, restaurantId));
  if (!r) throw notFound(ONLINE_POS_MESSAGES.restaurantNotFound);
  if (onlinePos.kind === 'none') throw conflict(M.notConfigured);
  if (!r.onlineposdkenabled) throw conflict(M.notEnabled(r.name));
  if (!r.onlineposdktoken) throw conflict(M.noToken(r.name));
  try {
    const products = await onlinePos.fetchProducts({ token: r.onlineposdktoken, firmId: r.onlineposdkfirmid });
    return { data: products.map((p) => ({ id: p.id, name: p.name, price: units(p.priceMinor) })) };
  } catch (err) {
    if (err instanceof OnlinePosError) throw new HttpError(502, M.failed(err.message));
    throw err;
  }
}
