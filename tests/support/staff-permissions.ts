/** Sets what a restaurant's users may do, as its restaurant admin does in User Management. */
import { NO_STAFF_PERMISSIONS, type StaffPermissions } from '../../src/contract/roles';
import type { TestApp } from './test-app';

/** The demo restaurants' admins, who set their users' permissions. */
const ADMIN_OF = { 'Demo Bistro': 'asBistro', 'Harbour Grill': 'asHarbour' } as const;

export async function allowStaff(
  t: TestApp,
  restaurant: keyof typeof ADMIN_OF,
  permissions: Partial<StaffPermissions>,
): Promise<void> {
  const res = await t.call(await t[ADMIN_OF[restaurant]](), 'PUT', '/restaurant/userpermissions/edit', {
    body: { restaurant: await t.restaurantId(restaurant), ...NO_STAFF_PERMISSIONS, ...permissions },
  });
  if (res.status !== 200) throw new Error(`allowStaff: ${res.status} ${JSON.stringify(res.json)}`);
}
