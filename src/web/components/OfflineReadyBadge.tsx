import { Badge } from '@mantine/core';
import { useOfflineReadiness } from '../lib/offline-ready';
import { Tooltip } from './Tooltip';

/** Names of the missing files shown in the tooltip, at most. */
const NAMED = 3;

/**
 * "Ready offline" once this device has every file the staff's screens need without the network (the screen reloads
 * and every dialog opens offline); otherwise, once checked, "Not ready offline" with what is missing or why.
 */
export function OfflineReadyBadge() {
  const readiness = useOfflineReadiness();
  if (readiness.state === 'ready')
    return (
      <Tooltip label="This screen keeps working and reloads without the network">
        <Badge size="lg" variant="light" color="teal" style={{ flex: 'none' }} data-testid="offline-readiness">
          Ready offline
        </Badge>
      </Tooltip>
    );
  if (readiness.state !== 'not-ready') return null;
  const { missing, reason } = readiness;
  const names = missing.slice(0, NAMED).map((path) => path.replace(/^\/assets\//, ''));
  const more = missing.length > NAMED ? ` and ${missing.length - NAMED} more` : '';
  const label =
    reason ?? `Not saved on this device yet: ${names.join(', ')}${more}. They are saved when the connection is back.`;
  return (
    <Tooltip multiline w={320} label={label}>
      <Badge size="lg" variant="filled" color="red.9" style={{ flex: 'none' }} data-testid="offline-readiness">
        {reason
          ? 'Not ready offline'
          : `Not ready offline: ${missing.length} ${missing.length === 1 ? 'file' : 'files'} missing`}
      </Badge>
    </Tooltip>
  );
}
