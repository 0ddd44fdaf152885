import { count, desc } from 'drizzle-orm';
import type { PushLog } from '../../../contract/push-logs';
import { pushLogs } from '../../db/schema';
import type { Deps } from '../../deps';
import { offsetOf, pageMeta, type PageRequest } from '../../http/paging';

/** Push Logs: what the push integration recorded, newest first. */
export async function listPushLogs({ db }: Deps, q: PageRequest) {
  const [{ total }] = await db.select({ total: count() }).from(pushLogs);
  const rows = await db.select().from(pushLogs).orderBy(desc(pushLogs.date), desc(pushLogs.id)).limit(q.size).offset(offsetOf(q));
  const data: PushLog[] = rows.map((r) => ({
    _id: r.id,
    Date: r.date.toISOString(),
    InitiatedBy: r.initiatedBy,
    Type: r.type,
    TotalDevicesPushed: r.totalDevicesPushed,
    Status: r.status,
    Others: r.others,
  }));
  return { data, meta: pageMeta(total, q) };
}
