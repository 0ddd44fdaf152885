import { Code, Text } from '@mantine/core';
import { modals } from '../lib/modals';

/**
 * The spec's alerts (coupon push, geo push): a small dialog the user closes. `body` is the server's answer:
 * shown as its Message when it has one, else as JSON.
 */
export function showAlert(title: string, body: unknown) {
  const message =
    typeof body === 'string'
      ? body
      : body && typeof body === 'object' && 'Message' in body && typeof body.Message === 'string'
        ? body.Message
        : null;
  modals.open({
    title,
    centered: true,
    children: message !== null ? <Text size="sm">{message}</Text> : <Code block>{JSON.stringify(body, null, 2)}</Code>,
  });
}
