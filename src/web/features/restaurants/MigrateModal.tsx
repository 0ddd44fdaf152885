import { Alert, Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconCloudUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { restaurantMigrateBody } from '../../../contract/restaurants/schemas';
import { notifyError, notifySuccess } from '../../lib/notify';
import { restaurantNamesQuery, useMigrateRestaurants } from './api';
import { check } from '../../lib/validation';

const TITLE = 'Migrate Restaurants to Production';

/** The button and modal that copy chosen restaurants to the production platform (the spec's screens). */
export function MigrateButton() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={<IconCloudUpload size={18} />} onClick={open}>
        {TITLE}
      </Button>
      <Modal opened={opened} onClose={close} title={TITLE} centered size="md">
        {opened && <MigrateForm onDone={close} />}
      </Modal>
    </>
  );
}

function MigrateForm({ onDone }: { onDone: () => void }) {
  const names = useQuery(restaurantNamesQuery());
  const migrate = useMigrateRestaurants();
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit() {
    setFailure(null);
    // The contract's rule: at least one restaurant ('Please select restaurant').
    const checked = check(restaurantMigrateBody, { restaurants: chosen });
    if (!checked.success) return setError(checked.error.issues[0].message);
    setError(null);
    try {
      const answer = await migrate.mutateAsync(checked.data.restaurants);
      notifySuccess(answer.Message);
      onDone();
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      setFailure(message);
      notifyError(message);
    }
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        The chosen restaurants are copied to the production platform. It runs in the background; the outcome is written
        to the Logs.
      </Text>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <MultiSelect
        label="Restaurants"
        placeholder={chosen.length ? undefined : 'Choose restaurants'}
        data={(names.data ?? []).map((r) => ({ value: r._id, label: r.Name }))}
        value={chosen}
        onChange={(v) => {
          setChosen(v);
          if (v.length) setError(null);
        }}
        searchable
        clearable
        error={error}
        nothingFoundMessage="No results found"
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={migrate.isPending}>
          Cancel
        </Button>
        <Button onClick={submit} loading={migrate.isPending}>
          Submit
        </Button>
      </Group>
    </Stack>
  );
}
