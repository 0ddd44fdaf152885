/** `PLACEMENT_RATE_PER_IP`: placements a minute from one address; beyond it 429, while another address still places. */
import { describe, expect, it } from 'vitest';
import { place } from '../../../../tests/support/orders';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp({ config: { placementsPerIpPerMinute: 2 } });

describe('order placements per address', () => {
  it('the third placement a minute from one address is refused with 429; another address places', async () => {
    const from = (ip: string) => place(t, 'Demo Bistro', {}, null, ip);
    expect([(await from('198.51.100.7')).status, (await from('198.51.100.7')).status]).toEqual([201, 201]);
    const refused = await from('198.51.100.7');
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await from('198.51.100.8')).status).toBe(201);
  });
});
