import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { notPermittedMessage } from '../../../contract/roles';
import { homeFor, requireSession } from '../../lib/guards';
import { notifyError } from '../../lib/notify';
import { staffPermissionsQuery } from '../../lib/queries/staff-permissions';
import { isStaffProfile } from '../../lib/session';

type ReportRoute =
  '/report' | '/report-per-category' | '/report-tablenumber' | '/product-stats' | '/restaurant-statistics';

/**
 * Staff see their own restaurant's reports (another id in the address is replaced), restaurant users only when their
 * restaurant allows reports (else they are told so and sent home); admins need a restaurant named.
 */
export async function requireReportRestaurant(
  search: { restaurant: string; name: string },
  to: ReportRoute,
  queryClient: QueryClient,
) {
  const { profile } = requireSession();
  if (profile.Type === 'RestaurantUser' && profile.Restaurant) {
    const query = staffPermissionsQuery(profile.Restaurant);
    // Offline, the last known answer decides; without one, the page opens and the server answers for itself.
    const permissions = await queryClient.fetchQuery(query).catch(() => queryClient.getQueryData(query.queryKey));
    if (permissions && !permissions.reports) {
      notifyError(notPermittedMessage('reports'));
      throw redirect(homeFor(profile) as never);
    }
  }
  if (isStaffProfile(profile)) {
    if (search.restaurant !== profile.Restaurant)
      throw redirect({
        to,
        search: { restaurant: profile.Restaurant ?? '', name: profile.RestaurantName ?? '' } as never,
      });
    return;
  }
  if (!search.restaurant) throw redirect({ to: '/orders-restaurants' });
}
