import { redirect } from '@tanstack/react-router';
import type { Profile } from '../../contract/auth/schemas';
import type { Role } from '../../contract/roles';
import { getSession, isStaffProfile } from './session';

/** Where a signed-in user starts: admins at the dashboard, restaurant staff at their orders dashboard. */
export function homeFor(profile: Profile) {
  return isStaffProfile(profile) && profile.Restaurant
    ? ({
        to: '/orders-dashboard',
        search: { restaurant: profile.Restaurant, name: profile.RestaurantName ?? '' },
      } as const)
    : ({ to: '/dashboard' } as const);
}

/** Route guard (a comfort only: the server checks every call). */
export function requireSession() {
  const session = getSession();
  if (!session) throw redirect({ to: '/' });
  return session;
}

export function requireRole(roles: readonly Role[]) {
  const session = requireSession();
  if (!roles.includes(session.profile.Type)) throw redirect(homeFor(session.profile) as never);
  return session;
}
