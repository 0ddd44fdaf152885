import { and, asc, desc, eq, gt, gte, lt, lte, not, type SQL } from 'drizzle-orm';
import type { DealStatus, DealView } from '../../../contract/deals/routes';
import { deals } from '../../db/schema';

type Dated = { startdate: Date; enddate: Date; isexclusive: boolean; iscustom: boolean };

/**
 * Where a deal stands at `now`: expired once its end has passed; otherwise exclusive deals are 'personal'
 * (custom deals have no personal view), the rest 'active' once started, else 'upcoming'.
 * Restaurants' deal entries use it too (link /deals?id={dealId}&status={status}).
 */
export function dealStatus(d: Dated, now: Date = new Date()): DealStatus {
  if (d.enddate < now) return 'expired';
  if (d.isexclusive && !d.iscustom) return 'personal';
  return d.startdate <= now ? 'active' : 'upcoming';
}

/** The rows of one view (the same rule as `dealStatus`, in SQL), and their order. */
export function viewQuery(view: DealView, iscustom: boolean, now: Date): { where: SQL; orderBy: SQL[] } {
  const kind = eq(deals.iscustom, iscustom);
  const notEnded = and(kind, gte(deals.enddate, now))!;
  const shared = iscustom ? notEnded : and(notEnded, not(deals.isexclusive))!;
  switch (view) {
    case 'active':
      return { where: and(shared, lte(deals.startdate, now))!, orderBy: [asc(deals.enddate), asc(deals.id)] };
    case 'upcoming':
      return { where: and(shared, gt(deals.startdate, now))!, orderBy: [asc(deals.startdate), asc(deals.id)] };
    case 'personal':
      return { where: and(notEnded, deals.isexclusive)!, orderBy: [asc(deals.enddate), asc(deals.id)] };
    case 'inactive':
      return { where: and(kind, lt(deals.enddate, now))!, orderBy: [desc(deals.enddate), desc(deals.id)] };
  }
}
