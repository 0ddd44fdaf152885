import { Button } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { confirmAction } from '../../../components/confirm';
import { queueCompleteAll } from '../actions';

/** The spec's 'Complete all confirmed': asks first, then completes every confirmed order of the restaurant (through the queue). */
export function CompleteAllButton({
  restaurant,
  count,
  size = 'md',
}: {
  restaurant: string;
  count: number;
  size?: 'md' | 'lg';
}) {
  async function completeAll() {
    if (await confirmAction({ message: `Complete all ${count} confirmed orders?` })) await queueCompleteAll(restaurant);
  }
  return (
    <Button size={size} variant="light" leftSection={<IconChecks />} onClick={completeAll} disabled={count === 0}>
      Complete all confirmed
    </Button>
  );
}
