/** Push notifications to every customer device: the routes. Page size and messages are in constants.ts. */
import { ADMIN_ONLY } from '../roles';
import { routes } from '../route';
import type { pushSchemas } from './schemas';

export { PUSH_PAGE_SIZE, PUSH_MESSAGES, notSentMessage } from './constants';

export const pushRoutes = routes<typeof pushSchemas>()(
  { tag: 'Push notifications', auth: ADMIN_ONLY },
  {
    fetch: { method: 'GET', path: '/push/getallpush' },
    add: { method: 'POST', path: '/push/addpush' },
    edit: { method: 'PUT', path: '/push/editpush' },
    delete: { method: 'DELETE', path: '/push/deletepush' },
    send: { method: 'POST', path: '/push/sendpush' },
  },
);
