/**
 * Report exports in the browser. The restaurant report's PDF and Excel files are built in a worker (the page stays
 * responsive with thousands of rows); jsPDF, autotable and SheetJS load only when an export starts.
 */
import type { PerCategoryExportInput } from '../../../contract/reports/per-category-files';
import {
  buildReportExcel,
  buildReportPdf,
  reportCsv,
  reportFileBase,
  type ReportExportInput,
} from '../../../contract/reports/export-files';
import { download, MIME } from './download';
import type { ExportMessage, ExportRequest } from './export-worker';

export type { ReportExportInput } from '../../../contract/reports/export-files';

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

/**
 * The per-category files, from the answer the page shows (a few hundred rows at most: built on the page). Excel is
 * 'Per Category Report for {name}.xlsx' as the spec names it; the CSV and PDF add the dates.
 */
export async function exportPerCategory(kind: 'pdf' | 'excel' | 'csv', input: PerCategoryExportInput) {
  const files = await import('../../../contract/reports/per-category-files');
  const base = files.perCategoryFileBase(input, kind === 'excel' ? 'excel' : 'other');
  if (kind === 'csv') {
    download(new Blob([files.perCategoryCsv(input)], { type: MIME.csv }), `${base}.csv`);
    return `${base}.csv`;
  }
  if (kind === 'excel') {
    download(
      new Blob([files.buildPerCategoryExcel(await import('xlsx'), input)], { type: MIME.excel }),
      `${base}.xlsx`,
    );
    return `${base}.xlsx`;
  }
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  download(new Blob([files.buildPerCategoryPdf({ jsPDF, autoTable }, input)], { type: MIME.pdf }), `${base}.pdf`);
  return `${base}.pdf`;
}
