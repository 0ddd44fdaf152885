/** The Printers modal: a printer as listed, its form, its CloudPRNT credentials. */
import * as z from 'zod/mini';
import { messageAnswer, objectId, requiredText } from '../../common';
import { PRINTER_LANGUAGES, PRINTER_STATES, PRINTER_STATUSES } from './constants';

/** A kitchen ticket the printer could not print (CloudPRNT DELETE with an error code); it is not offered again. */
export const failedJobItem = z.object({
  _id: z.string(),
  order: z.object({ _id: z.string(), OrderId: z.int(), refNo: z.string() }),
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
  lastSeen: z.nullable(z.string()),
  /** What its connection says: paper out, cover open, offline, sign-in failed … */
  state: z.enum(PRINTER_STATES),
  /** The Star status code of its last poll, e.g. '410 Out of paper'; null before its first poll. */
  statusCode: z.nullable(z.string()),
  /** The MAC address the printer reports, when it is not the serial (state wrongMac); else null. */
  reportedMac: z.nullable(z.string()),
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

const printerFields = {
  restaurant: objectId,
  name: requiredText('Name', 80),
  serial: z.pipe(
    requiredText('Serial', 40),
    z.transform((s: string) => s.toUpperCase()),
  ),
  langguage: z._default(z.enum(PRINTER_LANGUAGES, { error: 'Language must be en, da or zh' }), 'da'),
  status: z._default(z.enum(PRINTER_STATUSES, { error: 'Status must be active or inactive' }), 'active'),
  isDefault: z._default(z.boolean(), false),
};
/** The printer form: 'Add printer', and 'Edit printer' with its `id`. */
export const printerCreate = z.object(printerFields);
export const printerEditBody = z.object({ id: objectId, ...printerFields });
export type PrinterCreateBody = z.output<typeof printerCreate>;
export type PrinterEditBody = z.output<typeof printerEditBody>;

const savedPrinter = z.object({ Message: z.string(), data: printerItem });
/** A saved printer with its new CloudPRNT credentials (null when the answer is a replay: the password is shown once). */
const printerWithCredentials = z.extend(savedPrinter, { credentials: z.nullable(printerCredentials) });

export const printerSchemas = {
  fetch: {
    summary: "A restaurant's printers, with whether each is polling (online)",
    query: z.object({ restaurant: objectId }),
    response: z.object({ data: z.array(printerItem) }),
  },
  add: {
    summary: 'Add a printer; a new default printer takes the default from the others',
    description:
      'The answer carries the CloudPRNT credentials to enter in the printer (Server URL, user name = the printer id, password), once: only a hash of the password is kept.',
    body: printerCreate,
    response: printerWithCredentials,
  },
  edit: {
    summary: "Edit a printer ('Successfully updated printer!')",
    body: printerEditBody,
    response: savedPrinter,
  },
  delete: {
    summary: 'Delete a printer; refused (409) while a layout or a POS device uses it',
    query: z.object({ restaurant: objectId, id: objectId }),
    response: messageAnswer,
  },
  regeneratePassword: {
    summary: 'Give a printer a new CloudPRNT password; the old one stops working at once (beyond the spec)',
    description:
      'The answer carries the credentials to enter in the printer (Server URL, user name = the printer id, password), once: only a hash of the password is kept.',
    body: z.object({ restaurant: objectId, id: objectId }),
    response: printerWithCredentials,
  },
};
