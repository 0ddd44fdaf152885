import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { statisticsRoutes } from '../../../contract/statistics/routes';
import type { HourlyQuery, OverallQuery } from '../../../contract/statistics/schemas';
import { callApi } from '../../lib/api-client';

const ALL = 'all';

/** Query keys: every statistic under ['statistics'], then keyed by exactly its inputs. */
const statisticsKeys = {
  all: ['statistics'] as const,
  overall: (q: OverallQuery) => ['statistics', 'overall', q.startdate, q.enddate, q.restaurant ?? ALL] as const,
  hourly: (q: HourlyQuery) => ['statistics', 'hourly', q.date, q.restaurant ?? ALL] as const,
  topTags: (restaurant?: string) => ['statistics', 'toptags', restaurant ?? ALL] as const,
};

/** Sales per day (the Daily tab). The previous chart stays while the next range loads. */
export const overallStatsQuery = (q: OverallQuery) =>
  queryOptions({
    queryKey: statisticsKeys.overall(q),
    queryFn: ({ signal }) => callApi(statisticsRoutes.overall, { query: q, signal }),
    placeholderData: keepPreviousData,
  });

/** Sales and orders per hour of one day (the Hourly tab). */
export const hourlyStatsQuery = (q: HourlyQuery) =>
  queryOptions({
    queryKey: statisticsKeys.hourly(q),
    queryFn: ({ signal }) => callApi(statisticsRoutes.hourly, { query: q, signal }),
    placeholderData: keepPreviousData,
  });

/** Tag name → number of orders (the Top Tags modal). */
export const topTagsQuery = (restaurant?: string) =>
  queryOptions({
    queryKey: statisticsKeys.topTags(restaurant),
    queryFn: ({ signal }) =>
      callApi(statisticsRoutes.topTags, { query: { restaurant }, signal }).then((a) => a.topTags),
    placeholderData: keepPreviousData,
  });
