/**
 * The speed-of-service report's export files (CSV, Excel), built from the answer the page shows: one table of the
 * stations, one of the hours, and the overall figures. Times in seconds (numbers stay numbers). Pure: SheetJS is
 * passed in.
 */
import type * as Xlsx from 'xlsx';
import type { SpeedOfService } from './speed-of-service';

export interface SpeedExportInput {
  name: string;
  from: string;
  to: string;
  answer: SpeedOfService;
}

type Cell = string | number;
const HEAD = ['', 'Tickets', 'Median (s)', '90th percentile (s)', 'Over target'];

/** The file's rows: a titled table of stations, of hours, then the overall line with recalls. */
export function speedRows({ answer }: Pick<SpeedExportInput, 'answer'>): Cell[][] {
  const o = answer.overall;
  return [
    ['Station (placed → station done)', ...HEAD.slice(1)],
    ...answer.stations.map((s) => [s.name, s.tickets, s.medianSeconds, s.p90Seconds, s.overTarget]),
    [],
    ['Hour placed (accepted → completed)', ...HEAD.slice(1, 4)],
    ...answer.byHour.map((h) => [`${String(h.hour).padStart(2, '0')}:00`, h.tickets, h.medianSeconds, h.p90Seconds]),
    [],
    ['Overall (accepted → completed)', ...HEAD.slice(1), 'Recalls'],
    ['All orders', o.tickets, o.medianSeconds, o.p90Seconds, o.overTarget, o.recalls],
  ];
}

/**
 * The restaurant's name as a file name, as export-format's `slug` writes it (not imported: sharing that module with
 * this one would split it into a chunk of its own, one more file in the kitchen's first load).
 */
const slug = (s: string) => s.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'restaurant';

export const speedFileBase = (i: { name: string; from: string; to: string }) =>
  `speed-of-service-${slug(i.name)}-${i.from}-to-${i.to}`;

const csvCell = (c: Cell) => (typeof c === 'number' ? String(c) : /[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);

export function speedCsv(input: SpeedExportInput) {
  return `${speedRows(input)
    .map((r) => r.map(csvCell).join(','))
    .join('\r\n')}\r\n`;
}

export function buildSpeedExcel(XLSX: typeof Xlsx, input: SpeedExportInput): ArrayBuffer {
  const sheet = XLSX.utils.aoa_to_sheet([
    [`Speed of service for ${input.name}, ${input.from} to ${input.to}`],
    [],
    ...speedRows(input),
  ]);
  sheet['!cols'] = [{ wch: 36 }, { wch: 10 }, { wch: 12 }, { wch: 20 }, { wch: 12 }, { wch: 10 }];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Speed of service');
  return XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
}
