import * as z from 'zod/mini';
import { pageQuery } from '../common';
import { SYSTEM_LOGS_PAGE_SIZE } from './constants';

/** One change made in the back-office, or a sign-in or logout (spec: DateTime, Email, Type, Others). */
export const systemLog = z.object({
  _id: z.string(),
  DateTime: z.string(),
  Email: z.string(),
  Type: z.string(),
  /** The path, the answer's status, the restaurant and record involved, the request (without passwords, tokens or images). */
  Others: z.record(z.string(), z.unknown()),
});
export type SystemLog = z.infer<typeof systemLog>;

/** The spec's paging of the system log: `pagination: { page, size, total, pages }`. */
const logsPagination = z.object({ page: z.int(), size: z.int(), total: z.int(), pages: z.int() });

export const systemLogsSchemas = {
  fetch: {
    summary: 'Who changed what, when: newest first, 10 per page by default',
    description: 'Every successful POST/PUT/DELETE of a signed-in user is recorded, and every sign-in and logout.',
    query: pageQuery(SYSTEM_LOGS_PAGE_SIZE, 100),
    response: z.object({ records: z.array(systemLog), pagination: logsPagination }),
  },
};
