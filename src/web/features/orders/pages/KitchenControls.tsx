import { ActionIcon, Button, Drawer, Group, NumberInput, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { useDisclosure, useFullscreenDocument } from '@mantine/hooks';
import { IconMaximize, IconSettings, IconVolume, IconVolumeOff } from '@tabler/icons-react';
import type { StationItem } from '../../../../contract/restaurant-config/stations';
import type { KitchenSettings } from '../../../lib/kitchen/settings';
import { StationSelect } from '../components/StationSelect';

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
}

/** The station shown, sound (with the one-tap enable browsers require), mute, full screen, and this device's age thresholds. */
export function KitchenControls({ settings, setSettings, soundAllowed, enableSound, stations = [], station, onStation }: KitchenControlsProps) {
  const [open, { open: show, close }] = useDisclosure(false);
  const { toggle: toggleFullscreen } = useFullscreenDocument();
  return (
    <Group gap="xs" wrap="wrap">
      {onStation && stations.length > 0 && <StationSelect stations={stations} station={station} onStation={onStation} />}
      {!soundAllowed && !settings.muted && (
        <Button size="md" color="orange" leftSection={<IconVolume />} onClick={enableSound} style={{ flex: 'none' }}>
          Enable sound
        </Button>
      )}
      <Tooltip label={settings.muted ? 'Sound is off' : 'Sound is on'}>
        <ActionIcon size={48} variant="default" aria-label={settings.muted ? 'Unmute' : 'Mute'} onClick={() => setSettings({ ...settings, muted: !settings.muted })}>
          {settings.muted ? <IconVolumeOff /> : <IconVolume />}
        </ActionIcon>
      </Tooltip>
      <ActionIcon size={48} variant="default" aria-label="Full screen" onClick={() => void toggleFullscreen()}>
        <IconMaximize />
      </ActionIcon>
      <ActionIcon size={48} variant="default" aria-label="Kitchen settings" onClick={show}>
        <IconSettings />
      </ActionIcon>
      <Drawer opened={open} onClose={close} title="Kitchen settings (this device)" position="right">
        <Stack>
          <Text size="sm" c="dimmed">
            An order's age turns amber, then red, after these minutes.
          </Text>
          <NumberInput label="Amber after (minutes)" min={1} max={120} value={settings.amberMinutes} onChange={(v) => setSettings({ ...settings, amberMinutes: Number(v) || 1 })} />
          <NumberInput label="Red after (minutes)" min={1} max={240} value={settings.redMinutes} onChange={(v) => setSettings({ ...settings, redMinutes: Number(v) || 1 })} />
          <Switch size="lg" label="Sound for new orders and call-a-waiter requests" checked={!settings.muted} onChange={(e) => setSettings({ ...settings, muted: !e.currentTarget.checked })} />
        </Stack>
      </Drawer>
    </Group>
  );
}
