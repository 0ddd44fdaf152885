/** Printers, print layouts and POS devices (the spec's Printers, POS Devices modals and the /restaurant-routing page). */
import { z } from 'zod';
import { messageAnswer, objectId, requiredText } from '../common-classic';
import { endpoint } from '../endpoint';
import { ALL_ROLES } from '../roles';
import { CONFIG_EDITORS, PRINTING_TAG as TAG } from './shared';

export const PRINTER_LANGUAGES = ['en', 'da', 'zh'] as const;
export const PRINTER_STATUSES = ['active', 'inactive'] as const;
/** A printer that has not polled for this long shows offline. */
export const PRINTER_OFFLINE_AFTER_MS = 60_000;
/** The CloudPRNT address under the API (`PUBLIC_URL` + `/api` + this is what a printer polls). */
export const CLOUDPRNT_PATH = '/cloudprnt';

/**
 * What a printer's CloudPRNT connection says, from its polls (Star's printer status codes: 2xx online, 211 paper low,
 * 410 out of paper, 411 paper jam, 42x cover open, other 4xx a printer error) and from the requests the server refused.
 */
export const PRINTER_STATES = [
  'ready',
  'paperLow',
  'paperOut',
  'paperJam',
  'coverOpen',
  'printerError',
  'offline',
  'neverConnected',
  'signInFailed',
  'wrongMac',
] as const;
export type PrinterState = (typeof PRINTER_STATES)[number];

/** The state's words in the Printers list and on the kitchen's banner. */
export const PRINTER_STATE_LABELS: Record<PrinterState, string> = {
  ready: 'Online',
  paperLow: 'Paper low',
  paperOut: 'Paper out',
  paperJam: 'Paper jam',
  coverOpen: 'Cover open',
  printerError: 'Printer error',
  offline: 'Offline',
  neverConnected: 'Never connected',
  signInFailed: 'Sign-in failed',
  wrongMac: 'Wrong MAC address',
};

/** States in which the printer cannot print (paper low still prints). */
export const PRINTER_STOPPED_STATES: readonly PrinterState[] = [
  'paperOut',
  'paperJam',
  'coverOpen',
  'printerError',
  'offline',
  'signInFailed',
  'wrongMac',
];

/** A kitchen ticket the printer could not print (CloudPRNT DELETE with an error code); it is not offered again. */
export const failedJobItem = z.object({
  _id: z.string(),
  order: z.object({ _id: z.string(), OrderId: z.number().int(), refNo: z.string() }),
  /** The printer's code, e.g. '511 Media decoding error'. */
  code: z.string(),
  /** When it failed (ISO). */
  at: z.string(),
});
export type FailedJobItem = z.infer<typeof failedJobItem>;

export const printerItem = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  /** The printer's MAC address as it sends it to CloudPRNT. */
  serial: z.string(),
  langguage: z.enum(PRINTER_LANGUAGES),
  status: z.enum(PRINTER_STATUSES),
  isDefault: z.boolean(),
  /** Polled CloudPRNT (signed in) within the last minute. */
  online: z.boolean(),
  /** Its last signed-in CloudPRNT poll (ISO), null when it never polled. */
  lastSeen: z.string().nullable(),
  /** What its connection says: paper out, cover open, offline, sign-in failed … */
  state: z.enum(PRINTER_STATES),
  /** The Star status code of its last poll, e.g. '410 Out of paper'; null before its first poll. */
  statusCode: z.string().nullable(),
  /** The MAC address the printer reports, when it is not the serial (state wrongMac); else null. */
  reportedMac: z.string().nullable(),
  /** Tickets of orders still in the kitchen (pending or confirmed) that it could not print, oldest first. */
  failedJobs: z.array(failedJobItem),
});
export type PrinterItem = z.infer<typeof printerItem>;

/** What to enter in the printer's CloudPRNT settings; the password is shown in this answer only. */
export const printerCredentials = z.object({
  /** The Server URL: the server's public address + /api/cloudprnt. */
  url: z.string(),
  /** HTTP Basic user name: the printer's id. */
  username: z.string(),
  /** A random password (128 bits); the server keeps only its hash. */
  password: z.string(),
});
export type PrinterCredentials = z.infer<typeof printerCredentials>;

export const PRINTER_MESSAGES = {
  saved: 'Successfully updated printer!',
  deleted: 'Successfully Deleted printer!',
  empty: 'No printers yet',
  inLayout: 'Unable to delete printer. Printer currently use in layout.',
  inPos: 'Unable to delete printer. Printer currently use in POS Devices.',
  serialTaken: 'A printer with this serial already exists',
  notFound: 'Printer not found',
  passwordRegenerated: 'New CloudPRNT password generated',
  /** The add or regenerate answer replayed for a repeated Idempotency-Key: the password is not shown twice. */
  passwordShownOnce: 'The password was shown once; regenerate it to see a new one',
} as const;

const printerFields = {
  restaurant: objectId,
  name: requiredText('Name', 80),
  serial: requiredText('Serial', 40).transform((s) => s.toUpperCase()),
  langguage: z.enum(PRINTER_LANGUAGES, { error: 'Language must be en, da or zh' }).default('da'),
  status: z.enum(PRINTER_STATUSES, { error: 'Status must be active or inactive' }).default('active'),
  isDefault: z.boolean().default(false),
};
export const printerCreate = z.object(printerFields);
export const printerEditBody = z.object({ id: objectId, ...printerFields });

const savedPrinter = z.object({ Message: z.string(), data: printerItem });
/** A saved printer with its new CloudPRNT credentials (null when the answer is a replay: the password is shown once). */
const printerWithCredentials = savedPrinter.extend({ credentials: printerCredentials.nullable() });

export const printersFetch = endpoint({
  method: 'GET',
  path: '/restaurant/printer/fetch',
  tag: TAG,
  summary: "A restaurant's printers, with whether each is polling (online)",
  auth: ALL_ROLES,
  restaurantScope: { in: 'query', key: 'restaurant' },
  query: z.object({ restaurant: objectId }),
  response: z.object({ data: z.array(printerItem) }),
});

export const printerAdd = endpoint({
  method: 'POST',
  path: '/restaurant/printer/add',
  tag: TAG,
  summary: 'Add a printer; a new default printer takes the default from the others',
  description:
    'The answer carries the CloudPRNT credentials to enter in the printer (Server URL, user name = the printer id, password), once: only a hash of the password is kept.',
  auth: CONFIG_EDITORS,
  restaurantScope: { in: 'body', key: 'restaurant' },
  body: printerCreate,
  response: printerWithCredentials,
});

export const printerEdit = endpoint({
  method: 'PUT',
  path: '/restaurant/printer/edit',
  tag: TAG,
  summary: "Edit a printer ('Successfully updated printer!')",
  auth: CONFIG_EDITORS,
  restaurantScope: { in: 'body', key: 'restaurant' },
  body: printerEditBody,
  response: savedPrinter,
});

export const printerDelete = endpoint({
  method: 'DELETE',
  path: '/restaurant/printer/delete',
  tag: TAG,
  summary: 'Delete a printer; refused (409) while a layout or a POS device uses it',
  auth: CONFIG_EDITORS,
  restaurantScope: { in: 'query', key: 'restaurant' },
  query: z.object({ restaurant: objectId, id: objectId }),
  response: messageAnswer,
});

export const printerRegeneratePassword = endpoint({
  method: 'POST',
  path: '/restaurant/printer/regeneratepassword',
  tag: TAG,
  summary: 'Give a printer a new CloudPRNT password; the old one stops working at once (beyond the spec)',
  description:
    'The answer carries the credentials to enter in the printer (Server URL, user name = the printer id, password), once: only a hash of the password is kept.',
  auth: CONFIG_EDITORS,
  restaurantScope: { in: 'body', key: 'restaurant' },
  body: z.object({ restaurant: objectId, id: objectId }),
  response: printerWithCredentials,
});

// ---- Print layouts ----

export const layoutItem = z.object({
  _id: z.string(),
  LayoutName: z.string(),
  /** Printer serial. */
  DefaultPrinter: z.string(),
  /** Per category: the printer serial its lines go to ('' = the default printer). */
  Layout: z.array(z.object({ _id: z.string(), category: z.string(), printer: z.string() })),
  /** UIDs of the POS devices the layout is bound to. */
  pos: z.array(z.string()),
});
export type LayoutItem = z.infer<typeof layoutItem>;

export const LAYOUT_MESSAGES = {
  created: 'Successfully created layout!',
  updated: 'Successfully updated layout!',
  deleted: 'Successfully deleted layout!',
  routed: 'Successfully updated',
  nameRequired: 'Name is required',
  defaultPrinterRequired: 'Default printer is required',
  unknownPrinter: 'Choose one of the active printers of this restaurant',
  notFound: 'Layout not found',
  bindNotice: 'Layouts print only when bound to a POS device: bind them in POS Devices on the menu page.',
  empty: 'No layouts yet',
} as const;

const layoutFields = {
  restaurantid: objectId,
  layoutname: z
    .string({ error: LAYOUT_MESSAGES.nameRequired })
    .trim()
    .min(1, LAYOUT_MESSAGES.nameRequired)
    .max(80, 'Name must be at most 80 characters'),
  defaultprinter: z
    .string({ error: LAYOUT_MESSAGES.defaultPrinterRequired })
    .trim()
    .min(1, LAYOUT_MESSAGES.defaultPrinterRequired)
    .max(40)
    .transform((s) => s.toUpperCase()),
  layout: z
    .array(
      z.object({
        _id: objectId,
        category: z.string().max(200).default(''),
        printer: z
          .string()
          .trim()
          .max(40)
          .default('')
          .transform((s) => s.toUpperCase()),
      }),
    )
    .max(300)
    .default([]),
  /** UIDs of POS devices to bind the layout to. */
  pos: z.array(z.string().trim().min(1).max(80)).max(50).default([]),
};
export const layoutCreate = z.object(layoutFields);
export const layoutEditBody = z.object({ id: objectId, ...layoutFields });
const savedLayout = z.object({ Message: z.string(), data: layoutItem });

export const layoutsFetch = endpoint({
  method: 'GET',
  path: '/printlayout/fetch',
  tag: TAG,
  summary: "A restaurant's print layouts",
  auth: ALL_ROLES,
  restaurantScope: { in: 'query', key: 'restaurant' },
  query: z.object({ restaurant: objectId }),
  response: z.object({ data: z.array(layoutItem) }),
});

export const layoutCreateCall = endpoint({
  method: 'POST',
  path: '/printlayout/create',
  tag: TAG,
  summary:
    'Create a print layout (name and default printer required; printers must be active printers of the restaurant)',
  auth: CONFIG_EDITORS,
  restaurantScope: { in: 'body', key: 'restaurantid' },
  body: layoutCreate,
  response: savedLayout,
});

export const layoutEdit = endpoint({
  method: 'PUT',
  path: '/printlayout/edit',
  tag: TAG,
  summary: 'Edit a print layout',
  auth: CONFIG_EDITORS,
  restaurantScope: { in: 'body', key: 'restaurantid' },
  body: layoutEditBody,
  response: savedLayout,
});

export const layoutDelete = endpoint({
  method: 'DELETE',
  path: '/printlayout/delete',
  tag: TAG,
  summary: 'Delete a print layout (POS devices bound to it lose it)',
  auth: CONFIG_EDITORS,
  body: z.object({ id: objectId }),
  response: messageAnswer,
});

// ---- POS devices ----

export const posDeviceItem = z.object({
  _id: z.string(),
  UID: z.string(),
  Name: z.string(),
  /** Printer serials. */
  Printers: z.array(z.string()),
  /** Layout ids. */
  Layouts: z.array(z.string()),
  IsDefault: z.boolean(),
});
export type PosDeviceItem = z.infer<typeof posDeviceItem>;

export const POS_MESSAGES = {
  saved: 'Successfully updated device!',
  deleted: 'Successfully Deleted POS device!',
  empty: 'No devices yet',
  notFound: 'POS device not found',
  unknownPrinter: 'Choose printers of this restaurant',
  unknownLayout: 'Choose layouts of this restaurant',
} as const;

export const posDeviceSave = z.object({
  restaurant: objectId,
  uid: requiredText('UID', 80),
  name: requiredText('Name', 80),
  printers: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(40)
        .transform((s) => s.toUpperCase()),
    )
    .max(20)
    .default([]),
  layouts: z.array(objectId).max(20).default([]),
  IsDefault: z.boolean().default(false),
});

export const posDevicesFetch = endpoint({
  method: 'GET',
  path: '/pos/fetchdevices',
  tag: TAG,
  summary: "A restaurant's POS devices",
  auth: ALL_ROLES,
  restaurantScope: { in: 'query', key: 'restaurant' },
  query: z.object({ restaurant: objectId }),
  response: z.object({ data: z.array(posDeviceItem) }),
});

export const posDeviceSaveCall = endpoint({
  method: 'POST',
  path: '/pos/savedevice',
  tag: TAG,
  summary: "Create or edit a POS device by its UID ('Successfully updated device!'); one device is the default",
  auth: CONFIG_EDITORS,
  restaurantScope: { in: 'body', key: 'restaurant' },
  body: posDeviceSave,
  response: z.object({ Message: z.string(), data: posDeviceItem }),
});

export const posDeviceDelete = endpoint({
  method: 'DELETE',
  path: '/pos/deletedevice',
  tag: TAG,
  summary: "Delete a POS device ('Successfully Deleted POS device!')",
  auth: CONFIG_EDITORS,
  restaurantScope: { in: 'query', key: 'restaurant' },
  query: z.object({ restaurant: objectId, uid: z.string().trim().min(1, 'UID is required').max(80) }),
  response: messageAnswer,
});

// ---- Reprint (beyond the spec: the order card's Reprint button) ----

export const REPRINT_MESSAGES = {
  sent: 'Sent to the printer',
  noPrinter: 'No active printer: add one in Printers on the menu page',
} as const;

export const orderReprint = endpoint({
  method: 'POST',
  path: '/orders/restaurant/reprint',
  tag: TAG,
  summary:
    "Print an order's kitchen tickets again (routed as on acceptance); they show in the Print queue and reach the printers by CloudPRNT",
  auth: ALL_ROLES,
  body: z.object({ id: objectId }),
  response: z.object({ Message: z.string(), tickets: z.number().int() }),
});
