import { describe, expect, it } from 'vitest';
import { defaultAvailability, HOUR_FORMAT_MESSAGE } from '../../contract/availability';
import { addSlot, hourError, removeSlot, setSlot } from './availability-edit';

describe('availability changes', () => {
  it('starts a new slot at the end of the day, then at the end of the last slot', () => {
    let v = defaultAvailability();
    v.Monday.end = '14:00';
    v = addSlot(v, 'Monday');
    expect(v.Monday.othertime).toEqual([{ start: '14:00', end: '23:30' }]);
    v = setSlot(v, 'Monday', 0, { end: '18:00' });
    v = addSlot(v, 'Monday');
    expect(v.Monday.othertime).toEqual([
      { start: '14:00', end: '18:00' },
      { start: '18:00', end: '23:30' },
    ]);
    expect(v.Tuesday.othertime).toEqual([]);
  });

  it('falls back to 00:00 when the previous end is not a time', () => {
    const v = defaultAvailability();
    v.Friday.end = '9';
    expect(addSlot(v, 'Friday').Friday.othertime).toEqual([{ start: '00:00', end: '23:30' }]);
  });

  it('removes one slot and leaves the input untouched', () => {
    const v = addSlot(addSlot(defaultAvailability(), 'Sunday'), 'Sunday');
    const after = removeSlot(v, 'Sunday', 0);
    expect(after.Sunday.othertime).toHaveLength(1);
    expect(v.Sunday.othertime).toHaveLength(2);
  });

  it('accepts HH:mm only', () => {
    for (const ok of ['00:00', '09:30', '23:59']) expect(hourError(ok)).toBeNull();
    for (const bad of ['24:00', '9:30', '12:60', '', '12-30']) expect(hourError(bad)).toBe(HOUR_FORMAT_MESSAGE);
  });
});
