import { createFileRoute } from '@tanstack/react-router';
import * as z from '../../lib/search-params';
import { isIsoDate, calendarDay } from '../../../contract/dates';
import { productStatsQuery } from '../../features/reports/api';
import { requireReportRestaurant } from '../../features/reports/guard';
import { ProductStatsPage } from '../../features/reports/ProductStatsPage';
import { reportSearchSchema } from '../../features/reports/search';

export const Route = createFileRoute('/_app/product-stats')({
  validateSearch: reportSearchSchema
    .pick({ restaurant: true, name: true })
    .extend({ date: z.string().max(10).optional().catch(undefined) }),
  beforeLoad: ({ search, context }) => requireReportRestaurant(search, '/product-stats', context.queryClient),
  loaderDeps: ({ search }) => ({ restaurant: search.restaurant, date: search.date ?? calendarDay() }),
  loader: ({ context, deps }) => {
    if (isIsoDate(deps.date) && deps.date <= calendarDay())
      void context.queryClient.prefetchQuery(productStatsQuery(deps.restaurant, deps.date, deps.date));
  },
  component: function ProductStatsRoute() {
    const s = Route.useSearch();
    const navigate = Route.useNavigate();
    const search = { restaurant: s.restaurant, name: s.name, date: s.date ?? calendarDay() };
    return (
      <ProductStatsPage
        search={search}
        onChange={(next) => void navigate({ search: { ...search, ...next }, replace: true })}
      />
    );
  },
});
