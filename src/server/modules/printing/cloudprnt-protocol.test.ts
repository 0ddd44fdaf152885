/**
 * The server as a Star printer sees it: a client written from Star's CloudPRNT Protocol Guide (tests/support/
 * cloudprnt-client.ts) polls, fetches and confirms over real HTTP with the credentials the Printers screen shows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { printQueueRoutes } from '../../../contract/print-queue/routes';
import { printersRoutes } from '../../../contract/restaurant-config/printers/routes';
import {
  addPrinter,
  jobRow,
  placeOrder,
  queueTicket,
  type TestPrinter,
} from '../../../../tests/support/printing-fixtures';
import { useTestApp } from '../../../../tests/support/test-app';
import { MAX_DOWNLOAD_TIMEOUTS } from './cloudprnt';

const t = useTestApp();
const RESTAURANT = 'Harbour Grill';
let restaurant = '';
let harbour = '';
let order: { _id: string; id: number; refNo: string };

beforeAll(async () => {
  restaurant = await t.restaurantId(RESTAURANT);
  harbour = await t.asHarbour();
  order = await placeOrder(t, RESTAURANT);
});

/** A new printer of the restaurant with one ticket of the order waiting for it. */
async function printerWithTicket(): Promise<TestPrinter & { job: string }> {
  const printer = await addPrinter(t, harbour, restaurant);
  const job = await queueTicket(t, order._id, printer.id);
  return { ...printer, job: job.id };
}

const listed = async (id: string) =>
  (await t.ok(harbour, printersRoutes.fetch, { query: { restaurant } })).data.find((p) => p.id === id)!;
const inPrintQueue = async (job: string) =>
  (await t.ok(await t.asAdmin(), printQueueRoutes.fetch, {})).data.find((i) => i._id === job);

describe('CloudPRNT as Star documents it', () => {
  it('poll → GET → DELETE code=OK prints the ticket once; it leaves the Print queue', async () => {
    const p = await printerWithTicket();
    const poll = await p.device.poll();
    expect(poll.status).toBe(200);
    expect(poll.json).toEqual({ jobReady: true, mediaTypes: ['text/plain'], jobToken: p.job });
    const ticket = await p.device.getJob('text/plain', poll.json!.jobToken);
    expect(ticket.status).toBe(200);
    expect(ticket.headers.get('content-type')).toContain('text/plain');
    expect(ticket.text).toContain('1 x Cola');
    expect(ticket.text).toContain(`#${order.id}`);
    expect((await p.device.confirm('OK', p.job)).status).toBe(200);
    expect((await jobRow(t, p.job)).printedAt).not.toBeNull();
    expect((await p.device.poll()).json).toEqual({ jobReady: false });
    expect(await inPrintQueue(p.job)).toBeUndefined();
  });

  it('a repeated GET of the same job downloads the same ticket again; the older "200 OK" confirms it too', async () => {
    const p = await printerWithTicket();
    const { json } = await p.device.poll();
    const first = await p.device.getJob('text/plain', json!.jobToken);
    const again = await p.device.getJob('text/plain', json!.jobToken);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.text).toBe(first.text);
    // Without the token (older firmware): still the job it has out.
    expect((await p.device.getJob('text/plain', undefined)).text).toBe(first.text);
    // The job it has out is not announced to its polls again while it prints.
    expect((await p.device.poll('200 OK', { printingInProgress: true })).json).toEqual({ jobReady: false });
    expect((await p.device.confirm('200 OK', json!.jobToken)).status).toBe(200);
    expect((await jobRow(t, p.job)).printedAt).not.toBeNull();
    // Confirmed: no longer downloadable, and a repeated confirmation changes nothing.
    expect((await p.device.getJob('text/plain', json!.jobToken)).status).toBe(404);
    expect(JSON.parse((await p.device.confirm('OK', json!.jobToken)).text)).toEqual({ Message: 'Nothing to confirm' });
  });

  it('a job the printer cannot process (511) fails once: not offered again; the Print queue and the printer say so', async () => {
    const p = await printerWithTicket();
    const { json } = await p.device.poll();
    await p.device.getJob('text/plain', json!.jobToken);
    expect((await p.device.confirm('511 Media decoding error', json!.jobToken)).status).toBe(200);
    const row = await jobRow(t, p.job);
    expect(row).toMatchObject({ printedAt: null, failCode: '511 Media decoding error' });
    expect(row.failedAt).not.toBeNull();
    for (let i = 0; i < 3; i++) expect((await p.device.poll()).json).toEqual({ jobReady: false });
    expect((await p.device.getJob('text/plain', json!.jobToken)).status).toBe(404);
    expect(await inPrintQueue(p.job)).toMatchObject({
      failed: { code: '511 Media decoding error', at: row.failedAt!.toISOString() },
      printer: { _id: p.id },
    });
    expect((await listed(p.id)).failedJobs).toEqual([
      {
        _id: p.job,
        order: { _id: order._id, OrderId: order.id, refNo: order.refNo },
        code: '511 Media decoding error',
        at: row.failedAt!.toISOString(),
      },
    ]);
  });

  it('a download timeout (520) is offered again, and fails after repeated timeouts instead of looping', async () => {
    const p = await printerWithTicket();
    for (let i = 1; i < MAX_DOWNLOAD_TIMEOUTS; i++) {
      const { json } = await p.device.poll();
      expect(json, `timeout ${i}`).toEqual({ jobReady: true, mediaTypes: ['text/plain'], jobToken: p.job });
      await p.device.confirm('520 Download timeout', json!.jobToken);
      expect(await jobRow(t, p.job)).toMatchObject({ failedAt: null, printedAt: null, downloadTimeouts: i });
    }
    const { json } = await p.device.poll();
    expect(json!.jobReady).toBe(true);
    await p.device.confirm('520 Download timeout', json!.jobToken);
    expect(await jobRow(t, p.job)).toMatchObject({ printedAt: null, failCode: '520 Download timeout' });
    expect((await p.device.poll()).json).toEqual({ jobReady: false });
  });

  it('paper out (410) shows in Printers and hands the job back; it prints when the paper is back', async () => {
    const p = await printerWithTicket();
    const { json } = await p.device.poll();
    await p.device.getJob('text/plain', json!.jobToken);
    // The paper ran out while printing: the printer reports it in its polls and does not confirm.
    const out = await p.device.poll('410 Out of paper');
    expect(out.status).toBe(200);
    expect(await listed(p.id)).toMatchObject({ online: true, state: 'paperOut', statusCode: '410 Out of paper' });
    expect((await jobRow(t, p.job)).offeredAt).toBeNull();
    await p.device.poll('420 Cover open');
    expect((await listed(p.id)).state).toBe('coverOpen');
    await p.device.poll('211 Paper low');
    expect((await listed(p.id)).state).toBe('paperLow');
    // Paper loaded: the job is offered again and printed.
    expect(await p.device.printNext()).toContain('1 x Cola');
    expect((await jobRow(t, p.job)).printedAt).not.toBeNull();
    expect(await listed(p.id)).toMatchObject({ state: 'ready', statusCode: '200 OK' });
  });

  it('checks what it is sent: a poll without statusCode or a DELETE with no code is 400, an unknown media type 415', async () => {
    const p = await printerWithTicket();
    const noStatus = await fetch(p.device.settings.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${p.credentials.username}:${p.credentials.password}`).toString('base64')}`,
      },
      body: JSON.stringify({ printerMAC: p.serial }),
    });
    expect(noStatus.status).toBe(400);
    expect((await p.device.getJob('application/vnd.star.starprnt', p.job)).status).toBe(415);
    expect((await p.device.confirm('', p.job)).status).toBe(400);
    expect((await p.device.confirm('printed', p.job)).status).toBe(400);
    expect(await jobRow(t, p.job)).toMatchObject({ printedAt: null, failedAt: null });
  });

  it('an inactive printer signs in but gets no jobs', async () => {
    const p = await addPrinter(t, harbour, restaurant, { status: 'inactive' });
    await queueTicket(t, order._id, p.id);
    const poll = await p.device.poll();
    expect(poll.status).toBe(200);
    expect(poll.json).toEqual({ jobReady: false });
    expect((await p.device.getJob('text/plain', undefined)).status).toBe(404);
    expect((await listed(p.id)).online).toBe(true);
  });
});
