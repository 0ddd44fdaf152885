/**
 * The per-category report's screen and its three files say the same: the CSV, Excel and PDF are built from the API's
 * answer (what the screen shows), and every figure of the fee block, Total Sales, Payment total and category totals
 * appears in each file, adding up (Payment total = Total Sales − the fees).
 */
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { addOrders, addSms, line, makeRestaurant } from '../../../../tests/support/report-data';
import { useTestApp } from '../../../../tests/support/test-app';
import { formatAmount } from '../../../contract/reports/export-format';
import {
  buildPerCategoryExcel,
  buildPerCategoryPdf,
  perCategoryCsv,
  type PerCategoryExportInput,
} from '../../../contract/reports/per-category-files';
import { reportsRoutes as reports } from '../../../contract/reports/routes';
import type { PerCategoryAnswer } from '../../../contract/reports/schemas';

const t = useTestApp();
let answer: PerCategoryAnswer;
const statuses = ['confirmed', 'completed'];

beforeAll(async () => {
  const r = await makeRestaurant(t.db);
  // 2026-03-02 in Copenhagen: 1,250.00 by card (a steak dinner for ten), 45.50 by MobilePay, 80.00 by card, 2 SMS.
  await addOrders(t.db, r.id, [
    {
      at: '2026-03-02T11:00:00Z',
      status: 'completed',
      total: 125000,
      paymentType: 'card',
      lines: [line('Steak', 12500, 10, { categoryId: r.categoryId })],
    },
    {
      at: '2026-03-02T12:00:00Z',
      status: 'confirmed',
      total: 4550,
      paymentType: 'mobilepay',
      lines: [line('Cola', 2275, 2, { category: 'Drinks' })],
    },
    {
      at: '2026-03-02T13:00:00Z',
      status: 'completed',
      total: 8000,
      paymentType: 'card',
      lines: [line('Burger', 8000, 1, { categoryId: r.categoryId })],
    },
  ]);
  await addSms(t.db, r.id, ['2026-03-02T08:00:00Z', '2026-03-02T09:00:00Z']);
  const res = await t.api(await t.asAdmin(), reports.perCategory, {
    params: { statuses: statuses.join(',') },
    query: { restaurant: r.id, startdate: '2026-03-02', enddate: '2026-03-02' },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  answer = res.json;
});

const input = (): PerCategoryExportInput => ({
  name: 'Bistro',
  from: '2026-03-02',
  to: '2026-03-02',
  statuses,
  answer,
});

/** The figures the screen shows: the fee block, Total Sales and the Total (the files' Payment total). */
const screenFigures = () => ({
  'Total Sales': answer.totalSales,
  SMS: answer.feeRows[0]!.sales,
  'Transaction fee': answer.feeRows[1]!.sales,
  'Card fee': answer.feeRows[2]!.sales,
  MobilePay: answer.feeRows[3]!.sales,
  'Payment total': answer.net,
});

describe('the per-category answer (what the screen shows)', () => {
  it('charges the fees per SMS and per order, and its Total is Total Sales minus them (hand-computed)', () => {
    // Total Sales 1,250.00 + 45.50 + 80.00 = 1,375.50; SMS 2 × 0.50 = 1.00; transaction 3 × 0.20 = 0.60;
    // card 2 × 1.25 = 2.50; MobilePay 1 × 1.00 = 1.00; Total 1,375.50 − 5.10 = 1,370.40
    expect(screenFigures()).toEqual({
      'Total Sales': 1375.5,
      SMS: 1,
      'Transaction fee': 0.6,
      'Card fee': 2.5,
      MobilePay: 1,
      'Payment total': 1370.4,
    });
    expect(answer.feeRows.map((f) => [f.name, f.qty, f.price])).toEqual([
      ['SMS', 2, 0.5],
      ['Transaction fee', 3, 0.2],
      ['Card fee', 2, 1.25],
      ['MobilePay', 1, 1],
    ]);
    expect(answer.ordermeta.fees.sum).toBe(5.1);
  });
});

describe('screen = CSV = Excel = PDF', () => {
  it('the spreadsheet holds the screen’s figures as numbers: category totals, Total Sales, fee rows, Payment total', () => {
    const wb = XLSX.read(buildPerCategoryExcel(XLSX, input()));
    const rows = XLSX.utils.sheet_to_json<(string | number)[]>(wb.Sheets['Per Category Report']!, {
      header: 1,
      blankrows: false,
    });
    expect(rows[0]).toEqual(['Per Category Report for Bistro']);
    const byName = (name: string) => rows.find((r) => r[0] === name);
    for (const [name, value] of Object.entries(screenFigures())) expect(byName(name)?.at(-1), name).toBe(value);
    for (const f of answer.feeRows) expect(byName(f.name)).toEqual([f.name, f.qty, f.price, f.sales]);
    expect(rows.filter((r) => r[0] === 'Total').map((r) => r[3])).toEqual(answer.categories.map((c) => c.total));
    expect(byName('Completed')).toEqual(['Completed', 2, '', answer.ordermeta.completed]);
  });

  it('the CSV holds the same figures, two decimals and no grouping', () => {
    const lines = perCategoryCsv(input()).trim().split('\r\n');
    expect(lines[0]).toBe('Category,Menu,Quantity,Price,Sales');
    const sales = (name: string) =>
      lines
        .find((l) => l.split(',')[1] === name)
        ?.split(',')
        .at(-1);
    for (const [name, value] of Object.entries(screenFigures())) expect(sales(name), name).toBe(value.toFixed(2));
    expect(lines).toContain('Payment,Card fee,2,1.25,2.50');
    expect(lines.filter((l) => l.split(',')[1] === 'Total').map((l) => Number(l.split(',')[4]))).toEqual(
      answer.categories.map((c) => c.total),
    );
  });

  it('the PDF prints the same figures as the screen formats them', () => {
    const text = new TextDecoder('latin1').decode(buildPerCategoryPdf({ jsPDF, autoTable }, input()));
    expect(text).toContain('(Per Category Report for Bistro)');
    for (const [name, value] of Object.entries(screenFigures())) {
      expect(text, name).toContain(`(${name})`);
      expect(text, name).toContain(`(${formatAmount(value)})`);
    }
    expect(text).toContain('(1,370.40)');
    for (const c of answer.categories) expect(text).toContain(`(${formatAmount(c.total)})`);
  });
});
