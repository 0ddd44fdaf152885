/** The plain values of the Automated Push modal that both sides read: page size and messages. */
import { crudNotices } from '../../notices';

export const AUTOMATED_PUSH_PAGE_SIZE = 10;

export const AUTOMATED_PUSH_MESSAGES = {
  ...crudNotices('automated push', 'No data yet'),
  unknownProduct: 'Choose products of this restaurant',
  /** Shown in the window while the platform's switch is off, so nobody wonders why nothing is sent. */
  platformOff:
    'Automated push is switched off for this restaurant by the platform, so none of these pushes is sent. A platform admin can switch it on.',
} as const;
