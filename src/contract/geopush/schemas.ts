import * as z from 'zod/mini';
import { objectId, pageQuery, plainText, requiredText } from '../common';
import { crudForms, crudSchemas } from '../crud';
import { pushAnswer } from '../push/schemas';
import { GEO_MESSAGES, GEO_PAGE_SIZE } from './constants';

/* @__NO_SIDE_EFFECTS__ */
function coordinate(label: string, max: number) {
  const range = `${label} must be between -${max} and ${max}`;
  return z.number({ error: `${label} must be a number` }).check(z.gte(-max, range), z.lte(max, range));
}

/** GeoJSON point: coordinates [longitude, latitude]. */
const geoLocation = z.object({
  type: z.literal('Point', { error: "Location type must be 'Point'" }),
  coordinates: z.tuple([coordinate('Longitude', 180), coordinate('Latitude', 90)], {
    error: 'Location needs coordinates [longitude, latitude]',
  }),
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

export const geoPointForms = crudForms({
  idKey: 'id',
  fields: {
    name: requiredText('Name', 200),
    location: geoLocation,
    radius: z
      .number({ error: 'Radius is required' })
      .check(z.gt(0, 'Radius must be more than 0 miles'), z.lte(500, 'Radius must be at most 500 miles')),
  },
});
export type GeoPointInput = z.output<typeof geoPointForms.createBody>;
export type GeoPointEditBody = z.output<typeof geoPointForms.editBody>;

/** The create-push form: name and message required (the spec's validation rules). */
export const geoPushInput = z.object({
  name: plainText('Name', GEO_MESSAGES.nameRequired).check(
    z.trim(),
    z.minLength(1, GEO_MESSAGES.nameRequired),
    z.maxLength(100, 'Name must be at most 100 characters'),
  ),
  message: plainText('Message', GEO_MESSAGES.messageRequired).check(
    z.trim(),
    z.minLength(1, GEO_MESSAGES.messageRequired),
    z.maxLength(1000, 'Message must be at most 1000 characters'),
  ),
});

/**
 * `{push, selectedpoint}` (create and send) or `{pushid}` (send again). One object with optional fields rather than a
 * union, so that a wrong field is named in the 403 answer like every other field error.
 */
const geoSendBody = z.pipe(
  z.object({ push: z.optional(geoPushInput), selectedpoint: z.optional(objectId), pushid: z.optional(objectId) }).check(
    z.superRefine((b, ctx) => {
      if (b.pushid) return;
      if (!b.push) ctx.addIssue({ code: 'custom', path: ['push'], message: 'Send {push, selectedpoint} or {pushid}' });
      if (!b.selectedpoint)
        ctx.addIssue({ code: 'custom', path: ['selectedpoint'], message: 'Please select a geo point' });
    }),
  ),
  z.transform((b): { push: z.output<typeof geoPushInput>; selectedpoint: string } | { pushid: string } =>
    b.pushid ? { pushid: b.pushid } : { push: b.push!, selectedpoint: b.selectedpoint! },
  ),
);
export type GeoSendBody = z.output<typeof geoSendBody>;

export const geoPushLog = z.object({
  _id: z.string(),
  pushid: z.nullable(z.string()),
  date: z.string(),
  initiatedBy: z.string(),
  payload: z.object({ notification: z.object({ title: z.string(), body: z.string() }) }),
  radius: z.number(),
  totalcount: z.int(),
  status: z.string(),
});
export type GeoPushLog = z.infer<typeof geoPushLog>;

export const geopushSchemas = {
  ...crudSchemas({
    noun: 'geo point',
    item: geoPoint,
    forms: geoPointForms,
    messages: GEO_MESSAGES,
    pageSize: GEO_PAGE_SIZE,
    summaries: {
      fetch: 'Geo points, 25 per page, by name (radius in miles; location as a GeoJSON Point [longitude, latitude])',
    },
  }),
  send: {
    summary:
      'Create a push for a geo point and send it ({push, selectedpoint}), or send a created one again ({pushid})',
    description:
      "Sends to the customer devices whose last known position is inside the point's radius, through the push integration. " +
      "Every send is recorded in the point's push log and in Push Logs; without a push provider nothing leaves the server and `Status` says `not sent: no provider configured`.",
    body: geoSendBody,
    response: z.object({ ...pushAnswer.shape, pushid: z.string() }),
  },
  fetchLog: {
    summary: 'The pushes sent for a geo point (id), newest first',
    query: z.extend(pageQuery(GEO_PAGE_SIZE), { id: objectId }),
    response: z.object({ data: z.array(geoPushLog) }),
  },
};
