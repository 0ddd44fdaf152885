import { describe, expect, it } from 'vitest';
import { formatAmount, shortDay } from './format';

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

describe('formatAmount', () => {
  it('groups thousands and keeps the currency’s two decimals, with its code', () => {
    expect(formatAmount(259823.97, 'DKK')).toBe('259,823.97 DKK');
    expect(formatAmount(1234567.5, 'NOK')).toBe('1,234,567.50 NOK');
    expect(formatAmount(9, 'DKK')).toBe('9.00 DKK');
  });

  it('shows a negative amount with its minus sign before the number', () => {
    expect(formatAmount(-1154.7, 'DKK')).toBe('-1,154.70 DKK');
  });

  it('rounds to the øre', () => {
    expect(formatAmount(1000.456, 'DKK')).toBe('1,000.46 DKK');
    expect(formatAmount(12.344)).toBe('12.34');
  });

  it('shows the number alone without a currency, and still formats under a code Intl does not know', () => {
    expect(formatAmount(1234.5)).toBe('1,234.50');
    expect(formatAmount(1234.5, 'KRONER')).toBe('1,234.50 KRONER');
  });

  it('writes Danish amounts for the Danish invoice', () => {
    expect(formatAmount(1234.5, undefined, 'da')).toBe('1.234,50');
  });
});
