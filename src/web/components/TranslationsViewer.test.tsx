import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/support/web-render';
import { TranslationsViewer } from './TranslationsViewer';

describe('TranslationsViewer', () => {
  it('opens the Translations modal with every language name, the texts, and N/A where one is missing', async () => {
    renderWithProviders(
      <TranslationsViewer
        translation={{
          name: { en: 'Demo Bistro', da: 'Demo Bistro DK', 'sr-Latn': 'Demo Bistro RS' },
          description: { de: 'Ein Bistro' },
        }}
        fields={[
          { key: 'name', label: 'Name' },
          { key: 'description', label: 'Description' },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'View Translations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Translations' });
    const name = within(dialog).getByRole('table', { name: 'Name translations' });
    const rows = within(name)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'EnglishDemo Bistro',
      'DanishDemo Bistro DK',
      'GermanN/A',
      'NorwegianN/A',
      'ChineseN/A',
      'SerbianN/A',
      'Serbian LatinDemo Bistro RS',
    ]);
    const description = within(dialog).getByRole('table', { name: 'Description translations' });
    expect(within(description).getByRole('row', { name: /German/ }).textContent).toBe('GermanEin Bistro');
    expect(within(description).getByRole('row', { name: /English/ }).textContent).toBe('EnglishN/A');
  });
});
