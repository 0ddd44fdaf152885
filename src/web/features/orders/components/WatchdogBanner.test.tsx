import { describe, expect, it } from 'vitest';
import { watchdogLine } from './WatchdogBanner';

const printed = (refNo: string) => ({ refNo, printers: ['Kitchen printer'] });

describe('watchdogLine', () => {
  it('says every waiting order in one line: the count and the references', () => {
    expect(watchdogLine([printed('D-012')])).toBe('1 order printed with no screen acknowledging: D-012');
    expect(watchdogLine([printed('D-012'), printed('D-013'), { refNo: 'D-015', printers: [] }])).toBe(
      '3 orders printed with no screen acknowledging: D-012, D-013, D-015 (no printer)',
    );
  });

  it('names the first 5 and counts the rest', () => {
    const many = Array.from({ length: 11 }, (_, i) => printed(`D-${100 + i}`));
    expect(watchdogLine(many)).toBe(
      '11 orders printed with no screen acknowledging: D-100, D-101, D-102, D-103, D-104 and 6 more',
    );
  });
});
