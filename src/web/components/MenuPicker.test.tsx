import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/support/web-render';
import { MenuPicker } from './MenuPicker';

const R = 'a'.repeat(24);
const STARTERS = '1'.repeat(24);
const MAINS = '2'.repeat(24);
const item = (id: string, name: string, category: string) => ({
  _id: id,
  name,
  category,
  categoryName: '',
  description: '',
  price: 10,
  sku: '',
  onlineposproductid: '',
  image: '',
  GalleryImages: [],
  isAvailable: true,
  tags: [],
  extras: [],
  options: [],
  attributes: [],
  AttributesRequired: false,
});
const ITEMS = [
  item('3'.repeat(24), 'Soup', STARTERS),
  item('4'.repeat(24), 'Steak', MAINS),
  item('5'.repeat(24), 'Cod', MAINS),
];

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = url.includes('/menu/category/fetch')
        ? {
            data: [
              { _id: STARTERS, Category: 'Starters', Description: '', IsHidden: false, Order: 0 },
              { _id: MAINS, Category: 'Mains', Description: '', IsHidden: false, Order: 1 },
            ],
          }
        : { data: ITEMS, meta: { current_page: 1, last_page: 1, total: 3, page_limit: 1000 } };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function Harness({ spy, initial = [] }: { spy: (ids: string[]) => void; initial?: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <MenuPicker
      restaurantId={R}
      value={value}
      onChange={(ids) => {
        spy(ids);
        setValue(ids);
      }}
    />
  );
}

describe('MenuPicker', () => {
  it('asks for categories first, then offers the items of the chosen categories only', async () => {
    const spy = vi.fn();
    renderWithProviders(<Harness spy={spy} />);
    const items = await screen.findByRole('combobox', { name: 'Menu items' });
    expect((items as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('combobox', { name: 'Categories' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Mains' }));
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Menu items' }) as HTMLInputElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('combobox', { name: 'Menu items' }));
    expect(screen.queryByRole('option', { name: 'Soup' })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Cod' }));
    expect(spy).toHaveBeenLastCalledWith(['5'.repeat(24)]);
  });

  it('starts with the categories of the chosen items', async () => {
    renderWithProviders(<Harness spy={vi.fn()} initial={['3'.repeat(24)]} />);
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Menu items' }) as HTMLInputElement).disabled).toBe(false),
    );
    expect(screen.getAllByText('Starters').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Soup').length).toBeGreaterThan(0);
  });
});
