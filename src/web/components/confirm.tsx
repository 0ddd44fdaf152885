import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

interface ConfirmOptions {
  title?: string;
  message: string;
  confirmLabel?: string;
  danger?: boolean;
}

/** Asks before a destructive or irreversible action; resolves true only on an explicit yes. */
export function confirmAction({ title = 'Please confirm', message, confirmLabel = 'Yes', danger = false }: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      centered: true,
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: confirmLabel, cancel: 'Cancel' },
      confirmProps: { color: danger ? 'red' : undefined, 'data-autofocus': true },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
