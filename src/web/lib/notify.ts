import { notifications } from '@mantine/notifications';

/** Notifications last 4000 ms (the spec's business constants); set once on <Notifications autoClose>. */
export const NOTIFY_MS = 4000;

export const notifySuccess = (message: string) => notifications.show({ message, color: 'green', withBorder: true });
export const notifyError = (message: string) => notifications.show({ message, color: 'red', withBorder: true });

/** For what must not be missed (an action that could not be applied): stays until closed. */
export const notifyPersistent = (title: string, message: string) =>
  notifications.show({ title, message, color: 'red', withBorder: true, autoClose: false });

/** Runs a call and tells how it went: its answer's Message (or `fallback`) in green, or the error in red. Resolves with whether it worked. */
export async function notifyOutcome(call: () => Promise<{ Message?: string }>, fallback = 'Saved'): Promise<boolean> {
  try {
    notifySuccess((await call()).Message ?? fallback);
    return true;
  } catch (err) {
    notifyError(err instanceof Error ? err.message : String(err));
    return false;
  }
}
