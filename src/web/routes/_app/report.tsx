import { createFileRoute } from '@tanstack/react-router';
import { isValidDateRange } from '../../components/DateRangeFilter';
import { reportPageQuery } from '../../features/reports/api';
import { RestaurantReportPage } from '../../features/reports/RestaurantReportPage';
import { requireReportRestaurant } from '../../features/reports/guard';
import { reportDefaults, reportSearchSchema } from '../../features/reports/search';

export const Route = createFileRoute('/_app/report')({
  validateSearch: reportSearchSchema,
  beforeLoad: ({ search, context }) => requireReportRestaurant(search, '/report', context.queryClient),
  loaderDeps: ({ search }) => reportDefaults(search),
  loader: ({ context, deps }) => {
    if (deps.restaurant && deps.statuses.length && isValidDateRange(deps))
      void context.queryClient.prefetchQuery(reportPageQuery(deps, deps.page));
  },
  component: function ReportRoute() {
    const search = reportDefaults(Route.useSearch());
    const navigate = Route.useNavigate();
    return (
      <RestaurantReportPage
        search={search}
        onChange={(next) => {
          const s = { ...search, ...next };
          void navigate({
            search: {
              restaurant: s.restaurant,
              name: s.name,
              statuses: s.statuses.join(','),
              from: s.from,
              to: s.to,
              page: s.page > 1 ? s.page : undefined,
            },
            replace: true,
          });
        }}
      />
    );
  },
});
