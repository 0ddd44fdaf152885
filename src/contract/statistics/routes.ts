/** Sales statistics of the admin dashboard: the routes. Their constants and the day arithmetic are in constants.ts. */
import { ADMIN_ONLY } from '../roles';
import { routes } from '../route';
import type { statisticsSchemas } from './schemas';

export {
  STATS_MAX_DAYS,
  STATS_DEFAULT_DAYS,
  HOURS,
  SALES_STATUSES,
  STATS_MESSAGES,
  daysInRange,
  addDays,
  toUsDate,
  fromUsDate,
} from './constants';

export const statisticsRoutes = routes<typeof statisticsSchemas>()(
  { tag: 'Statistics', auth: ADMIN_ONLY },
  {
    overall: { method: 'GET', path: '/statistics/overall' },
    hourly: { method: 'GET', path: '/statistics/hourly' },
    topTags: { method: 'GET', path: '/statistics/toptags' },
  },
);
