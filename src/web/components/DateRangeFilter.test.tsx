import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DATE_RANGE_MESSAGES } from '../../contract/dates';
import { renderWithProviders } from '../../../tests/support/web-render';
import { DateRangeFilter, isValidDateRange, type DateRange } from './DateRangeFilter';

function Harness({ initial, spy, maxDate }: { initial: DateRange; spy: (r: DateRange) => void; maxDate?: string }) {
  const [range, setRange] = useState(initial);
  return (
    <DateRangeFilter
      {...range}
      maxDate={maxDate}
      onChange={(r) => {
        setRange(r);
        spy(r);
      }}
    />
  );
}

describe('DateRangeFilter', () => {
  it('shows the days and passes typed changes on as YYYY-MM-DD', () => {
    const spy = vi.fn();
    renderWithProviders(<Harness initial={{ from: '2025-01-01', to: '2025-03-01' }} spy={spy} maxDate="2025-06-30" />);
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveProperty('value', '2025-01-01');
    fireEvent.change(screen.getByRole('textbox', { name: 'To' }), { target: { value: '2025-04-15' } });
    expect(spy).toHaveBeenLastCalledWith({ from: '2025-01-01', to: '2025-04-15' });
    expect(screen.queryByText(DATE_RANGE_MESSAGES.toAfterToday)).toBeNull();
  });

  it('says under the field when To is after the last allowed day or From after To', () => {
    const spy = vi.fn();
    renderWithProviders(<Harness initial={{ from: '2025-01-01', to: '2025-03-01' }} spy={spy} maxDate="2025-06-30" />);
    fireEvent.change(screen.getByRole('textbox', { name: 'To' }), { target: { value: '2025-07-01' } });
    expect(screen.getByText(DATE_RANGE_MESSAGES.toAfterToday)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'To' }), { target: { value: '2025-02-01' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'From' }), { target: { value: '2025-02-02' } });
    expect(screen.getByText(DATE_RANGE_MESSAGES.fromAfterTo)).toBeTruthy();
    expect(screen.queryByText(DATE_RANGE_MESSAGES.toAfterToday)).toBeNull();
  });

  it('tells the caller whether a range may be loaded', () => {
    expect(isValidDateRange({ from: '2025-01-01', to: '2025-01-01' }, '2025-01-01')).toBe(true);
    expect(isValidDateRange({ from: '2025-01-02', to: '2025-01-01' }, '2025-01-01')).toBe(false);
    expect(isValidDateRange({ from: '2025-01-01', to: '' }, '2025-01-01')).toBe(false);
  });
});
