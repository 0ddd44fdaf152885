import { describe, expect, it } from 'vitest';
import { closedAvailability, defaultAvailability } from './availability';
import { isOpenAt, isRushActive, localWeekTime, rushEndsAt } from './schedule';

describe('weekly schedules', () => {
  // Friday 29 Nov 2024, 17:45 in Copenhagen (16:45 UTC).
  const friday = new Date('2024-11-29T16:45:00Z');

  it('reads the weekday and time in the given zone', () => {
    expect(localWeekTime(friday, 'Europe/Copenhagen')).toEqual({ day: 'Friday', time: '17:45' });
    expect(localWeekTime(friday, 'Pacific/Auckland')).toEqual({ day: 'Saturday', time: '05:45' });
  });

  it('reads each instant by its own minute, in every zone, when asked in turn', () => {
    const reads = [
      ['2024-11-29T16:45:59.999Z', 'Europe/Copenhagen', 'Friday', '17:45'],
      ['2024-11-29T16:46:00.000Z', 'Europe/Copenhagen', 'Friday', '17:46'],
      ['2024-11-29T16:46:00.000Z', 'Asia/Kathmandu', 'Friday', '22:31'],
      ['2024-11-29T16:45:59.999Z', 'Europe/Copenhagen', 'Friday', '17:45'],
      ['2024-11-29T22:59:00.000Z', 'Europe/Copenhagen', 'Friday', '23:59'],
      ['2024-11-29T23:00:00.000Z', 'Europe/Copenhagen', 'Saturday', '00:00'],
    ] as const;
    for (const [at, zone, day, time] of reads) expect(localWeekTime(new Date(at), zone)).toEqual({ day, time });
  });

  it('is on inside the main slot or an extra slot of an available day, and off otherwise', () => {
    const av = closedAvailability();
    av.Friday = { start: '11:00', end: '14:00', isAvailable: true, othertime: [{ start: '17:30', end: '19:30' }] };
    expect(isOpenAt(av, friday, 'Europe/Copenhagen')).toBe(true);
    expect(isOpenAt(av, new Date('2024-11-29T14:00:00Z'), 'Europe/Copenhagen')).toBe(false);
    expect(isOpenAt(av, friday, 'UTC')).toBe(false);
    av.Friday.isAvailable = false;
    expect(isOpenAt(av, friday, 'Europe/Copenhagen')).toBe(false);
    expect(isOpenAt(null, friday, 'Europe/Copenhagen')).toBe(true); // no schedule: no restriction
  });

  it('handles slots past midnight and closed days', () => {
    const av = defaultAvailability();
    av.Tuesday = { start: '22:00', end: '02:00', isAvailable: true, othertime: [] };
    av.Wednesday.isAvailable = false;
    // 2025-03-04 is a Tuesday; Copenhagen is UTC+1 in March.
    expect(isOpenAt(av, new Date('2025-03-04T22:30:00Z'), 'Europe/Copenhagen')).toBe(true); // Tuesday 23:30
    expect(isOpenAt(av, new Date('2025-03-04T23:30:00Z'), 'Europe/Copenhagen')).toBe(false); // Wednesday 00:30: closed
  });

  it('rush mode is active when switched on and inside its schedule (or without one)', () => {
    const RushModeTimes = defaultAvailability();
    expect(isRushActive({ RushMode: true, RushModeTimes }, friday, 'Europe/Copenhagen')).toBe(true);
    expect(isRushActive({ RushMode: false, RushModeTimes }, friday, 'Europe/Copenhagen')).toBe(false);
    expect(isRushActive({ RushMode: true, RushModeTimes: null }, friday, 'Europe/Copenhagen')).toBe(true);
  });

  it('says when an active rush ends: the end of the slot it is in, none without a schedule or when off', () => {
    const RushModeTimes = closedAvailability();
    RushModeTimes.Friday = {
      start: '11:00',
      end: '14:00',
      isAvailable: true,
      othertime: [{ start: '17:00', end: '20:30' }],
    };
    expect(rushEndsAt({ RushMode: true, RushModeTimes }, friday, 'Europe/Copenhagen')).toBe('20:30');
    expect(rushEndsAt({ RushMode: false, RushModeTimes }, friday, 'Europe/Copenhagen')).toBeNull();
    expect(rushEndsAt({ RushMode: true, RushModeTimes: null }, friday, 'Europe/Copenhagen')).toBeNull();
    const lunchOnly = { ...RushModeTimes, Friday: { ...RushModeTimes.Friday, othertime: [] } };
    expect(rushEndsAt({ RushMode: true, RushModeTimes: lunchOnly }, friday, 'Europe/Copenhagen')).toBeNull();
  });
});
