/** 'Response Messages': accept (130), long wait, advance accept, complete, complete take-away (150 each); emoji are stripped; {{orderid}}. */
import { Center, Loader, Modal, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  ORDER_ID_PLACEHOLDER,
  RESPONSE_MESSAGE_KEYS,
  RESPONSE_MESSAGE_LABELS,
  RESPONSE_MESSAGES_UPDATED,
  responseMessageLimit,
  messagesRoutes,
  stripEmoji,
} from '../../../contract/restaurant-config/messages/routes';
import { responseMessagesBody } from '../../../contract/restaurant-config/messages/schemas';
import { EntityFormModal } from '../../components/EntityFormModal';
import { messagesQuery, useConfigMutation } from './api';

export function MessagesModal({
  opened,
  onClose,
  restaurant,
}: {
  opened: boolean;
  onClose: () => void;
  restaurant: string;
}) {
  const messages = useQuery({ ...messagesQuery(restaurant), enabled: opened });
  const save = useConfigMutation(messagesRoutes.edit, restaurant, ['messages']);
  if (opened && !messages.data)
    return (
      <Modal opened onClose={onClose} title="Response Messages" centered>
        <Center py="lg">
          <Loader aria-label="Loading" />
        </Center>
      </Modal>
    );
  if (!messages.data) return null;
  return (
    <EntityFormModal
      opened={opened}
      onClose={onClose}
      title="Response Messages"
      size="lg"
      schema={responseMessagesBody}
      initialValues={messages.data}
      successMessage={RESPONSE_MESSAGES_UPDATED}
      submit={(v) => save.mutateAsync({ query: { restaurant }, body: v })}
    >
      {(f) => (
        <>
          <Text size="sm" c="dimmed">
            Sent by SMS to the customer when the restaurant has SMS on. {ORDER_ID_PLACEHOLDER} stands for the order id.
            Emoji are removed.
          </Text>
          {RESPONSE_MESSAGE_KEYS.map((key) => {
            const limit = responseMessageLimit(key);
            const value = String(f.getValues()[key] ?? '');
            const input = f.getInputProps(key);
            return (
              <Textarea
                key={key}
                label={RESPONSE_MESSAGE_LABELS[key]}
                autosize
                minRows={2}
                maxLength={limit}
                {...input}
                onChange={(e) => f.setFieldValue(key, stripEmoji(e.currentTarget.value).slice(0, limit))}
                description={
                  <Text span size="xs" c={value.length >= limit ? 'red' : 'dimmed'} data-testid={`${key}-counter`}>
                    {value.length}/{limit}
                  </Text>
                }
                inputWrapperOrder={['label', 'input', 'description', 'error']}
              />
            );
          })}
        </>
      )}
    </EntityFormModal>
  );
}
