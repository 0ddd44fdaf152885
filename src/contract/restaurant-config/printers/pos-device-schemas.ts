/** POS devices (the spec's POS Devices modal): the printers and layouts each till prints with. */
import * as z from 'zod/mini';
import { messageAnswer, objectId, plainText, requiredText } from '../../common';

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

/** The device form: one save for create and edit (a device is known by its UID). */
export const posDeviceSave = z.object({
  restaurant: objectId,
  uid: requiredText('UID', 80),
  name: requiredText('Name', 80),
  printers: z._default(
    z
      .array(
        z.pipe(
          plainText('Printer').check(z.trim(), z.minLength(1), z.maxLength(40)),
          z.transform((s: string) => s.toUpperCase()),
        ),
      )
      .check(z.maxLength(20)),
    [],
  ),
  layouts: z._default(z.array(objectId).check(z.maxLength(20)), []),
  IsDefault: z._default(z.boolean(), false),
});
export type PosDeviceSaveBody = z.output<typeof posDeviceSave>;

export const posDeviceSchemas = {
  fetchPosDevices: {
    summary: "A restaurant's POS devices",
    query: z.object({ restaurant: objectId }),
    response: z.object({ data: z.array(posDeviceItem) }),
  },
  savePosDevice: {
    summary: "Create or edit a POS device by its UID ('Successfully updated device!'); one device is the default",
    body: posDeviceSave,
    response: z.object({ Message: z.string(), data: posDeviceItem }),
  },
  deletePosDevice: {
    summary: "Delete a POS device ('Successfully Deleted POS device!')",
    query: z.object({
      restaurant: objectId,
      uid: plainText('UID').check(z.trim(), z.minLength(1, 'UID is required'), z.maxLength(80)),
    }),
    response: messageAnswer,
  },
};
