import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../contract/orders/schemas';
import { renderWithProviders } from '../../../../tests/support/web-render';
import { formatAmount } from '../../lib/format';
import { HistoryOrderCard } from './HistoryOrderCard';

const order = {
  _id: 'o1',
  id: 1042,
  refNo: 'D-042',
  restaurant: { _id: 'r1', Name: 'Demo Bistro', timezone: 'Europe/Copenhagen' },
  status: 'completed',
  date: '2026-11-22T10:00:00.000Z',
  currency: 'DKK',
  lines: [
    {
      menu: 'm1',
      name: 'Burger',
      category: 'Food',
      categoryId: null,
      qty: 2,
      price: 50,
      notes: '',
      isReward: false,
      attributes: [{ _id: 'a1', attributeName: 'Size', name: 'Large', qty: 1, additionalPrice: 10.5 }],
      extras: [{ _id: 'x1', name: 'Bacon', qty: 1, price: 7.25 }],
    },
  ],
  discount: 13.55,
  couponDiscount: 0,
  bagTakeAwayPrice: 0,
  deliveryFee: 0,
  serviceFee: 0,
  tip: 0,
  tippercentage: 0,
  total: 121.95,
  coupon: null,
} as unknown as Order;

describe('a customer’s past order', () => {
  it('shows each line with its options and extras in its amount, then the discount, so the figures add up', () => {
    renderWithProviders(<HistoryOrderCard order={order} />);
    const card = screen.getByTestId('history-order');
    // 2 × (50 + 10.50 Large) + 2 × 7.25 Bacon
    expect(within(card).getByText(formatAmount(135.5, 'DKK'))).toBeTruthy();
    expect(within(card).getByText('Size: Large')).toBeTruthy();
    expect(within(card).getByTestId('charge-Discount').textContent).toBe(`−${formatAmount(13.55, 'DKK')}`);
    expect(within(card).getByTestId('order-total').textContent).toBe(formatAmount(121.95, 'DKK'));
  });
});
