import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/web-render';
import { CardRefNo, KitchenCard } from './components/KitchenCard';
import { KeysHelpWindow, useKitchenKeys } from './kitchen-keys';

const CARDS = Array.from({ length: 10 }, (_, i) => ({ _id: `o${i + 1}`, refNo: `D-${i + 1}` }));

function Screen({ onMain, recall }: { onMain: (card: (typeof CARDS)[number]) => void; recall?: boolean }) {
  const keys = useKitchenKeys({ cards: CARDS, onMain, recall });
  return (
    <div>
      {keys.recalling && <p>Recall list open</p>}
      <KeysHelpWindow {...keys.help} />
      {CARDS.map((c) => (
        <KitchenCard key={c._id} refNo={c.refNo} testId={`order-${c.refNo}`} selected={keys.selected === c._id}>
          <CardRefNo refNo={c.refNo} keyNumber={keys.keyNumberOf(c._id)} />
        </KitchenCard>
      ))}
    </div>
  );
}

const press = (k: string) => act(() => void fireEvent.keyDown(document, { key: k }));

describe('a kitchen screen’s keys', () => {
  it('numbers the first nine cards, and a digit then Enter acts on that card, outlined while selected', () => {
    const onMain = vi.fn();
    renderWithProviders(<Screen onMain={onMain} />);
    expect(screen.getAllByTestId('key-number').map((b) => b.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
    expect(screen.getByLabelText('Key 3')).toBeTruthy();
    press('3');
    const card = screen.getByTestId('order-D-3');
    expect(card.getAttribute('data-selected')).toBe('true');
    expect(card.getAttribute('aria-current')).toBe('true');
    expect(screen.getByLabelText('Order D-4').getAttribute('data-selected')).toBeNull();
    press('Enter');
    expect(onMain).toHaveBeenCalledWith(CARDS[2]);
  });

  it('opens the recall list only where the screen offers a recall', () => {
    const { unmount } = renderWithProviders(<Screen onMain={vi.fn()} recall={false} />);
    press('r');
    expect(screen.queryByText('Recall list open')).toBeNull();
    unmount();
    renderWithProviders(<Screen onMain={vi.fn()} />);
    press('r');
    expect(screen.getByText('Recall list open')).toBeTruthy();
  });

  it('shows the keymap on ?', async () => {
    renderWithProviders(<Screen onMain={vi.fn()} />);
    press('?');
    expect(await screen.findByRole('dialog', { name: 'Keyboard and bump bar' })).toBeTruthy();
  });
});
