import * as z from 'zod/mini';
import { plainText, requiredText } from '../common';
import { crudForms, crudSchemas } from '../crud';
import { BEACON_MESSAGES, BEACONS_PAGE_SIZE } from './constants';

/** A beacon (the spec's entities): name, UUID, radius in meters. */
export const beaconItem = z.object({ _id: z.string(), name: z.string(), uuid: z.string(), radius: z.int() });
export type BeaconItem = z.infer<typeof beaconItem>;

/** Beacon form: name, radius and UUID required (the spec's validation rules). */
export const beaconForms = crudForms({
  idKey: 'id',
  fields: {
    name: requiredText('Name', 100),
    uuid: z.pipe(
      z
        .string({ error: 'UUID is required' })
        .check(
          z.trim(),
          z.minLength(1, 'UUID is required'),
          z.regex(
            /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
            'UUID must look like 8-4-4-4-12 hexadecimal digits, e.g. f7826da6-4fa2-4e98-8024-bc5b71e0893e',
          ),
        ),
      z.transform((s: string) => s.toUpperCase()),
    ),
    radius: z
      .number({ error: 'Radius is required' })
      .check(
        z.int('Radius must be a whole number of meters'),
        z.gte(1, 'Radius must be at least 1 meter'),
        z.lte(10_000, 'Radius must be at most 10000 meters'),
      ),
  },
});
export type BeaconCreateBody = z.output<typeof beaconForms.createBody>;
export type BeaconEditBody = z.output<typeof beaconForms.editBody>;

export const beaconsSchemas = {
  search: {
    summary: 'Beacons whose name or UUID contains the key (at most 10), for attaching one to a restaurant',
    query: z.object({
      key: plainText('Search key', 'Search key is required').check(
        z.trim(),
        z.maxLength(100, 'Search key must be at most 100 characters'),
      ),
    }),
    response: z.object({ data: z.array(beaconItem) }),
  },
  ...crudSchemas({
    noun: 'beacon',
    item: beaconItem,
    forms: beaconForms,
    messages: BEACON_MESSAGES,
    pageSize: BEACONS_PAGE_SIZE,
    summaries: {
      fetch: 'Beacons, paged (size 10)',
      edit: "Update a beacon ('Successfully updated beacon!'); restaurants it is attached to follow",
      delete: "Delete a beacon ('Successfully deleted beacon!'); restaurants it was attached to lose it",
    },
  }),
};
