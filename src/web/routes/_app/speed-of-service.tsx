import { createFileRoute, redirect } from '@tanstack/react-router';
import { speedOfServiceQuery } from '../../features/reports/api';
import { rangeDays } from '../../features/reports/ranges';
import { reportSearchSchema } from '../../features/reports/search';
import { SpeedOfServicePage } from '../../features/reports/SpeedOfServicePage';
import { isValidDateRange } from '../../components/DateRangeFilter';
import { homeFor, requireSession } from '../../lib/guards';
import { notifyError } from '../../lib/notify';
import { isStaffProfile } from '../../lib/session';

/**
 * Restaurant admins see their own restaurant's speed of service (another id in the address is replaced); platform
 * admins choose the restaurant on the page; restaurant users are sent home.
 */
function requireSpeedReport(search: { restaurant: string; name: string }) {
  const { profile } = requireSession();
  if (profile.Type === 'RestaurantUser') {
    notifyError('The speed-of-service report is for restaurant admins');
    throw redirect(homeFor(profile) as never);
  }
  if (isStaffProfile(profile) && search.restaurant !== profile.Restaurant)
    throw redirect({
      to: '/speed-of-service',
      search: { restaurant: profile.Restaurant ?? '', name: profile.RestaurantName ?? '' },
    });
}

export const Route = createFileRoute('/_app/speed-of-service')({
  validateSearch: reportSearchSchema.pick({ restaurant: true, name: true, from: true, to: true }),
  beforeLoad: ({ search }) => requireSpeedReport(search),
  loaderDeps: ({ search }) => ({
    restaurant: search.restaurant,
    from: search.from ?? rangeDays('last-7-days').from,
    to: search.to ?? rangeDays('last-7-days').to,
  }),
  loader: ({ context, deps }) => {
    if (deps.restaurant && isValidDateRange(deps))
      void context.queryClient.prefetchQuery(speedOfServiceQuery(deps.restaurant, deps.from, deps.to));
  },
  component: function SpeedOfServiceRoute() {
    const s = Route.useSearch();
    const navigate = Route.useNavigate();
    const week = rangeDays('last-7-days');
    const search = { restaurant: s.restaurant, name: s.name, from: s.from ?? week.from, to: s.to ?? week.to };
    return (
      <SpeedOfServicePage
        search={search}
        chooseRestaurant={!isStaffProfile(requireSession().profile)}
        onChange={(next) => void navigate({ search: { ...search, ...next }, replace: true })}
      />
    );
  },
});
