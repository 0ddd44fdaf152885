/**
 * The restaurant's configuration, section by section: what the menu page's buttons open and what the Restaurant
 * settings page lists, each section a window over the page (`?section=tips` opens it from a link).
 */
import type { ComponentType } from 'react';
import type { RestaurantModalProps } from '../../components/ListModal';
import { AutomatedPushModal } from './AutomatedPushModal';
import { MessagesModal } from './MessagesModal';
import { ParkTableModal } from './ParkTableModal';
import { PosDevicesModal } from './PosDevicesModal';
import { PrintersModal } from './PrintersModal';
import { ScreensModal } from './ScreensModal';
import { TablesModal } from './TablesModal';
import { TipsModal } from './TipsModal';
import { UsersModal } from './UsersModal';

import type { SectionKey } from './section-keys';

export { SECTION_KEYS, type SectionKey } from './section-keys';

interface Section {
  /** The spec's button label, also the section's title. */
  label: string;
  /** What a restaurant sets there, in one line. */
  about: string;
  Window: ComponentType<RestaurantModalProps>;
}

export const SECTIONS: Record<SectionKey, Section> = {
  tips: { label: 'Tips Configurations', about: 'The tip percentages customers can choose.', Window: TipsModal },
  tables: { label: 'Table Numbers', about: 'Tables, floors and which are in use.', Window: TablesModal },
  park: { label: 'Park Table Timer', about: 'The park table and when its orders are taken.', Window: ParkTableModal },
  users: {
    label: 'User Management',
    about: 'Staff accounts, and what the User type may do.',
    Window: UsersModal,
  },
  printers: { label: 'Printers', about: 'Kitchen printers (CloudPRNT) and their passwords.', Window: PrintersModal },
  messages: {
    label: 'Response Messages',
    about: 'The texts customers get when an order is accepted or ready.',
    Window: MessagesModal,
  },
  pos: { label: 'POS Devices', about: 'Card terminals and the printers they use.', Window: PosDevicesModal },
  push: { label: 'Automated Push', about: 'Messages sent to customers after a visit.', Window: AutomatedPushModal },
  screens: {
    label: 'Screens',
    about: 'The kitchen screens: online or not, last seen, waiting actions.',
    Window: ScreensModal,
  },
};
