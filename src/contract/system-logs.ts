import { z } from 'zod';
import { pageQuery } from './common-classic';
import { group } from './group';
import { ADMIN_ONLY } from './roles';

export const SYSTEM_LOGS_PAGE_SIZE = 10;

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
const logsPagination = z.object({
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});

const api = group({ tag: 'System log', auth: ADMIN_ONLY });

export const logsFetch = api.get('/logs/fetch', {
  summary: 'Who changed what, when: newest first, 10 per page by default',
  description: 'Every successful POST/PUT/DELETE of a signed-in user is recorded, and every sign-in and logout.',
  query: pageQuery(SYSTEM_LOGS_PAGE_SIZE, 100),
  response: z.object({ records: z.array(systemLog), pagination: logsPagination }),
});
