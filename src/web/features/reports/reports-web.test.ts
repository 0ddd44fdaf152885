import { describe, expect, it } from 'vitest';
import type { ReportAnswer } from '../../../contract/reports/schemas';
import { reportCsv } from '../../../contract/reports/export-files';
import { rangeDays } from './ranges';
import { parseStatuses } from './search';

describe('restaurant statistics ranges', () => {
  it('names each range by its From and To', () => {
    const today = '2026-03-10';
    expect(rangeDays('today', today)).toEqual({ from: today, to: today });
    expect(rangeDays('yesterday', today)).toEqual({ from: '2026-03-09', to: '2026-03-09' });
    expect(rangeDays('last-7-days', today)).toEqual({ from: '2026-03-04', to: today });
    expect(rangeDays('this-month', today)).toEqual({ from: '2026-03-01', to: today });
    expect(rangeDays('last-month', today)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(rangeDays('this-year', today)).toEqual({ from: '2026-01-01', to: today });
    // Across a year's start, and a leap February.
    expect(rangeDays('last-month', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(rangeDays('last-7-days', '2026-01-03')).toEqual({ from: '2025-12-28', to: '2026-01-03' });
    expect(rangeDays('last-month', '2024-03-31')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });
});

describe('report pages', () => {
  it('default to confirmed and completed, and keep only known statuses', () => {
    expect(parseStatuses(undefined)).toEqual(['confirmed', 'completed']);
    expect(parseStatuses('refunded,eaten,confirmed')).toEqual(['confirmed', 'refunded']);
    expect(parseStatuses('')).toEqual([]);
  });

  it('write CSV with quoted cells where needed and amounts with 2 decimals', () => {
    const row = {
      _id: '1',
      refNo: 'A-001',
      date: '2026-03-02T09:00:00.000Z',
      subtotal: 100,
      discount: 10,
      tip: 5.5,
      serviceFee: 0,
      total: 95.5,
      amountcaptured: 9550,
      status: 'completed',
      paymentType: 'mobile, pay',
      iscardEU: true,
      transactionfee: 0.2,
      currency: 'DKK',
      isParkTable: false,
    };
    const csv = reportCsv({
      name: 'X',
      from: '2026-03-02',
      to: '2026-03-02',
      statuses: ['completed'],
      answer: {
        data: [row],
        meta: { current_page: 1, last_page: 1, total: 1, page_limit: 1 },
        ordermeta: { timezone: 'Europe/Copenhagen' },
      } as unknown as ReportAnswer,
    });
    const [head, line] = csv.split('\r\n');
    expect(head).toBe(
      'Ref No,Date,Subtotal,Discount,Tip,Service Fee (%),Total,Amount Captured,Status,Payment Type,Currency',
    );
    expect(line).toMatch(/^A-001,2026-03-02 \d\d:00,100\.00,10\.00,5\.50,0,95\.50,95\.50,Completed,"mobile, pay",DKK$/);
  });
});

describe('report dates', () => {
  it("shows the restaurant's date and time, whatever the browser's zone", async () => {
    const { dateTime } = await import('./format');
    // 23:30 UTC on 22 Nov is already 00:30 on 23 Nov in Copenhagen.
    expect(dateTime('2026-11-22T23:30:00.000Z')).toBe('2026-11-23 00:30');
    // A restaurant in Kolkata (the answer's ordermeta.timezone): 05:00 the same morning.
    expect(dateTime('2026-11-22T23:30:00.000Z', 'Asia/Kolkata')).toBe('2026-11-23 05:00');
  });

  it("writes the export's dates in the restaurant's zone from the answer", async () => {
    const { reportCsv } = await import('../../../contract/reports/export-files');
    const row = {
      _id: '1',
      refNo: 'K-001',
      date: '2026-11-22T23:30:00.000Z',
      subtotal: 1,
      discount: 0,
      tip: 0,
      serviceFee: 0,
      total: 1,
      amountcaptured: 100,
      status: 'completed',
      paymentType: 'card',
      iscardEU: false,
      transactionfee: 0.2,
      currency: 'INR',
      isParkTable: false,
    };
    const answer = {
      data: [row],
      meta: { current_page: 1, last_page: 1, total: 1, page_limit: 1 },
      ordermeta: { timezone: 'Asia/Kolkata' },
    } as unknown as ReportAnswer;
    const csv = reportCsv({ name: 'K', from: '2026-11-23', to: '2026-11-23', statuses: ['completed'], answer });
    expect(csv.split('\r\n')[1]).toMatch(/^K-001,2026-11-23 05:00,/);
  });
});

describe('the report PDF', () => {
  it('holds every row, a header on each page and the summary after the last row', async () => {
    const [{ jsPDF }, { autoTable }, { buildReportPdf }] = await Promise.all([
      import('jspdf'),
      import('jspdf-autotable'),
      import('../../../contract/reports/export-files'),
    ]);
    const rows = Array.from({ length: 60 }, (_, i) => ({
      _id: String(i),
      refNo: `P-${String(i).padStart(3, '0')}`,
      date: new Date(Date.UTC(2026, 2, 2, 9, i)).toISOString(),
      subtotal: 100 + i,
      discount: 0,
      tip: 0,
      serviceFee: 0,
      total: 100 + i,
      amountcaptured: (100 + i) * 100,
      status: 'completed',
      paymentType: i === 7 ? 'a payment type far too long for its column' : 'card',
      iscardEU: false,
      transactionfee: 0.2,
      currency: 'DKK',
      isParkTable: false,
    }));
    const ordermeta = {
      confirmed: 0,
      completed: 1,
      cancelled: 0,
      refunded: 0,
      confirmedcount: 0,
      completedcount: 60,
      cancelledcount: 0,
      refundedcount: 0,
      smsLogsCount: 0,
      totaltransactionfee: 12,
      cardcount: 60,
      mobilepaycount: 0,
      fees: { sms: 0, transaction: 12, card: 75, mobilepay: 0, sum: 87 },
      net: 1,
      currency: 'DKK',
      timezone: 'Europe/Copenhagen',
    };
    const progress: number[] = [];
    const bytes = buildReportPdf(
      { jsPDF, autoTable },
      {
        name: 'X',
        from: '2026-03-02',
        to: '2026-03-02',
        statuses: ['completed'],
        answer: {
          data: rows,
          meta: { current_page: 1, last_page: 1, total: 60, page_limit: 60 },
          ordermeta,
        } as unknown as ReportAnswer,
      },
      (p) => progress.push(p),
    );
    const text = new TextDecoder('latin1').decode(bytes);
    for (const r of rows) expect(text).toContain(`(${r.refNo})`);
    // 60 rows of about 25 a page: three pages, each with the header row.
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(3);
    expect(text.match(/\(Amount Captured\)/g)).toHaveLength(3);
    expect(text).toContain('(Net Total)');
    expect(text).toContain('(a payment type');
    expect(text).not.toContain('far too long for its column');
    expect(progress.at(-1)).toBe(0.95);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });
});
