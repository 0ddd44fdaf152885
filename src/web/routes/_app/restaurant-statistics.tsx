import { createFileRoute } from '@tanstack/react-router';
import * as z from '../../lib/search-params';
import { restaurantStatsQuery } from '../../features/reports/api';
import { requireReportRestaurant } from '../../features/reports/guard';
import { rangeDays, STAT_RANGES } from '../../features/reports/ranges';
import { RestaurantStatsPage } from '../../features/reports/RestaurantStatsPage';
import { reportSearchSchema } from '../../features/reports/search';

export const Route = createFileRoute('/_app/restaurant-statistics')({
  validateSearch: reportSearchSchema
    .pick({ restaurant: true, name: true })
    .extend({ range: z.enum(STAT_RANGES).optional().catch(undefined) }),
  beforeLoad: ({ search, context }) => requireReportRestaurant(search, '/restaurant-statistics', context.queryClient),
  loaderDeps: ({ search }) => ({ restaurant: search.restaurant, range: search.range ?? 'today' }),
  loader: ({ context, deps }) => {
    const { from, to } = rangeDays(deps.range);
    void context.queryClient.prefetchQuery(restaurantStatsQuery(deps.restaurant, from, to));
  },
  component: function RestaurantStatisticsRoute() {
    const s = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <RestaurantStatsPage
        restaurant={s.restaurant}
        name={s.name}
        range={s.range ?? 'today'}
        onRange={(range) => void navigate({ search: { ...s, range }, replace: true })}
      />
    );
  },
});
