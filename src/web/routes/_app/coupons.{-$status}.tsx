import { createFileRoute, useLocation } from '@tanstack/react-router';
import { COUPON_VIEWS, type CouponView } from '../../../contract/coupons/routes';
import { couponsQuery } from '../../features/coupons/api';
import { CouponsPage } from '../../features/coupons/CouponsPage';
import { hashPage } from '../../lib/hash-page';
import { requireRole } from '../../lib/guards';

/** The status route parameter (all, active, upcoming, expired; missing or unknown = all). */
const viewOf = (status: string | undefined): CouponView =>
  (COUPON_VIEWS as readonly string[]).includes(status ?? '') ? (status as CouponView) : 'all';

/** /coupons/{status?}: the page is in the URL hash (#2), as the spec has it. */
export const Route = createFileRoute('/_app/coupons/{-$status}')({
  beforeLoad: () => {
    requireRole(['Admin']);
  },
  loader: ({ context, params, location }) =>
    context.queryClient.prefetchQuery(couponsQuery(viewOf(params.status), hashPage(location.hash))),
  component: function CouponsRoute() {
    const { status } = Route.useParams();
    const { hash } = useLocation();
    const navigate = Route.useNavigate();
    const view = viewOf(status);
    return (
      <CouponsPage
        view={view}
        page={hashPage(hash)}
        onView={(v) =>
          void navigate({ to: '/coupons/{-$status}', params: { status: v === 'all' ? undefined : v }, hash: '' })
        }
        onPage={(p) => void navigate({ to: '/coupons/{-$status}', params: { status }, hash: p > 1 ? String(p) : '' })}
      />
    );
  },
});
