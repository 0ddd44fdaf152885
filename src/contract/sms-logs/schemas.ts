import * as z from 'zod/mini';
import { objectId, pageQuery, paged } from '../common';
import { dateRangeQuery, validDateRange } from '../date-schemas';
import { SMS_LOGS_PAGE_SIZE } from './constants';

/** One SMS sent (or recorded as it would have been sent) for an order (spec: date, MobileNumber, Message, OrderId.OrderId). */
export const smsLog = z.object({
  _id: z.string(),
  date: z.string(),
  MobileNumber: z.string(),
  Message: z.string(),
  /** What happened: 'sent', 'not sent: no provider configured' (recorded only), 'failed: …'. */
  Status: z.string(),
  /** The order it was about: its _id and display number; null when the order is gone. */
  OrderId: z.nullable(z.object({ _id: z.string(), OrderId: z.int() })),
});
export type SmsLog = z.infer<typeof smsLog>;

/** SMS count of one restaurant in a date range (spec: id, Name, smsCount). */
export const smsCount = z.object({ id: z.string(), Name: z.string(), smsCount: z.int() });
export type SmsCount = z.infer<typeof smsCount>;

export const smsLogsSchemas = {
  fetch: {
    summary: 'SMS logs of one restaurant in a date range, newest first, 25 per page',
    description:
      "`startdate` and `enddate` are calendar days (YYYY-MM-DD, Europe/Copenhagen), both included; default 1 January of this year to today. 'From' must not be after 'To', and 'To' not after today (403 naming the field).",
    query: z
      .extend(pageQuery(SMS_LOGS_PAGE_SIZE, 100), { restaurant: objectId, ...dateRangeQuery })
      .check(validDateRange),
    response: paged(smsLog),
  },
  counts: {
    summary: 'Number of SMS per restaurant in a date range (every restaurant, most first)',
    description: 'Same date rules as /restaurant/smslogs/fetch.',
    query: z.object(dateRangeQuery).check(validDateRange),
    response: z.object({ data: z.array(smsCount) }),
  },
};
