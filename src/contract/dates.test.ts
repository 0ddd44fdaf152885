import { describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGES, dateRangeErrors, isIsoDate, startOfYearIso, todayIso } from './dates';

describe('date ranges', () => {
  it('knows real days only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('01/02/2025')).toBe(false);
  });

  it('counts today in Copenhagen, also when it is still yesterday in UTC', () => {
    expect(todayIso(undefined, new Date('2025-06-30T22:30:00Z'))).toBe('2025-07-01');
    expect(todayIso('UTC', new Date('2025-06-30T22:30:00Z'))).toBe('2025-06-30');
    expect(startOfYearIso(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
  });

  it('refuses From after To and To after the last allowed day, naming the field', () => {
    expect(dateRangeErrors('2025-01-01', '2025-03-01', '2025-03-01')).toEqual({});
    expect(dateRangeErrors('2025-03-02', '2025-03-01', '2025-06-01')).toEqual({
      from: DATE_RANGE_MESSAGES.fromAfterTo,
    });
    expect(dateRangeErrors('2025-01-01', '2025-03-02', '2025-03-01')).toEqual({ to: DATE_RANGE_MESSAGES.toAfterToday });
    expect(dateRangeErrors('2025-04-01', '2025-03-02', '2025-03-01')).toEqual({
      from: DATE_RANGE_MESSAGES.fromAfterTo,
      to: DATE_RANGE_MESSAGES.toAfterToday,
    });
    expect(dateRangeErrors('', 'x', '2025-03-01')).toEqual({
      from: DATE_RANGE_MESSAGES.fromRequired,
      to: "'To' must be a date (YYYY-MM-DD)",
    });
  });
});
