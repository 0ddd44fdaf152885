/**
 * The broadcast fast path (broadcast-frames.ts) is taken on the installed versions, and what it writes is what
 * socket.io would have sent. Fails after an upgrade of socket.io, its adapter, engine.io or ws until the fast path is
 * measured again and `WRITTEN_FOR` updated (or the fast path removed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOrder } from '../../../tests/support/orders';
import { connect, listen, type Listener } from '../../../tests/support/sockets';
import { useTestApp } from '../../../tests/support/test-app';
import { installedVersions, WRITTEN_FOR } from './broadcast-frames';

const t = useTestApp();
let kitchen: Listener;
beforeAll(async () => {
  kitchen = await connect(await listen(t.app), await t.asBistro());
});
afterAll(() => kitchen?.close());

describe('the broadcast fast path', () => {
  it('is written for the installed socket.io, socket.io-adapter, engine.io and ws', () => {
    expect(installedVersions()).toEqual(WRITTEN_FOR);
    expect(t.realtime.broadcasts.active).toBe(true);
  });

  it('carries the events: a socket hears the whole order through it', async () => {
    const before = t.realtime.broadcasts.directWrites;
    const order = await newOrder(t, 'Demo Bistro');
    expect(await kitchen.next('order.created', (p) => p._id === order._id)).toEqual(order);
    expect(t.realtime.broadcasts.directWrites).toBeGreaterThan(before);
  });
});
