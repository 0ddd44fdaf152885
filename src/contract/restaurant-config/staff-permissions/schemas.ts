import * as z from 'zod/mini';
import { objectId } from '../../common';
import { STAFF_PERMISSION_LABELS } from '../../roles';

const toggle = (label: string) => z.boolean({ error: `'${label}' must be on or off` });

/** The four toggles, each on or off. */
export const staffPermissions = z.object({
  menu: toggle(STAFF_PERMISSION_LABELS.menu),
  settings: toggle(STAFF_PERMISSION_LABELS.settings),
  reports: toggle(STAFF_PERMISSION_LABELS.reports),
  refund: toggle(STAFF_PERMISSION_LABELS.refund),
});

export const staffPermissionsBody = z.extend(staffPermissions, { restaurant: objectId });
export type StaffPermissionsBody = z.output<typeof staffPermissionsBody>;

const DESCRIPTION =
  "What the restaurant's users (type User, stored as RestaurantUser) may do beyond the orders, the kitchen and " +
  'call-a-waiter: `menu` (change the menu and its prices), `settings` (edit the restaurant), `reports` (reports, ' +
  'statistics and their exports), `refund` (refund orders). By default (a new restaurant, the demo, and restaurants ' +
  'from before the toggles) the first three are on, as the specification gives a RestaurantUser, and `refund` is off. ' +
  'Restaurant admins and platform admins may always do all four. A user refused one gets 403 with a message naming it.';

export const staffPermissionsSchemas = {
  fetch: {
    summary: "What a restaurant's users may do",
    description: DESCRIPTION,
    query: z.object({ restaurant: objectId }),
    response: z.object({ data: staffPermissions }),
  },
  edit: {
    summary: "Set what a restaurant's users may do ('Successfully updated user permissions!')",
    description: `${DESCRIPTION} All four are sent; the answer holds them as stored.`,
    body: staffPermissionsBody,
    response: z.object({ Message: z.string(), data: staffPermissions }),
  },
};
