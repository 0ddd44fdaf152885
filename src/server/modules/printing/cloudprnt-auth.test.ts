/**
 * CloudPRNT printers sign in with their own credentials (HTTP Basic: user = printer id, a password shown once). Without
 * them nothing is answered but 401, the same for every MAC address; polls are rate-limited per printer.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { printersRoutes } from '../../../contract/restaurant-config/printers/routes';
import { cloudPrntPrinter } from '../../../../tests/support/cloudprnt-client';
import {
  addPrinter,
  cloudPrntUrl,
  newMac,
  placeOrder,
  printerRow,
  queueTicket,
} from '../../../../tests/support/printing-fixtures';
import { useTestApp } from '../../../../tests/support/test-app';
import { printers } from '../../db/schema';
import { PRINTER_REQUESTS_PER_MINUTE } from './cloudprnt';

const t = useTestApp();
let restaurant = '';
let harbour = '';
let url = '';

beforeAll(async () => {
  restaurant = await t.restaurantId('Harbour Grill');
  harbour = await t.asHarbour();
  url = await cloudPrntUrl(t);
});

const listed = async (id: string) =>
  (await t.ok(harbour, printersRoutes.fetch, { query: { restaurant } })).data.find((p) => p.id === id)!;

/** What a refused request answers, minus what differs per request anyway. */
const refusal = (a: { status: number; headers: Headers; text: string }) => ({
  status: a.status,
  challenge: a.headers.get('www-authenticate'),
  body: a.text,
});

describe('CloudPRNT printer credentials', () => {
  it('a new printer gets its own user and password once, with the exact Server URL; the list never shows it', async () => {
    const serial = newMac();
    const answer = await t.ok(harbour, printersRoutes.add, { body: { restaurant, name: 'Pass', serial } });
    expect(answer.credentials).toEqual({
      url: 'http://localhost:3000/api/cloudprnt',
      username: answer.data.id,
      password: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    const row = await printerRow(t, answer.data.id);
    expect(row.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.secretHash).not.toContain(answer.credentials!.password);
    const list = JSON.stringify(await t.ok(harbour, printersRoutes.fetch, { query: { restaurant } }));
    expect(list).not.toContain(answer.credentials!.password);
    expect(list).not.toContain(row.secretHash);
  });

  it('the password is not kept for a replayed request (Idempotency-Key): the same printer, no password', async () => {
    const body = { restaurant, name: 'Replayed', serial: newMac() };
    const headers = { 'idempotency-key': `printer-${newMac()}` };
    const first = await t.call(harbour, 'POST', '/restaurant/printer/add', { body, headers });
    const again = await t.call(harbour, 'POST', '/restaurant/printer/add', { body, headers });
    expect(first.json.credentials.password).toMatch(/^[0-9a-f]{32}$/);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ data: { id: first.json.data.id }, credentials: null });
    expect(JSON.stringify(again.json)).not.toContain(first.json.credentials.password);
  });

  it('"Regenerate password" replaces it: the old one is refused at once, the new one prints', async () => {
    const p = await addPrinter(t, harbour, restaurant);
    expect((await p.device.poll()).status).toBe(200);
    const fresh = await t.ok(harbour, printersRoutes.regeneratePassword, { body: { restaurant, id: p.id } });
    expect(fresh.Message).toBe('New CloudPRNT password generated');
    expect(fresh.credentials).toMatchObject({ username: p.id, url: p.credentials.url });
    expect(fresh.credentials!.password).not.toBe(p.credentials.password);
    expect((await p.device.poll()).status).toBe(401);
    const device = cloudPrntPrinter({ ...p.device.settings, password: fresh.credentials!.password });
    expect((await device.poll()).status).toBe(200);
    // Another restaurant's admin cannot regenerate it; a waiter cannot either.
    const other = await t.api(await t.asBistro(), printersRoutes.regeneratePassword, {
      body: { restaurant, id: p.id },
    });
    expect(other.status).toBe(403);
    const waiter = await t.api(await t.asWaiter(), printersRoutes.regeneratePassword, {
      body: { restaurant: await t.restaurantId('Demo Bistro'), id: p.id },
    });
    expect(waiter.status).toBe(403);
  });

  it('printers from before passwords (demo data, the migration) each have a secret nobody knows', async () => {
    const rows = await t.db.select({ hash: printers.secretHash }).from(printers);
    expect(rows.length).toBeGreaterThan(3);
    expect(new Set(rows.map((r) => r.hash)).size).toBe(rows.length);
    for (const r of rows) expect(r.hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('CloudPRNT without credentials', () => {
  it('polls, GETs and DELETEs without valid credentials answer 401 with WWW-Authenticate, the same for any MAC', async () => {
    const p = await addPrinter(t, harbour, restaurant);
    const order = await placeOrder(t, 'Harbour Grill');
    const job = await queueTicket(t, order._id, p.id);
    const known = p.device.settings.mac;
    const unknown = newMac().toLowerCase();
    const as = (mac: string, user?: string, password?: string) => cloudPrntPrinter({ url, mac, user, password });
    const attempts = [
      (mac: string) => as(mac),
      (mac: string) => as(mac, p.id, 'not-the-password'),
      (mac: string) => as(mac, 'ffffffffffffffffffffffff', p.credentials.password),
      (mac: string) => as(mac, p.id, ''),
    ];
    const expected = {
      status: 401,
      challenge: 'Basic realm="CloudPRNT", charset="UTF-8"',
      body: JSON.stringify({
        Message: "Sign in with the printer's CloudPRNT user name and password",
        code: 'UNAUTHORIZED',
      }),
    };
    for (const client of attempts)
      for (const mac of [known, unknown]) {
        const c = client(mac);
        expect(refusal(await c.poll()), mac).toEqual(expected);
        expect(refusal(await c.getJob('text/plain', job.id)), mac).toEqual(expected);
        expect(refusal(await c.getJob('text/plain', undefined)), mac).toEqual(expected);
        expect(refusal(await c.confirm('OK', job.id)), mac).toEqual(expected);
      }
    // Nothing was handed out or confirmed, and the printer was never seen online.
    const row = await printerRow(t, p.id);
    expect(row.lastPollAt).toBeNull();
    expect((await t.db.select().from(printers).where(eq(printers.id, p.id)))[0]!.statusCode).toBeNull();
    const { printQueue } = await import('../../db/schema');
    const [untouched] = await t.db.select().from(printQueue).where(eq(printQueue.id, job.id));
    expect(untouched).toMatchObject({ printedAt: null, failedAt: null, offeredAt: null });
    // The restaurant's admin is told that the printer tries to sign in without its credentials.
    await expect.poll(async () => (await listed(p.id)).state).toBe('signInFailed');
    expect((await listed(p.id)).lastSeen).toBeNull();
    // Signed in, it is seen.
    expect((await p.device.poll()).status).toBe(200);
    expect(await listed(p.id)).toMatchObject({ state: 'ready', online: true });
  });

  it('valid credentials with another MAC address are refused (403) and the list says which MAC it reports', async () => {
    const p = await addPrinter(t, harbour, restaurant);
    const elsewhere = newMac().toLowerCase();
    const swapped = cloudPrntPrinter({ ...p.device.settings, mac: elsewhere });
    expect((await swapped.poll()).status).toBe(403);
    expect((await swapped.getJob('text/plain', undefined)).status).toBe(403);
    expect((await printerRow(t, p.id)).lastPollAt).toBeNull();
    await expect.poll(async () => (await listed(p.id)).state).toBe('wrongMac');
    expect((await listed(p.id)).reportedMac).toBe(elsewhere.toUpperCase());
  });

  it('polls are rate-limited per printer: 429 past the limit, other printers unaffected', async () => {
    const busy = await addPrinter(t, harbour, restaurant);
    const calm = await addPrinter(t, harbour, restaurant);
    const statuses: number[] = [];
    for (let i = 0; i < PRINTER_REQUESTS_PER_MINUTE + 1; i++) statuses.push((await busy.device.poll()).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(PRINTER_REQUESTS_PER_MINUTE);
    const limited = await busy.device.poll();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await calm.device.poll()).status).toBe(200);
  });
});
