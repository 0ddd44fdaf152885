import { count, desc, inArray } from 'drizzle-orm';
import type { PushLog } from '../../../contract/push-logs/schemas';
import type { Db } from '../../db/client';
import { customers, deals, pushLogs, pushNotifications, restaurants } from '../../db/schema';
import type { Deps } from '../../deps';
import { offsetOf, pageMeta, type PageRequest } from '../../http/paging';

type Row = typeof pushLogs.$inferSelect;
const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** One spelling of each type ('deal' and 'Deal' are both 'Deal'). */
const typeLabel = (type: string) => (type ? type.charAt(0).toUpperCase() + type.slice(1).toLowerCase() : type);

/** How many devices really received it: none when nothing was sent (no provider, no devices, all failed). */
function devicesPushed(r: Pick<Row, 'status' | 'totalDevicesPushed' | 'others'>) {
  if (typeof r.others.sent === 'number') return r.others.sent;
  return /^(not sent|failed)/i.test(r.status) ? 0 : r.totalDevicesPushed;
}

/** The names of the records the logs name by id (deals, pushes, restaurants, customers). */
async function namesOf(db: Db, rows: Row[]) {
  const ids = [
    ...new Set(
      rows.flatMap((r) =>
        Object.values(r.others).filter((v): v is string => typeof v === 'string' && OBJECT_ID.test(v)),
      ),
    ),
  ];
  const names = new Map<string, string>();
  if (!ids.length) return names;
  const found = await Promise.all([
    db.select({ id: deals.id, name: deals.name }).from(deals).where(inArray(deals.id, ids)),
    db
      .select({ id: pushNotifications.id, name: pushNotifications.name })
      .from(pushNotifications)
      .where(inArray(pushNotifications.id, ids)),
    db.select({ id: restaurants.id, name: restaurants.name }).from(restaurants).where(inArray(restaurants.id, ids)),
    db.select({ id: customers.id, name: customers.email }).from(customers).where(inArray(customers.id, ids)),
  ]);
  for (const list of found) for (const { id, name } of list) names.set(id, name);
  return names;
}

const KEY_LABELS: Record<string, string> = {
  dealid: 'deal',
  pushid: 'push',
  restaurant: 'restaurant',
  restaurantid: 'restaurant',
  userid: 'user',
  customerid: 'customer',
};

/** Others as a reader wants it: names where ids were, and how many devices were targeted when none received it. */
function readableOthers(r: Row, names: Map<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(r.others)) {
    if (typeof v === 'string' && OBJECT_ID.test(v)) {
      const label = KEY_LABELS[k.toLowerCase()] ?? k.replace(/id$/i, '');
      // The record's own name is already there (e.g. a deal's `name`): no need to say it twice.
      const name = names.get(v) ?? '(deleted)';
      if (r.others.name !== name) out[label] = name;
      continue;
    }
    out[k] = v;
  }
  if (devicesPushed(r) !== r.totalDevicesPushed) out.devices = r.totalDevicesPushed;
  return out;
}

/** Push Logs: what the push integration recorded, newest first. */
export async function listPushLogs({ db }: Deps, q: PageRequest) {
  const [{ total }] = await db.select({ total: count() }).from(pushLogs);
  const rows = await db
    .select()
    .from(pushLogs)
    .orderBy(desc(pushLogs.date), desc(pushLogs.id))
    .limit(q.size)
    .offset(offsetOf(q));
  const names = await namesOf(db, rows);
  const data: PushLog[] = rows.map((r) => ({
    _id: r.id,
    Date: r.date.toISOString(),
    InitiatedBy: r.initiatedBy,
    Type: typeLabel(r.type),
    TotalDevicesPushed: devicesPushed(r),
    Status: r.status,
    Others: readableOthers(r, names),
  }));
  return { data, meta: pageMeta(total, q) };
}
