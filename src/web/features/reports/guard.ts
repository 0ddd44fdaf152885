import { redirect } from '@tanstack/react-router';
import { requireSession } from '../../lib/guards';
import { isStaffProfile } from '../../lib/session';

type ReportRoute =
  '/report' | '/report-per-category' | '/report-tablenumber' | '/product-stats' | '/restaurant-statistics';

/** Staff see their own restaurant's reports (another id in the address is replaced); admins need a restaurant named. */
export function requireReportRestaurant(search: { restaurant: string; name: string }, to: ReportRoute) {
  const { profile } = requireSession();
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
