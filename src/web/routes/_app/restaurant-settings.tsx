import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from '../../lib/search-params';
import { SECTION_KEYS } from '../../features/restaurant-config/section-keys';
import { SettingsPage } from '../../features/restaurant-config/SettingsPage';
import { requireRole } from '../../lib/guards';

/** /restaurant-settings?id=…&name=…[&section=tips]: the restaurant's configuration, each section linkable. */
export const Route = createFileRoute('/_app/restaurant-settings')({
  validateSearch: z.object({
    id: z
      .string()
      .regex(/^[0-9a-f]{24}$/i)
      .optional()
      .catch(undefined),
    name: z.string().max(200).catch(''),
    section: z.enum(SECTION_KEYS).optional().catch(undefined),
  }),
  beforeLoad: ({ search }) => {
    requireRole(['Admin', 'RestaurantAdmin']);
    if (!search.id) throw redirect({ to: '/restaurant' });
  },
  component: function RestaurantSettingsRoute() {
    const { id = '', name, section } = Route.useSearch();
    return <SettingsPage key={id} restaurant={id.toLowerCase()} name={name} section={section} />;
  },
});
