/** The type-ahead over registered customers' emails (the user picker of several screens). */
import { ADMIN_ONLY } from '../roles';
import { routes } from '../route';
import type { userSearchSchemas } from './schemas';

export const USER_SEARCH_LIMIT = 10;

/** How the spec shows a provider: 'Local' is shown as 'Email'. */
export const providerLabel = (provider: string) => (provider === 'Local' ? 'Email' : provider);

export const userSearchRoutes = routes<typeof userSearchSchemas>()(
  { tag: 'Registered users', auth: ADMIN_ONLY },
  { search: { method: 'GET', path: '/user/search' } },
);
