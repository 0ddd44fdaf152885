/**
 * Report exports in the browser. The restaurant report's PDF and Excel files are built in a worker (the page stays
 * responsive with thousands of rows); jsPDF, autotable and SheetJS load only when an export starts.
 */
import type { PerCategoryAnswer } from '../../../contract/reports/schemas';
import {
  buildReportExcel,
  buildReportPdf,
  reportCsv,
  reportFileBase,
  type ReportExportInput,
} from '../../../contract/reports/export-files';
import type { ExportMessage, ExportRequest } from './export-worker';

export type { ReportExportInput } from '../../../contract/reports/export-files';

const MIME = {
  pdf: 'application/pdf',
  excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
};

function download(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Builds the file in the export worker; without workers (old browsers, tests) on the page. */
async function build(
  kind: 'pdf' | 'excel',
  input: ReportExportInput,
  onProgress?: (p: number) => void,
): Promise<ArrayBuffer> {
  if (typeof Worker === 'undefined') {
    if (kind === 'pdf') {
      const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
      return buildReportPdf({ jsPDF, autoTable }, input, onProgress);
    }
    return buildReportExcel(await import('xlsx'), input);
  }
  const worker = new Worker(new URL('./export-worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<ArrayBuffer>((resolve, reject) => {
      worker.onmessage = (e: MessageEvent<ExportMessage>) => {
        const m = e.data;
        if ('progress' in m) onProgress?.(m.progress);
        else if ('done' in m) resolve(m.done);
        else reject(new Error(m.error));
      };
      worker.onerror = (e) => reject(new Error(e.message || 'The export failed'));
      worker.postMessage({ kind, input } satisfies ExportRequest);
    });
  } finally {
    worker.terminate();
  }
}

export async function exportReportPdf(input: ReportExportInput, onProgress?: (p: number) => void) {
  const filename = `${reportFileBase(input)}.pdf`;
  download(new Blob([await build('pdf', input, onProgress)], { type: MIME.pdf }), filename);
  return filename;
}

export async function exportReportExcel(input: ReportExportInput, onProgress?: (p: number) => void) {
  const filename = `${reportFileBase(input)}.xlsx`;
  download(new Blob([await build('excel', input, onProgress)], { type: MIME.excel }), filename);
  return filename;
}

export function exportReportCsv(input: ReportExportInput) {
  const filename = `${reportFileBase(input)}.csv`;
  download(new Blob([reportCsv(input)], { type: MIME.csv }), filename);
  return filename;
}

/** 'Per Category Report for {name}': per category its rows (name, qty, price, sales) and Total, then the fee rows and the Payment total. */
export async function exportPerCategoryExcel(name: string, answer: PerCategoryAnswer) {
  const XLSX = await import('xlsx');
  const aoa: (string | number)[][] = [[`Per Category Report for ${name}`], []];
  for (const c of answer.categories) {
    aoa.push([c.category], ['Menu', 'Quantity', 'Price', 'Sales']);
    for (const r of c.rows) aoa.push([r.name, r.qty || 1, r.price || 0, r.sales]);
    aoa.push(['Total', c.qty, '', c.total], []);
  }
  for (const f of answer.excel.feeRows) aoa.push([f.name, f.qty, f.price, f.sales]);
  aoa.push(['Payment total', '', '', answer.excel.paymentTotal]);
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(aoa), 'Per Category Report');
  const filename = `Per Category Report for ${name}.xlsx`;
  XLSX.writeFile(wb, filename);
  return filename;
}
