import { createFileRoute, redirect, useLocation } from '@tanstack/react-router';
import * as z from '../../lib/search-params';
import { settlementDetailsQuery, settlementLogsQuery } from '../../features/settlements/api';
import { hashPage } from '../../lib/hash-page';
import { SettlementRestaurantPage } from '../../features/settlements/SettlementRestaurantPage';
import { requireRole } from '../../lib/guards';

export const Route = createFileRoute('/_app/settlement-restaurant')({
  validateSearch: z.object({
    id: z
      .string()
      .regex(/^[0-9a-f]{24}$/i)
      .optional()
      .catch(undefined),
    name: z.string().max(200).catch(''),
  }),
  beforeLoad: ({ search }) => {
    requireRole(['Admin']);
    if (!search.id) throw redirect({ to: '/settlement' });
  },
  loader: ({ context, location }) => {
    const id = (location.search as { id?: string }).id;
    if (!id) return;
    void context.queryClient.prefetchQuery(settlementDetailsQuery(id));
    void context.queryClient.prefetchQuery(settlementLogsQuery(id, hashPage(location.hash)));
  },
  component: function SettlementRestaurantRoute() {
    const { id = '', name } = Route.useSearch();
    const { hash } = useLocation();
    const navigate = Route.useNavigate();
    return (
      <SettlementRestaurantPage
        id={id}
        name={name}
        page={hashPage(hash)}
        onPage={(page) => void navigate({ search: (s) => s, hash: String(page) })}
      />
    );
  },
});
