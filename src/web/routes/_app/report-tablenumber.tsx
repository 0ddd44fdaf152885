import { createFileRoute } from '@tanstack/react-router';
import { calendarDay } from '../../../contract/dates';
import { isValidDateRange } from '../../components/DateRangeFilter';
import { tableStatsQuery } from '../../features/reports/api';
import { requireReportRestaurant } from '../../features/reports/guard';
import { reportSearchSchema } from '../../features/reports/search';
import { TableNumberPage } from '../../features/reports/TableNumberPage';

export const Route = createFileRoute('/_app/report-tablenumber')({
  validateSearch: reportSearchSchema.pick({ restaurant: true, name: true, from: true, to: true }),
  beforeLoad: ({ search, context }) => requireReportRestaurant(search, '/report-tablenumber', context.queryClient),
  loaderDeps: ({ search }) => ({
    restaurant: search.restaurant,
    from: search.from ?? calendarDay(),
    to: search.to ?? calendarDay(),
  }),
  loader: ({ context, deps }) => {
    if (isValidDateRange(deps))
      void context.queryClient.prefetchQuery(tableStatsQuery(deps.restaurant, deps.from, deps.to));
  },
  component: function TableNumberRoute() {
    const s = Route.useSearch();
    const navigate = Route.useNavigate();
    const search = { restaurant: s.restaurant, name: s.name, from: s.from ?? calendarDay(), to: s.to ?? calendarDay() };
    return (
      <TableNumberPage
        search={search}
        onChange={(next) => void navigate({ search: { ...search, ...next }, replace: true })}
      />
    );
  },
});
