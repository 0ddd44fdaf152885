/** The schemas of the printers table (routes.ts): printers, print layouts, POS devices and the reprint. */
import * as z from 'zod/mini';
import { objectId } from '../../common';
import { layoutSchemas } from './layout-schemas';
import { posDeviceSchemas } from './pos-device-schemas';
import { printerSchemas } from './printer-schemas';

export * from './layout-schemas';
export * from './pos-device-schemas';
export * from './printer-schemas';

export const printersSchemas = {
  ...printerSchemas,
  ...layoutSchemas,
  ...posDeviceSchemas,
  reprint: {
    summary:
      "Print an order's kitchen tickets again (routed as on acceptance); they show in the Print queue and reach the printers by CloudPRNT",
    body: z.object({ id: objectId }),
    response: z.object({ Message: z.string(), tickets: z.int() }),
  },
};
