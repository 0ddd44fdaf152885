import { Textarea, TextInput } from '@mantine/core';
import { PUSH_MESSAGES, pushCreateBody, pushEditBody, type PushNotification } from '../../../contract/push';
import { EntityFormModal } from '../../components/EntityFormModal';
import { useSavePush } from './api';

interface PushFormModalProps {
  /** The notification to edit; undefined creates a new one. */
  push: PushNotification | undefined;
  opened: boolean;
  onClose: () => void;
}

/** 'Create Push Notification' / 'Update Push Notification': name and message. */
export function PushFormModal({ push, opened, onClose }: PushFormModalProps) {
  const save = useSavePush();
  const fields = { name: push?.name ?? '', message: push?.message ?? '' };
  const common = { opened, onClose, submit: save.mutateAsync };
  const body = (form: Parameters<Parameters<typeof EntityFormModal>[0]['children']>[0]) => (
    <>
      <TextInput label="Name" withAsterisk autoComplete="off" description="The notification's title on the phone" {...form.getInputProps('name')} data-autofocus />
      <Textarea label="Message" withAsterisk autosize minRows={3} maxRows={8} {...form.getInputProps('message')} />
    </>
  );
  return push ? (
    <EntityFormModal {...common} title="Update Push Notification" schema={pushEditBody} initialValues={{ ...fields, pushid: push._id }} successMessage={PUSH_MESSAGES.updated}>
      {body}
    </EntityFormModal>
  ) : (
    <EntityFormModal {...common} title="Create Push Notification" schema={pushCreateBody} initialValues={fields} successMessage={PUSH_MESSAGES.created}>
      {body}
    </EntityFormModal>
  );
}
