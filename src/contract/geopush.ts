import { z } from 'zod';
import { objectId, pageQuery, requiredText } from './common-classic';
import { crud, crudNotices } from './crud-classic';
import { group } from './group';
import { pushAnswer } from './push/schemas';
import { ADMIN_ONLY } from './roles';

const GEO_PAGE_SIZE = 25;
/** One mile in meters (the spec's business constants). */
export const METERS_PER_MILE = 1609.344;
/** The map's default centre (the spec's business constants). */
export const DEFAULT_MAP_CENTRE = { latitude: 59.91, longitude: 10.76 } as const;

export const GEO_MESSAGES = {
  ...crudNotices('geo point', 'No geo points'),
  pushed: 'Successfully pushed geo push!',
  pushNotFound: 'Geo push not found',
  nameRequired: 'Name is required',
  messageRequired: 'Message is required',
  noLogs: 'No push sent yet',
} as const;

/** GeoJSON point: coordinates [longitude, latitude]. */
const geoLocation = z.object({
  type: z.literal('Point', { error: "Location type must be 'Point'" }),
  coordinates: z.tuple(
    [
      z
        .number({ error: 'Longitude must be a number' })
        .min(-180, 'Longitude must be between -180 and 180')
        .max(180, 'Longitude must be between -180 and 180'),
      z
        .number({ error: 'Latitude must be a number' })
        .min(-90, 'Latitude must be between -90 and 90')
        .max(90, 'Latitude must be between -90 and 90'),
    ],
    { error: 'Location needs coordinates [longitude, latitude]' },
  ),
});

export const geoPoint = z.object({
  _id: z.string(),
  name: z.string(),
  longitude: z.number(),
  latitude: z.number(),
  /** Miles. */
  radius: z.number(),
  location: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
});
export type GeoPoint = z.infer<typeof geoPoint>;

export const geoPointsCrud = crud({
  tag: 'Geo push',
  noun: 'geo point',
  auth: ADMIN_ONLY,
  item: geoPoint,
  fields: {
    name: requiredText('Name', 200),
    location: geoLocation,
    radius: z
      .number({ error: 'Radius is required' })
      .gt(0, 'Radius must be more than 0 miles')
      .max(500, 'Radius must be at most 500 miles'),
  },
  idKey: 'id',
  pageSize: GEO_PAGE_SIZE,
  messages: GEO_MESSAGES,
  paths: {
    fetch: '/geopush/fetchpoints',
    add: '/geopush/addpoint',
    edit: '/geopush/editpoint',
    delete: '/geopush/deletepoint',
  },
  summaries: {
    fetch: 'Geo points, 25 per page, by name (radius in miles; location as a GeoJSON Point [longitude, latitude])',
  },
});

/** The create-push form: name and message required (the spec's validation rules). */
export const geoPushInput = z.object({
  name: z
    .string({ error: GEO_MESSAGES.nameRequired })
    .trim()
    .min(1, GEO_MESSAGES.nameRequired)
    .max(100, 'Name must be at most 100 characters'),
  message: z
    .string({ error: GEO_MESSAGES.messageRequired })
    .trim()
    .min(1, GEO_MESSAGES.messageRequired)
    .max(1000, 'Message must be at most 1000 characters'),
});

/**
 * `{push, selectedpoint}` (create and send) or `{pushid}` (send again). One object with optional fields rather than a
 * union, so that a wrong field is named in the 403 answer like every other field error.
 */
const geoSendBody = z
  .object({ push: geoPushInput.optional(), selectedpoint: objectId.optional(), pushid: objectId.optional() })
  .superRefine((b, ctx) => {
    if (b.pushid) return;
    if (!b.push) ctx.addIssue({ code: 'custom', path: ['push'], message: 'Send {push, selectedpoint} or {pushid}' });
    if (!b.selectedpoint)
      ctx.addIssue({ code: 'custom', path: ['selectedpoint'], message: 'Please select a geo point' });
  })
  .transform((b): { push: z.output<typeof geoPushInput>; selectedpoint: string } | { pushid: string } =>
    b.pushid ? { pushid: b.pushid } : { push: b.push!, selectedpoint: b.selectedpoint! },
  );

const api = group({ tag: 'Geo push', auth: ADMIN_ONLY });

export const geoSendPush = api.post('/geopush/sendpush', {
  summary: 'Create a push for a geo point and send it ({push, selectedpoint}), or send a created one again ({pushid})',
  description:
    "Sends to the customer devices whose last known position is inside the point's radius, through the push integration. " +
    "Every send is recorded in the point's push log and in Push Logs; without a push provider nothing leaves the server and `Status` says `not sent: no provider configured`.",
  body: geoSendBody,
  response: z.object({ ...pushAnswer.shape, pushid: z.string() }),
});

export const geoPushLog = z.object({
  _id: z.string(),
  pushid: z.string().nullable(),
  date: z.string(),
  initiatedBy: z.string(),
  payload: z.object({ notification: z.object({ title: z.string(), body: z.string() }) }),
  radius: z.number(),
  totalcount: z.number().int(),
  status: z.string(),
});
export type GeoPushLog = z.infer<typeof geoPushLog>;

export const geoFetchLog = api.get('/geopush/fetchlog', {
  summary: 'The pushes sent for a geo point (id), newest first',
  query: pageQuery(GEO_PAGE_SIZE).extend({ id: objectId }),
  response: z.object({ data: z.array(geoPushLog) }),
});
