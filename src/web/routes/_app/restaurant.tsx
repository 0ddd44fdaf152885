import { createFileRoute } from '@tanstack/react-router';
import * as z from '../../lib/search-params';
import { restaurantsQuery } from '../../features/restaurants/api';
import { RestaurantsPage } from '../../features/restaurants/RestaurantsPage';
import { getSession, isStaffProfile } from '../../lib/session';

/** Admins: every restaurant (search and pages in the URL). Restaurant staff: 'My Restaurant', their own only. */
export const Route = createFileRoute('/_app/restaurant')({
  validateSearch: z.object({
    page: z.number().int().min(1).optional().catch(undefined),
    key: z.string().max(200).optional().catch(undefined),
  }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, key: search.key ?? '' }),
  loader: ({ context, deps }) => {
    const session = getSession();
    const staff = !!session && isStaffProfile(session.profile);
    return context.queryClient.prefetchQuery(restaurantsQuery(staff ? '' : deps.key, staff ? 1 : deps.page));
  },
  component: function RestaurantRoute() {
    const { page = 1, key = '' } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <RestaurantsPage
        page={page}
        searchKey={key}
        onSearch={(s) => navigate({ search: { page: s.page > 1 ? s.page : undefined, key: s.key || undefined } })}
      />
    );
  },
});
