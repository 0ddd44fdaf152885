/** The weekly report schedule: on its weekday a job mails the week's report (PDF and CSV) to the restaurant's staff. */
import { eq } from 'drizzle-orm';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { addOrders, makeRestaurant } from '../../../../tests/support/report-data';
import { useTestApp } from '../../../../tests/support/test-app';
import { restaurants, users } from '../../db/schema';
import { outboxMailer } from '../../integrations/mail';

const t = useTestApp();

async function restaurantWithStaff() {
  const r = await makeRestaurant(t.db);
  await t.db.update(restaurants).set({ weeklyreportschedule: 'Monday' }).where(eq(restaurants.id, r.id));
  const tag = r.id.slice(-6);
  await t.db.insert(users).values([
    {
      email: `owner-${tag}@example.org`,
      name: 'Owner',
      type: 'RestaurantAdmin',
      restaurantId: r.id,
      passwordHash: 'x',
    },
    {
      email: `cook-${tag}@example.org`,
      name: 'Cook',
      type: 'RestaurantUser',
      restaurantId: r.id,
      passwordHash: 'x',
      includedToReport: false,
    },
  ]);
  await addOrders(t.db, r.id, [
    { at: '2026-03-02T09:00:00Z', status: 'completed', total: 10000, paymentType: 'card' },
    { at: '2026-03-08T12:00:00Z', status: 'confirmed', total: 4550, paymentType: 'mobilepay' },
    { at: '2026-03-09T09:00:00Z', status: 'completed', total: 99900 }, // the day of the mail: next week's
  ]);
  return { ...r, owner: `owner-${tag}@example.org`, cook: `cook-${tag}@example.org` };
}

describe('weekly report mail', () => {
  it("mails the previous seven days' report as PDF and CSV on the restaurant's weekday, once", async () => {
    const r = await restaurantWithStaff();
    const mailsTo = (to: string) => t.mails.filter((m) => m.to === to);
    await t.jobs.runDueJobs(new Date('2026-03-08T06:00:00Z')); // Sunday: not its day
    expect(mailsTo(r.owner)).toHaveLength(0);
    await t.jobs.runDueJobs(new Date('2026-03-09T06:00:00Z')); // Monday
    await t.jobs.runDueJobs(new Date('2026-03-09T10:00:00Z')); // a later tick the same day
    const [mail, ...more] = mailsTo(r.owner);
    expect(more).toHaveLength(0);
    expect(mailsTo(r.cook)).toHaveLength(0); // not included in reports
    expect(mail!.subject).toBe(`Weekly report for ${r.name}: 2026-03-02 to 2026-03-08`);
    expect(mail!.text).toContain('Orders: 2');
    expect(mail!.text).toContain('Net Total: 145.10 DKK'); // 45.50 + 100.00 − 2 × 0.20 transaction fee
    const [pdf, csv] = mail!.attachments!;
    expect(pdf!.filename).toMatch(/^report-Report-Restaurant-[0-9a-f]+-2026-03-02-to-2026-03-08\.pdf$/);
    expect(Buffer.from(pdf!.content).subarray(0, 5).toString()).toBe('%PDF-');
    expect(csv!.contentType).toBe('text/csv');
    const rows = String(csv!.content).trim().split('\r\n');
    expect(rows[0]).toBe(
      'Ref No,Date,Subtotal,Discount,Tip,Service Fee (%),Total,Amount Captured,Status,Payment Type,Currency',
    );
    expect(rows.slice(1).map((row) => row.split(',')[8])).toEqual(['Confirmed', 'Completed']);
  });

  it('without SMTP the mail and its attachments land in the outbox as a MIME message', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const log = { warn() {} } as unknown as FastifyBaseLogger;
    await outboxMailer(dir, log).send({
      to: 'owner@example.org',
      subject: 'Weekly report',
      text: 'See the files.',
      attachments: [{ filename: 'report.csv', content: 'Ref No\r\nB-001\r\n', contentType: 'text/csv' }],
    });
    const [file] = await readdir(path.join(dir, 'outbox'));
    const eml = await readFile(path.join(dir, 'outbox', file!), 'utf8');
    expect(eml).toContain('Subject: Weekly report');
    expect(eml).toMatch(/Content-Type: text\/csv; name=report\.csv/);
    expect(eml).toContain('filename=report.csv');
  });
});
