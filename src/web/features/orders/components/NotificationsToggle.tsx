import { Button, Group, Text } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { notifyError } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { deviceState, turnOff, turnOn, type DeviceState } from '../../../lib/staff-push';

/** Staff notifications on this device: calls reach the phone with the app closed or the screen locked. */
export function NotificationsToggle() {
  const userId = useSession()?.profile._id ?? '';
  const [state, setState] = useState<DeviceState | 'checking'>('checking');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    deviceState(userId).then(
      (s) => !cancelled && setState(s),
      () => !cancelled && setState('off'),
    );
    return () => {
      cancelled = true;
    };
  }, [userId]);

  const change = (action: () => Promise<DeviceState>) => async () => {
    setBusy(true);
    try {
      setState(await action());
    } catch (err) {
      notifyError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  if (state === 'checking') return null;
  if (state === 'unsupported')
    return (
      <Text c="dimmed" size="sm">
        This browser cannot show notifications from the app (on an iPhone, add the app to the Home Screen first).
      </Text>
    );
  if (state === 'blocked')
    return (
      <Text c="dimmed" size="sm">
        Notifications are blocked for this site: allow them in the browser&apos;s site settings.
      </Text>
    );
  return state === 'on' ? (
    <Group gap="sm">
      <Text size="sm" role="status">
        <IconBell size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} /> Notifications are on for this device
      </Text>
      <Button variant="default" size="xs" loading={busy} onClick={change(turnOff)}>
        Turn off notifications
      </Button>
    </Group>
  ) : (
    <Button
      variant="light"
      leftSection={<IconBellOff size={16} aria-hidden />}
      loading={busy}
      onClick={change(() => turnOn(userId))}
    >
      Turn on notifications
    </Button>
  );
}
