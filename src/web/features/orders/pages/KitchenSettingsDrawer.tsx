import { Drawer, NumberInput, Stack, Switch, Text } from '@mantine/core';
import type { KitchenSettings } from '../../../lib/kitchen/settings';

interface Props {
  opened: boolean;
  onClose: () => void;
  settings: KitchenSettings;
  setSettings: (s: KitchenSettings) => void;
}

/** This device's age thresholds, sound and theme: loaded when first opened (the drawer and number inputs are not in the kitchen's first load). */
export default function KitchenSettingsDrawer({ opened, onClose, settings, setSettings }: Props) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Kitchen settings (this device)" position="right">
      <Stack>
        <Text size="sm" c="dimmed">
          An order's age turns amber, then red, after these minutes.
        </Text>
        <NumberInput
          label="Amber after (minutes)"
          min={1}
          max={120}
          value={settings.amberMinutes}
          onChange={(v) => setSettings({ ...settings, amberMinutes: Number(v) || 1 })}
        />
        <NumberInput
          label="Red after (minutes)"
          min={1}
          max={240}
          value={settings.redMinutes}
          onChange={(v) => setSettings({ ...settings, redMinutes: Number(v) || 1 })}
        />
        <Switch
          size="lg"
          label="Sound for new orders and call-a-waiter requests"
          checked={!settings.muted}
          onChange={(e) => setSettings({ ...settings, muted: !e.currentTarget.checked })}
        />
        <Switch
          size="lg"
          label="Dark theme"
          checked={settings.theme === 'dark'}
          onChange={(e) => setSettings({ ...settings, theme: e.currentTarget.checked ? 'dark' : 'light' })}
        />
      </Stack>
    </Drawer>
  );
}
