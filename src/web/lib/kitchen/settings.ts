/** Settings of this device (a kitchen tablet): order-age thresholds and sound. Kept in local storage. */
import { useLocalStorage } from '@mantine/hooks';

export interface KitchenSettings {
  /** Minutes after which an order's age turns amber, then red. */
  amberMinutes: number;
  redMinutes: number;
  muted: boolean;
}

const DEFAULT_KITCHEN_SETTINGS: KitchenSettings = { amberMinutes: 5, redMinutes: 10, muted: false };

export function useKitchenSettings() {
  return useLocalStorage<KitchenSettings>({
    key: 'kitchen-settings',
    defaultValue: DEFAULT_KITCHEN_SETTINGS,
    getInitialValueInEffect: false,
    deserialize: (v) => ({ ...DEFAULT_KITCHEN_SETTINGS, ...(v ? (JSON.parse(v) as Partial<KitchenSettings>) : {}) }),
  });
}

/** The colour of an order's age. */
export function ageColor(
  minutes: number,
  s: Pick<KitchenSettings, 'amberMinutes' | 'redMinutes'>,
): 'green' | 'yellow' | 'red' {
  return minutes >= s.redMinutes ? 'red' : minutes >= s.amberMinutes ? 'yellow' : 'green';
}
