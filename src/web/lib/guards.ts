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

/** Below this width a screen is a phone. */
export const PHONE_MAX_WIDTH = 600;

/**
 * Where staff land after signing in: their orders dashboard, except a restaurant user (a waiter) on a phone, who
 * starts at Call A Waiter.
 */
export function signedInHomeFor(profile: Profile, screenWidth: number) {
  const home = homeFor(profile);
  return home.to === '/orders-dashboard' && profile.Type === 'RestaurantUser' && screenWidth < PHONE_MAX_WIDTH
    ? ({ to: '/orders-callawaiter', search: home.search } as const)
    : home;
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
