import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../contract/orders/schemas';
import { orderKeys } from '../../lib/queries/orders';
import type { OrderPage } from './cache';
import { useShownOrders } from './live';

const order = (id: number): Order =>
  ({
    _id: `o${id}`,
    id,
    refNo: `D-${id}`,
    restaurant: { _id: 'r1', Name: 'Demo Bistro' },
    status: 'pending',
    date: `2026-11-22T10:00:0${id}.000Z`,
    dateUpdated: `2026-11-22T10:00:0${id}.000Z`,
    version: 1,
  }) as Order;

const page = (orders: Order[]): OrderPage => ({
  data: orders,
  meta: { total: orders.length, current_page: 1, last_page: 1, page_limit: 1000 },
});

afterEach(() => vi.restoreAllMocks());

describe('useShownOrders', () => {
  it('shows an order put into a list in the same millisecond as the list before it', async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={qc}>{children}</QueryClientProvider>
    );
    vi.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    qc.setQueryData(orderKeys.list('r1', 'pending'), page([order(1)]));
    const { result } = renderHook(() => useShownOrders('r1', ['pending']), { wrapper });
    expect(result.current.shown.pending.map((o) => o.refNo)).toEqual(['D-1']);

    act(() => void qc.setQueryData(orderKeys.list('r1', 'pending'), page([order(1), order(2)])));
    await waitFor(() => expect(result.current.shown.pending.map((o) => o.refNo)).toEqual(['D-1', 'D-2']));
  });
});
