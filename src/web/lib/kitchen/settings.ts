/** Settings of this device (a kitchen tablet): order-age thresholds, sound and theme. Kept in local storage. */
import { useMantineColorScheme } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useEffect, useState } from 'react';

export interface KitchenSettings {
  /** Minutes after which an order's age turns amber, then red. */
  amberMinutes: number;
  redMinutes: number;
  muted: boolean;
  /** The kitchen's colour scheme: dark by default (a wall screen in a dim pass), light for a bright kitchen. */
  theme: 'dark' | 'light';
}

const DEFAULT_KITCHEN_SETTINGS: KitchenSettings = { amberMinutes: 5, redMinutes: 10, muted: false, theme: 'dark' };

export function useKitchenSettings() {
  return useLocalStorage<KitchenSettings>({
    key: 'kitchen-settings',
    defaultValue: DEFAULT_KITCHEN_SETTINGS,
    getInitialValueInEffect: false,
    deserialize: (v) => ({ ...DEFAULT_KITCHEN_SETTINGS, ...(v ? (JSON.parse(v) as Partial<KitchenSettings>) : {}) }),
  });
}

/** How urgent an order's age is: on time, then amber ("soon late"), then red ("late") after this device's thresholds. */
export type AgeUrgency = 'ontime' | 'soon' | 'late';

export function ageUrgency(minutes: number, s: Pick<KitchenSettings, 'amberMinutes' | 'redMinutes'>): AgeUrgency {
  return minutes >= s.redMinutes ? 'late' : minutes >= s.amberMinutes ? 'soon' : 'ontime';
}

/**
 * The kitchen's colour scheme while its screen is open; the app's own comes back when it is left. The scheme is set
 * only when it differs: setting it adds a style sheet for a moment (no transitions while the colours change), which
 * makes the browser restyle the whole page, and the screen renders on every order that changes.
 */
export function useKitchenTheme(theme: KitchenSettings['theme']) {
  const { setColorScheme, colorScheme } = useMantineColorScheme();
  const [before] = useState(colorScheme);
  useEffect(() => {
    if (colorScheme !== theme) setColorScheme(theme);
  }, [colorScheme, setColorScheme, theme]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- restores the scheme the app had when the kitchen opened
  useEffect(() => () => setColorScheme(before === 'dark' ? 'light' : before), []);
}
