import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { API_BASE } from '../../../contract/endpoint';
import { CLOUDPRNT_PATH, PRINTER_MESSAGES as M } from '../../../contract/restaurant-config/printers/constants';
import type {
  FailedJobItem,
  PrinterCreateBody,
  PrinterCredentials,
  PrinterEditBody,
  PrinterItem,
} from '../../../contract/restaurant-config/printers/schemas';
import { posDevices, printers, printLayouts } from '../../db/schema';
import type { Deps } from '../../deps';
import { conflict, fieldError } from '../../http/errors';
import type { FastifyRequest } from 'fastify';
import { newPrinterSecret } from '../printing/cloudprnt-auth';
import { failedJobsOf, isOnline, printerState } from '../printing/printer-health';
import { inRestaurant } from './owned';

type Row = typeof printers.$inferSelect;
type Tx = Parameters<Parameters<Deps['db']['transaction']>[0]>[0];
export const sameSerial = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();
export { isOnline };

export const toPrinterItem = (r: Row, failedJobs: FailedJobItem[] = []): PrinterItem => ({
  _id: r.id,
  id: r.id,
  name: r.name,
  serial: r.serial,
  langguage: (['en', 'da', 'zh'] as const).find((l) => l === r.language) ?? 'da',
  status: r.status,
  isDefault: r.isDefault,
  online: isOnline(r),
  lastSeen: r.lastPollAt?.toISOString() ?? null,
  state: printerState(r),
  statusCode: r.statusCode,
  reportedMac: r.reportedMac && !sameSerial(r.reportedMac, r.serial) ? r.reportedMac : null,
  failedJobs,
});

/** What to enter in the printer's CloudPRNT settings: this server's public address, the printer's id, the password. */
const credentialsOf = (deps: Deps, id: string, password: string): PrinterCredentials => ({
  url: `${deps.config.publicUrl}${API_BASE}${CLOUDPRNT_PATH}`,
  username: id,
  password,
});

/**
 * An answer with a one-time password is kept for Idempotency-Key replays without it: a repeated request gets the same
 * printer, and the password stays shown once (the database keeps only its hash).
 */
function keepPasswordOutOfReplays(req: FastifyRequest | undefined) {
  if (req)
    req.idempotentAnswer = (answer) =>
      answer && typeof answer === 'object' && 'credentials' in answer
        ? { ...answer, credentials: null, Message: M.passwordShownOnce }
        : answer;
}

export async function listPrinters({ db }: Deps, restaurantId: string) {
  const rows = await db
    .select()
    .from(printers)
    .where(eq(printers.restaurantId, restaurantId))
    .orderBy(asc(printers.createdAt), asc(printers.id));
  const failed = await failedJobsOf(
    db,
    rows.map((r) => r.id),
  );
  return { data: rows.map((r) => toPrinterItem(r, failed.get(r.id))) };
}

async function ensureSerialFree(tx: Tx, serial: string, exceptId?: string) {
  const same = sql`upper(${printers.serial}) = ${serial.toUpperCase()}`;
  const [taken] = await tx
    .select({ id: printers.id })
    .from(printers)
    .where(exceptId ? and(same, ne(printers.id, exceptId)) : same)
    .limit(1);
  if (taken) throw fieldError('serial', M.serialTaken);
}

/** Only one default printer per restaurant: a new default takes it from the others. */
async function clearOtherDefaults(tx: Tx, restaurantId: string, keepId: string) {
  await tx
    .update(printers)
    .set({ isDefault: false })
    .where(and(eq(printers.restaurantId, restaurantId), ne(printers.id, keepId)));
}

/** A new printer, with its CloudPRNT credentials (the password in this answer only). */
export async function addPrinter(deps: Deps, input: PrinterCreateBody, req?: FastifyRequest) {
  const secret = newPrinterSecret();
  keepPasswordOutOfReplays(req);
  return deps.db.transaction(async (tx) => {
    await ensureSerialFree(tx, input.serial);
    const [row] = await tx
      .insert(printers)
      .values({
        restaurantId: input.restaurant,
        name: input.name,
        serial: input.serial,
        language: input.langguage,
        status: input.status,
        isDefault: input.isDefault,
        secretHash: secret.hash,
      })
      .returning();
    if (row.isDefault) await clearOtherDefaults(tx, row.restaurantId, row.id);
    return { Message: M.saved, data: toPrinterItem(row), credentials: credentialsOf(deps, row.id, secret.password) };
  });
}

/** A new CloudPRNT password for the printer: the old one stops working at once; the new one is in this answer only. */
export async function regeneratePassword(deps: Deps, restaurantId: string, id: string, req?: FastifyRequest) {
  const secret = newPrinterSecret();
  keepPasswordOutOfReplays(req);
  const [updated] = await deps.db
    .update(printers)
    .set({ secretHash: secret.hash })
    .where(and(eq(printers.id, id), eq(printers.restaurantId, restaurantId)))
    .returning();
  const row = inRestaurant(updated, restaurantId, M.notFound);
  const failed = await failedJobsOf(deps.db, [row.id]);
  return {
    Message: M.passwordRegenerated,
    data: toPrinterItem(row, failed.get(row.id)),
    credentials: credentialsOf(deps, row.id, secret.password),
  };
}

/** A new serial is carried into the layouts and POS devices that name the old one. */
export async function editPrinter({ db }: Deps, input: PrinterEditBody) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(printers).where(eq(printers.id, input.id)).for('update');
    inRestaurant(before, input.restaurant, M.notFound);
    await ensureSerialFree(tx, input.serial, input.id);
    const [row] = await tx
      .update(printers)
      .set({
        name: input.name,
        serial: input.serial,
        language: input.langguage,
        status: input.status,
        isDefault: input.isDefault,
      })
      .where(eq(printers.id, input.id))
      .returning();
    if (row.isDefault) await clearOtherDefaults(tx, row.restaurantId, row.id);
    if (!sameSerial(before.serial, row.serial)) await renameSerial(tx, row.restaurantId, before.serial, row.serial);
    const failed = await failedJobsOf(tx, [row.id]);
    return { Message: M.saved, data: toPrinterItem(row, failed.get(row.id)) };
  });
}

async function renameSerial(tx: Tx, restaurantId: string, from: string, to: string) {
  const swap = (s: string) => (sameSerial(s, from) ? to : s);
  for (const l of await tx.select().from(printLayouts).where(eq(printLayouts.restaurantId, restaurantId)))
    await tx
      .update(printLayouts)
      .set({
        defaultPrinter: swap(l.defaultPrinter),
        layout: l.layout.map((c) => ({ ...c, printer: swap(c.printer) })),
      })
      .where(eq(printLayouts.id, l.id));
  for (const d of await tx.select().from(posDevices).where(eq(posDevices.restaurantId, restaurantId)))
    await tx
      .update(posDevices)
      .set({ printers: d.printers.map(swap) })
      .where(eq(posDevices.id, d.id));
}

/** Refused while a layout or a POS device uses the printer (the spec's validation rules). */
export async function deletePrinter({ db }: Deps, restaurantId: string, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(printers).where(eq(printers.id, id)).for('update');
    inRestaurant(row, restaurantId, M.notFound);
    const layouts = await tx.select().from(printLayouts).where(eq(printLayouts.restaurantId, restaurantId));
    if (
      layouts.some(
        (l) =>
          sameSerial(l.defaultPrinter, row.serial) ||
          l.layout.some((c) => c.printer && sameSerial(c.printer, row.serial)),
      )
    )
      throw conflict(M.inLayout);
    const devices = await tx.select().from(posDevices).where(eq(posDevices.restaurantId, restaurantId));
    if (devices.some((d) => d.printers.some((p) => sameSerial(p, row.serial)))) throw conflict(M.inPos);
    await tx.delete(printers).where(eq(printers.id, id));
    return { Message: M.deleted };
  });
}
