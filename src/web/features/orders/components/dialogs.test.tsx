import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../../tests/support/web-render';
import { DeclineReason } from './dialogs';

// jsdom has no document.fonts, which Mantine's autosizing Textarea listens to.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });

describe('DeclineReason', () => {
  it("offers the spec's reasons and Other, whose written reason is required and sent trimmed", () => {
    const onDone = vi.fn();
    renderWithProviders(<DeclineReason onDone={onDone} />);
    const decline = screen.getByRole('button', { name: 'Decline order' });
    fireEvent.click(decline);
    expect(screen.getByText('Please select a reason above.')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    const text = screen.getByRole('textbox', { name: 'Other reason' });
    expect(text.getAttribute('maxlength')).toBe('200');
    fireEvent.change(text, { target: { value: '   ' } });
    fireEvent.click(decline);
    expect(screen.getByText('Please write the reason for declining.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();

    fireEvent.change(text, { target: { value: '  Oven broken  ' } });
    fireEvent.click(decline);
    expect(onDone).toHaveBeenCalledWith('Oven broken');
  });

  it('sends a listed reason as it reads', () => {
    const onDone = vi.fn();
    renderWithProviders(<DeclineReason onDone={onDone} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Out of stock' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decline order' }));
    expect(onDone).toHaveBeenCalledWith('Out of stock');
  });
});
