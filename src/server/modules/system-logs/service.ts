import { count, desc } from 'drizzle-orm';
import type { SystemLog } from '../../../contract/system-logs/schemas';
import { systemLogs } from '../../db/schema';
import type { Deps } from '../../deps';
import { offsetOf, type PageRequest } from '../../http/paging';

/** The system log, newest first, in the spec's shape: `{ records, pagination: { page, size, total, pages } }`. */
export async function listSystemLogs({ db }: Deps, q: PageRequest) {
  const [{ total }] = await db.select({ total: count() }).from(systemLogs);
  const rows = await db
    .select()
    .from(systemLogs)
    .orderBy(desc(systemLogs.dateTime), desc(systemLogs.id))
    .limit(q.size)
    .offset(offsetOf(q));
  const records: SystemLog[] = rows.map((r) => ({
    _id: r.id,
    DateTime: r.dateTime.toISOString(),
    Email: r.email,
    Type: r.type,
    Others: r.others,
  }));
  return { records, pagination: { page: q.page, size: q.size, total, pages: Math.max(1, Math.ceil(total / q.size)) } };
}
