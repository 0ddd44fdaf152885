/**
 * The weekly report mail (a restaurant's `weeklyreportschedule`): on that weekday, in the restaurant's time zone, the
 * restaurant report of the seven days before (confirmed and completed orders) goes to its staff who are included in
 * reports, as PDF and CSV, the same files the report page exports. Without SMTP it lands in the outbox.
 */
import { and, eq, ne } from 'drizzle-orm';
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { buildReportPdf, reportCsv, reportFileBase } from '../../../contract/reports/export-files';
import { calendarDay, PLATFORM_TIME_ZONE } from '../../../contract/dates';
import { restaurants, users } from '../../db/schema';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { dayjs } from '../../time';
import { restaurantReport } from './report';
import { reportScope } from './scope';

export const WEEKLY_REPORT_JOB = 'report.weekly-mail';
const STATUSES = ['confirmed', 'completed'] as const;

/** Restaurants whose weekly report day is today in their own zone, with that day (the job's key). */
export async function dueWeeklyReports(db: Db, now: Date) {
  const rows = await db
    .select({ id: restaurants.id, timezone: restaurants.timezone, schedule: restaurants.weeklyreportschedule })
    .from(restaurants)
    .where(ne(restaurants.weeklyreportschedule, 'none'));
  return rows
    .map((r) => ({ ...r, day: calendarDay(now, r.timezone || PLATFORM_TIME_ZONE) }))
    .filter((r) => dayjs.utc(r.day).format('dddd') === r.schedule);
}

/** Sends the report of the seven days before `day` (a YYYY-MM-DD of the restaurant) to its staff included in reports. */
export async function mailWeeklyReport({ db, mailer }: Deps, restaurantId: string, day: string) {
  const recipients = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.restaurantId, restaurantId), eq(users.includedToReport, true)));
  if (!recipients.length) return { sent: 0 };
  const from = dayjs.utc(day).subtract(7, 'day').format('YYYY-MM-DD');
  const to = dayjs.utc(day).subtract(1, 'day').format('YYYY-MM-DD');
  const scope = await reportScope(db, { restaurant: restaurantId, startdate: from, enddate: to });
  const answer = await restaurantReport(db, scope, STATUSES, { size: 1 });
  const input = { name: scope.name, from, to, statuses: [...STATUSES], answer };
  const base = reportFileBase(input);
  const pdf = Buffer.from(buildReportPdf({ jsPDF, autoTable }, input));
  const m = answer.ordermeta;
  const text = [
    `Weekly report for ${scope.name}, ${from} to ${to} (confirmed and completed orders).`,
    '',
    `Orders: ${answer.meta.total}`,
    `Confirmed: ${m.confirmed.toFixed(2)} ${m.currency} (${m.confirmedcount})`,
    `Completed: ${m.completed.toFixed(2)} ${m.currency} (${m.completedcount})`,
    `Net Total: ${m.net.toFixed(2)} ${m.currency}`,
    '',
    'The orders are in the attached PDF and CSV files.',
  ].join('\n');
  for (const { email } of recipients)
    await mailer.send({
      to: email,
      subject: `Weekly report for ${scope.name}: ${from} to ${to}`,
      text,
      attachments: [
        { filename: `${base}.pdf`, content: pdf, contentType: 'application/pdf' },
        { filename: `${base}.csv`, content: reportCsv(input), contentType: 'text/csv' },
      ],
    });
  return { sent: recipients.length };
}
