import { and, asc, eq, ne } from 'drizzle-orm';
import { POS_MESSAGES as M } from '../../../contract/restaurant-config/printers/constants';
import type { PosDeviceItem, PosDeviceSaveBody } from '../../../contract/restaurant-config/printers/schemas';
import { posDevices, printers, printLayouts } from '../../db/schema';
import type { Deps } from '../../deps';
import { fieldError, notFound } from '../../http/errors';
import { sameSerial } from './printers';

type Row = typeof posDevices.$inferSelect;
const toItem = (r: Row): PosDeviceItem => ({
  _id: r.id,
  UID: r.uid,
  Name: r.name,
  Printers: r.printers,
  Layouts: r.layouts,
  IsDefault: r.isDefault,
});

export async function listDevices({ db }: Deps, restaurantId: string) {
  const rows = await db
    .select()
    .from(posDevices)
    .where(eq(posDevices.restaurantId, restaurantId))
    .orderBy(asc(posDevices.createdAt), asc(posDevices.id));
  return { data: rows.map(toItem) };
}

/** Creates the device with that UID or edits it; only one device is the default. */
export async function saveDevice({ db }: Deps, input: PosDeviceSaveBody) {
  return db.transaction(async (tx) => {
    const known = await tx.select().from(printers).where(eq(printers.restaurantId, input.restaurant));
    const serials = input.printers.map((s, i) => {
      const p = known.find((k) => sameSerial(k.serial, s));
      if (!p) throw fieldError(`printers.${i}`, M.unknownPrinter);
      return p.serial;
    });
    const layouts = await tx
      .select({ id: printLayouts.id })
      .from(printLayouts)
      .where(eq(printLayouts.restaurantId, input.restaurant));
    input.layouts.forEach((id, i) => {
      if (!layouts.some((l) => l.id === id)) throw fieldError(`layouts.${i}`, M.unknownLayout);
    });
    const values = {
      name: input.name,
      printers: [...new Set(serials)],
      layouts: [...new Set(input.layouts)],
      isDefault: input.IsDefault,
    };
    const [row] = await tx
      .insert(posDevices)
      .values({ restaurantId: input.restaurant, uid: input.uid, ...values })
      .onConflictDoUpdate({ target: [posDevices.restaurantId, posDevices.uid], set: values })
      .returning();
    if (row.isDefault)
      await tx
        .update(posDevices)
        .set({ isDefault: false })
        .where(and(eq(posDevices.restaurantId, input.restaurant), ne(posDevices.id, row.id)));
    return { Message: M.saved, data: toItem(row) };
  });
}

export async function deleteDevice({ db }: Deps, restaurantId: string, uid: string) {
  const gone = await db
    .delete(posDevices)
    .where(and(eq(posDevices.restaurantId, restaurantId), eq(posDevices.uid, uid)))
    .returning({ id: posDevices.id });
  if (!gone.length) throw notFound(M.notFound);
  return { Message: M.deleted };
}
