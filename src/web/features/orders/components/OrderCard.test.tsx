import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order, OrderLine } from '../../../../contract/orders/schemas';
import { renderWithProviders } from '../../../../../tests/support/web-render';
import classes from '../../../components/CancelledLine.module.css';
import { OrderCard } from './OrderCard';

const line = (name: string, qty: number, extra: Partial<OrderLine> = {}): OrderLine => ({
  menu: name,
  name,
  category: '',
  categoryId: null,
  qty,
  price: 10,
  notes: '',
  isReward: false,
  attributes: [],
  extras: [],
  ...extra,
});

const at = '2026-11-27T11:00:00.000Z';
const order = {
  _id: 'o1',
  id: 7,
  refNo: 'D-007',
  restaurant: { _id: 'r1', Name: 'Demo Bistro', timezone: 'Europe/Copenhagen' },
  status: 'confirmed',
  name: 'Guest',
  date: at,
  dineIn: false,
  isAdvanceOrder: false,
  currency: 'DKK',
  paymentType: 'card',
  lines: [
    line('Risotto', 1),
    line('Lemonade', 0, { cancelledQty: 2, cancelled: { reason: 'Out of lemons', at } }),
    line('Burger', 2, { cancelledQty: 1, cancelled: { reason: 'Dropped one', at } }),
  ],
  discount: 0,
  bagTakeAwayPrice: 0,
  deliveryFee: 0,
  serviceFee: 0,
  tip: 0,
  total: 30,
  reason: '',
  comment: '',
  prepMinutes: null,
  acceptedAt: at,
} as unknown as Order;

const settings = { amberMinutes: 10, redMinutes: 20 };
/** The text of a line's heading ("2× Burger"), as read out. */
const headingOf = (card: HTMLElement, name: string) =>
  [...card.querySelectorAll('p')].find((p) => p.textContent?.trim().endsWith(name))!.textContent!.trim();

describe('a kitchen card with cancelled lines', () => {
  it('keeps a cancelled line, struck through in red, with the word and the reason; a partly cancelled one shows the ordered qty struck', () => {
    renderWithProviders(<OrderCard order={order} settings={settings} />);
    const card = screen.getByTestId('order-D-007');

    const cancelled = card.querySelector('[data-cancelled]') as HTMLElement;
    expect(cancelled.textContent).toContain('2× Lemonade');
    expect(classes.struck && classes.cancelled).toBeTruthy();
    expect([...cancelled.classList]).toEqual([classes.cancelled, classes.struck]);
    const notes = within(card).getAllByTestId('line-cancelled');
    expect(notes.map((n) => n.textContent)).toEqual(['Cancelled: Out of lemons', '1 cancelled: Dropped one']);

    const ordered = within(card).getByTestId('ordered-qty');
    expect(ordered.textContent).toBe('3');
    expect(ordered.classList.contains(classes.struck)).toBe(true);
    expect(headingOf(card, 'Burger')).toBe('3 2× Burger');

    // The lines still to make are not struck through.
    expect(card.querySelectorAll('[data-cancelled]')).toHaveLength(1);
    expect(headingOf(card, 'Risotto')).toBe('1× Risotto');
  });
});
