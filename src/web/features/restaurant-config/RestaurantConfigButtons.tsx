/**
 * The menu page's restaurant configuration buttons: Routing (to /restaurant-routing), Tips Configurations,
 * Table Numbers, Park Table Timer, User Management, Printers, Response Messages, POS Devices, Automated Push, and
 * Screens (the kitchen screens' health).
 * The menu page shows them in the group hidden for RestaurantUser (the server refuses their changes too).
 */
import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AutomatedPushModal } from './AutomatedPushModal';
import { MessagesModal } from './MessagesModal';
import { ParkTableModal } from './ParkTableModal';
import { PosDevicesModal } from './PosDevicesModal';
import { PrintersModal } from './PrintersModal';
import { ScreensModal } from './ScreensModal';
import { TablesModal } from './TablesModal';
import { TipsModal } from './TipsModal';
import { UsersModal } from './UsersModal';

type Dialog = 'tips' | 'tables' | 'park' | 'users' | 'printers' | 'messages' | 'pos' | 'push' | 'screens' | null;
const BUTTONS: [Exclude<Dialog, null>, string][] = [
  ['tips', 'Tips Configurations'],
  ['tables', 'Table Numbers'],
  ['park', 'Park Table Timer'],
  ['users', 'User Management'],
  ['printers', 'Printers'],
  ['messages', 'Response Messages'],
  ['pos', 'POS Devices'],
  ['push', 'Automated Push'],
  ['screens', 'Screens'],
];

export function RestaurantConfigButtons({
  restaurantId,
  restaurantName,
}: {
  restaurantId: string;
  restaurantName: string;
}) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const props = (d: Dialog) => ({ opened: dialog === d, onClose: close, restaurant: restaurantId });
  return (
    <>
      <Button
        variant="light"
        component={Link}
        to="/restaurant-routing"
        search={{ id: restaurantId, name: restaurantName } as never}
      >
        Routing
      </Button>
      {BUTTONS.map(([d, label]) => (
        <Button key={d} variant="light" onClick={() => setDialog(d)}>
          {label}
        </Button>
      ))}
      {dialog === 'tips' && <TipsModal {...props('tips')} />}
      {dialog === 'tables' && <TablesModal {...props('tables')} />}
      {dialog === 'park' && <ParkTableModal {...props('park')} />}
      {dialog === 'users' && <UsersModal {...props('users')} />}
      {dialog === 'printers' && <PrintersModal {...props('printers')} />}
      {dialog === 'messages' && <MessagesModal {...props('messages')} />}
      {dialog === 'pos' && <PosDevicesModal {...props('pos')} />}
      {dialog === 'push' && <AutomatedPushModal {...props('push')} />}
      {dialog === 'screens' && <ScreensModal {...props('screens')} />}
    </>
  );
}
