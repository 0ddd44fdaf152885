import { boolean, doublePrecision, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import type { Availability } from '../../../contract/availability';
import type { Currency } from '../../../contract/restaurants/schemas';
import { DEFAULT_STAFF_PERMISSIONS, type StaffPermissions } from '../../../contract/roles';
import { createdAt, idColumn, updatedAt } from './columns';

/** Every field of the spec's Restaurant entity. Money (bag, delivery fee) in minor units. */
export const restaurants = pgTable('restaurants', {
  id: idColumn(),
  name: text('name').notNull(),
  address: text('address').notNull().default(''),
  description: text('description').notNull().default(''),
  coverimage: text('coverimage').notNull().default(''),
  galleryimages: jsonb('galleryimages').$type<string[]>().notNull().default([]),
  openhours: text('openhours').notNull().default(''),
  move: boolean('move').notNull().default(false),
  icon: text('icon').notNull().default(''),
  menuplaceholder: text('menuplaceholder').notNull().default(''),
  beacon: jsonb('beacon').$type<{ Name: string; UUID: string; Radius: number } | null>(),
  translation: jsonb('translation').$type<Record<string, Record<string, string>>>().notNull().default({}),
  longitude: doublePrecision('longitude'),
  latitude: doublePrecision('latitude'),
  timezone: text('timezone').notNull().default('Europe/Copenhagen'),
  isdinein: boolean('isdinein').notNull().default(true),
  istakeout: boolean('istakeout').notNull().default(true),
  availability: jsonb('availability').$type<Availability>().notNull(),
  privateusers: jsonb('privateusers').$type<string[]>().notNull().default([]),
  isprivate: boolean('isprivate').notNull().default(false),
  customertype: text('customertype'),
  originlang: text('originlang').notNull().default('da'),
  servicefee: doublePrecision('servicefee').notNull().default(0),
  allowAdvanceOrder: boolean('allow_advance_order').notNull().default(false),
  iscallawaiter: boolean('iscallawaiter').notNull().default(true),
  /** Seconds an open call-a-waiter request waits before the waiters are notified again; twice that, the admins. */
  callawaiterrenotifyseconds: integer('callawaiterrenotifyseconds').notNull().default(60),
  /** Seconds a new order may wait unaccepted before its tickets print on their own and the admins are told. */
  kitchenwatchdogseconds: integer('kitchenwatchdogseconds').notNull().default(45),
  smsenabled: boolean('smsenabled').notNull().default(true),
  smsenabledapp: boolean('smsenabledapp').notNull().default(false),
  ismenubuyable: boolean('ismenubuyable').notNull().default(true),
  surveyenabled: boolean('surveyenabled').notNull().default(false),
  surveylookupdate: text('surveylookupdate'),
  surveyminrating: integer('surveyminrating').notNull().default(4),
  /** Minutes after an order is completed before its customer may rate it (POST /mobile/rating). */
  surveydelay: integer('surveydelay').notNull().default(60),
  surveylinkshow: boolean('surveylinkshow').notNull().default(false),
  surveylinks: jsonb('surveylinks')
    .$type<{ google: string; tripadvisor: string; trustpilot: string }>()
    .notNull()
    .default({ google: '', tripadvisor: '', trustpilot: '' }),
  ispoolingenabled: boolean('ispoolingenabled').notNull().default(false),
  onlineposdkenabled: boolean('onlineposdkenabled').notNull().default(false),
  onlineposdktoken: text('onlineposdktoken').notNull().default(''),
  onlineposdkfirmid: text('onlineposdkfirmid').notNull().default(''),
  disablesendingtoonlinepos: boolean('disablesendingtoonlinepos').notNull().default(false),
  autoaccept: boolean('autoaccept').notNull().default(false),
  bagtakeaway: boolean('bagtakeaway').notNull().default(false),
  bagtakeawayprice: integer('bagtakeawayprice_minor').notNull().default(0),
  hasdeliveryfee: boolean('hasdeliveryfee').notNull().default(false),
  deliveryfee: integer('deliveryfee_minor').notNull().default(0),
  hasparktable: boolean('hasparktable').notNull().default(false),
  asktakeawayroom: boolean('asktakeawayroom').notNull().default(false),
  isvippsenabled: boolean('isvippsenabled').notNull().default(false),
  ismobilepayenabled: boolean('ismobilepayenabled').notNull().default(false),
  primarycolor: varchar('primarycolor', { length: 32 }).notNull().default('#1c7ed6'),
  secondarycolor: varchar('secondarycolor', { length: 32 }).notNull().default('#f08c00'),
  textcolor: varchar('textcolor', { length: 32 }).notNull().default('#ffffff'),
  weeklyreportschedule: text('weeklyreportschedule').notNull().default('none'),
  discountenabled: boolean('discountenabled').notNull().default(false),
  discount: doublePrecision('discount').notNull().default(0),
  currency: jsonb('currency').$type<Currency>().notNull(),
  routed: boolean('routed').notNull().default(false),
  automatedpushenabled: boolean('automatedpushenabled').notNull().default(false),
  /** The Danish business registration number (CVR) printed on invoices. */
  cvr: text('cvr').notNull().default(''),
  /** What the restaurant's users (RestaurantUser) may do beyond orders, call-a-waiter and the kitchen. */
  staffPermissions: jsonb('staff_permissions').$type<StaffPermissions>().notNull().default(DEFAULT_STAFF_PERMISSIONS),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
