import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '../../lib/modals';
import { useQuery } from '@tanstack/react-query';
import { CONFIG_LABELS, CONFIG_MESSAGES } from '../../../contract/config/routes';
import type { ConfigItem, ConfigValue } from '../../../contract/config/schemas';
import { QueryGate } from '../../components/QueryGate';
import { notifySuccess } from '../../lib/notify';
import { configQuery, useEditConfig } from './api';
import { ConfigValueEditor } from './ConfigValueEditor';

/** The spec: a non-200 answer to a config change is shown to the user as an alert with the server's message. */
function alertFailure(message: string) {
  modals.open({ title: 'Configuration not saved', centered: true, children: <Text size="sm">{message}</Text> });
}

/** Profile menu › Config: the platform's settings, each editable in place. */
export function ConfigPage() {
  const query = useQuery(configQuery());
  const edit = useEditConfig();

  async function save(item: ConfigItem, value: ConfigValue) {
    try {
      await edit.mutateAsync({ id: item._id, value });
      notifySuccess(CONFIG_MESSAGES.updated);
    } catch (err) {
      alertFailure(err instanceof Error ? err.message : String(err));
    }
  }

  return (
    <Stack gap="md">
      <Title order={2}>Config</Title>
      <QueryGate query={query} errorTitle="Could not load the configuration">
        {(items) =>
          items.length === 0 ? (
            <Text c="dimmed">No configuration yet</Text>
          ) : (
            <Paper
              withBorder
              radius="md"
              component="ul"
              p={0}
              m={0}
              aria-label="Configuration"
              style={{ listStyle: 'none' }}
            >
              {items.map((item, i) => (
                <Group
                  key={item._id}
                  component="li"
                  data-testid={`config-${item.Name}`}
                  gap="md"
                  px="md"
                  py="sm"
                  wrap="wrap"
                  style={i > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
                >
                  <Text fw={600} w={{ base: '100%', sm: 240 }}>
                    {CONFIG_LABELS[item.Name] ?? item.Name}
                  </Text>
                  <ConfigValueEditor
                    item={item}
                    saving={edit.isPending && edit.variables?.id === item._id}
                    onSave={(value) => save(item, value)}
                  />
                </Group>
              ))}
            </Paper>
          )
        }
      </QueryGate>
    </Stack>
  );
}
