import { createFileRoute } from '@tanstack/react-router';
import * as z from '../../lib/search-params';
import { startOfYearIso, calendarDay } from '../../../contract/dates';
import { isValidDateRange } from '../../components/DateRangeFilter';
import { smsCountsQuery, smsLogsQuery } from '../../features/sms-logs/api';
import { SmsLogsPage } from '../../features/sms-logs/SmsLogsPage';
import { requireRole } from '../../lib/guards';

const day = z.string().max(10).optional().catch(undefined);

export const Route = createFileRoute('/_app/sms-logs')({
  // The dates stay as typed (also when wrong), so the page can say what is wrong with them.
  validateSearch: z.object({
    restaurant: z
      .string()
      .regex(/^[0-9a-f]{24}$/i)
      .optional()
      .catch(undefined),
    from: day,
    to: day,
    page: z.number().int().min(1).optional().catch(undefined),
  }),
  beforeLoad: () => {
    requireRole(['Admin']);
  },
  loaderDeps: ({ search }) => ({
    restaurant: search.restaurant,
    from: search.from ?? startOfYearIso(),
    to: search.to ?? calendarDay(),
    page: search.page ?? 1,
  }),
  loader: async ({ context, deps }) => {
    if (!isValidDateRange(deps)) return;
    await Promise.all([
      context.queryClient.prefetchQuery(smsCountsQuery(deps.from, deps.to)),
      deps.restaurant
        ? context.queryClient.prefetchQuery(smsLogsQuery(deps.restaurant, deps.from, deps.to, deps.page))
        : undefined,
    ]);
  },
  component: function SmsLogsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const filter = {
      restaurant: search.restaurant ?? null,
      from: search.from ?? startOfYearIso(),
      to: search.to ?? calendarDay(),
      page: search.page ?? 1,
    };
    return (
      <SmsLogsPage
        filter={filter}
        onFilter={(f) =>
          navigate({
            search: {
              restaurant: f.restaurant ?? undefined,
              from: f.from,
              to: f.to,
              page: f.page > 1 ? f.page : undefined,
            },
            replace: f.page === filter.page,
          })
        }
      />
    );
  },
});
