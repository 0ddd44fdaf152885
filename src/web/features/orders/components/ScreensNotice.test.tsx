import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../../contract/roles';
import type { StationHealth } from '../../../../contract/screens/schemas';
import { clearSession, setSession } from '../../../lib/session';
import { renderWithProviders } from '../../../../../tests/support/web-render';
import { ScreensNotice } from './ScreensNotice';

const RESTAURANT = 'a'.repeat(24);
const station = (over: Partial<StationHealth>): StationHealth => ({
  id: 'p1',
  name: 'Bar station',
  screensOnline: 1,
  printerOnline: true,
  unseen: false,
  offline: null,
  ...over,
});

let stations: StationHealth[] = [];
const signIn = (Type: Role) =>
  setSession('token', {
    _id: 'u1',
    Name: 'Kim',
    Email: 'kim@example.com',
    Type,
    Restaurant: RESTAURANT,
    RestaurantName: 'Demo Bistro',
  });
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ data: { screens: [], stations } }), { status: 200 })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe("the kitchen banner about other stations' screens", () => {
  it('words each station whose screens went offline, as the Screens list does', async () => {
    signIn('RestaurantAdmin');
    stations = [
      station({ offline: 'Bar station screen offline since 12:41, tickets printing' }),
      station({ id: 'p2', name: 'Kitchen printer' }),
    ];
    renderWithProviders(<ScreensNotice restaurant={RESTAURANT} />);
    const banner = await screen.findByTestId('screens-notice');
    expect(banner.textContent).toBe('Bar station screen offline since 12:41, tickets printing');
  });

  it("does not ask for the Screens list on a restaurant user's kitchen (it is the admins')", async () => {
    signIn('RestaurantUser');
    stations = [station({ offline: 'Bar station screen offline since 12:41, tickets printing' })];
    renderWithProviders(<ScreensNotice restaurant={RESTAURANT} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
    expect(screen.queryByTestId('screens-notice')).toBeNull();
  });
});
