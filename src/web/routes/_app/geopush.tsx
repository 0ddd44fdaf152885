import { createFileRoute } from '@tanstack/react-router';
import { geoPointsResource } from '../../features/geopush/api';
import { GeoPushPage } from '../../features/geopush/GeoPushPage';
import { listLoader, listPage, listRoute } from '../../lib/list-route';

export const Route = createFileRoute('/_app/geopush')({
  ...listRoute(),
  loader: listLoader(geoPointsResource.listQuery),
  component: listPage(GeoPushPage),
});
