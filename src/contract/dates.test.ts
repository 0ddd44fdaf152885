import { describe, expect, it, vi } from 'vitest';
import {
  calendarDay,
  DATE_RANGE_MESSAGES,
  dateRangeErrors,
  isIsoDate,
  PLATFORM_TIME_ZONE,
  startOfYearIso,
} from './dates';

describe('date ranges', () => {
  it('knows real days only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('01/02/2025')).toBe(false);
  });

  it('counts today in Copenhagen, also when it is still yesterday in UTC', () => {
    expect(calendarDay(new Date('2025-06-30T22:30:00Z'))).toBe('2025-07-01');
    expect(calendarDay(new Date('2025-06-30T22:30:00Z'), 'UTC')).toBe('2025-06-30');
    expect(startOfYearIso(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
  });

  it("gives an instant's calendar day in a restaurant's zone, from a Date, an ISO text or epoch milliseconds", () => {
    const at = '2025-03-29T23:30:00Z';
    expect(calendarDay(at)).toBe('2025-03-30');
    expect(calendarDay(new Date(at), 'America/New_York')).toBe('2025-03-29');
    expect(calendarDay(Date.parse(at), 'Asia/Tokyo')).toBe('2025-03-30');
    expect(calendarDay(at, 'UTC')).toBe('2025-03-29');
    // Both sides of Copenhagen's switch to summer time (02:00 → 03:00 on 30 March 2025).
    expect(calendarDay('2025-03-30T21:59:59Z', PLATFORM_TIME_ZONE)).toBe('2025-03-30');
    expect(calendarDay('2025-03-30T22:00:00Z', PLATFORM_TIME_ZONE)).toBe('2025-03-31');
    expect(calendarDay('2025-10-26T22:59:59Z')).toBe('2025-10-26');
    expect(calendarDay('2025-10-26T23:00:00Z')).toBe('2025-10-27');
  });

  it('says so for an instant that is not a date, and refuses an unknown zone', () => {
    expect(calendarDay('not a date')).toBe('Invalid Date');
    expect(() => calendarDay(new Date(), 'Mars/Olympus')).toThrow(RangeError);
  });

  it("is today's day in the platform's zone by default", () => {
    vi.useFakeTimers({ now: new Date('2025-06-30T22:30:00Z') });
    try {
      expect(calendarDay()).toBe('2025-07-01');
    } finally {
      vi.useRealTimers();
    }
  });

  it('makes one formatter per zone, not one per call (the server asks per order)', () => {
    const Real = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made++;
      }
    } as typeof Real;
    try {
      const days = new Set<string>();
      for (let i = 0; i < 50; i++) days.add(calendarDay(new Date(Date.UTC(2025, 0, 1, i)), 'Pacific/Auckland'));
      expect([...days]).toEqual(['2025-01-01', '2025-01-02', '2025-01-03']);
      expect(made).toBe(1);
    } finally {
      Intl.DateTimeFormat = Real;
    }
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
