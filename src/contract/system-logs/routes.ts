/** The system log: who changed what, when. */
import { ADMIN_ONLY } from '../roles';
import { routes } from '../route';
import type { systemLogsSchemas } from './schemas';

export const SYSTEM_LOGS_PAGE_SIZE = 10;

export const systemLogsRoutes = routes<typeof systemLogsSchemas>()(
  { tag: 'System log', auth: ADMIN_ONLY },
  { fetch: { method: 'GET', path: '/logs/fetch' } },
);
