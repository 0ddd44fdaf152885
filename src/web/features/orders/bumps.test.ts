import { beforeEach, describe, expect, it } from 'vitest';
import { forgetBump, readBumps, recordBump } from './bumps';

const bar = { id: 'bar', name: 'Bar station' };
const base = { orderId: 'o1', refNo: 'D-001', restaurant: 'r1', station: bar };

describe('bumps', () => {
  beforeEach(() => localStorage.clear());

  it('keeps each line crossed off as a bump of its own, and forgets the one recalled', () => {
    recordBump('r1:bar', { ...base, line: { index: 1, label: '2× Lemonade' } });
    recordBump('r1:bar', { ...base, line: { index: 2, label: '1× Coffee' } });
    expect(readBumps('r1:bar').map((b) => b.line?.label)).toEqual(['2× Lemonade', '1× Coffee']);
    forgetBump('r1:bar', { orderId: 'o1', line: { index: 1, label: '2× Lemonade' } });
    expect(readBumps('r1:bar').map((b) => b.line?.label)).toEqual(['1× Coffee']);
  });

  it("replaces the order's crossed-off lines with the station's Done (its recall undoes them too)", () => {
    recordBump('r1:bar', { ...base, line: { index: 1, label: '2× Lemonade' } });
    recordBump('r1:bar', { ...base, orderId: 'o2', refNo: 'D-002' });
    recordBump('r1:bar', base);
    expect(readBumps('r1:bar').map((b) => [b.refNo, b.line?.index])).toEqual([
      ['D-002', undefined],
      ['D-001', undefined],
    ]);
  });
});
