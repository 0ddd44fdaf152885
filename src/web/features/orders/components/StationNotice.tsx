import { Alert, Button, Loader, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { fallbackPrinter } from '../../../../contract/restaurant-config/printers/routing';
import { STATION_MESSAGES as M } from '../../../../contract/restaurant-config/stations/routes';
import type { StationState } from '../stations';

const allStations = (restaurant: string, name: string) => (
  <Button
    component={Link}
    to={'/orders-dashboard' as never}
    search={{ restaurant, name } as never}
    size="md"
    variant="white"
    mt="sm"
  >
    {M.showAll}
  </Button>
);

/**
 * What a station screen must say before its columns: its routing is loading or failed, the station is unknown (with a
 * way back to the whole dashboard), or routed printing is off so every line goes to the default printer.
 */
export function StationNotice({ state, restaurant, name }: { state: StationState; restaurant: string; name: string }) {
  if (state.kind === 'all') return null;
  if (state.kind === 'loading') return <Loader aria-label="Loading stations" />;
  if (state.kind === 'failed')
    return (
      <Alert color="red" title="Could not load the stations" role="alert">
        {state.error.message}{' '}
        <Button size="xs" variant="white" color="red" onClick={state.retry}>
          Try again
        </Button>
      </Alert>
    );
  if (state.kind === 'unknown')
    return (
      <Alert color="yellow" variant="filled" title={M.unknownTitle} role="alert">
        <Text>{M.unknown(state.param)}</Text>
        {allStations(restaurant, name)}
      </Alert>
    );
  if (state.answer.layout) return null;
  const printer = fallbackPrinter(state.answer.stations)!;
  const here = printer.id === state.station.id;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconPrinter />}
      title={state.answer.routed ? M.noLayoutTitle : M.routedOffTitle}
      data-testid="station-routing-off"
    >
      <Text>
        {M.toDefault(printer.name)} {here ? M.wholeOrders : M.nothingHere}
      </Text>
      {!here && allStations(restaurant, name)}
    </Alert>
  );
}
