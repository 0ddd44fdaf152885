import { z } from 'zod';
import { DEAL_STATUSES, type DealStatus } from '../../../contract/deals';

/**
 * Search params of /deals and /customdeals: the status filter (the API's 'inactive' is accepted as 'expired';
 * custom deals have no 'personal'), the page, and a deal to open (`id`).
 */
export const dealsSearchSchema = z.object({
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

export function dealsView(search: z.output<typeof dealsSearchSchema>, custom: boolean) {
  const status: DealStatus = !search.status || (custom && search.status === 'personal') ? 'active' : search.status;
  return { status, page: search.page ?? 1, id: search.id };
}
