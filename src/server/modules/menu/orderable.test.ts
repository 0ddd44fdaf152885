import { describe, expect, it } from 'vitest';
import { defaultAvailability } from '../../../contract/availability';
import { isOpenAt } from './orderable';

describe('isOpenAt', () => {
  const av = defaultAvailability();
  av.Monday = { start: '11:00', end: '14:00', isAvailable: true, othertime: [{ start: '17:00', end: '21:00' }] };
  av.Tuesday = { start: '22:00', end: '02:00', isAvailable: true, othertime: [] };
  av.Wednesday.isAvailable = false;
  // 2025-03-03 is a Monday; Copenhagen is UTC+1 in March.
  const at = (iso: string) => new Date(iso);
  it('is open inside a slot or an extra slot of the local weekday, closed between', () => {
    expect(isOpenAt(av, at('2025-03-03T10:30:00Z'), 'Europe/Copenhagen')).toBe(true);
    expect(isOpenAt(av, at('2025-03-03T14:30:00Z'), 'Europe/Copenhagen')).toBe(false);
    expect(isOpenAt(av, at('2025-03-03T17:00:00Z'), 'Europe/Copenhagen')).toBe(true);
  });
  it('handles slots past midnight, closed days and no availability', () => {
    expect(isOpenAt(av, at('2025-03-04T23:30:00Z'), 'Europe/Copenhagen')).toBe(false); // Wednesday 00:30 local: closed day
    expect(isOpenAt(av, at('2025-03-04T22:30:00Z'), 'Europe/Copenhagen')).toBe(true); // Tuesday 23:30 local
    expect(isOpenAt(null, at('2025-03-05T12:00:00Z'), 'Europe/Copenhagen')).toBe(true);
  });
});
