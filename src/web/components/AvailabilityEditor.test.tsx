import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  closedAvailability,
  defaultAvailability,
  HOUR_FORMAT_MESSAGE,
  WEEKDAYS,
  type Availability,
} from '../../contract/availability';
import { renderWithProviders } from '../../../tests/support/web-render';
import { AvailabilityEditor } from './AvailabilityEditor';

function Harness({ initial, spy }: { initial: Availability; spy: (v: Availability) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <AvailabilityEditor
      value={value}
      onChange={(v) => {
        setValue(v);
        spy(v);
      }}
    />
  );
}

const setup = (initial = defaultAvailability()) => {
  const spy = vi.fn<(v: Availability) => void>();
  renderWithProviders(<Harness initial={initial} spy={spy} />);
  return { spy, last: () => spy.mock.lastCall![0] };
};

describe('AvailabilityEditor', () => {
  it('shows Monday to Sunday with their hours', () => {
    setup();
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual([...WEEKDAYS]);
    expect(screen.getByLabelText('Monday start')).toHaveProperty('value', '00:00');
    expect(screen.getByLabelText('Sunday end')).toHaveProperty('value', '23:30');
  });

  it('says which format an hour must have', () => {
    const { last } = setup();
    fireEvent.change(screen.getByLabelText('Tuesday start'), { target: { value: '7:5' } });
    expect(within(screen.getByRole('group', { name: 'Tuesday' })).getByText(HOUR_FORMAT_MESSAGE)).toBeTruthy();
    expect(last().Tuesday.start).toBe('7:5');
    fireEvent.change(screen.getByLabelText('Tuesday start'), { target: { value: '07:05' } });
    expect(screen.queryByText(HOUR_FORMAT_MESSAGE)).toBeNull();
  });

  it('switches a day off and adds an extra slot starting at the previous end', () => {
    const { last } = setup();
    fireEvent.click(screen.getByLabelText('Wednesday available'));
    expect(last().Wednesday.isAvailable).toBe(false);
    fireEvent.change(screen.getByLabelText('Thursday end'), { target: { value: '15:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add slot to Thursday' }));
    expect(last().Thursday.othertime).toEqual([{ start: '15:00', end: '23:30' }]);
    expect(screen.getByLabelText('Thursday slot 2 start')).toHaveProperty('value', '15:00');
  });

  it('asks before removing a slot, and keeps it when the answer is no', async () => {
    const initial = defaultAvailability();
    initial.Friday.othertime = [{ start: '17:00', end: '22:00' }];
    const { spy, last } = setup(initial);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Friday slot 2' }));
    expect(await screen.findByText('Are you sure you want to remove this entry?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Are you sure you want to remove this entry?')).toBeNull());
    expect(spy).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Friday slot 2' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(last().Friday.othertime).toEqual([]));
  });

  it('resets every day to one of the two defaults', () => {
    const { last } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Reset: all days unavailable' }));
    expect(last()).toEqual(closedAvailability());
    fireEvent.click(screen.getByRole('button', { name: 'Reset: all days 00:00–23:30' }));
    expect(last()).toEqual(defaultAvailability());
  });
});
