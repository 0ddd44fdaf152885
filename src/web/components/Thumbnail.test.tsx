import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/support/web-render';
import { Thumbnail } from './Thumbnail';

describe('Thumbnail', () => {
  it('without an image shows the name’s initials, labelled as having no image', () => {
    renderWithProviders(<Thumbnail src="" alt="Fish Soup" />);
    expect(screen.getByRole('img', { name: 'Fish Soup: no image' }).textContent).toBe('FS');
  });

  it('with an image shows it', () => {
    renderWithProviders(<Thumbnail src="/uploads/soup.png" alt="Fish Soup" />);
    expect(screen.getByRole('img', { name: 'Fish Soup' }).getAttribute('src')).toBe('/uploads/soup.png');
  });
});
