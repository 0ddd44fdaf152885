import { redirect } from '@tanstack/react-router';
import { requireSession } from '../../lib/guards';
import { isStaffProfile } from '../../lib/session';

/** Orders screens need a restaurant: staff default to theirs (and only theirs), admins pick one first. */
export function requireRestaurant(
  search: { restaurant?: string; name?: string },
  to: '/orders-dashboard' | '/orders' | '/orders-callawaiter',
  extra: Record<string, string> = {},
) {
  const { profile } = requireSession();
  if (isStaffProfile(profile)) {
    if (search.restaurant !== profile.Restaurant)
      throw redirect({
        to,
        search: { ...extra, restaurant: profile.Restaurant ?? '', name: profile.RestaurantName ?? '' } as never,
      });
    return profile.Restaurant!;
  }
  if (!search.restaurant) throw redirect({ to: '/orders-restaurants' });
  return search.restaurant;
}
