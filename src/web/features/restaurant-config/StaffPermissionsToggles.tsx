/**
 * User Management's toggles: what the restaurant's users (type User) may do besides orders, the kitchen and
 * call-a-waiter. Each switch saves at once; the server enforces them on every call.
 */
import { Fieldset, Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { staffPermissionsRoutes } from '../../../contract/restaurant-config/staff-permissions/routes';
import {
  DEFAULT_STAFF_PERMISSIONS,
  STAFF_PERMISSION_LABELS,
  STAFF_PERMISSIONS,
  type StaffPermission,
} from '../../../contract/roles';
import { notifyOutcome } from '../../lib/notify';
import { staffPermissionsQuery } from '../../lib/queries/staff-permissions';
import { useConfigMutation } from './api';

export function StaffPermissionsToggles({ restaurant }: { restaurant: string }) {
  const current = useQuery(staffPermissionsQuery(restaurant));
  const save = useConfigMutation(staffPermissionsRoutes.edit, restaurant, ['permissions']);
  const toggle = (p: StaffPermission, on: boolean) =>
    current.data && notifyOutcome(() => save.mutateAsync({ body: { restaurant, ...current.data, [p]: on } }));
  return (
    <Fieldset legend="What users may do" mt="md">
      <Text size="sm" c="dimmed" mb="sm">
        Users always handle orders, the kitchen and call-a-waiter, and see the menu. Admins may do everything.
      </Text>
      <Stack gap="xs">
        {STAFF_PERMISSIONS.map((p) => (
          <Switch
            key={p}
            label={STAFF_PERMISSION_LABELS[p]}
            description={DEFAULT_STAFF_PERMISSIONS[p] ? 'On by default' : 'Off by default'}
            checked={current.data?.[p] ?? false}
            disabled={!current.data || save.isPending}
            onChange={(e) => toggle(p, e.currentTarget.checked)}
          />
        ))}
      </Stack>
    </Fieldset>
  );
}
