import {
  Alert,
  Button,
  Group,
  Modal,
  ScrollArea,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { GEO_MESSAGES } from '../../../contract/geopush/routes';
import { geoPushInput, type GeoPoint } from '../../../contract/geopush/schemas';
import { confirmAction } from '../../components/confirm';
import { ApiError } from '../../lib/api-client';
import { dateTime } from '../../lib/format';
import { notifyPushOutcome } from '../../lib/push-outcome';
import { showAlert } from '../../components/alert';
import { geoLogQuery, useSendGeoPush } from './api';
import { check } from '../../lib/validation';

/** A send: asks first; a refused send alerts the server's answer (the spec's error catalogue). */
function useSend() {
  const send = useSendGeoPush();
  const run = async (body: Parameters<typeof send.mutateAsync>[0], what: string) => {
    if (
      !(await confirmAction({
        title: 'Send push',
        message: `Are you sure you want to send ${what}?`,
        confirmLabel: 'Send',
      }))
    )
      return false;
    try {
      notifyPushOutcome({ answer: await send.mutateAsync(body) });
      return true;
    } catch (err) {
      showAlert('Geo push', err instanceof ApiError ? { Message: err.message, status: err.status } : String(err));
      return false;
    }
  };
  return { run, pending: send.isPending };
}

/** Create Push: name and message required, then sent to the devices inside the point's radius. */
export function CreatePushModal({ point, onClose }: { point: GeoPoint; onClose: () => void }) {
  const form = useForm({ mode: 'controlled', initialValues: { name: '', message: '' } });
  const { run, pending } = useSend();
  const submit = form.onSubmit(async (values) => {
    const parsed = check(geoPushInput, values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) form.setFieldError(String(issue.path[0]), issue.message);
      return;
    }
    if (
      await run(
        { push: parsed.data, selectedpoint: point._id },
        `"${parsed.data.name}" to the devices within ${point.radius} mi of ${point.name}`,
      )
    )
      onClose();
  });
  return (
    <Modal opened onClose={onClose} title={`Create Push: ${point.name}`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Name" withAsterisk autoComplete="off" data-autofocus {...form.getInputProps('name')} />
          <Textarea label="Message" withAsterisk autosize minRows={3} {...form.getInputProps('message')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Push Logs of a point: what was sent, by whom, to how many devices; a push can be sent again. */
export function PushLogsModal({ point, onClose }: { point: GeoPoint; onClose: () => void }) {
  const logs = useQuery(geoLogQuery(point._id));
  const { run, pending } = useSend();
  return (
    <Modal opened onClose={onClose} title={`Push Logs: ${point.name}`} size={1100} centered>
      {logs.error ? (
        <Alert color="red">{logs.error.message}</Alert>
      ) : !logs.data ? (
        <Skeleton h={160} />
      ) : logs.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {GEO_MESSAGES.noLogs}
        </Text>
      ) : (
        <ScrollArea>
          <Table striped aria-label="Push logs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Initiated By</Table.Th>
                <Table.Th>Title</Table.Th>
                <Table.Th>Body</Table.Th>
                <Table.Th ta="right">Radius</Table.Th>
                <Table.Th ta="right">Total Count</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {logs.data.map((l) => (
                <Table.Tr key={l._id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateTime(l.date)}</Table.Td>
                  <Table.Td>{l.initiatedBy}</Table.Td>
                  <Table.Td>{l.payload.notification.title}</Table.Td>
                  <Table.Td>{l.payload.notification.body}</Table.Td>
                  <Table.Td ta="right">{l.radius} mi</Table.Td>
                  <Table.Td ta="right">{l.totalcount}</Table.Td>
                  <Table.Td>
                    <Text
                      size="xs"
                      fw={500}
                      c={l.status === 'sent' ? 'green' : l.status.startsWith('failed') ? 'red' : 'orange'}
                    >
                      {l.status}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {l.pushid && (
                      <Button
                        size="compact-xs"
                        variant="light"
                        loading={pending}
                        onClick={() => void run({ pushid: l.pushid! }, `"${l.payload.notification.title}" again`)}
                      >
                        Send again
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Modal>
  );
}
