/**
 * Mantine's `modals`, with the dialog host loaded on demand so that the first load stays light: Mantine's ModalsProvider
 * brings the modal, focus trap, scroll lock and overlay (≈ 10 KB gzip), and no screen needs them before its first
 * dialog. Same calls as `modals` of @mantine/modals; the first call mounts the host (components/ModalsHost), and calls
 * made before it listens are passed on once it does. `open` answers the modal's id at once, as Mantine's does.
 */
import { modals as mantine } from '@mantine/modals';

type Mantine = typeof mantine;

let ready = false;
let wanted = false;
const waiting: (() => void)[] = [];
const listeners = new Set<() => void>();

function whenReady(call: () => void) {
  if (ready) return call();
  waiting.push(call);
  if (!wanted) {
    wanted = true;
    listeners.forEach((l) => l());
  }
}

/** For the host: whether a dialog has been asked for (useSyncExternalStore). */
export const subscribeModalsWanted = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};
export const modalsWanted = () => wanted;

/** The host calls this once Mantine's provider listens: the calls made until then are passed on. */
export function modalsReady() {
  ready = true;
  waiting.splice(0).forEach((call) => call());
}

/**
 * The host could not be loaded (offline, not saved on this device): the calls waiting for it are dropped (the user was
 * told, and taps again), and the next call loads it again.
 */
export function modalsUnavailable() {
  waiting.splice(0);
  wanted = false;
  listeners.forEach((l) => l());
}

let seq = 0;
const newId = () => `modal-${Date.now().toString(36)}-${(seq += 1)}`;

export const modals = {
  open: (props: Parameters<Mantine['open']>[0]) => {
    const modalId = props.modalId ?? newId();
    whenReady(() => mantine.open({ ...props, modalId }));
    return modalId;
  },
  openConfirmModal: (props: Parameters<Mantine['openConfirmModal']>[0]) => {
    const modalId = props.modalId ?? newId();
    whenReady(() => mantine.openConfirmModal({ ...props, modalId }));
    return modalId;
  },
  close: (id: string) => whenReady(() => mantine.close(id)),
  closeAll: () => whenReady(() => mantine.closeAll()),
};
