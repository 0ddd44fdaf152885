import * as z from '../../lib/search-params';
import { DEAL_STATUSES, type DealStatus } from '../../../contract/deals/routes';
import type { ListUrl } from '../../lib/list-route';
import { pageParam } from '../../lib/list-search';

/**
 * Search params of /deals and /customdeals: the status filter (the API's 'inactive' is accepted as 'expired';
 * custom deals have no 'personal'), the page, and a deal to open (`id`).
 */
const dealsSearchSchema = z.object({
  status: z
    .enum([...DEAL_STATUSES, 'inactive'])
    .transform((s): DealStatus => (s === 'inactive' ? 'expired' : s))
    .optional()
    .catch(undefined),
  page: z.number().int().min(1).optional().catch(undefined),
  id: z
    .string()
    .regex(/^[0-9a-f]{24}$/i)
    .optional()
    .catch(undefined),
});

export interface DealsSearch {
  status: DealStatus;
  page: number;
  /** A deal to open for editing (the restaurant list links to /deals?id={dealId}&status={status}). */
  id?: string;
}

function dealsView(search: z.output<typeof dealsSearchSchema>, custom: boolean): DealsSearch {
  const status: DealStatus = !search.status || (custom && search.status === 'personal') ? 'active' : search.status;
  return { status, page: search.page ?? 1, id: search.id };
}

/** The URL of /deals or /customdeals: the status always written, page 1 and no deal left out. */
export const dealsUrl = (custom: boolean): ListUrl<DealsSearch, z.output<typeof dealsSearchSchema>> => ({
  validateSearch: dealsSearchSchema,
  toList: (search) => dealsView(search, custom),
  toUrl: (s) => ({ status: s.status, page: pageParam(s.page), id: s.id }),
});
