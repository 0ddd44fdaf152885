import { notifications } from '@mantine/notifications';
import type { PushAnswer } from '../../contract/push/schemas';
import { notifyError } from './notify';

/**
 * Tells the user what a push did (the spec's error catalogue: push calls show the Message of a 200 answer and the
 * server's answer otherwise): green when the provider took it, orange when nothing was sent (no provider, no
 * devices), red when it failed.
 */
export function notifyPushOutcome(outcome: { answer: PushAnswer } | { error: unknown }) {
  if ('answer' in outcome) {
    const { Message, sent, Status } = outcome.answer;
    const failedSome = sent && Status !== 'sent';
    notifications.show({
      message: Message,
      color: sent ? (failedSome ? 'yellow' : 'green') : 'orange',
      withBorder: true,
    });
  } else {
    notifyError(outcome.error instanceof Error ? outcome.error.message : String(outcome.error));
  }
}
