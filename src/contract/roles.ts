/** The three kinds of signed-in user (the spec's roles and permissions). A missing type is treated as Admin. */
export const ROLES = ['Admin', 'RestaurantAdmin', 'RestaurantUser'] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES = ['RestaurantAdmin', 'RestaurantUser'] as const satisfies readonly Role[];
export const ALL_ROLES = ROLES;
export const ADMIN_ONLY = ['Admin'] as const satisfies readonly Role[];

export function isStaff(role: Role): role is (typeof STAFF_ROLES)[number] {
  return role === 'RestaurantAdmin' || role === 'RestaurantUser';
}
