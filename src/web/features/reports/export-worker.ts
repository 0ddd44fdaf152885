/**
 * Builds the restaurant report's PDF or Excel file off the main thread, so the page stays responsive while
 * thousands of rows are laid out. Answers progress messages, then the file's bytes.
 */
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import * as XLSX from 'xlsx';
import { buildReportExcel, buildReportPdf, type ReportExportInput } from '../../../contract/reports/export-files';

export interface ExportRequest {
  kind: 'pdf' | 'excel';
  input: ReportExportInput;
}
export type ExportMessage = { progress: number } | { done: ArrayBuffer } | { error: string };

// In a worker `self.postMessage(message, { transfer })` sends to the page that started it.
const post = (m: ExportMessage, transfer: Transferable[] = []) => self.postMessage(m, { transfer });

self.onmessage = (e: MessageEvent<ExportRequest>) => {
  try {
    const bytes =
      e.data.kind === 'pdf'
        ? buildReportPdf({ jsPDF, autoTable }, e.data.input, (p) => post({ progress: p }))
        : buildReportExcel(XLSX, e.data.input);
    post({ done: bytes }, [bytes]);
  } catch (err) {
    post({ error: err instanceof Error ? err.message : String(err) });
  }
};
