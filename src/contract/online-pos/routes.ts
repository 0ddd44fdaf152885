/** Online POS DK: the products of a restaurant's POS, synced into its menu. */
import { ADMIN_ONLY } from '../roles';
import { routes } from '../route';
import type { onlinePosSchemas } from './schemas';

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
  noneEnabled: 'No restaurant has Online POS DK on with a token. Nothing was synced.',
  syncedAll: (restaurants: number, products: number, updated: number) =>
    `Synced ${products} products of ${restaurants} restaurant${restaurants === 1 ? '' : 's'} from Online POS DK; ${updated} menu items and extras updated.`,
  notSynced: (failures: string[]) => `Not synced: ${failures.join('; ')}.`,
} as const;

export const onlinePosRoutes = routes<typeof onlinePosSchemas>()(
  { tag: 'Online POS', auth: ADMIN_ONLY },
  {
    sync: { method: 'POST', path: '/restaurant/syncposproducts' },
  },
);
