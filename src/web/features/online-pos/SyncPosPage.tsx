import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { RestaurantPicker } from '../../components/RestaurantPicker';
import { notifySuccess } from '../../lib/notify';
import { useSyncPosProducts } from './api';

/** Profile menu › Sync Online POS: pull a restaurant's products from Online POS DK into its menu. */
export function SyncPosPage() {
  const [restaurant, setRestaurant] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const sync = useSyncPosProducts();

  function start() {
    if (!restaurant) {
      setMissing(true);
      return;
    }
    sync.mutate(restaurant, { onSuccess: (answer) => notifySuccess(answer.Message) });
  }

  return (
    <Stack gap="md" maw={720}>
      <Title order={2}>Sync Online POS</Title>
      <Text c="dimmed">
        Fetches the restaurant&apos;s products from Online POS DK. Menu items and extras bound to a POS product take its
        name and price.
      </Text>
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end" gap="sm">
          <RestaurantPicker
            value={restaurant}
            onChange={(r) => {
              setRestaurant(r);
              setMissing(false);
              sync.reset();
            }}
            error={missing ? 'Please select restaurant' : undefined}
            required
          />
          <Button leftSection={<IconRefresh size={18} />} onClick={start} loading={sync.isPending}>
            Sync products
          </Button>
        </Group>
      </Paper>
      {sync.isSuccess && (
        <Alert color="green" icon={<IconCheck size={18} />} title="Synced">
          {sync.data.Message}
        </Alert>
      )}
      {sync.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title="Nothing was synced">
          {sync.error.message}
        </Alert>
      )}
    </Stack>
  );
}
