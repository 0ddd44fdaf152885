/** The speed-of-service files, from the answer the page shows (a few dozen rows: built on the page; SheetJS on demand). */
import type { SpeedExportInput } from '../../../contract/reports/speed-files';
import { download, MIME } from './download';

export async function exportSpeedOfService(kind: 'excel' | 'csv', input: SpeedExportInput) {
  const files = await import('../../../contract/reports/speed-files');
  const base = files.speedFileBase(input);
  if (kind === 'csv') {
    download(new Blob([files.speedCsv(input)], { type: MIME.csv }), `${base}.csv`);
    return `${base}.csv`;
  }
  download(new Blob([files.buildSpeedExcel(await import('xlsx'), input)], { type: MIME.excel }), `${base}.xlsx`);
  return `${base}.xlsx`;
}
