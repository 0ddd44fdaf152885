import { z } from 'zod';
import { objectId, pageQuery, paged } from './common-classic';
import { dateRangeQuery, refineDateRange } from './date-schemas-classic';
import { group } from './group';
import { ADMIN_ONLY, ALL_ROLES } from './roles';

export const SMS_LOGS_PAGE_SIZE = 25;

/** One SMS sent (or recorded as it would have been sent) for an order (spec: date, MobileNumber, Message, OrderId.OrderId). */
export const smsLog = z.object({
  _id: z.string(),
  date: z.string(),
  MobileNumber: z.string(),
  Message: z.string(),
  /** What happened: 'sent', 'not sent: no provider configured' (recorded only), 'failed: …'. */
  Status: z.string(),
  /** The order it was about: its _id and display number; null when the order is gone. */
  OrderId: z.object({ _id: z.string(), OrderId: z.number().int() }).nullable(),
});
export type SmsLog = z.infer<typeof smsLog>;

/** SMS count of one restaurant in a date range (spec: id, Name, smsCount). */
export const smsCount = z.object({ id: z.string(), Name: z.string(), smsCount: z.number().int() });
export type SmsCount = z.infer<typeof smsCount>;

const api = group({ tag: 'SMS logs', auth: ADMIN_ONLY });

export const restaurantSmsLogs = api.get('/restaurant/smslogs/fetch', {
  summary: 'SMS logs of one restaurant in a date range, newest first, 25 per page',
  description:
    "`startdate` and `enddate` are calendar days (YYYY-MM-DD, Europe/Copenhagen), both included; default 1 January of this year to today. 'From' must not be after 'To', and 'To' not after today (403 naming the field).",
  auth: ALL_ROLES,
  restaurantScope: { in: 'query', key: 'restaurant' },
  query: pageQuery(SMS_LOGS_PAGE_SIZE, 100)
    .extend({ restaurant: objectId, ...dateRangeQuery })
    .superRefine(refineDateRange),
  response: paged(smsLog),
});

export const restaurantsSmsCounts = api.get('/restaurants/smslogs/fetch', {
  summary: 'Number of SMS per restaurant in a date range (every restaurant, most first)',
  description: 'Same date rules as /restaurant/smslogs/fetch.',
  query: z.object(dateRangeQuery).superRefine(refineDateRange),
  response: z.object({ data: z.array(smsCount) }),
});
