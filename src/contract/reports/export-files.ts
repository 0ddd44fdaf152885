/**
 * The restaurant report's export files, built from the report's answer. Pure: the libraries are passed in, so the
 * same code runs in the web's export worker, on the page where workers are missing, and on the server for the
 * weekly report mail.
 */
import type { jsPDF as JsPdf } from 'jspdf';
import type { autoTable as AutoTable } from 'jspdf-autotable';
import type * as Xlsx from 'xlsx';
import type { ReportAnswer, ReportRow } from './schemas';
import { amount, dateTime, slug, statusLabel } from './export-format';
import { drawPlainTable } from './pdf-table';

const REPORT_COLUMNS = [
  'Ref No',
  'Date',
  'Subtotal',
  'Discount',
  'Tip',
  'Service Fee (%)',
  'Total',
  'Amount Captured',
  'Status',
  'Payment Type',
  'Currency',
];
/** The PDF's relative column widths (Date and the longer headers wider). */
const REPORT_WIDTHS = [9, 13, 9, 8, 7, 11, 9, 12, 9, 11, 8];

/** One row's cells; dates in the restaurant's zone (`timeZone`, from the answer's ordermeta). */
const reportCells = (r: ReportRow, timeZone?: string) => [
  r.refNo,
  dateTime(r.date, timeZone),
  amount(r.subtotal),
  amount(r.discount),
  amount(r.tip),
  String(r.serviceFee),
  amount(r.total),
  amount(r.amountcaptured / 100),
  statusLabel(r.status),
  r.paymentType,
  r.currency,
];

export interface ReportExportInput {
  name: string;
  from: string;
  to: string;
  statuses: string[];
  answer: ReportAnswer;
}

/** The summary lines under a report: amount and count per status, fees, net. */
function summaryRows({ answer, statuses }: ReportExportInput): string[][] {
  const m = answer.ordermeta;
  const rows = statuses.map((s) => [
    statusLabel(s),
    amount(m[s as 'confirmed']),
    String(m[`${s}count` as 'confirmedcount']),
  ]);
  return [
    ...rows,
    ['SMS fee', amount(m.fees.sms), String(m.smsLogsCount)],
    ['Transaction fee', amount(m.fees.transaction), String(answer.meta.total)],
    ['Net Total', amount(m.net), ''],
  ];
}

export const reportFileBase = (i: { name: string; from: string; to: string }) =>
  `report-${slug(i.name)}-${i.from}-to-${i.to}`;

export function buildReportPdf(
  libs: { jsPDF: typeof JsPdf; autoTable: typeof AutoTable },
  input: ReportExportInput,
  onProgress?: (p: number) => void,
): ArrayBuffer {
  const doc = new libs.jsPDF({ orientation: 'landscape', unit: 'mm', format: 'a4' });
  doc.setFontSize(14);
  doc.text(`Report for ${input.name}`, 14, 14);
  doc.setFontSize(10);
  doc.text(
    `${input.from} to ${input.to} · ${input.statuses.map(statusLabel).join(', ')} · ${input.answer.ordermeta.currency}`,
    14,
    20,
  );
  const body = input.answer.data.map((r) => reportCells(r, input.answer.ordermeta.timezone));
  onProgress?.(0.1);
  let told = 0;
  // The orders: a plain striped table (pdf-table.ts), a column per page at a time; autotable only for the summary.
  const endY = drawPlainTable(doc, REPORT_COLUMNS, body, {
    startY: 25,
    widths: REPORT_WIDTHS,
    fontSize: 8,
    headFill: [28, 126, 214],
    onPage: (done) => {
      // Every 2 % or so: a message per page would be hundreds for a large report.
      if (done - told < 0.02 && done < 1) return;
      told = done;
      onProgress?.(0.1 + 0.8 * done);
    },
  });
  libs.autoTable(doc, {
    startY: endY + 6,
    head: [['Summary', 'Amount', 'Count']],
    body: summaryRows(input),
    styles: { fontSize: 9 },
    headStyles: { fillColor: [73, 80, 87] },
    tableWidth: 120,
  });
  onProgress?.(0.95);
  return doc.output('arraybuffer');
}

export function buildReportExcel(XLSX: typeof Xlsx, input: ReportExportInput): ArrayBuffer {
  const aoa: (string | number)[][] = [
    REPORT_COLUMNS,
    ...input.answer.data.map((r) => [
      r.refNo,
      dateTime(r.date, input.answer.ordermeta.timezone),
      r.subtotal,
      r.discount,
      r.tip,
      r.serviceFee,
      r.total,
      r.amountcaptured / 100,
      statusLabel(r.status),
      r.paymentType,
      r.currency,
    ]),
    [],
    ...summaryRows(input).map(([label, value, count]) => [label!, Number(value), count ? Number(count) : '']),
  ];
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(aoa), 'Orders');
  return XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
}

const csvCell = (v: string) => (/[",\n\r;]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

export function reportCsv(input: ReportExportInput) {
  return (
    [REPORT_COLUMNS, ...input.answer.data.map((r) => reportCells(r, input.answer.ordermeta.timezone))]
      .map((row) => row.map(csvCell).join(','))
      .join('\r\n') + '\r\n'
  );
}
