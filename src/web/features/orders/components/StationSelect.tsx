import { Group } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { STATION_MESSAGES } from '../../../../contract/restaurant-config/stations/routes';
import type { StationItem } from '../../../../contract/restaurant-config/stations/schemas';

const SELECT_STYLE: React.CSSProperties = {
  height: 48,
  minWidth: 180,
  padding: '0 12px',
  borderRadius: 'var(--mantine-radius-default)',
  border: '1px solid var(--mantine-color-default-border)',
  background: 'var(--mantine-color-default)',
  color: 'var(--mantine-color-text)',
  fontSize: 'var(--mantine-font-size-md)',
  fontFamily: 'inherit',
};

/**
 * The kitchen's Station select: All stations, or one active printer. A plain <select> styled with the theme's
 * variables, so the kitchen loads no input or combobox code for it (its first load stays light).
 */
export function StationSelect({
  stations,
  station,
  onStation,
}: {
  stations: StationItem[];
  station?: string;
  onStation: (id: string | undefined) => void;
}) {
  const unknown = !!station && !stations.some((s) => s.id === station);
  return (
    <Group gap={6} wrap="nowrap" style={{ flex: 'none' }}>
      <IconPrinter size={22} aria-hidden />
      <select
        aria-label="Station"
        value={station ?? ''}
        onChange={(e) => onStation(e.currentTarget.value || undefined)}
        style={SELECT_STYLE}
      >
        <option value="">{STATION_MESSAGES.allStations}</option>
        {stations.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
        {/* An unknown station stays selected (its notice explains), rather than showing 'All stations' while none are. */}
        {unknown && <option value={station}>Unknown station</option>}
      </select>
    </Group>
  );
}
