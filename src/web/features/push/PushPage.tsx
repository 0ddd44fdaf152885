import { Button, Text } from '@mantine/core';
import { IconPlus, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PUSH_MESSAGES, type PushNotification } from '../../../contract/push';
import { confirmAction } from '../../components/confirm';
import { PagedTable, type Column } from '../../components/PagedTable';
import { PageTitle } from '../../components/PageTitle';
import { DeleteAction, deleteRecord, EditAction, RowAction, RowActions } from '../../components/RowActions';
import { dateTime } from '../../lib/format';
import { notifyPushOutcome } from '../../lib/push-outcome';
import { pushQuery, useDeletePush, useSendPush } from './api';
import { PushFormModal } from './PushFormModal';

interface PushPageProps {
  page: number;
  onPage: (page: number) => void;
}

/** /push-notifications: messages that can be pushed to every customer's phone. */
export function PushPage({ page, onPage }: PushPageProps) {
  const query = useQuery(pushQuery(page));
  const remove = useDeletePush();
  const send = useSendPush();
  const [editing, setEditing] = useState<{ push?: PushNotification } | null>(null);

  const onDelete = (p: PushNotification) =>
    deleteRecord({
      title: 'Delete push notification',
      remove: () => remove.mutateAsync(p._id),
      deleted: PUSH_MESSAGES.deleted,
      onDeleted: () => query.data?.data.length === 1 && page > 1 && onPage(page - 1),
    });

  async function onSend(p: PushNotification) {
    const message = `Are you sure you want to push "${p.name}" to every customer's device?`;
    if (!(await confirmAction({ title: 'Send push notification', message, confirmLabel: 'Push' }))) return;
    try {
      notifyPushOutcome({ answer: await send.mutateAsync(p._id) });
    } catch (error) {
      notifyPushOutcome({ error });
    }
  }

  const columns: Column<PushNotification>[] = [
    { key: 'name', header: 'Name', role: 'primary', render: (p) => <Text fw={500}>{p.name}</Text> },
    { key: 'message', header: 'Message', render: (p) => <Text size="sm" lineClamp={2} maw={560}>{p.message}</Text> },
    { key: 'date', header: 'Created', render: (p) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{dateTime(p.createdAt)}</Text> },
    {
      key: 'actions',
      header: 'Action',
      role: 'actions',
      align: 'right',
      render: (p) => (
        <RowActions>
          <RowAction
            label={`Send ${p.name}`}
            tooltip="Send"
            color="teal"
            icon={<IconSend size={18} />}
            loading={send.isPending && send.variables === p._id}
            onClick={() => onSend(p)}
          />
          <EditAction name={p.name} onClick={() => setEditing({ push: p })} />
          <DeleteAction name={p.name} onClick={() => onDelete(p)} />
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <PageTitle title="Push Notifications" count={query.data?.meta.total}>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({})}>
          Add Push Notification
        </Button>
      </PageTitle>
      <PagedTable
        caption="Push notifications"
        columns={columns}
        rows={query.data?.data}
        rowKey={(p) => p._id}
        meta={query.data?.meta}
        onPage={onPage}
        loading={query.isFetching}
        error={query.error}
        onRetry={() => query.refetch()}
        empty="No push notifications yet"
      />
      <PushFormModal push={editing?.push} opened={!!editing} onClose={() => setEditing(null)} />
    </>
  );
}
