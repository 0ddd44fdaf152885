/**
 * The per-category report's export files (CSV, Excel, PDF), built from the answer the screen shows: its category
 * tables, the amount and count per status, Total Sales, the fee rows and the Payment total (the screen's Total), so
 * every file says what the screen says. Pure: the libraries are passed in.
 */
import type { jsPDF as JsPdf } from 'jspdf';
import type { autoTable as AutoTable } from 'jspdf-autotable';
import type * as Xlsx from 'xlsx';
import type { PerCategoryAnswer } from './answers';
import { amount, formatAmount, statusLabel } from './export-format';

export interface PerCategoryExportInput {
  name: string;
  from: string;
  to: string;
  statuses: string[];
  answer: PerCategoryAnswer;
}

/** Menu, Quantity, Price, Sales: numbers stay numbers ('' where the screen shows nothing). */
export type SheetRow = [string, number | '', number | '', number];
/** A titled table of the file: a category, or the payment summary. */
export interface Section {
  title: string;
  rows: SheetRow[];
}

export const PAYMENT_SECTION = 'Payment';
const HEAD = ['Menu', 'Quantity', 'Price', 'Sales'];

/** The file's tables, in the screen's order: one per category (with its Total), then the payment summary. */
export function perCategorySections({ answer, statuses }: Pick<PerCategoryExportInput, 'answer' | 'statuses'>) {
  const m = answer.ordermeta;
  const sections: Section[] = answer.categories.map((c) => ({
    title: c.category,
    rows: [
      // The spec's sheet rule: quantity 1 and price 0 where a row has none.
      ...c.rows.map((r): SheetRow => [r.kind === 'item' ? r.name : `+ ${r.name}`, r.qty || 1, r.price || 0, r.sales]),
      ['Total', c.qty, '', c.total],
    ],
  }));
  sections.push({
    title: PAYMENT_SECTION,
    rows: [
      ...statuses.map((s): SheetRow => [statusLabel(s), m[`${s}count` as 'confirmedcount'], '', m[s as 'confirmed']]),
      ['Total Sales', '', '', answer.totalSales],
      ...answer.feeRows.map((f): SheetRow => [f.name, f.qty, f.price, f.sales]),
      ['Payment total', '', '', answer.net],
    ],
  });
  return sections;
}

export const perCategoryTitle = (name: string) => `Per Category Report for ${name}`;
/** The spec names the spreadsheet 'Per Category Report for {name}'; the CSV and PDF add the dates. */
export const perCategoryFileBase = (
  i: Pick<PerCategoryExportInput, 'name' | 'from' | 'to'>,
  kind: 'excel' | 'other',
) => (kind === 'excel' ? perCategoryTitle(i.name) : `${perCategoryTitle(i.name)} ${i.from} to ${i.to}`);

export function buildPerCategoryExcel(XLSX: typeof Xlsx, input: PerCategoryExportInput): ArrayBuffer {
  const aoa: (string | number)[][] = [[perCategoryTitle(input.name)], []];
  for (const s of perCategorySections(input)) {
    if (s.title !== PAYMENT_SECTION) aoa.push([s.title], HEAD);
    aoa.push(...s.rows, []);
  }
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(aoa), 'Per Category Report');
  return XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
}

const csvCell = (v: string) => (/[",\n\r;]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
/** Money with 2 decimals and no grouping, so a spreadsheet program reads the CSV's amounts back as numbers. */
const csvRow = ([name, qty, price, sales]: SheetRow) => [
  name,
  String(qty),
  price === '' ? '' : amount(price),
  amount(sales),
];

export function perCategoryCsv(input: PerCategoryExportInput) {
  const lines: string[][] = [['Category', ...HEAD]];
  for (const s of perCategorySections(input)) for (const r of s.rows) lines.push([s.title, ...csvRow(r)]);
  return lines.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export function buildPerCategoryPdf(
  libs: { jsPDF: typeof JsPdf; autoTable: typeof AutoTable },
  input: PerCategoryExportInput,
): ArrayBuffer {
  const doc = new libs.jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  const currency = input.answer.ordermeta.currency;
  doc.setFontSize(14);
  doc.text(perCategoryTitle(input.name), 14, 14);
  doc.setFontSize(10);
  doc.text(`${input.from} to ${input.to} · ${input.statuses.map(statusLabel).join(', ')} · ${currency}`, 14, 20);
  let y = 25;
  for (const s of perCategorySections(input)) {
    libs.autoTable(doc, {
      startY: y,
      head: [[s.title, 'Quantity', 'Price', 'Sales']],
      body: s.rows.map(([name, qty, price, sales]) => [
        name,
        String(qty),
        price === '' ? '' : formatAmount(price),
        formatAmount(sales),
      ]),
      styles: { fontSize: 9 },
      headStyles: { fillColor: s.title === PAYMENT_SECTION ? [73, 80, 87] : [28, 126, 214] },
      // The same column widths in every table, so the figures line up down the page.
      columnStyles: { 1: { cellWidth: 28 }, 2: { cellWidth: 28 }, 3: { cellWidth: 34 } },
      didParseCell: (d) => {
        if (d.column.index > 0) d.cell.styles.halign = 'right';
        // The bold last row: a category's Total, the Payment total.
        if (d.section === 'body' && d.row.index === s.rows.length - 1) d.cell.styles.fontStyle = 'bold';
      },
    });
    y = (doc as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable.finalY + 6;
  }
  return doc.output('arraybuffer');
}
