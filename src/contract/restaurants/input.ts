/**
 * What the restaurant form sends (POST /restaurant/add, PUT /restaurant/edit). Fields are in two groups: those
 * restaurant staff may change on their own restaurant, and those only platform admins may set (the spec's
 * roles and permissions: staff do not see them, and the server refuses them from staff).
 */
import * as z from 'zod/mini';
import { availability } from '../availability';
import { imageUrl, objectId, requiredText, text } from '../common';
import { isIsoDate } from '../dates';
import { translationFields } from '../translation';
import {
  CURRENCIES,
  CUSTOMER_TYPES,
  ORIGIN_LANGUAGES,
  RESTAURANT_GALLERY_MAX,
  RESTAURANT_MESSAGES,
  WEEKLY_REPORT_SCHEDULES,
} from './constants';
import { currency } from './currency';

const PRIVATE_USERS_MAX = 1000;

const onOff = (label: string) => z.boolean({ error: `${label} must be on or off` });
const color = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .check(z.trim(), z.regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, `${label} must be a colour like #1c7ed6`));
const amount = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .check(z.gte(0, `${label} cannot be negative`), z.lte(max, `${label} must be at most ${max}`));
const seconds = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .check(
      z.int(`${label} must be a whole number of seconds`),
      z.gte(min, `${label} must be between ${min} and ${max} seconds`),
      z.lte(max, `${label} must be between ${min} and ${max} seconds`),
    );
const link = (label: string) =>
  text(label, 2000).check(z.refine((s) => s === '' || /^https?:\/\//i.test(s), `${label} must be an http(s) address`));

const longitude = z
  .number({ error: 'Longitude must be a number' })
  .check(z.gte(-180, 'Longitude must be between -180 and 180'), z.lte(180, 'Longitude must be between -180 and 180'));
const latitude = z
  .number({ error: 'Latitude must be a number' })
  .check(z.gte(-90, 'Latitude must be between -90 and 90'), z.lte(90, 'Latitude must be between -90 and 90'));

/** A picked customer, as the user type-ahead gives it. */
const pickedUser = z.object({ _id: objectId, Email: text('Email', 254) });

/** The beacon attached to a restaurant (one of /beacon/search's answers). */
const attachedBeacon = z.object({
  Name: text('Beacon name', 100),
  UUID: text('Beacon UUID', 36),
  Radius: z
    .number({ error: 'Beacon radius must be a number' })
    .check(z.int('Beacon radius must be whole meters'), z.gte(1), z.lte(10_000)),
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
    .check(z.maxLength(RESTAURANT_GALLERY_MAX, `At most ${RESTAURANT_GALLERY_MAX} gallery images`)),
  availability,
  /** [longitude, latitude]; null when not placed on the map. (A union, so that a value of the wrong shape is named as `location`.) */
  location: z.union([z.tuple([longitude, latitude]), z.null()], {
    error: 'Location must be [longitude, latitude] or null',
  }),
  isdinein: onOff('Dine-in'),
  istakeout: onOff('Take-out'),
  iscallawaiter: onOff('Call a waiter'),
  callawaiterrenotifyseconds: seconds('Notify again after', 15, 3600),
  kitchenwatchdogseconds: seconds('Print unacknowledged orders after', 15, 3600),
  smsenabled: onOff('SMS'),
  smsenabledapp: onOff('App SMS'),
  ismenubuyable: onOff('Menu buyable'),
  allowAdvanceOrder: onOff('Advance orders'),
  primarycolor: color('Primary colour'),
  secondarycolor: color('Secondary colour'),
  textcolor: color('Text colour'),
  weeklyreportschedule: z.enum(WEEKLY_REPORT_SCHEDULES, { error: 'Weekly report must be a weekday or none' }),
  currency: currency.check(
    z.refine((c) => c.code in CURRENCIES, { message: 'Currency must be DKK or NOK', path: ['code'] }),
  ),
  discountenabled: onOff('Discount'),
  discount: amount('Discount', 100),
  /** Without the shared schema's default: an edit that leaves translations out keeps them. */
  translation: translationFields,
  /** The Danish CVR number printed on invoices (8 digits, or empty). */
  cvr: z
    .string({ error: 'CVR number must be text' })
    .check(z.trim(), z.regex(/^(\d{8})?$/, 'CVR number must be 8 digits')),
};

/** Fields only platform admins may set (the spec's roles and permissions). */
export const adminOnlyFields = {
  surveyenabled: onOff('Survey'),
  surveylookupdate: z.nullable(
    z
      .string({ error: 'Survey lookup date must be text' })
      .check(z.refine(isIsoDate, 'Survey lookup date must be a date (YYYY-MM-DD)')),
  ),
  surveyminrating: z
    .number({ error: 'Survey minimum rating must be a number' })
    .check(
      z.int('Survey minimum rating must be a whole number'),
      z.gte(1, 'Survey minimum rating must be 1 to 5'),
      z.lte(5, 'Survey minimum rating must be 1 to 5'),
    ),
  surveydelay: z
    .number({ error: 'Survey delay must be a number' })
    .check(
      z.int('Survey delay must be a whole number of minutes'),
      z.gte(0, 'Survey delay must be between 0 and 10080 minutes'),
      z.lte(10080, 'Survey delay must be between 0 and 10080 minutes'),
    ),
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
  customertype: z.nullable(
    z.enum(CUSTOMER_TYPES, { error: 'Customer type must be Subscription customer or Percentage cut customer' }),
  ),
  originlang: z.enum(ORIGIN_LANGUAGES, { error: 'Language must be en, da, no, zh or sr-Latn' }),
  servicefee: amount('Service fee', 100),
  isprivate: onOff('Private restaurant'),
  privateusers: z
    .array(pickedUser, { error: 'Private users must be a list' })
    .check(z.maxLength(PRIVATE_USERS_MAX, `At most ${PRIVATE_USERS_MAX} private users`)),
};

export type AdminOnlyField = keyof typeof adminOnlyFields;
/** The settings restaurant staff neither see nor may send. */
export const STAFF_HIDDEN_FIELDS = Object.keys(adminOnlyFields) as AdminOnlyField[];

/** A private restaurant names who may see it. */
const refinePrivate = () =>
  z.superRefine((r: { isprivate?: boolean; privateusers?: unknown[] }, ctx) => {
    if (r.isprivate && r.privateusers && r.privateusers.length === 0)
      ctx.addIssue({ code: 'custom', path: ['privateusers'], message: RESTAURANT_MESSAGES.noPrivateUsers });
  });

const s = staffFields;
const a = adminOnlyFields;

/** Creating: name and address required; the rest has the spec's creation defaults. */
export const restaurantCreate = z
  .object({
    name: s.name,
    address: s.address,
    description: z._default(s.description, ''),
    coverimage: z._default(s.coverimage, ''),
    menuplaceholder: z._default(s.menuplaceholder, ''),
    galleryimages: z._default(s.galleryimages, []),
    availability: z.optional(s.availability),
    location: z._default(s.location, null),
    isdinein: z._default(s.isdinein, true),
    istakeout: z._default(s.istakeout, true),
    iscallawaiter: z._default(s.iscallawaiter, true),
    callawaiterrenotifyseconds: z._default(s.callawaiterrenotifyseconds, 60),
    kitchenwatchdogseconds: z._default(s.kitchenwatchdogseconds, 45),
    smsenabled: z._default(s.smsenabled, true),
    smsenabledapp: z._default(s.smsenabledapp, false),
    ismenubuyable: z._default(s.ismenubuyable, true),
    allowAdvanceOrder: z._default(s.allowAdvanceOrder, false),
    primarycolor: z._default(s.primarycolor, '#1c7ed6'),
    secondarycolor: z._default(s.secondarycolor, '#f08c00'),
    textcolor: z._default(s.textcolor, '#ffffff'),
    weeklyreportschedule: z._default(s.weeklyreportschedule, 'none'),
    currency: z._default(s.currency, CURRENCIES.DKK),
    discountenabled: z._default(s.discountenabled, false),
    discount: z._default(s.discount, 0),
    translation: z._default(s.translation, {}),
    cvr: z._default(s.cvr, ''),
    surveyenabled: z._default(a.surveyenabled, false),
    surveylookupdate: z._default(a.surveylookupdate, null),
    surveyminrating: z._default(a.surveyminrating, 4),
    surveydelay: z._default(a.surveydelay, 60),
    surveylinkshow: z._default(a.surveylinkshow, false),
    surveylinks: z._default(a.surveylinks, { google: '', tripadvisor: '', trustpilot: '' }),
    ispoolingenabled: z._default(a.ispoolingenabled, false),
    onlineposdkenabled: z._default(a.onlineposdkenabled, false),
    onlineposdktoken: z._default(a.onlineposdktoken, ''),
    onlineposdkfirmid: z._default(a.onlineposdkfirmid, ''),
    disablesendingtoonlinepos: z._default(a.disablesendingtoonlinepos, false),
    autoaccept: z._default(a.autoaccept, false),
    bagtakeaway: z._default(a.bagtakeaway, false),
    bagtakeawayprice: z._default(a.bagtakeawayprice, 0),
    hasdeliveryfee: z._default(a.hasdeliveryfee, false),
    deliveryfee: z._default(a.deliveryfee, 0),
    hasparktable: z._default(a.hasparktable, false),
    asktakeawayroom: z._default(a.asktakeawayroom, false),
    isvippsenabled: z._default(a.isvippsenabled, false),
    ismobilepayenabled: z._default(a.ismobilepayenabled, false),
    beacon: z._default(a.beacon, null),
    customertype: z._default(a.customertype, null),
    originlang: z._default(a.originlang, 'da'),
    servicefee: z._default(a.servicefee, 0),
    isprivate: z._default(a.isprivate, false),
    privateusers: z._default(a.privateusers, []),
  })
  .check(refinePrivate());
export type RestaurantCreate = z.output<typeof restaurantCreate>;

/** Editing by id: what is sent changes, what is left out stays. Staff sending an admin-only field are refused (403). */
export const restaurantEditBody = z
  .required(z.partial(z.object({ id: objectId, ...staffFields, ...adminOnlyFields })), { id: true })
  .check(refinePrivate());
export type RestaurantEditBody = z.output<typeof restaurantEditBody>;

/** The restaurants to migrate (the web checks it before sending). */
export const restaurantMigrateBody = z.object({
  restaurants: z
    .array(objectId, { error: RESTAURANT_MESSAGES.selectRestaurant })
    .check(z.minLength(1, RESTAURANT_MESSAGES.selectRestaurant), z.maxLength(500, 'At most 500 restaurants at a time')),
});
