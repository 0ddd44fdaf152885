/**
 * Routes that commit their own transactions around an outside service (an upload's store, a settlement's payout, a
 * push provider) write their system-log line with the effect's last write: exactly one line per call, and when the
 * line cannot be written (the log is made to refuse it) that write is not saved either.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pushRoutes as push } from '../../src/contract/push/routes';
import { settlementsRoutes as settlements } from '../../src/contract/settlements/routes';
import { pushLogs, settlementLogs, settlementSetups, uploads } from '../../src/server/db/schema';
import type { Payouts } from '../../src/server/integrations/payouts';
import { TINY_PNG_BASE64 } from '../support/images';
import { addOrders, makeRestaurant } from '../support/report-data';
import { linesFor, refusingLog } from '../support/system-log';
import { useTestApp } from '../support/test-app';

const payoutCalls: string[] = [];
const payouts: Payouts = {
  kind: 'http',
  payout: async (req) => (payoutCalls.push(req.reference), { status: 'paid', note: 'paid' }),
};
const t = useTestApp({ payouts });
const { logRefuses, logAcceptsAgain } = refusingLog(t);
const SERVER_ERROR = { Message: expect.any(String), code: 'INTERNAL' };

describe('POST /upload', () => {
  const upload = async (filename: string) =>
    t.call(await t.asAdmin(), 'POST', '/upload', { body: { filename, image: TINY_PNG_BASE64 } });
  const uploadsNamed = (filename: string) => t.db.select().from(uploads).where(eq(uploads.filename, filename));

  it('writes one line with the upload it records', async () => {
    const res = await upload('with-its-line.png');
    expect(res.status).toBe(200);
    const lines = (await linesFor(t, '/api/upload')).filter(
      (l) => (l.others.body as { filename?: string }).filename === 'with-its-line.png',
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ email: 'admin@example.com', others: { status: 200 } });
    expect(await uploadsNamed('with-its-line.png')).toHaveLength(1);
  });

  it('does not record the upload when its line cannot be written', async () => {
    await logRefuses(sql`others->'body'->>'filename' = 'refused-line.png'`);
    const res = await upload('refused-line.png');
    expect([res.status, res.json]).toEqual([500, SERVER_ERROR]);
    expect(await uploadsNamed('refused-line.png')).toEqual([]);
  });
});

describe('POST /settlements/run', () => {
  let restaurantId: string;
  beforeAll(async () => {
    const r = await makeRestaurant(t.db);
    restaurantId = r.id;
    await t.db
      .insert(settlementSetups)
      .values({ restaurantId, iban: 'DK5000400440116243', brn: '1', email: 'a@b.dk', schedule: 'Monday' });
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    await addOrders(t.db, restaurantId, [{ at: daysAgo(3), status: 'completed', total: 10000 }]);
  });
  const logs = () => t.db.select().from(settlementLogs).where(eq(settlementLogs.restaurantId, restaurantId));
  const runLines = async () =>
    (await linesFor(t, '/api/settlements/run')).filter((l) => (l.others.body as { id?: string }).id === restaurantId);

  it('records the payout with exactly one line, or neither', async () => {
    const admin = await t.asAdmin();
    await logRefuses(sql`others->>'path' = '/api/settlements/run'`);
    const refused = await t.api(admin, settlements.run, { body: { id: restaurantId } });
    expect([refused.status, refused.json]).toEqual([500, SERVER_ERROR]);
    // The provider was asked, but its answer was not saved without the line: the payout is still open.
    const [open] = await logs();
    expect(open).toMatchObject({ status: 'pending', payoutLeaseUntil: expect.any(Date) });
    expect(open.details).not.toHaveProperty('payoutAt');
    expect(await runLines()).toEqual([]);

    await logAcceptsAgain();
    // The claim of the refused run is released only when its lease ends.
    await t.db.update(settlementLogs).set({ payoutLeaseUntil: null }).where(eq(settlementLogs.id, open.id));
    const run = await t.api(admin, settlements.run, { body: { id: restaurantId } });
    expect(run.status, JSON.stringify(run.json)).toBe(200);
    const [paid] = await logs();
    expect(paid).toMatchObject({ id: open.id, status: 'paid' });
    // Asked again with the same reference, which a provider honouring Idempotency-Key pays once.
    expect(payoutCalls.filter((ref) => ref === open.id)).toHaveLength(2);
    const lines = await runLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ email: 'admin@example.com', others: { status: 200 } });
  });
});

describe('POST /push/sendpush', () => {
  it('writes its Push Logs row with exactly one line, or neither', async () => {
    const admin = await t.asAdmin();
    const { data } = await t.ok(admin, push.add, { body: { name: 'Line test', message: 'Sent with its line.' } });
    const pushLogsOf = async () =>
      (await t.db.select().from(pushLogs)).filter((l) => (l.others as { pushid?: string }).pushid === data._id);
    const sendLines = async () =>
      (await linesFor(t, '/api/push/sendpush')).filter(
        (l) => (l.others.body as { pushid?: string }).pushid === data._id,
      );

    await logRefuses(sql`others->>'path' = '/api/push/sendpush'`);
    const refused = await t.api(admin, push.send, { body: { pushid: data._id } });
    expect([refused.status, refused.json]).toEqual([500, SERVER_ERROR]);
    expect(await pushLogsOf()).toEqual([]);
    expect(await sendLines()).toEqual([]);

    await logAcceptsAgain();
    const sent = await t.api(admin, push.send, { body: { pushid: data._id } });
    expect(sent.status).toBe(200);
    expect(await pushLogsOf()).toHaveLength(1);
    expect(await sendLines()).toHaveLength(1);
  });
});
