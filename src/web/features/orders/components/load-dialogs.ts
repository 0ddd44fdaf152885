import { reportNeedsNetwork } from '../../../lib/needs-network';

/**
 * The reason, time and line-cancel dialogs, loaded when first asked for (saved on the device for offline use by the
 * service worker); null, said on the screen, when they cannot be loaded.
 */
export const loadDialogs = () => import('./dialogs').catch(() => (reportNeedsNetwork('the dialog'), null));
