import type { Profile } from '../../../contract/auth/schemas';
import { isStaffProfile } from '../../lib/session';

interface NavItem {
  label: string;
  to: string;
  search?: Record<string, string>;
}

/** Sidebar (the spec's screens). */
const ADMIN_SIDEBAR: NavItem[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Users', to: '/users' },
  { label: 'Registered Users', to: '/registeredusers' },
  { label: 'News Feeds', to: '/news' },
  { label: 'Promos', to: '/promos/active' },
  { label: 'Restaurants', to: '/restaurant' },
  { label: 'Orders', to: '/orders-restaurants' },
  { label: 'Push Notifications', to: '/push-notifications' },
  { label: 'Tags', to: '/tags' },
  { label: 'Stamps', to: '/stamps' },
  { label: 'Perks', to: '/perks' },
  { label: 'Geopush', to: '/geopush' },
  { label: 'Settlements', to: '/settlement' },
];

export function sidebarFor(profile: Profile): NavItem[] {
  if (!isStaffProfile(profile)) return ADMIN_SIDEBAR;
  const id = profile.Restaurant ?? '';
  return [
    {
      label: 'Orders Dashboard',
      to: '/orders-dashboard',
      search: { restaurant: id, name: profile.RestaurantName ?? '' },
    },
    { label: 'My Restaurant', to: '/restaurant' },
    { label: 'Orders', to: '/orders-restaurants', search: { id } },
  ];
}

/** Top-bar profile menu: these are Admin only; Logout is for everyone. */
export const ADMIN_PROFILE_MENU: NavItem[] = [
  { label: 'Push Logs', to: '/push-logs' },
  { label: 'SMS Logs', to: '/sms-logs' },
  { label: 'Print queue', to: '/print-queue' },
  { label: 'Config', to: '/config' },
  { label: 'Sync Online POS', to: '/sync-online-pos' },
  { label: 'Settlements', to: '/settlement' },
  { label: 'Logs', to: '/logs' },
];
