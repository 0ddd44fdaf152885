import { ActionIcon, Button, Group } from '@mantine/core';
import { useDisclosure, useFullscreenDocument } from '@mantine/hooks';
import { IconMaximize, IconSettings, IconVolume, IconVolumeOff } from '@tabler/icons-react';
import type { StationItem } from '../../../../contract/restaurant-config/stations/schemas';
import { StationSelect } from '../components/StationSelect';
import type { KitchenSettings } from '../../../lib/kitchen/settings';
import { Suspense, useState } from 'react';
import { RushModeBadge } from '../../../components/RushModeBadge';
import { Tooltip } from '../../../components/Tooltip';
import { CloseOnFailure } from '../../../components/CloseOnFailure';
import { PartLoading } from '../../../components/PartLoading';
import { lazyPart } from '../../../lib/lazy';
import { OfflineReadyBadge } from '../../../components/OfflineReadyBadge';

// The settings drawer (Drawer, NumberInput) loads when first opened, not with the kitchen.
const KitchenSettingsDrawer = lazyPart(() => import('./KitchenSettingsDrawer'), 'the settings', CloseOnFailure);

interface KitchenControlsProps {
  settings: KitchenSettings;
  setSettings: (s: KitchenSettings) => void;
  soundAllowed: boolean;
  enableSound: () => void;
  /** The restaurant's stations (active printers); the select is shown when there are any. */
  stations?: StationItem[];
  /** The `station` parameter (a printer id), undefined for all stations. */
  station?: string;
  onStation?: (id: string | undefined) => void;
  /** Rush mode is active now: orders are promised the usual time plus the rush margin. */
  rushMode?: boolean;
  /** Opens the keyboard and bump-bar keys (also the `?` key). */
  onKeysHelp?: () => void;
}

/** Rush mode when active, whether the screen is ready offline, the station shown, sound (with the one-tap enable browsers require), mute, full screen, and this device's age thresholds. */
export function KitchenControls({
  settings,
  setSettings,
  soundAllowed,
  enableSound,
  stations = [],
  station,
  onStation,
  rushMode = false,
  onKeysHelp,
}: KitchenControlsProps) {
  const [open, { open: show, close }] = useDisclosure(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (open && !drawerUsed) setDrawerUsed(true);
  const { toggle: toggleFullscreen } = useFullscreenDocument();
  return (
    <Group gap="xs" wrap="wrap">
      {rushMode && <RushModeBadge />}
      <OfflineReadyBadge />
      {onStation && stations.length > 0 && (
        <StationSelect stations={stations} station={station} onStation={onStation} />
      )}
      {!soundAllowed && !settings.muted && (
        <Button size="md" color="orange" leftSection={<IconVolume />} onClick={enableSound} style={{ flex: 'none' }}>
          Enable sound
        </Button>
      )}
      <Tooltip label={settings.muted ? 'Sound is off' : 'Sound is on'}>
        <ActionIcon
          size={48}
          variant="default"
          aria-label={settings.muted ? 'Unmute' : 'Mute'}
          onClick={() => setSettings({ ...settings, muted: !settings.muted })}
        >
          {settings.muted ? <IconVolumeOff /> : <IconVolume />}
        </ActionIcon>
      </Tooltip>
      <ActionIcon size={48} variant="default" aria-label="Full screen" onClick={() => void toggleFullscreen()}>
        <IconMaximize />
      </ActionIcon>
      {onKeysHelp && (
        // Labelled with the key that opens it too.
        <ActionIcon size={48} variant="default" aria-label="Keyboard keys" onClick={onKeysHelp} fz={24} fw={800}>
          ?
        </ActionIcon>
      )}
      <ActionIcon size={48} variant="default" aria-label="Kitchen settings" onClick={show}>
        <IconSettings />
      </ActionIcon>
      {drawerUsed && (
        <Suspense fallback={open ? <PartLoading /> : null}>
          <KitchenSettingsDrawer opened={open} onClose={close} settings={settings} setSettings={setSettings} />
        </Suspense>
      )}
    </Group>
  );
}
