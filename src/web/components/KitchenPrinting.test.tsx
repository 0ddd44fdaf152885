import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrinterItem } from '../../contract/restaurant-config/printers/schemas';
import { renderWithProviders } from '../../../tests/support/web-render';
import { printersQuery } from '../lib/queries/restaurant-config';
import { PrinterNotice } from './KitchenPrinting';

const RESTAURANT = 'a'.repeat(24);
const printer = (over: Partial<PrinterItem>): PrinterItem => ({
  _id: over.id ?? 'p1',
  id: 'p1',
  name: 'Grill station',
  serial: '00:11:62:AA:00:01',
  langguage: 'en',
  status: 'active',
  isDefault: false,
  online: true,
  lastSeen: new Date().toISOString(),
  state: 'ready',
  statusCode: '200 OK',
  reportedMac: null,
  failedJobs: [],
  ...over,
});

let printers: PrinterItem[] = [];
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ data: printers }), { status: 200 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** Another reader of the printers list: it shows their number in the same render as the banner would show. */
function PrintersRead({ restaurant }: { restaurant: string }) {
  const q = useQuery(printersQuery(restaurant));
  return q.isSuccess ? <p>{q.data.length} printers read</p> : null;
}

const failedTicket = {
  _id: 'j1',
  order: { _id: 'o1', OrderId: 42, refNo: 'HG-42' },
  code: '511 Media decoding error',
  at: new Date().toISOString(),
};

describe('the kitchen banner about printers', () => {
  it('names the printer and its state, and says what to do', async () => {
    printers = [printer({ state: 'paperOut', statusCode: '410 Out of paper' }), printer({ id: 'p2', name: 'Bar' })];
    renderWithProviders(<PrinterNotice restaurant={RESTAURANT} />);
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('Printer problem: Grill station — paper out');
    expect(banner.textContent).toContain('Put in a new paper roll.');
    expect(banner.textContent).not.toContain('Bar');
  });

  it('tells about a ticket a printer could not print; on a station screen only that station’s printer', async () => {
    printers = [
      printer({ id: 'p1', failedJobs: [failedTicket] }),
      printer({ id: 'p2', name: 'Bar', state: 'coverOpen', statusCode: '420 Cover open' }),
    ];
    const { unmount } = renderWithProviders(<PrinterNotice restaurant={RESTAURANT} />);
    const all = await screen.findByRole('alert');
    expect(all.textContent).toContain('Printer problems: Grill station, Bar');
    expect(all.textContent).toContain(
      'Grill station: The ticket of order #42 was not printed (511 Media decoding error). Use “Resend to kitchen” on the order.',
    );
    expect(all.textContent).toContain('Bar: cover open. Close the printer cover.');
    unmount();

    renderWithProviders(<PrinterNotice restaurant={RESTAURANT} printerId="p1" />);
    const station = await screen.findByRole('alert');
    expect(station.textContent).toContain('Printer problem: Grill station — ticket not printed');
    expect(station.textContent).not.toContain('Bar');
  });

  it('says nothing about printers that print, inactive ones, or ones never connected', async () => {
    printers = [
      printer({ state: 'paperLow', statusCode: '211 Paper low' }),
      printer({ id: 'p2', state: 'neverConnected', online: false, lastSeen: null, statusCode: null }),
      printer({ id: 'p3', status: 'inactive', state: 'offline', online: false }),
    ];
    renderWithProviders(
      <>
        <PrinterNotice restaurant={RESTAURANT} />
        <PrintersRead restaurant={RESTAURANT} />
      </>,
    );
    expect(await screen.findByText('3 printers read')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
