import { z } from 'zod';
import { availability } from './availability-classic';
import { objectId } from './common-classic';
import { endpoint } from './endpoint';
import { ALL_ROLES } from './roles';

export const currency = z.object({
  symbol: z.string().max(10),
  name: z.string().max(60),
  symbol_native: z.string().max(10),
  decimal_digits: z.number().int().min(0).max(4),
  rounding: z.number().min(0),
  code: z.string().length(3),
  name_plural: z.string().max(60),
});
export type Currency = z.infer<typeof currency>;

export const CURRENCIES: Record<'DKK' | 'NOK', Currency> = {
  DKK: {
    symbol: 'Dkr',
    name: 'Danish Krone',
    symbol_native: 'kr',
    decimal_digits: 2,
    rounding: 0,
    code: 'DKK',
    name_plural: 'Danish kroner',
  },
  NOK: {
    symbol: 'Nkr',
    name: 'Norwegian Krone',
    symbol_native: 'kr',
    decimal_digits: 2,
    rounding: 0,
    code: 'NOK',
    name_plural: 'Norwegian kroner',
  },
};

export const CUSTOMER_TYPES = ['Subscription customer', 'Percentage cut customer'] as const;
export const ORIGIN_LANGUAGES = ['en', 'da', 'no', 'zh', 'sr-Latn'] as const;
export const WEEKLY_REPORT_SCHEDULES = [
  'none',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

const beacon = z.object({ Name: z.string(), UUID: z.string(), Radius: z.number() });
/** Text per language code (en, da, de, no, zh, sr, sr-Latn), per translated field. */
export const translation = z.record(z.string(), z.record(z.string(), z.string()));

/** A restaurant with every field of the spec's Restaurant entity (the spec's entities). */
export const restaurant = z.object({
  _id: z.string(),
  name: z.string(),
  address: z.string(),
  description: z.string(),
  coverimage: z.string(),
  galleryimages: z.array(z.string()),
  openhours: z.string(),
  move: z.boolean(),
  icon: z.string(),
  menuplaceholder: z.string(),
  beacon: beacon.nullable(),
  translation,
  /** [longitude, latitude] */
  location: z.tuple([z.number(), z.number()]).nullable(),
  timezone: z.string(),
  isdinein: z.boolean(),
  istakeout: z.boolean(),
  availability,
  /** Who may see a private restaurant (registered customers). */
  privateusers: z.array(z.object({ _id: z.string(), Email: z.string() })),
  isprivate: z.boolean(),
  customertype: z.enum(CUSTOMER_TYPES).nullable(),
  originlang: z.enum(ORIGIN_LANGUAGES),
  servicefee: z.number(),
  allowAdvanceOrder: z.boolean(),
  iscallawaiter: z.boolean(),
  smsenabled: z.boolean(),
  smsenabledapp: z.boolean(),
  ismenubuyable: z.boolean(),
  surveyenabled: z.boolean(),
  surveylookupdate: z.string().nullable(),
  surveyminrating: z.number(),
  surveylinkshow: z.boolean(),
  surveylinks: z.object({ google: z.string(), tripadvisor: z.string(), trustpilot: z.string() }),
  ispoolingenabled: z.boolean(),
  onlineposdkenabled: z.boolean(),
  onlineposdktoken: z.string(),
  onlineposdkfirmid: z.string(),
  disablesendingtoonlinepos: z.boolean(),
  autoaccept: z.boolean(),
  bagtakeaway: z.boolean(),
  bagtakeawayprice: z.number(),
  hasdeliveryfee: z.boolean(),
  deliveryfee: z.number(),
  hasparktable: z.boolean(),
  asktakeawayroom: z.boolean(),
  isvippsenabled: z.boolean(),
  ismobilepayenabled: z.boolean(),
  primarycolor: z.string(),
  secondarycolor: z.string(),
  textcolor: z.string(),
  weeklyreportschedule: z.enum(WEEKLY_REPORT_SCHEDULES),
  discountenabled: z.boolean(),
  discount: z.number(),
  currency,
  routed: z.boolean(),
  automatedpushenabled: z.boolean(),
  /** The Danish CVR number ('' when not given). */
  cvr: z.string(),
});
export type Restaurant = z.infer<typeof restaurant>;

export const fetchSpecificRestaurant = endpoint({
  method: 'POST',
  path: '/mobile/restaurant/fetchspecific',
  tag: 'Restaurants',
  summary: 'One restaurant with all its details',
  auth: ALL_ROLES,
  restaurantScope: { in: 'body', key: 'id' },
  body: z.object({ id: objectId, fromWeb: z.boolean().optional() }),
  response: z.object({ data: restaurant }),
});
