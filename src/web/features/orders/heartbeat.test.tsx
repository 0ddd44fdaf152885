import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../contract/orders/schemas';
import { SCREEN_HEARTBEAT_EVENT, type ScreenHeartbeatAck } from '../../../contract/screens/heartbeat';
import { orderKeys } from '../../lib/queries/orders';
import { ordersQuery } from './api';
import type { OrderPage } from './cache';
import { useScreenHeartbeat } from './heartbeat';

const ack = vi.hoisted(() => ({ seq: 0 }));
const sent: { event: string; body: unknown }[] = [];
/** A connected socket whose server answers every heartbeat with the restaurant's last event `seq` above. */
const socket = {
  connected: true,
  emit: (event: string, body: unknown, answer?: (a: ScreenHeartbeatAck) => void) => {
    sent.push({ event, body });
    answer?.({ ok: true, seq: ack.seq });
  },
};
vi.mock('./realtime', () => ({
  onConnected: (listener: (s: typeof socket) => void) => {
    listener(socket);
    return () => undefined;
  },
}));

const line = (name: string, qty: number, cancelledQty = 0) => ({ name, qty, cancelledQty });
const burger = (version: number, lines: ReturnType<typeof line>[]) =>
  ({
    _id: 'o1',
    id: 1,
    refNo: 'D-001',
    restaurant: { _id: 'r1', Name: 'Demo Bistro' },
    status: 'pending',
    date: '2026-11-22T10:00:00.000Z',
    dateUpdated: '2026-11-22T10:00:00.000Z',
    version,
    lines,
  }) as unknown as Order;
const page = (orders: Order[]) => ({
  data: orders,
  meta: { total: orders.length, current_page: 1, last_page: 1, page_limit: 1000 },
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
afterEach(() => vi.unstubAllGlobals());

describe('useScreenHeartbeat', () => {
  it('beats on connecting, and catches up a change it missed when the answer names a later event', async () => {
    const before = burger(1, [line('Burger', 2), line('Cola', 1)]);
    // The Cola was cancelled (same status, same counts): the event of it never reached this screen.
    const after = burger(2, [line('Burger', 2), line('Cola', 0, 1)]);
    const requests: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        requests.push(url);
        if (url.includes('/orders/restaurant/open'))
          return json({ pending: page([before]), confirmed: page([]), counts: {}, calls: [], seq: 3 });
        return json({ data: [{ restaurant: 'r1', seq: 4, kind: 'order.updated', data: after }], seq: 4, reset: false });
      }),
    );
    const qc = new QueryClient();
    await qc.fetchQuery(ordersQuery('r1', 'pending'));
    ack.seq = 4;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={qc}>{children}</QueryClientProvider>
    );
    renderHook(() => useScreenHeartbeat('r1', undefined), { wrapper });
    expect(sent[0]).toMatchObject({ event: SCREEN_HEARTBEAT_EVENT, body: { restaurant: 'r1', station: null } });
    await waitFor(() =>
      expect(qc.getQueryData<OrderPage>(orderKeys.list('r1', 'pending'))?.data[0]?.lines[1]).toMatchObject({
        qty: 0,
        cancelledQty: 1,
      }),
    );
    expect(requests.at(-1)).toBe('/api/orders/restaurant/events?restaurant=r1&since=3');
  });
});
