import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/support/web-render';
import { confirmAction } from './confirm';

describe('confirmAction', () => {
  it('asks in a dialog and answers yes only on the confirm button', async () => {
    renderWithProviders(<p>page</p>);
    let answer: Promise<boolean>;
    act(() => {
      answer = confirmAction({ message: 'Accept order D-001?' });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(dialog.textContent).toContain('Accept order D-001?');
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(answer!).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('answers no on Cancel and on the close button, and asks queued questions in turn', async () => {
    renderWithProviders(<p>page</p>);
    let first: Promise<boolean>;
    let second: Promise<boolean>;
    act(() => {
      first = confirmAction({ title: 'Delete', message: 'Delete the tag?', confirmLabel: 'Delete', danger: true });
      second = confirmAction({ message: 'Complete all 3 confirmed orders?' });
    });
    expect((await screen.findByRole('dialog', { name: 'Delete' })).textContent).toContain('Delete the tag?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(first!).resolves.toBe(false);
    expect((await screen.findByRole('dialog', { name: 'Please confirm' })).textContent).toContain(
      'Complete all 3 confirmed orders?',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(second!).resolves.toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
