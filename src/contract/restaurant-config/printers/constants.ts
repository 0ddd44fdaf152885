/** The words and values of printers, print layouts and POS devices that both sides read (no schemas: the kitchen imports these). */

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

export const POS_MESSAGES = {
  saved: 'Successfully updated device!',
  deleted: 'Successfully Deleted POS device!',
  empty: 'No devices yet',
  notFound: 'POS device not found',
  unknownPrinter: 'Choose printers of this restaurant',
  unknownLayout: 'Choose layouts of this restaurant',
} as const;

/** The order card's Reprint button (beyond the spec). */
export const REPRINT_MESSAGES = {
  sent: 'Sent to the printer',
  noPrinter: 'No active printer: add one in Printers on the menu page',
} as const;
