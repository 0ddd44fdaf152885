import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../../contract/roles';
import type { StationHealth } from '../../../../contract/screens/schemas';
import { printersQuery } from '../../../lib/queries/restaurant-config';
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

/** The kitchen's other list, read by every staff member when the screen opens: shows once its answer is in. */
function PrintersRead({ restaurant }: { restaurant: string }) {
  return useQuery(printersQuery(restaurant)).isSuccess ? <p>Printers read</p> : null;
}

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
    // The kitchen asks for its printers when it opens: once that answer shows, the Screens list's would have too.
    renderWithProviders(
      <>
        <ScreensNotice restaurant={RESTAURANT} />
        <PrintersRead restaurant={RESTAURANT} />
      </>,
    );
    expect(await screen.findByText('Printers read')).toBeTruthy();
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toEqual([
      expect.stringContaining('/restaurant/printer/fetch?'),
    ]);
    expect(screen.queryByTestId('screens-notice')).toBeNull();
  });
});
