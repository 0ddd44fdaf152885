/** Which push endpoints the server sends to, with look-ups answered by the test (no network). */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_HOSTS, endpointProblem, isPublicAddress } from './endpoint-policy';

const resolvesTo =
  (...addresses: string[]) =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
const REFUSED = 'Endpoint must be a push service address';

describe('push endpoints', () => {
  it("accepts the major browsers' push services without a look-up", async () => {
    const never = async () => {
      throw new Error('no look-up expected');
    };
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGx',
    ])
      expect(await endpointProblem(endpoint, DEFAULT_PUSH_HOSTS, never)).toBeNull();
  });

  it('accepts another https host on 443 only when every address it resolves to is public', async () => {
    const endpoint = 'https://push.example.net/sub/1';
    expect(
      await endpointProblem(endpoint, DEFAULT_PUSH_HOSTS, resolvesTo('93.184.216.34', '2606:2800:220:1::1')),
    ).toBeNull();
    expect(await endpointProblem(endpoint, DEFAULT_PUSH_HOSTS, resolvesTo('93.184.216.34', '10.1.2.3'))).toBe(REFUSED);
    expect(await endpointProblem(endpoint, DEFAULT_PUSH_HOSTS, resolvesTo('::ffff:127.0.0.1'))).toBe(REFUSED);
    expect(
      await endpointProblem('https://push.example.net:8443/x', DEFAULT_PUSH_HOSTS, resolvesTo('93.184.216.34')),
    ).toBe(REFUSED);
    expect(
      await endpointProblem(endpoint, DEFAULT_PUSH_HOSTS, async () => {
        throw new Error('ENOTFOUND');
      }),
    ).toBe('Endpoint could not be found');
  });

  it('accepts a configured self-hosted push service, port included', async () => {
    expect(
      await endpointProblem('https://push.internal:8443/x', ['push.internal:8443'], resolvesTo('10.0.0.5')),
    ).toBeNull();
    expect(await endpointProblem('https://push.internal:9443/x', ['push.internal:8443'], resolvesTo('10.0.0.5'))).toBe(
      REFUSED,
    );
  });

  it('tells public addresses from the rest', () => {
    expect(['8.8.8.8', '2001:4860:4860::8888'].map(isPublicAddress)).toEqual([true, true]);
    expect(
      [
        '127.0.0.1',
        '10.0.0.1',
        '172.16.5.4',
        '192.168.1.1',
        '169.254.169.254',
        '100.64.0.1',
        '224.0.0.1',
        '::1',
        'fe80::1',
        'fd00::1',
        'ff02::1',
        '::',
      ].map(isPublicAddress),
    ).toEqual(Array(12).fill(false));
  });
});
