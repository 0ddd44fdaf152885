/** The log of pushes sent to customer devices. */
import { ADMIN_ONLY } from '../roles';
import { routes } from '../route';
import type { pushLogsSchemas } from './schemas';

export const PUSH_LOGS_PAGE_SIZE = 25;

export const pushLogsRoutes = routes<typeof pushLogsSchemas>()(
  { tag: 'Push logs', auth: ADMIN_ONLY },
  { fetch: { method: 'GET', path: '/dashboard/pushlogs' } },
);
