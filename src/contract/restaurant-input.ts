/**
 * What the restaurant form sends (POST /restaurant/add, PUT /restaurant/edit). Fields are in two groups: those
 * restaurant staff may change on their own restaurant, and those only platform admins may set (the spec's
 * roles and permissions: staff do not see them, and the server refuses them from staff).
 */
import { z } from 'zod';
import { availability } from './availability-classic';
import { objectId, requiredText } from './common-classic';
import { isIsoDate } from './dates';
import { imageUrl } from './common-classic';
import { currency, CURRENCIES, CUSTOMER_TYPES, ORIGIN_LANGUAGES, WEEKLY_REPORT_SCHEDULES } from './restaurant';
import { translationInput } from './translation-classic';

export const RESTAURANT_GALLERY_MAX = 20;
const PRIVATE_USERS_MAX = 1000;

export const RESTAURANT_MESSAGES = {
  created: 'Successfully created restaurant!',
  updated: 'Successfully updated restaurant!',
  deleted: 'Successfully Deleted restaurant!',
  notFound: 'Restaurant not found',
  staffField: 'Only platform admins can change this setting',
  unknownBeacon: 'This beacon does not exist any more: please choose again',
  unknownUser: 'A selected user no longer exists: please choose again',
  noPrivateUsers: 'Please select at least one user for a private restaurant',
  selectRestaurant: 'Please select restaurant',
  migrationStarted: 'Processing migration may take few minutes to reflect.',
  migrationNotConfigured:
    'Migration to production is not configured on this server (MIGRATION_TARGET_URL is not set). Nothing was migrated.',
  routedOn: 'Routed printing is on',
  routedOff: 'Routed printing is off',
  automatedPushOn: 'Automated push enabled',
  automatedPushOff: 'Automated push disabled',
} as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
const onOff = (label: string) => z.boolean({ error: `${label} must be on or off` });
const color = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, `${label} must be a colour like #1c7ed6`);
const amount = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max}`);
const link = (label: string) =>
  text(label, 2000).refine((s) => s === '' || /^https?:\/\//i.test(s), `${label} must be an http(s) address`);

const longitude = z
  .number({ error: 'Longitude must be a number' })
  .min(-180, 'Longitude must be between -180 and 180')
  .max(180, 'Longitude must be between -180 and 180');
const latitude = z
  .number({ error: 'Latitude must be a number' })
  .min(-90, 'Latitude must be between -90 and 90')
  .max(90, 'Latitude must be between -90 and 90');

/** A picked customer, as the user type-ahead gives it. */
const pickedUser = z.object({ _id: objectId, Email: text('Email', 254) });

/** The beacon attached to a restaurant (one of /beacon/search's answers). */
const attachedBeacon = z.object({
  Name: text('Beacon name', 100),
  UUID: text('Beacon UUID', 36),
  Radius: z
    .number({ error: 'Beacon radius must be a number' })
    .int('Beacon radius must be whole meters')
    .min(1)
    .max(10_000),
});

/** Fields restaurant staff may change on their own restaurant. */
export const staffFields = {
  name: requiredText('Name', 200),
  address: requiredText('Address', 500),
  description: text('Description', 5000),
  coverimage: imageUrl('Cover image'),
  menuplaceholder: imageUrl('Default menu image'),
  galleryimages: z
    .array(imageUrl('Gallery image'), { error: 'Gallery must be a list of images' })
    .max(RESTAURANT_GALLERY_MAX, `At most ${RESTAURANT_GALLERY_MAX} gallery images`),
  availability,
  /** [longitude, latitude]; null when not placed on the map. (A union, so that a value of the wrong shape is named as `location`.) */
  location: z.union([z.tuple([longitude, latitude]), z.null()], {
    error: 'Location must be [longitude, latitude] or null',
  }),
  isdinein: onOff('Dine-in'),
  istakeout: onOff('Take-out'),
  iscallawaiter: onOff('Call a waiter'),
  smsenabled: onOff('SMS'),
  smsenabledapp: onOff('App SMS'),
  ismenubuyable: onOff('Menu buyable'),
  allowAdvanceOrder: onOff('Advance orders'),
  primarycolor: color('Primary colour'),
  secondarycolor: color('Secondary colour'),
  textcolor: color('Text colour'),
  weeklyreportschedule: z.enum(WEEKLY_REPORT_SCHEDULES, { error: 'Weekly report must be a weekday or none' }),
  currency: currency.refine((c) => c.code in CURRENCIES, { message: 'Currency must be DKK or NOK', path: ['code'] }),
  discountenabled: onOff('Discount'),
  discount: amount('Discount', 100),
  /** Without the shared schema's default: an edit that leaves translations out keeps them. */
  translation: translationInput.unwrap(),
  /** The Danish CVR number printed on invoices (8 digits, or empty). */
  cvr: z
    .string({ error: 'CVR number must be text' })
    .trim()
    .regex(/^(\d{8})?$/, 'CVR number must be 8 digits'),
};

/** Fields only platform admins may set (the spec's roles and permissions). */
export const adminOnlyFields = {
  surveyenabled: onOff('Survey'),
  surveylookupdate: z
    .string({ error: 'Survey lookup date must be text' })
    .refine(isIsoDate, 'Survey lookup date must be a date (YYYY-MM-DD)')
    .nullable(),
  surveyminrating: z
    .number({ error: 'Survey minimum rating must be a number' })
    .int('Survey minimum rating must be a whole number')
    .min(1, 'Survey minimum rating must be 1 to 5')
    .max(5, 'Survey minimum rating must be 1 to 5'),
  surveylinkshow: onOff('Survey link show'),
  surveylinks: z.object({
    google: link('Google review link'),
    tripadvisor: link('Tripadvisor link'),
    trustpilot: link('Trustpilot link'),
  }),
  ispoolingenabled: onOff('Pooling'),
  onlineposdkenabled: onOff('Online POS DK'),
  onlineposdktoken: text('Online POS DK token', 500),
  onlineposdkfirmid: text('Online POS DK firm id', 100),
  disablesendingtoonlinepos: onOff('Disable online POS'),
  autoaccept: onOff('Auto accept'),
  bagtakeaway: onOff('Bag takeaway'),
  bagtakeawayprice: amount('Bag price', 10_000),
  hasdeliveryfee: onOff('Delivery fee'),
  deliveryfee: amount('Delivery fee', 10_000),
  hasparktable: onOff('Park table'),
  asktakeawayroom: onOff('Take away room'),
  isvippsenabled: onOff('VIPPS'),
  ismobilepayenabled: onOff('MobilePay'),
  beacon: z.union([attachedBeacon, z.null()], {
    error: 'Beacon must be one of the beacons (Name, UUID, Radius) or null',
  }),
  customertype: z
    .enum(CUSTOMER_TYPES, { error: 'Customer type must be Subscription customer or Percentage cut customer' })
    .nullable(),
  originlang: z.enum(ORIGIN_LANGUAGES, { error: 'Language must be en, da, no, zh or sr-Latn' }),
  servicefee: amount('Service fee', 100),
  isprivate: onOff('Private restaurant'),
  privateusers: z
    .array(pickedUser, { error: 'Private users must be a list' })
    .max(PRIVATE_USERS_MAX, `At most ${PRIVATE_USERS_MAX} private users`),
};

export type AdminOnlyField = keyof typeof adminOnlyFields;
/** The settings restaurant staff neither see nor may send. */
export const STAFF_HIDDEN_FIELDS = Object.keys(adminOnlyFields) as AdminOnlyField[];

/** A private restaurant names who may see it. */
function refinePrivate(r: { isprivate?: boolean; privateusers?: unknown[] }, ctx: z.RefinementCtx) {
  if (r.isprivate && r.privateusers && r.privateusers.length === 0)
    ctx.addIssue({ code: 'custom', path: ['privateusers'], message: RESTAURANT_MESSAGES.noPrivateUsers });
}

/** Creating: name and address required; the rest has the spec's creation defaults. */
export const restaurantCreate = z
  .object({
    name: staffFields.name,
    address: staffFields.address,
    description: staffFields.description.default(''),
    coverimage: staffFields.coverimage.default(''),
    menuplaceholder: staffFields.menuplaceholder.default(''),
    galleryimages: staffFields.galleryimages.default([]),
    availability: staffFields.availability.optional(),
    location: staffFields.location.default(null),
    isdinein: staffFields.isdinein.default(true),
    istakeout: staffFields.istakeout.default(true),
    iscallawaiter: staffFields.iscallawaiter.default(true),
    smsenabled: staffFields.smsenabled.default(true),
    smsenabledapp: staffFields.smsenabledapp.default(false),
    ismenubuyable: staffFields.ismenubuyable.default(true),
    allowAdvanceOrder: staffFields.allowAdvanceOrder.default(false),
    primarycolor: staffFields.primarycolor.default('#1c7ed6'),
    secondarycolor: staffFields.secondarycolor.default('#f08c00'),
    textcolor: staffFields.textcolor.default('#ffffff'),
    weeklyreportschedule: staffFields.weeklyreportschedule.default('none'),
    currency: staffFields.currency.default(CURRENCIES.DKK),
    discountenabled: staffFields.discountenabled.default(false),
    discount: staffFields.discount.default(0),
    translation: staffFields.translation.default({}),
    cvr: staffFields.cvr.default(''),
    surveyenabled: adminOnlyFields.surveyenabled.default(false),
    surveylookupdate: adminOnlyFields.surveylookupdate.default(null),
    surveyminrating: adminOnlyFields.surveyminrating.default(4),
    surveylinkshow: adminOnlyFields.surveylinkshow.default(false),
    surveylinks: adminOnlyFields.surveylinks.default({ google: '', tripadvisor: '', trustpilot: '' }),
    ispoolingenabled: adminOnlyFields.ispoolingenabled.default(false),
    onlineposdkenabled: adminOnlyFields.onlineposdkenabled.default(false),
    onlineposdktoken: adminOnlyFields.onlineposdktoken.default(''),
    onlineposdkfirmid: adminOnlyFields.onlineposdkfirmid.default(''),
    disablesendingtoonlinepos: adminOnlyFields.disablesendingtoonlinepos.default(false),
    autoaccept: adminOnlyFields.autoaccept.default(false),
    bagtakeaway: adminOnlyFields.bagtakeaway.default(false),
    bagtakeawayprice: adminOnlyFields.bagtakeawayprice.default(0),
    hasdeliveryfee: adminOnlyFields.hasdeliveryfee.default(false),
    deliveryfee: adminOnlyFields.deliveryfee.default(0),
    hasparktable: adminOnlyFields.hasparktable.default(false),
    asktakeawayroom: adminOnlyFields.asktakeawayroom.default(false),
    isvippsenabled: adminOnlyFields.isvippsenabled.default(false),
    ismobilepayenabled: adminOnlyFields.ismobilepayenabled.default(false),
    beacon: adminOnlyFields.beacon.default(null),
    customertype: adminOnlyFields.customertype.default(null),
    originlang: adminOnlyFields.originlang.default('da'),
    servicefee: adminOnlyFields.servicefee.default(0),
    isprivate: adminOnlyFields.isprivate.default(false),
    privateusers: adminOnlyFields.privateusers.default([]),
  })
  .superRefine(refinePrivate);
export type RestaurantCreate = z.output<typeof restaurantCreate>;

/** Editing by id: what is sent changes, what is left out stays. Staff sending an admin-only field are refused (403). */
export const restaurantEditBody = z
  .object({ id: objectId, ...staffFields, ...adminOnlyFields })
  .partial()
  .required({ id: true })
  .superRefine(refinePrivate);
export type RestaurantEditBody = z.output<typeof restaurantEditBody>;
