/** The plain values of geo push that both sides read: page size, map constants and messages. */
import { crudNotices } from '../notices';

export const GEO_PAGE_SIZE = 25;
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
