import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { commandOf, useBumpBar, type BumpBarOptions } from './bump-bar';

const key = (k: string, more: Partial<KeyboardEvent> = {}) =>
  commandOf({ key: k, ctrlKey: false, metaKey: false, altKey: false, ...more });

describe('commandOf', () => {
  it('reads the keys bump bars send', () => {
    expect(key('1')).toEqual({ kind: 'select', index: 0 });
    expect(key('9')).toEqual({ kind: 'select', index: 8 });
    expect(key('0')).toBeNull();
    expect(key('ArrowDown')).toEqual({ kind: 'move', by: 1 });
    expect(key('ArrowRight')).toEqual({ kind: 'move', by: 1 });
    expect(key('ArrowUp')).toEqual({ kind: 'move', by: -1 });
    expect(key('ArrowLeft')).toEqual({ kind: 'move', by: -1 });
    expect(key('Enter')).toEqual({ kind: 'main' });
    expect(key(' ')).toEqual({ kind: 'main' });
    expect(key('Backspace')).toEqual({ kind: 'recall' });
    expect(key('r')).toEqual({ kind: 'recall' });
    expect(key('R')).toEqual({ kind: 'recall' });
    expect(key('Escape')).toEqual({ kind: 'cancel' });
    expect(key('?')).toEqual({ kind: 'help' });
    expect(key('x')).toBeNull();
  });

  it('leaves shortcuts with Ctrl, Cmd or Alt to the browser', () => {
    expect(key('1', { ctrlKey: true })).toBeNull();
    expect(key('r', { metaKey: true })).toBeNull();
    expect(key('Enter', { altKey: true })).toBeNull();
  });
});

function Board(props: BumpBarOptions & { withInput?: boolean; withDialog?: boolean }) {
  const { selected } = useBumpBar(props);
  return (
    <div>
      <p data-testid="selected">{selected ?? 'none'}</p>
      {props.withInput && <input aria-label="Search" />}
      {props.withDialog && <div role="dialog">Another window</div>}
    </div>
  );
}

const press = (k: string, target: Element | Document = document) =>
  act(() => void fireEvent.keyDown(target, { key: k }));
const selected = () => screen.getByTestId('selected').textContent;

describe('useBumpBar', () => {
  it('selects by digit and arrows, acts on the selection with Enter or Space, and clears it with Esc', () => {
    const onMain = vi.fn();
    render(<Board ids={['a', 'b', 'c']} onMain={onMain} />);
    press('Enter');
    expect(onMain).not.toHaveBeenCalled();
    press('2');
    expect(selected()).toBe('b');
    press('ArrowDown');
    expect(selected()).toBe('c');
    press('ArrowRight');
    expect(selected()).toBe('c');
    press('ArrowUp');
    press('ArrowLeft');
    press('ArrowLeft');
    expect(selected()).toBe('a');
    press('Enter');
    press(' ');
    expect(onMain.mock.calls).toEqual([['a'], ['a']]);
    press('7');
    expect(selected()).toBe('a');
    press('Escape');
    expect(selected()).toBe('none');
  });

  it('forgets a selected card that left the screen', () => {
    const onMain = vi.fn();
    const { rerender } = render(<Board ids={['a', 'b']} onMain={onMain} />);
    press('2');
    rerender(<Board ids={['a']} onMain={onMain} />);
    expect(selected()).toBe('none');
    press('Enter');
    expect(onMain).not.toHaveBeenCalled();
  });

  it('recalls with Backspace or R when the view can, and opens the help with ?', () => {
    const onRecall = vi.fn();
    const onHelp = vi.fn();
    render(<Board ids={['a']} onMain={vi.fn()} onRecall={onRecall} onHelp={onHelp} />);
    press('Backspace');
    press('1');
    press('r');
    expect(onRecall.mock.calls).toEqual([[null], ['a']]);
    press('?');
    expect(onHelp).toHaveBeenCalledOnce();
  });

  it('does nothing while typing in a field, while another window is open, or when switched off', () => {
    const onMain = vi.fn();
    const { rerender } = render(<Board ids={['a', 'b']} onMain={onMain} withInput />);
    press('2', screen.getByLabelText('Search'));
    expect(selected()).toBe('none');
    rerender(<Board ids={['a', 'b']} onMain={onMain} withDialog />);
    press('2');
    expect(selected()).toBe('none');
    rerender(<Board ids={['a', 'b']} onMain={onMain} enabled={false} />);
    press('2');
    expect(selected()).toBe('none');
    rerender(<Board ids={['a', 'b']} onMain={onMain} />);
    press('2');
    expect(selected()).toBe('b');
  });
});
