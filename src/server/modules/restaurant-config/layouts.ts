import { and, asc, eq } from 'drizzle-orm';
import { LAYOUT_MESSAGES as M } from '../../../contract/restaurant-config/printers/constants';
import type {
  LayoutCreateBody,
  LayoutEditBody,
  LayoutItem,
} from '../../../contract/restaurant-config/printers/schemas';
import { menuCategories, posDevices, printers, printLayouts } from '../../db/schema';
import type { Deps } from '../../deps';
import { fieldError } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { inRestaurant, ownedBy } from './owned';
import { sameSerial } from './printers';

type Row = typeof printLayouts.$inferSelect;
type Tx = Parameters<Parameters<Deps['db']['transaction']>[0]>[0];
type Input = LayoutCreateBody;

const toItem = (r: Row, devices: (typeof posDevices.$inferSelect)[]): LayoutItem => ({
  _id: r.id,
  LayoutName: r.name,
  DefaultPrinter: r.defaultPrinter,
  Layout: r.layout,
  pos: devices.filter((d) => d.layouts.includes(r.id)).map((d) => d.uid),
});

export async function listLayouts({ db }: Deps, restaurantId: string) {
  const [rows, devices] = await Promise.all([
    db
      .select()
      .from(printLayouts)
      .where(eq(printLayouts.restaurantId, restaurantId))
      .orderBy(asc(printLayouts.createdAt), asc(printLayouts.id)),
    db.select().from(posDevices).where(eq(posDevices.restaurantId, restaurantId)),
  ]);
  return { data: rows.map((r) => toItem(r, devices)) };
}

/** The default printer and every category printer must be active printers of the restaurant; categories its own. */
async function checked(tx: Tx, input: Input) {
  const active = (
    await tx
      .select()
      .from(printers)
      .where(and(eq(printers.restaurantId, input.restaurantid), eq(printers.status, 'active')))
  ).map((p) => p.serial);
  const serialOf = (s: string) => active.find((a) => sameSerial(a, s));
  const defaultPrinter = serialOf(input.defaultprinter);
  if (!defaultPrinter) throw fieldError('defaultprinter', M.unknownPrinter);
  const categories = await tx.select().from(menuCategories).where(eq(menuCategories.restaurantId, input.restaurantid));
  const layout = input.layout.map((c, i) => {
    const category = categories.find((k) => k.id === c._id);
    if (!category) throw fieldError(`layout.${i}._id`, 'Choose categories of this restaurant');
    const printer = c.printer ? serialOf(c.printer) : '';
    if (printer === undefined) throw fieldError(`layout.${i}.printer`, M.unknownPrinter);
    return { _id: c._id, category: category.category, printer };
  });
  return { defaultPrinter, layout };
}

/** Binds the layout to exactly the POS devices named in `pos` (by UID). */
async function bindToDevices(tx: Tx, restaurantId: string, layoutId: string, uids: string[]) {
  const devices = await tx.select().from(posDevices).where(eq(posDevices.restaurantId, restaurantId));
  for (const uid of uids)
    if (!devices.some((d) => d.uid === uid)) throw fieldError('pos', `No POS device with UID ${uid}`);
  for (const d of devices) {
    const want = uids.includes(d.uid);
    const has = d.layouts.includes(layoutId);
    if (want !== has)
      await tx
        .update(posDevices)
        .set({ layouts: want ? [...d.layouts, layoutId] : d.layouts.filter((l) => l !== layoutId) })
        .where(eq(posDevices.id, d.id));
  }
  return tx.select().from(posDevices).where(eq(posDevices.restaurantId, restaurantId));
}

export async function createLayout({ db }: Deps, input: Input) {
  return db.transaction(async (tx) => {
    const { defaultPrinter, layout } = await checked(tx, input);
    const [row] = await tx
      .insert(printLayouts)
      .values({ restaurantId: input.restaurantid, name: input.layoutname, defaultPrinter, layout })
      .returning();
    const devices = await bindToDevices(tx, input.restaurantid, row.id, input.pos);
    return { Message: M.created, data: toItem(row, devices) };
  });
}

export async function editLayout({ db }: Deps, input: LayoutEditBody) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(printLayouts).where(eq(printLayouts.id, input.id)).for('update');
    inRestaurant(before, input.restaurantid, M.notFound);
    const { defaultPrinter, layout } = await checked(tx, input);
    const [row] = await tx
      .update(printLayouts)
      .set({ name: input.layoutname, defaultPrinter, layout })
      .where(eq(printLayouts.id, input.id))
      .returning();
    const devices = await bindToDevices(tx, input.restaurantid, row.id, input.pos);
    return { Message: M.updated, data: toItem(row, devices) };
  });
}

export async function deleteLayout({ db }: Deps, user: SessionUser, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(printLayouts).where(eq(printLayouts.id, id)).for('update');
    ownedBy(user, row, M.notFound);
    await bindToDevices(tx, row.restaurantId, row.id, []);
    await tx.delete(printLayouts).where(eq(printLayouts.id, id));
    return { Message: M.deleted };
  });
}
