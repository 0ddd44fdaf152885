/** Sets what a restaurant's users may do, as its restaurant admin does in User Management. */
import { DEFAULT_STAFF_PERMISSIONS, type StaffPermissions } from '../../src/contract/roles';
import type { TestApp } from './test-app';

/** The demo restaurants' admins, who set their users' permissions. */
const ADMIN_OF = { 'Demo Bistro': 'asBistro', 'Harbour Grill': 'asHarbour' } as const;

/** The default permissions with `changes` applied (`{}` puts the default back). */
export async function setStaffPermissions(
  t: TestApp,
  restaurant: keyof typeof ADMIN_OF,
  changes: Partial<StaffPermissions>,
): Promise<void> {
  const res = await t.call(await t[ADMIN_OF[restaurant]](), 'PUT', '/restaurant/userpermissions/edit', {
    body: { restaurant: await t.restaurantId(restaurant), ...DEFAULT_STAFF_PERMISSIONS, ...changes },
  });
  if (res.status !== 200) throw new Error(`setStaffPermissions: ${res.status} ${JSON.stringify(res.json)}`);
}
