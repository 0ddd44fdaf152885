import { describe, expect, it } from 'vitest';
import { shortDay } from './format';

describe('shortDay', () => {
  it("shows an instant's calendar day in the restaurant's zone as DD/MM/YYYY, whatever the browser's zone", () => {
    expect(shortDay('2025-06-30T22:30:00Z')).toBe('01/07/2025');
    expect(shortDay('2025-06-30T22:30:00Z', 'UTC')).toBe('30/06/2025');
    expect(shortDay('2025-06-30T22:30:00Z', 'America/New_York')).toBe('30/06/2025');
  });

  it('says so for a text that is not a date', () => {
    expect(shortDay('soon')).toBe('Invalid Date');
  });
});
