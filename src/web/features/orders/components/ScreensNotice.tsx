/**
 * The kitchen's banner for stations whose own screens went offline: 'Bar station screen offline since 12:41, tickets
 * printing', red when its printer is not printing either. Read from the Screens list, which only restaurant admins
 * and platform admins may read: other staff's kitchens do not ask for it.
 */
import { Alert, Text } from '@mantine/core';
import { IconDeviceDesktopOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { CONFIG_EDITORS } from '../../../../contract/restaurant-config/editors';
import { screensQuery } from '../../../lib/queries/restaurant-config';
import { useSession } from '../../../lib/session';

export function ScreensNotice({ restaurant }: { restaurant: string }) {
  const type = useSession()?.profile.Type;
  const allowed = !!type && (CONFIG_EDITORS as readonly string[]).includes(type);
  const q = useQuery({ ...screensQuery(restaurant), enabled: allowed && !!restaurant });
  const offline = (q.data?.stations ?? []).filter((s) => s.offline);
  if (!allowed || !offline.length) return null;
  return (
    <Alert
      color={offline.some((s) => !s.printerOnline) ? 'red' : 'orange'}
      variant="filled"
      icon={<IconDeviceDesktopOff />}
      role="status"
      data-testid="screens-notice"
    >
      {offline.map((s) => (
        <Text key={s.id} inherit fw={700}>
          {s.offline}
        </Text>
      ))}
    </Alert>
  );
}
