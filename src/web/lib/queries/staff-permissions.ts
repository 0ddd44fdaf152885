/**
 * What the signed-in user may do in their restaurant: restaurant users as their restaurant admin allows (User
 * Management's toggles), everyone else everything. Screens hide what is not allowed; the server refuses it anyway.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffPermissionsRoutes } from '../../../contract/restaurant-config/staff-permissions/routes';
import { mayDo, type StaffPermission } from '../../../contract/roles';
import { callApi } from '../api-client';
import { useSession } from '../session';
import { configKeys } from './restaurant-config';

export const staffPermissionsQuery = (restaurant: string) =>
  queryOptions({
    queryKey: configKeys.of(restaurant, 'permissions'),
    queryFn: ({ signal }) =>
      callApi(staffPermissionsRoutes.fetch, { query: { restaurant }, signal }).then((r) => r.data),
    // Asked again on every screen opened (a small answer): a toggle the admin changes shows on the next screen, and on
    // an open one within a minute.
    refetchInterval: 60_000,
  });

/** Whether the signed-in user may do what needs `permission`; a restaurant user's is "no" until known. */
export function usePermission(permission: StaffPermission): boolean {
  const session = useSession();
  const restaurant = session?.profile.Restaurant ?? '';
  const isUser = session?.profile.Type === 'RestaurantUser';
  const permissions = useQuery({ ...staffPermissionsQuery(restaurant), enabled: isUser && !!restaurant });
  return !!session && mayDo(session.profile.Type, permissions.data, permission);
}
