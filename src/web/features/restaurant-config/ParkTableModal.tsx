/** 'Park Table Timer': which table is the park table, and per day when park-table orders are taken. */
import { Button, Center, Group, Loader, Modal, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { defaultAvailability, type Availability } from '../../../contract/availability';
import { tablesRoutes } from '../../../contract/restaurant-config/tables/routes';
import type { TableItem } from '../../../contract/restaurant-config/tables/schemas';
import { AvailabilityEditor } from '../../components/AvailabilityEditor';
import { notifyError, notifySuccess } from '../../lib/notify';
import { tablesQuery, useConfigMutation } from './api';

export function ParkTableModal({
  opened,
  onClose,
  restaurant,
}: {
  opened: boolean;
  onClose: () => void;
  restaurant: string;
}) {
  const tables = useQuery({ ...tablesQuery(restaurant), enabled: opened });
  return (
    <Modal opened={opened} onClose={onClose} title="Park Table Timer" size="xl" centered>
      {tables.data ? (
        <ParkTableForm tables={tables.data} onClose={onClose} restaurant={restaurant} />
      ) : (
        <Center py="lg">
          <Loader aria-label="Loading" />
        </Center>
      )}
    </Modal>
  );
}

function ParkTableForm({
  tables,
  onClose,
  restaurant,
}: {
  tables: TableItem[];
  onClose: () => void;
  restaurant: string;
}) {
  const save = useConfigMutation(tablesRoutes.save, restaurant, ['tables']);
  const park = tables.find((t) => t.parkTable);
  const [number, setNumber] = useState<number | string>(park?.number ?? '');
  const [timer, setTimer] = useState(!!park?.availability);
  const [availability, setAvailability] = useState<Availability>(park?.availability ?? defaultAvailability());

  const submit = async () => {
    if (number === '' || Number(number) < 1) return notifyError('Please enter the park table number');
    const other = tables.find((t) => t.number === Number(number) && t._id !== park?._id);
    if (other) return notifyError(`Table ${other.number} is a dining table; choose another number for the park table`);
    try {
      const answer = await save.mutateAsync({
        body: {
          restaurant,
          tablenumbers: [
            {
              ...(park ? { _id: park._id, floor: park.floor, disabled: park.disabled } : {}),
              number: Number(number),
              label: park?.label || 'Park table',
              parkTable: true,
              availability: timer ? availability : null,
            },
          ],
        },
      });
      notifySuccess(answer.Message);
      onClose();
    } catch (err) {
      notifyError(err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Park-table orders are taken only while the timer is open. Without a timer they are taken any time.
      </Text>
      <Group align="flex-end">
        <NumberInput
          label="Park table number"
          withAsterisk
          min={1}
          allowDecimal={false}
          w={180}
          value={number}
          onChange={setNumber}
        />
        <Switch label="Use a timer" checked={timer} onChange={(e) => setTimer(e.currentTarget.checked)} mb={6} />
      </Group>
      {timer && <AvailabilityEditor value={availability} onChange={setAvailability} />}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => void submit()} loading={save.isPending}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
