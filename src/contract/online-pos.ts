import { z } from 'zod';
import { objectId } from './common-classic';
import { endpoint } from './endpoint';
import { ADMIN_ONLY } from './roles';

export const ONLINE_POS_MESSAGES = {
  notConfigured: 'Online POS DK is not configured on this server (set ONLINEPOS_API_URL). Nothing was synced.',
  notEnabled: (name: string) =>
    `Online POS DK is not enabled for ${name}. Turn it on and set its token in the restaurant form first. Nothing was synced.`,
  noToken: (name: string) =>
    `${name} has no Online POS DK token. Set it in the restaurant form first. Nothing was synced.`,
  failed: (reason: string) => `Online POS DK did not answer as expected: ${reason}. Nothing was synced.`,
  synced: (products: number, updated: number) =>
    `Synced ${products} products from Online POS DK; ${updated} menu items and extras updated.`,
  restaurantNotFound: 'Restaurant not found',
} as const;

export const syncPosProducts = endpoint({
  method: 'POST',
  path: '/restaurant/syncposproducts',
  tag: 'Online POS',
  summary: "Fetch a restaurant's products from Online POS DK and update the bound menu items and extras",
  description:
    'Menu items and extras bound to a POS product (`onlineposproductid`) take its name and price. Answers 409 with a plain message when Online POS DK is not configured on the server, or not enabled for the restaurant; 502 when the POS fails.',
  auth: ADMIN_ONLY,
  body: z.object({ restaurant: objectId }),
  response: z.object({
    Message: z.string(),
    data: z.object({ products: z.number().int(), updated: z.number().int() }),
  }),
});
