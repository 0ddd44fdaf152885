import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBellRinging, IconCheck, IconCloudUpload, IconX } from '@tabler/icons-react';
import { confirmAction } from '../../../components/confirm';
import { minutesSince, time } from '../../../lib/format';
import { queueCallAnswer } from '../actions';
import type { ShownCall } from '../view';

/** One call-a-waiter request: who, which table, since when (in the restaurant's zone); Accept and Decline, each asking first. */
export function CallCard({
  call,
  now,
  fresh,
  timeZone,
}: {
  call: ShownCall;
  now: number;
  fresh?: boolean;
  timeZone?: string;
}) {
  async function answer(outcome: 'accept' | 'reject') {
    const question =
      outcome === 'accept'
        ? `Accept the request of table ${call.TableNumber}?`
        : `Decline the request of table ${call.TableNumber}?`;
    if (await confirmAction({ message: question, danger: outcome === 'reject' })) await queueCallAnswer(call, outcome);
  }
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      shadow={fresh ? 'lg' : 'xs'}
      aria-label={`Call from table ${call.TableNumber}`}
      style={fresh ? { borderColor: 'var(--mantine-color-red-5)', borderWidth: 3 } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <IconBellRinging color="var(--mantine-color-red-6)" />
            <Text fz={24} fw={800}>
              Table {call.TableNumber}
            </Text>
          </Group>
          <Badge size="lg" variant="light" color="red">
            {minutesSince(call.Date, now)} min
          </Badge>
        </Group>
        <Text fz="lg">
          {call.User.Name} · {time(call.Date, timeZone)}
        </Text>
        {call.waiting ? (
          <Badge color="gray" variant="light" size="lg" leftSection={<IconCloudUpload size={16} />}>
            Waiting to sync: {call.waiting}
          </Badge>
        ) : (
          <Group grow>
            <Button
              size="lg"
              px="xs"
              color="green"
              leftSection={<IconCheck size={20} />}
              onClick={() => answer('accept')}
            >
              Accept
            </Button>
            <Button
              size="lg"
              px="xs"
              color="red"
              variant="light"
              leftSection={<IconX size={20} />}
              onClick={() => answer('reject')}
            >
              Decline
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
