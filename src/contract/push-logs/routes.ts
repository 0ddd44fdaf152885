/** The log of pushes sent to customer devices: the route. Its page size is in constants.ts. */
import { ADMIN_ONLY } from '../roles';
import { routes } from '../route';
import type { pushLogsSchemas } from './schemas';

export { PUSH_LOGS_PAGE_SIZE } from './constants';

export const pushLogsRoutes = routes<typeof pushLogsSchemas>()(
  { tag: 'Push logs', auth: ADMIN_ONLY },
  { fetch: { method: 'GET', path: '/dashboard/pushlogs' } },
);
