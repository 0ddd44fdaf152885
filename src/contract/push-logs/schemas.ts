import * as z from 'zod/mini';
import { pageQuery, paged } from '../common';
import { PUSH_LOGS_PAGE_SIZE } from './constants';

/** One push that was sent, or recorded as it would have been sent (spec: _id, Date, InitiatedBy, Type, TotalDevicesPushed, Status, Others). */
export const pushLog = z.object({
  _id: z.string(),
  Date: z.string(),
  InitiatedBy: z.string(),
  Type: z.string(),
  TotalDevicesPushed: z.int(),
  Status: z.string(),
  /** Whatever else the sender recorded: title, message, deal, restaurant, … */
  Others: z.record(z.string(), z.unknown()),
});
export type PushLog = z.infer<typeof pushLog>;

export const pushLogsSchemas = {
  fetch: {
    summary:
      'Pushes sent to customer devices (or recorded when no push service is configured), newest first, 25 per page',
    query: pageQuery(PUSH_LOGS_PAGE_SIZE, 100),
    response: paged(pushLog),
  },
};
