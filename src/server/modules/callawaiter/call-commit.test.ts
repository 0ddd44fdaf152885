/**
 * A call-a-waiter change whose request fails right after its commit keeps its Idempotency-Key bound to what was
 * committed: the retry replays the answer instead of telling the waiter the request was handled on another device.
 */
import { describe, expect, it } from 'vitest';
import { CALL_MESSAGES as M } from '../../../contract/callawaiter/routes';
import { failAfterNextCommit } from '../../../../tests/support/after-commit';
import { callRow, newCall } from '../../../../tests/support/orders';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp();

describe('a call-a-waiter change that fails right after its commit', () => {
  it.each([
    ['accept', 'accepted', M.accepted],
    ['reject', 'rejected', M.rejected],
  ] as const)('%s: the retry replays the committed answer', async (action, status, message) => {
    const call = await newCall(t, 'Demo Bistro', 7, `Guest ${action}`);
    const headers = { 'idempotency-key': `call-${action}-${call._id}` };
    const waiter = await t.asWaiter();
    const send = () => t.call(waiter, 'POST', `/callawaiter/${action}`, { body: { id: call._id }, headers });
    failAfterNextCommit(t.db);
    expect((await send()).status).toBeGreaterThanOrEqual(500);
    const retry = await send();
    expect([retry.status, retry.headers['idempotent-replayed'], retry.json.Message]).toEqual([200, 'true', message]);
    expect(retry.json.data).toMatchObject({ _id: call._id, Status: status });
    expect(await callRow(t, call._id)).toMatchObject({ status });
  });

  it('a new request: the retry answers the one request made, and there is one', async () => {
    const restaurant = await t.restaurantId('Demo Bistro');
    const body = { restaurant, tablenumber: 9, name: 'Retrying Caller' };
    const headers = { 'idempotency-key': 'call-place-retry' };
    const place = () => t.call(null, 'POST', '/mobile/callawaiter', { body, headers, ip: '10.251.0.1' });
    failAfterNextCommit(t.db);
    expect((await place()).status).toBeGreaterThanOrEqual(500);
    const retry = await place();
    expect([retry.status, retry.headers['idempotent-replayed'], retry.json.Message]).toEqual([201, 'true', M.created]);
    const open = await t.call(await t.asWaiter(), 'GET', '/ordersrestaurant/callawaiter/fetch', {
      query: { restaurant, status: 'preorder' },
    });
    expect(open.json.data.filter((c: { User: { Name: string } }) => c.User.Name === 'Retrying Caller')).toHaveLength(1);
  });
});
