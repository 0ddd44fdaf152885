/** Perks of the customer apps: the routes, and the values both sides read. */
import { crudNotices } from '../notices';
import { ADMIN_ONLY } from '../roles';
import { routes } from '../route';
import type { perksSchemas } from './schemas';

export const PERKS_PAGE_SIZE = 25;

/** The spec says 'perks' in its notices, one perk elsewhere. */
export const PERK_MESSAGES = { ...crudNotices('perks', 'No perks'), notFound: 'Perk not found' } as const;

export const perksRoutes = routes<typeof perksSchemas>()(
  { tag: 'Perks', auth: ADMIN_ONLY },
  {
    fetch: { method: 'GET', path: '/perks/fetch' },
    add: { method: 'POST', path: '/perks/add' },
    edit: { method: 'PUT', path: '/perks/edit' },
    delete: { method: 'DELETE', path: '/perks/delete' },
  },
);
