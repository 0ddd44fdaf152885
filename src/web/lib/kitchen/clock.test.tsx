/** The shared clock: one timer for every reader, each tick re-renders the readers once, none while it is idle. */
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './clock';

beforeEach(() => vi.useFakeTimers({ now: Date.parse('2026-11-29T12:00:00Z') }));
afterEach(() => vi.useRealTimers());

describe('useNow', () => {
  it('renders each reader once per tick, from one timer', () => {
    const renders = { a: 0, b: 0 };
    function Reader({ name }: { name: 'a' | 'b' }) {
      renders[name]++;
      return <span data-testid={name}>{useNow(15_000)}</span>;
    }
    const timers = vi.getTimerCount();
    const view = render(
      <>
        <Reader name="a" />
        <Reader name="b" />
      </>,
    );
    expect(vi.getTimerCount() - timers).toBe(1);
    const first = { ...renders };
    act(() => void vi.advanceTimersByTime(15_000));
    expect(renders).toEqual({ a: first.a + 1, b: first.b + 1 });
    expect(Number(view.getByTestId('a').textContent)).toBe(Date.parse('2026-11-29T12:00:15Z'));
    act(() => void vi.advanceTimersByTime(5_000)); // between ticks: nothing
    expect(renders).toEqual({ a: first.a + 1, b: first.b + 1 });
    view.unmount();
    expect(vi.getTimerCount() - timers).toBe(0);
  });
});
