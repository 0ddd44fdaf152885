import { Text, Textarea, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { PUSH_MESSAGES } from '../../../contract/push/routes';
import type { PushNotification } from '../../../contract/push/schemas';
import { nameColumn, NoWrap } from '../../components/cells';
import { confirmAction } from '../../components/confirm';
import { CrudListPage, type CrudForm } from '../../components/CrudListPage';
import type { Column } from '../../components/PagedTable';
import { RowAction } from '../../components/RowActions';
import { dateTime } from '../../lib/format';
import type { ListPageProps } from '../../lib/list-search';
import { notifyPushOutcome } from '../../lib/push-outcome';
import { pushResource, useSendPush } from './api';

const columns: Column<PushNotification>[] = [
  nameColumn((p) => p.name),
  {
    key: 'message',
    header: 'Message',
    render: (p) => (
      <Text size="sm" lineClamp={2} maw={560}>
        {p.message}
      </Text>
    ),
  },
  { key: 'date', header: 'Created', render: (p) => <NoWrap>{dateTime(p.createdAt)}</NoWrap> },
];

/** 'Create Push Notification' / 'Update Push Notification': name and message. */
const form: CrudForm<PushNotification, { name: string; message: string }> = {
  values: (p) => ({ name: p?.name ?? '', message: p?.message ?? '' }),
  fields: (f) => (
    <>
      <TextInput
        label="Name"
        withAsterisk
        autoComplete="off"
        description="The notification's title on the phone"
        {...f.getInputProps('name')}
        data-autofocus
      />
      <Textarea label="Message" withAsterisk autosize minRows={3} maxRows={8} {...f.getInputProps('message')} />
    </>
  ),
};

/** /push-notifications: messages that can be pushed to every customer's phone. */
export function PushPage(props: ListPageProps) {
  const send = useSendPush();

  async function onSend(p: PushNotification) {
    const message = `Are you sure you want to push "${p.name}" to every customer's device?`;
    if (!(await confirmAction({ title: 'Send push notification', message, confirmLabel: 'Push' }))) return;
    try {
      notifyPushOutcome({ answer: await send.mutateAsync(p._id) });
    } catch (error) {
      notifyPushOutcome({ error });
    }
  }

  const sendAction = (p: PushNotification) => (
    <RowAction
      label={`Send ${p.name}`}
      tooltip="Send"
      color="teal"
      icon={<IconSend size={18} />}
      loading={send.isPending && send.variables === p._id}
      onClick={() => onSend(p)}
    />
  );
  return (
    <CrudListPage
      {...props}
      resource={pushResource}
      title="Push Notifications"
      noun="Push Notification"
      messages={PUSH_MESSAGES}
      columns={columns}
      rowName={(p) => p.name}
      form={form}
      rowActions={sendAction}
    />
  );
}
