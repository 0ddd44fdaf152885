/** The print queue (profile menu): receipts not printed yet. */
import { ADMIN_ONLY } from '../roles';
import { routes } from '../route';
import type { printQueueSchemas } from './schemas';

export const printQueueRoutes = routes<typeof printQueueSchemas>()(
  { tag: 'Print queue', auth: ADMIN_ONLY },
  {
    fetch: { method: 'GET', path: '/print/queue/fetch' },
  },
);
