/** Printers with their CloudPRNT credentials, orders and their tickets, for the CloudPRNT tests. */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { printersRoutes } from '../../src/contract/restaurant-config/printers/routes';
import type { PrinterCredentials } from '../../src/contract/restaurant-config/printers/schemas';
import { printQueue, printers } from '../../src/server/db/schema';
import { cloudPrntPrinter, type CloudPrntPrinter } from './cloudprnt-client';
import { menuOf } from './orders';
import type { TestApp } from './test-app';

/** Makes the test app listen on a free local port (once) and answers its CloudPRNT address. */
export async function cloudPrntUrl(t: TestApp) {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/cloudprnt`;
}

/** A new MAC address in Star's range (00:11:62), upper case as the Printers form stores it. */
export const newMac = () => `00:11:62:${randomBytes(3).toString('hex').match(/../g)!.join(':')}`.toUpperCase();

export interface TestPrinter {
  id: string;
  serial: string;
  credentials: PrinterCredentials;
  /** The printer set up as the Printers screen tells the admin: its URL path, user name and password. */
  device: CloudPrntPrinter;
}

/** Adds a printer through the API (as a restaurant admin does) and sets up a device with the credentials it shows. */
export async function addPrinter(
  t: TestApp,
  token: string,
  restaurant: string,
  over: { name?: string; serial?: string; status?: 'active' | 'inactive' } = {},
): Promise<TestPrinter> {
  const serial = over.serial ?? newMac();
  const answer = await t.ok(token, printersRoutes.add, {
    body: { restaurant, name: over.name ?? `Station ${serial.slice(-5)}`, serial, status: over.status ?? 'active' },
  });
  const credentials = answer.credentials!;
  const url = await cloudPrntUrl(t);
  const device = cloudPrntPrinter({
    url: new URL(new URL(credentials.url).pathname, url).toString(),
    mac: serial.toLowerCase(),
    user: credentials.username,
    password: credentials.password,
  });
  return { id: answer.data.id, serial, credentials, device };
}

/** A guest's take-away order at the restaurant (pending, in the kitchen). */
export async function placeOrder(t: TestApp, restaurantName: string) {
  const menu = await menuOf(t, restaurantName);
  const placed = await t.call(null, 'POST', '/mobile/order/place', {
    body: {
      restaurant: await t.restaurantId(restaurantName),
      lines: [{ menu: menu.item('Cola'), qty: 1 }],
      dineIn: false,
      paymentType: 'card',
      guest: { name: 'Print Guest', mobilenumber: '+45 11112222' },
    },
  });
  if (placed.status !== 201) throw new Error(`placing an order: ${placed.status} ${JSON.stringify(placed.json)}`);
  return placed.json.data as { _id: string; id: number; refNo: string };
}

/** A kitchen ticket of the order waiting for the printer (what accepting the order makes). */
export async function queueTicket(t: TestApp, orderId: string, printerId: string) {
  const [job] = await t.db.insert(printQueue).values({ orderId, printerId }).returning();
  return job!;
}

export const jobRow = async (t: TestApp, id: string) =>
  (await t.db.select().from(printQueue).where(eq(printQueue.id, id)))[0]!;

export const printerRow = async (t: TestApp, id: string) =>
  (await t.db.select().from(printers).where(eq(printers.id, id)))[0]!;
