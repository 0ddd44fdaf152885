import { createFileRoute } from '@tanstack/react-router';
import { perksResource } from '../../features/perks/api';
import { PerksPage } from '../../features/perks/PerksPage';
import { listLoader, listPage, listRoute } from '../../lib/list-route';

export const Route = createFileRoute('/_app/perks')({
  ...listRoute(),
  loader: listLoader(perksResource.listQuery),
  component: listPage(PerksPage),
});
