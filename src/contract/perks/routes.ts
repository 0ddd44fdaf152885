/** Perks of the customer apps: the routes. Their plain values (page size, messages) are in constants.ts. */
import { ADMIN_ONLY } from '../roles';
import { routes } from '../route';
import type { perksSchemas } from './schemas';

export { PERKS_PAGE_SIZE, PERK_MESSAGES } from './constants';

export const perksRoutes = routes<typeof perksSchemas>()(
  { tag: 'Perks', auth: ADMIN_ONLY },
  {
    fetch: { method: 'GET', path: '/perks/fetch' },
    add: { method: 'POST', path: '/perks/add' },
    edit: { method: 'PUT', path: '/perks/edit' },
    delete: { method: 'DELETE', path: '/perks/delete' },
  },
);
