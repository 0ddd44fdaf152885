/** A restaurant as the API answers it: whole (the spec's Restaurant entity), and as the list shows it. */
import * as z from 'zod/mini';
import { availability } from '../availability';
import { DEAL_STATUSES } from '../deals/routes';
import { translation } from '../translation';
import { CUSTOMER_TYPES, ORIGIN_LANGUAGES, WEEKLY_REPORT_SCHEDULES } from './constants';
import { currency } from './currency';

export { currency } from './currency';
export type { Currency } from './currency';

const beacon = z.object({ Name: z.string(), UUID: z.string(), Radius: z.number() });

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
  beacon: z.nullable(beacon),
  translation,
  /** [longitude, latitude] */
  location: z.nullable(z.tuple([z.number(), z.number()])),
  timezone: z.string(),
  isdinein: z.boolean(),
  istakeout: z.boolean(),
  availability,
  /** Who may see a private restaurant (registered customers). */
  privateusers: z.array(z.object({ _id: z.string(), Email: z.string() })),
  isprivate: z.boolean(),
  customertype: z.nullable(z.enum(CUSTOMER_TYPES)),
  originlang: z.enum(ORIGIN_LANGUAGES),
  servicefee: z.number(),
  allowAdvanceOrder: z.boolean(),
  iscallawaiter: z.boolean(),
  callawaiterrenotifyseconds: z.number(),
  kitchenwatchdogseconds: z.number(),
  smsenabled: z.boolean(),
  smsenabledapp: z.boolean(),
  ismenubuyable: z.boolean(),
  surveyenabled: z.boolean(),
  surveylookupdate: z.nullable(z.string()),
  surveyminrating: z.number(),
  surveydelay: z.number(),
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

/** A restaurant as the list shows it (spec: Name, Address, Description, CoverImage, Deal list, AutomatedPushEnabled, routed flag). */
export const restaurantListItem = z.object({
  _id: z.string(),
  Name: z.string(),
  Address: z.string(),
  Description: z.string(),
  CoverImage: z.string(),
  /** The restaurant's deals; a deal entry opens /deals?id={_id}&status={Status}. */
  Deals: z.array(z.object({ _id: z.string(), Name: z.string(), Status: z.enum(DEAL_STATUSES) })),
  AutomatedPushEnabled: z.boolean(),
  routed: z.boolean(),
});
export type RestaurantListItem = z.infer<typeof restaurantListItem>;
