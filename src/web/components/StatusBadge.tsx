/** What an outside service did with a message ('sent', 'sent to 3 of 4 devices (…)', 'not sent: …', 'failed: …'): a short label, the whole text on hover. */
import { Text, Tooltip } from '@mantine/core';

function kind(status: string): { label: string; color: string } {
  if (status.startsWith('failed')) return { label: 'Failed', color: 'red.7' };
  if (status.startsWith('not sent')) return { label: 'Not sent', color: 'gray.7' };
  if (status === 'sent') return { label: 'Sent', color: 'green.8' };
  if (status.startsWith('sent')) return { label: 'Partly sent', color: 'yellow.8' };
  return { label: status, color: 'gray.7' };
}

export function StatusBadge({ status }: { status: string }) {
  const { label, color } = kind(status);
  const shown = (
    <Text span size="sm" fw={600} c={color} style={{ whiteSpace: 'nowrap' }} aria-label={status}>
      ● {label}
    </Text>
  );
  return status === 'sent' || label === status ? (
    shown
  ) : (
    <Tooltip label={status} multiline w={280}>
      {shown}
    </Tooltip>
  );
}
