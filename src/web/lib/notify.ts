import { notifications } from '@mantine/notifications';

/** Notifications last 4000 ms (spec part 1, section 9); set once on <Notifications autoClose>. */
export const NOTIFY_MS = 4000;

export const notifySuccess = (message: string) => notifications.show({ message, color: 'green', withBorder: true });
export const notifyError = (message: string) => notifications.show({ message, color: 'red', withBorder: true });

/** For what must not be missed (an action that could not be applied): stays until closed. */
export const notifyPersistent = (title: string, message: string) =>
  notifications.show({ title, message, color: 'red', withBorder: true, autoClose: false });
