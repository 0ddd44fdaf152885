import type { Profile } from '../../../contract/auth/schemas';
import { isStaffProfile } from '../../lib/session';

export interface NavItem {
  label: string;
  to: string;
  search?: Record<string, string>;
}

/** A labelled part of the sidebar; the entry a user lands on has no label and comes first. */
export interface NavGroup {
  label?: string;
  items: NavItem[];
}

/** What the sidebar needs beyond the profile: what a restaurant user's admin allows. */
export interface NavPermissions {
  reports: boolean;
}

/**
 * The admin's sidebar: every screen of the spec's list with its label, grouped as restaurants think of them, plus the
 * screens the spec reaches only from elsewhere (deals, coupons, trucks, markets, beacons, recent orders).
 */
const ADMIN_SIDEBAR: NavGroup[] = [
  { items: [{ label: 'Dashboard', to: '/dashboard' }] },
  {
    label: 'Kitchen',
    items: [
      { label: 'Orders', to: '/orders-restaurants' },
      { label: 'Recent Orders', to: '/recent-orders' },
    ],
  },
  { label: 'Menu', items: [{ label: 'Tags', to: '/tags' }] },
  {
    label: 'Restaurant',
    items: [
      { label: 'Restaurants', to: '/restaurant' },
      { label: 'Beacons', to: '/beacons' },
      { label: 'Trucks', to: '/trucks' },
      { label: 'Markets', to: '/markets' },
    ],
  },
  {
    label: 'Promotions',
    items: [
      { label: 'Promos', to: '/promos/active' },
      { label: 'Deals', to: '/deals' },
      { label: 'Custom Deals', to: '/customdeals' },
      { label: 'Coupons', to: '/coupons' },
      { label: 'Stamps', to: '/stamps' },
      { label: 'Perks', to: '/perks' },
      { label: 'News Feeds', to: '/news' },
      { label: 'Push Notifications', to: '/push-notifications' },
      { label: 'Geopush', to: '/geopush' },
    ],
  },
  {
    label: 'Reports',
    items: [
      { label: 'Settlements', to: '/settlement' },
      { label: 'Speed of Service', to: '/speed-of-service' },
    ],
  },
  {
    label: 'Platform',
    items: [
      { label: 'Users', to: '/users' },
      { label: 'Registered Users', to: '/registeredusers' },
    ],
  },
];

/** Restaurant staff: their own restaurant's screens, as their role and their restaurant admin allow. */
function staffSidebar(profile: Profile, permissions: NavPermissions): NavGroup[] {
  const restaurant = profile.Restaurant ?? '';
  const name = profile.RestaurantName ?? '';
  const own = { restaurant, name };
  const groups: NavGroup[] = [
    {
      label: 'Kitchen',
      items: [
        { label: 'Orders Dashboard', to: '/orders-dashboard', search: own },
        { label: 'Call A Waiter', to: '/orders-callawaiter', search: own },
        { label: 'Orders', to: '/orders-restaurants', search: { id: restaurant } },
        { label: 'Recent Orders', to: '/recent-orders' },
      ],
    },
    // Read-only for users whose restaurant does not let them edit it: the page itself hides the editing.
    { label: 'Menu', items: [{ label: 'Menu', to: '/menu', search: { id: restaurant, name } }] },
    {
      label: 'Restaurant',
      items: [
        { label: 'My Restaurant', to: '/restaurant' },
        ...(profile.Type === 'RestaurantAdmin'
          ? [
              { label: 'Restaurant settings', to: '/restaurant-settings', search: { id: restaurant, name } },
              { label: 'Routing', to: '/restaurant-routing', search: { id: restaurant, name } },
            ]
          : []),
      ],
    },
  ];
  const admin = profile.Type === 'RestaurantAdmin';
  if (permissions.reports || admin)
    groups.push({
      label: 'Reports',
      items: [
        { label: 'Statistics', to: '/restaurant-statistics', search: own },
        { label: 'Report', to: '/report', search: own },
        { label: 'Per Category Report', to: '/report-per-category', search: own },
        { label: 'Table Number Statistics', to: '/report-tablenumber', search: own },
        { label: 'Product Statistics', to: '/product-stats', search: own },
        ...(admin ? [{ label: 'Speed of Service', to: '/speed-of-service', search: own }] : []),
      ],
    });
  return groups;
}

export function sidebarFor(profile: Profile, permissions: NavPermissions): NavGroup[] {
  return isStaffProfile(profile) ? staffSidebar(profile, permissions) : ADMIN_SIDEBAR;
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
