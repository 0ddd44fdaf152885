/** The three kinds of signed-in user (the spec's roles and permissions). A missing type is treated as Admin. */
export const ROLES = ['Admin', 'RestaurantAdmin', 'RestaurantUser'] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES = ['RestaurantAdmin', 'RestaurantUser'] as const satisfies readonly Role[];
export const ALL_ROLES = ROLES;
export const ADMIN_ONLY = ['Admin'] as const satisfies readonly Role[];

export function isStaff(role: Role): role is (typeof STAFF_ROLES)[number] {
  return role === 'RestaurantAdmin' || role === 'RestaurantUser';
}

/**
 * What a restaurant admin lets the restaurant's users (RestaurantUser) do beyond the kitchen, call-a-waiter and
 * orders: each restaurant decides. A route that needs one names it (`permission`); restaurant admins and platform
 * admins always have them all. This goes beyond the spec, which leaves RestaurantUser mostly open.
 */
export const STAFF_PERMISSIONS = ['menu', 'settings', 'reports', 'refund'] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];
export type StaffPermissions = Record<StaffPermission, boolean>;

/**
 * What a restaurant's users may do until their restaurant admin says otherwise (a new restaurant's, the demo's, and
 * those of restaurants from before the toggles): what the specification gives a RestaurantUser, that is the menu and
 * its prices (but the restaurant-settings buttons on the menu page), the restaurant's settings, and reports and
 * statistics. Refunds give money back: only when the restaurant admin allows them.
 */
export const DEFAULT_STAFF_PERMISSIONS: StaffPermissions = { menu: true, settings: true, reports: true, refund: false };

/** Every toggle off: a restaurant whose users only run the orders, the kitchen and call-a-waiter. */
export const NO_STAFF_PERMISSIONS: StaffPermissions = { menu: false, settings: false, reports: false, refund: false };

/** The toggles' labels in User Management, and what a refusal names. */
export const STAFF_PERMISSION_LABELS: Record<StaffPermission, string> = {
  menu: 'Edit the menu and prices',
  settings: 'Edit restaurant settings',
  reports: 'See reports and statistics',
  refund: 'Refund orders',
};

/** The 403 message of a restaurant user refused a permission the restaurant has not given. */
export const notPermittedMessage = (p: StaffPermission) =>
  `Your restaurant admin has not allowed users to ${STAFF_PERMISSION_LABELS[p].toLowerCase()}`;

/** Whether a signed-in user may do what needs `permission`: staff users as their restaurant allows, everyone else always. */
export function mayDo(role: Role, permissions: StaffPermissions | null | undefined, permission: StaffPermission) {
  return role !== 'RestaurantUser' || !!permissions?.[permission];
}
