import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/support/web-render';
import { HIDE_AFTER_BLUR_MS, UserSearch, type PickedUser } from './UserSearch';

const USERS = [
  { _id: 'a'.repeat(24), Email: 'anna@example.net', Provider: 'Local' },
  { _id: 'b'.repeat(24), Email: 'annika@example.net', Provider: 'Google' },
];

let requests: string[];
beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push(url);
      const key = new URL(url, 'http://x').searchParams.get('key') ?? '';
      return new Response(JSON.stringify({ data: USERS.filter((u) => u.Email.includes(key)) }), { status: 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function Harness({ spy }: { spy: (u: PickedUser[]) => void }) {
  const [value, setValue] = useState<PickedUser[]>([]);
  return (
    <UserSearch
      label="Private users"
      value={value}
      onChange={(v) => {
        setValue(v);
        spy(v);
      }}
    />
  );
}

describe('UserSearch', () => {
  it('asks the server once the typing pauses, shows Local as Email, and picks a suggestion', async () => {
    const spy = vi.fn();
    renderWithProviders(<Harness spy={spy} />);
    const input = screen.getByRole('textbox', { name: 'Private users' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'a' } });
    fireEvent.change(input, { target: { value: 'an' } });
    fireEvent.change(input, { target: { value: 'ann' } });
    const option = await screen.findByRole('option', { name: /anna@example.net/ });
    // Debounced: one request for the word, not one per key.
    expect(requests).toEqual(['/api/user/search?key=ann']);
    expect(option.textContent).toContain('Email');
    expect(screen.getByRole('option', { name: /annika@example.net/ }).textContent).toContain('Google');

    fireEvent.click(option);
    expect(spy).toHaveBeenLastCalledWith([{ _id: USERS[0]._id, Email: 'anna@example.net' }]);
    expect(screen.getByText('anna@example.net')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('option', { name: /anna@example.net/ })).toBeNull());

    // Mantine hides the pill's remove button from assistive technology; Backspace in the empty field removes too.
    fireEvent.click(screen.getByLabelText('Remove anna@example.net'));
    expect(spy).toHaveBeenLastCalledWith([]);
  });

  it('says No results found when nobody matches', async () => {
    renderWithProviders(<Harness spy={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: 'Private users' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'nobody' } });
    expect(await screen.findByText('No results found')).toBeTruthy();
  });

  it(`hides the suggestions ${HIDE_AFTER_BLUR_MS} ms after the input loses focus, not at once`, async () => {
    renderWithProviders(<Harness spy={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: 'Private users' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'ann' } });
    await screen.findByRole('option', { name: /anna@example.net/ });

    vi.useFakeTimers();
    try {
      fireEvent.blur(input);
      act(() => vi.advanceTimersByTime(HIDE_AFTER_BLUR_MS - 20));
      expect(screen.queryByRole('option', { name: /anna@example.net/ })).not.toBeNull();
      act(() => vi.advanceTimersByTime(40));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(screen.queryByRole('option', { name: /anna@example.net/ })).toBeNull());
  });
});
