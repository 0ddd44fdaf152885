import { z } from 'zod';
import { requiredText } from './common-classic';
import { crud, crudNotices } from './crud-classic';
import { group } from './group';
import { ADMIN_ONLY } from './roles';

/** A beacon (the spec's entities): name, UUID, radius in meters. */
export const beaconItem = z.object({ _id: z.string(), name: z.string(), uuid: z.string(), radius: z.number().int() });
export type BeaconItem = z.infer<typeof beaconItem>;

const BEACONS_PAGE_SIZE = 10;
export const BEACON_SEARCH_LIMIT = 10;

export const BEACON_MESSAGES = {
  ...crudNotices('beacon', 'No beacons'),
  uuidTaken: 'A beacon with this UUID already exists',
} as const;

/** Beacon form: name, radius and UUID required (the spec's validation rules). */
const beaconFields = {
  name: requiredText('Name', 100),
  uuid: z
    .string({ error: 'UUID is required' })
    .trim()
    .min(1, 'UUID is required')
    .regex(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
      'UUID must look like 8-4-4-4-12 hexadecimal digits, e.g. f7826da6-4fa2-4e98-8024-bc5b71e0893e',
    )
    .transform((s) => s.toUpperCase()),
  radius: z
    .number({ error: 'Radius is required' })
    .int('Radius must be a whole number of meters')
    .min(1, 'Radius must be at least 1 meter')
    .max(10_000, 'Radius must be at most 10000 meters'),
};
const api = group({ tag: 'Beacons', auth: ADMIN_ONLY });

export const beaconSearch = api.get('/beacon/search', {
  summary: 'Beacons whose name or UUID contains the key (at most 10), for attaching one to a restaurant',
  query: z.object({
    key: z.string({ error: 'Search key is required' }).trim().max(100, 'Search key must be at most 100 characters'),
  }),
  response: z.object({ data: z.array(beaconItem) }),
});

export const beacons = crud({
  tag: 'Beacons',
  noun: 'beacon',
  auth: ADMIN_ONLY,
  item: beaconItem,
  fields: beaconFields,
  idKey: 'id',
  pageSize: BEACONS_PAGE_SIZE,
  messages: BEACON_MESSAGES,
  paths: { fetch: '/beacon/fetch', add: '/beacon/add', edit: '/beacon/edit', delete: '/beacon/delete' },
  summaries: {
    fetch: 'Beacons, paged (size 10)',
    edit: "Update a beacon ('Successfully updated beacon!'); restaurants it is attached to follow",
    delete: "Delete a beacon ('Successfully deleted beacon!'); restaurants it was attached to lose it",
  },
});

export const {
  createBody: beaconCreate,
  editBody: beaconEditBody,
  fetch: beaconFetch,
  add: beaconAdd,
  edit: beaconEdit,
  delete: beaconDelete,
} = beacons;
