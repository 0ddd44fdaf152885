/** Liveness of the server and its database. */
import { routes } from '../route';
import type { healthSchemas } from './schemas';

export const healthRoutes = routes<typeof healthSchemas>()(
  { tag: 'System', auth: 'public' },
  { check: { method: 'GET', path: '/health' } },
);
