import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { buildSpeedExcel, speedCsv, speedFileBase } from './speed-files';

const input = {
  name: 'Demo Bistro',
  from: '2026-03-01',
  to: '2026-03-07',
  answer: {
    stations: [{ station: 's1', name: 'Grill, hot', tickets: 3, medianSeconds: 960, p90Seconds: 1392, overTarget: 2 }],
    byHour: [{ hour: 9, tickets: 2, medianSeconds: 840, p90Seconds: 1032 }],
    overall: { tickets: 3, medianSeconds: 1080, p90Seconds: 1656, overTarget: 2, recalls: 1 },
  },
};

describe('speed-of-service files', () => {
  it('CSV: the stations, the hours and the overall line, as the page shows them', () => {
    expect(speedCsv(input).split('\r\n')).toEqual([
      'Station (placed → station done),Tickets,Median (s),90th percentile (s),Over target',
      '"Grill, hot",3,960,1392,2',
      '',
      'Hour placed (accepted → completed),Tickets,Median (s),90th percentile (s)',
      '09:00,2,840,1032',
      '',
      'Overall (accepted → completed),Tickets,Median (s),90th percentile (s),Over target,Recalls',
      'All orders,3,1080,1656,2,1',
      '',
    ]);
    expect(speedFileBase(input)).toBe('speed-of-service-Demo-Bistro-2026-03-01-to-2026-03-07');
  });

  it('Excel: the same rows under a title, numbers as numbers', () => {
    const book = XLSX.read(buildSpeedExcel(XLSX, input));
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['Speed of service']!, { header: 1 });
    expect(rows[0]).toEqual(['Speed of service for Demo Bistro, 2026-03-01 to 2026-03-07']);
    expect(rows[3]).toEqual(['Grill, hot', 3, 960, 1392, 2]);
    expect(rows.at(-1)).toEqual(['All orders', 3, 1080, 1656, 2, 1]);
  });
});
