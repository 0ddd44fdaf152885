import * as z from '../../lib/search-params';
import { calendarDay } from '../../../contract/dates';
import { DEFAULT_REPORT_STATUSES, REPORT_STATUSES, type ReportStatus } from '../../../contract/reports/routes';

const day = z.string().max(10).optional().catch(undefined);

/** restaurant & name of every report page, the statuses (comma list) and the From/To days. */
export const reportSearchSchema = z.object({
  restaurant: z
    .string()
    .regex(/^[0-9a-f]{24}$/i)
    .catch(''),
  name: z.string().max(200).catch(''),
  statuses: z.string().max(100).optional().catch(undefined),
  from: day,
  to: day,
  page: z.number().int().min(1).optional().catch(undefined),
});
type ReportSearchInput = z.infer<typeof reportSearchSchema>;

export const parseStatuses = (s: string | undefined): ReportStatus[] =>
  s === undefined ? DEFAULT_REPORT_STATUSES : REPORT_STATUSES.filter((x) => s.split(',').includes(x));

export const reportDefaults = (s: ReportSearchInput) => ({
  restaurant: s.restaurant,
  name: s.name,
  statuses: parseStatuses(s.statuses),
  from: s.from ?? calendarDay(),
  to: s.to ?? calendarDay(),
  page: s.page ?? 1,
});
