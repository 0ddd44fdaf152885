import { and, asc, between, count, desc, eq } from 'drizzle-orm';
import { GEO_MESSAGES as M, METERS_PER_MILE } from '../../../contract/geopush/routes';
import type {
  GeoPoint,
  GeoPointEditBody,
  GeoPointInput as Input,
  GeoPushLog,
  GeoSendBody,
} from '../../../contract/geopush/schemas';
import type { PushAnswer } from '../../../contract/push/schemas';
import { customerDevices, devicePositions, geoPoints, geoPushLogs, geoPushes } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { offsetOf, pageMeta, type PageRequest } from '../../http/paging';
import type { SessionUser } from '../../http/session';
import { pushAndAnswer } from '../push/dispatch';
import type { Tx } from '../../db/crud';
import { newId } from '../../db/ids';

type Row = typeof geoPoints.$inferSelect;
type GeoSendAnswer = PushAnswer & { pushid: string };

const toPoint = (r: Row): GeoPoint => ({
  _id: r.id,
  name: r.name,
  longitude: r.longitude,
  latitude: r.latitude,
  radius: r.radius,
  location: { type: 'Point', coordinates: [r.longitude, r.latitude] },
});

export async function listPoints({ db }: Deps, page: PageRequest) {
  const [{ total }] = await db.select({ total: count() }).from(geoPoints);
  const rows = await db
    .select()
    .from(geoPoints)
    .orderBy(asc(geoPoints.name), asc(geoPoints.id))
    .limit(page.size)
    .offset(offsetOf(page));
  return { data: rows.map(toPoint), meta: pageMeta(total, page) };
}

const values = (i: Input) => ({
  name: i.name,
  longitude: i.location.coordinates[0],
  latitude: i.location.coordinates[1],
  radius: i.radius,
});

export async function createPoint({ db }: Deps, input: Input) {
  const [row] = await db.insert(geoPoints).values(values(input)).returning();
  return { Message: M.created, data: toPoint(row) };
}

export async function editPoint({ db }: Deps, { id, ...input }: GeoPointEditBody) {
  const [row] = await db.update(geoPoints).set(values(input)).where(eq(geoPoints.id, id)).returning();
  if (!row) throw notFound(M.notFound);
  return { Message: M.updated, data: toPoint(row) };
}

export async function deletePoint({ db }: Deps, id: string) {
  const [gone] = await db.delete(geoPoints).where(eq(geoPoints.id, id)).returning({ id: geoPoints.id });
  if (!gone) throw notFound(M.notFound);
  return { Message: M.deleted };
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (d: number) => (d * Math.PI) / 180;

/** Great-circle distance in meters (haversine). */
export function distanceMeters(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Push tokens of the devices whose last known position is inside the point's radius. */
async function tokensInside({ db }: Deps, p: Row): Promise<string[]> {
  const meters = p.radius * METERS_PER_MILE;
  const dLat = meters / 111_320;
  const dLon = meters / (111_320 * Math.max(0.01, Math.cos(rad(p.latitude))));
  const rows = await db
    .select({ token: customerDevices.token, latitude: devicePositions.latitude, longitude: devicePositions.longitude })
    .from(devicePositions)
    .innerJoin(customerDevices, eq(customerDevices.id, devicePositions.deviceId))
    .where(
      and(
        between(devicePositions.latitude, p.latitude - dLat, p.latitude + dLat),
        between(devicePositions.longitude, p.longitude - dLon, p.longitude + dLon),
      ),
    )
    .orderBy(asc(customerDevices.id));
  return rows.filter((r) => distanceMeters(p, r) <= meters).map((r) => r.token);
}

/** Creates the push (or takes a created one) and sends it to the devices inside the point; logged per point and in Push Logs. */
export async function sendGeoPush(
  deps: Deps,
  input: GeoSendBody,
  user: SessionUser,
  recordAnswer: (tx: Tx, answer: GeoSendAnswer) => Promise<void>,
) {
  const { db } = deps;
  let push: typeof geoPushes.$inferSelect;
  // A new push is saved with its send, in the transaction of its log lines (`pushAndAnswer`).
  let isNew = false;
  if ('pushid' in input) {
    const [found] = await db.select().from(geoPushes).where(eq(geoPushes.id, input.pushid));
    if (!found) throw notFound(M.pushNotFound);
    push = found;
  } else {
    const [point] = await db.select({ id: geoPoints.id }).from(geoPoints).where(eq(geoPoints.id, input.selectedpoint));
    if (!point) throw notFound(M.notFound);
    push = {
      id: newId(),
      pointId: point.id,
      name: input.push.name,
      message: input.push.message,
      createdAt: new Date(),
    };
    isNew = true;
  }
  const [point] = await db.select().from(geoPoints).where(eq(geoPoints.id, push.pointId));
  const tokens = await tokensInside(deps, point);
  const answer = await pushAndAnswer(
    deps,
    {
      initiatedBy: user.email,
      type: 'geopush',
      message: { title: push.name, body: push.message, data: { type: 'geopush', pointid: point.id, pushid: push.id } },
      tokens,
      others: {
        pointid: point.id,
        point: point.name,
        radius: point.radius,
        pushid: push.id,
        audience: `devices within ${point.radius} mi of ${point.name}`,
      },
    },
    M.pushed,
    {
      recordAnswer: (tx, pushed) => recordAnswer(tx, { ...pushed, pushid: push.id }),
      alsoWrite: async (tx, status) => {
        if (isNew) await tx.insert(geoPushes).values(push);
        await logSend(tx, point, push, user, tokens.length, status);
      },
    },
  );
  return { ...answer, pushid: push.id };
}

async function logSend(
  tx: Tx,
  point: Row,
  push: typeof geoPushes.$inferSelect,
  user: SessionUser,
  totalcount: number,
  status: string,
) {
  await tx.insert(geoPushLogs).values({
    pointId: point.id,
    pushId: push.id,
    initiatedBy: user.email,
    title: push.name,
    body: push.message,
    radius: point.radius,
    totalcount,
    status,
  });
}

export async function pushLogOf({ db }: Deps, id: string, page: PageRequest) {
  const [point] = await db.select({ id: geoPoints.id }).from(geoPoints).where(eq(geoPoints.id, id));
  if (!point) throw notFound(M.notFound);
  const rows = await db
    .select()
    .from(geoPushLogs)
    .where(eq(geoPushLogs.pointId, id))
    .orderBy(desc(geoPushLogs.date), desc(geoPushLogs.id))
    .limit(page.size)
    .offset(offsetOf(page));
  const data: GeoPushLog[] = rows.map((r) => ({
    _id: r.id,
    pushid: r.pushId,
    date: r.date.toISOString(),
    initiatedBy: r.initiatedBy,
    payload: { notification: { title: r.title, body: r.body } },
    radius: r.radius,
    totalcount: r.totalcount,
    status: r.status,
  }));
  return { data };
}
