/** Stamp cards: the routes, and the values both sides read. */
import { crudNotices } from '../notices';
import { ADMIN_ONLY } from '../roles';
import { routes } from '../route';
import type { stampsSchemas } from './schemas';

export const STAMPS_PAGE_SIZE = 25;

export const STAMP_MESSAGES = {
  ...crudNotices('stamp', 'No stamps'),
  noProducts: 'Please choose at least one product',
  noReward: 'Please choose the reward',
  notOnMenu: "A chosen product is not on this restaurant's menu",
} as const;

export const stampsRoutes = routes<typeof stampsSchemas>()(
  { tag: 'Stamps', auth: ADMIN_ONLY },
  {
    fetch: { method: 'GET', path: '/stamp/fetch' },
    add: { method: 'POST', path: '/stamp/add' },
    edit: { method: 'PUT', path: '/stamp/edit' },
    delete: { method: 'DELETE', path: '/stamp/delete' },
  },
);
