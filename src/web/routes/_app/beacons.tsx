import { createFileRoute } from '@tanstack/react-router';
import { beaconResource } from '../../features/beacons/api';
import { BeaconsPage } from '../../features/beacons/BeaconsPage';
import { listLoader, listPage, listRoute } from '../../lib/list-route';

export const Route = createFileRoute('/_app/beacons')({
  ...listRoute(),
  loader: listLoader(beaconResource.listQuery),
  component: listPage(BeaconsPage),
});
