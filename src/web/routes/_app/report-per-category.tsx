import { createFileRoute } from '@tanstack/react-router';
import { isValidDateRange } from '../../components/DateRangeFilter';
import { perCategoryQuery } from '../../features/reports/api';
import { requireReportRestaurant } from '../../features/reports/guard';
import { PerCategoryPage } from '../../features/reports/PerCategoryPage';
import { reportDefaults, reportSearchSchema } from '../../features/reports/search';

export const Route = createFileRoute('/_app/report-per-category')({
  validateSearch: reportSearchSchema,
  beforeLoad: ({ search, context }) => requireReportRestaurant(search, '/report-per-category', context.queryClient),
  loaderDeps: ({ search }) => reportDefaults(search),
  loader: ({ context, deps }) => {
    if (deps.restaurant && deps.statuses.length && isValidDateRange(deps))
      void context.queryClient.prefetchQuery(perCategoryQuery(deps));
  },
  component: function PerCategoryRoute() {
    const search = reportDefaults(Route.useSearch());
    const navigate = Route.useNavigate();
    return (
      <PerCategoryPage
        search={search}
        onChange={(next) => {
          const s = { ...search, ...next };
          void navigate({
            search: { restaurant: s.restaurant, name: s.name, statuses: s.statuses.join(','), from: s.from, to: s.to },
            replace: true,
          });
        }}
      />
    );
  },
});
