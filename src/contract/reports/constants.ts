/** The plain values of reports that both sides read: page size, statuses and who sees the speed-of-service report. */
import type { Role } from '../roles';

export const REPORT_PAGE_SIZE = 25;
export const REPORT_STATUSES = ['confirmed', 'completed', 'cancelled', 'refunded'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const DEFAULT_REPORT_STATUSES: ReportStatus[] = ['confirmed', 'completed'];

/** Who sees the speed-of-service report: restaurant admins (their own restaurant) and platform admins. */
export const REPORT_ADMINS = ['Admin', 'RestaurantAdmin'] as const satisfies readonly Role[];
