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

export const printerItem = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  /** The printer's MAC address as it sends it to CloudPRNT. */
  serial: z.string(),
  langguage: z.enum(PRINTER_LANGUAGES),
  status: z.enum(PRINTER_STATUSES),
  isDefault: z.boolean(),
  /** Polled CloudPRNT within the last minute. */
  online: z.boolean(),
  /** Its last CloudPRNT poll (ISO), null when it never polled. */
  lastSeen: z.string().nullable(),
});
export type PrinterItem = z.infer<typeof printerItem>;

export const PRINTER_MESSAGES = {
  saved: 'Successfully updated printer!',
  deleted: 'Successfully Deleted printer!',
  empty: 'No printers yet',
  inLayout: 'Unable to delete printer. Printer currently use in layout.',
  inPos: 'Unable to delete printer. Printer currently use in POS Devices.',
  serialTaken: 'A printer with this serial already exists',
  notFound: 'Printer not found',
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
  auth: CONFIG_EDITORS,
  restaurantScope: { in: 'body', key: 'restaurant' },
  body: printerCreate,
  response: savedPrinter,
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
