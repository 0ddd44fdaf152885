/** The system log: who changed what, when. Its page size is in constants.ts. */
import { ADMIN_ONLY } from '../roles';
import { routes } from '../route';
import type { systemLogsSchemas } from './schemas';

export { SYSTEM_LOGS_PAGE_SIZE } from './constants';

export const systemLogsRoutes = routes<typeof systemLogsSchemas>()(
  { tag: 'System log', auth: ADMIN_ONLY },
  { fetch: { method: 'GET', path: '/logs/fetch' } },
);
