import { useMantineColorScheme } from '@mantine/core';
import { fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/web-render';
import { useKitchenTheme } from './settings';

/** A kitchen screen that renders again whenever an order changes (here: a button standing for the next order). */
function Kitchen() {
  useKitchenTheme('dark');
  const { colorScheme } = useMantineColorScheme();
  const [orders, setOrders] = useState(0);
  return (
    <button type="button" onClick={() => setOrders((n) => n + 1)}>
      {orders} orders, {colorScheme}
    </button>
  );
}

describe('the kitchen colour scheme', () => {
  it('is set once: a screen that renders again for each changed order does not restyle the whole page', async () => {
    const sheets: string[] = [];
    const added = (records: MutationRecord[]) =>
      records.forEach((r) => r.addedNodes.forEach((n) => n.nodeName === 'STYLE' && sheets.push(n.textContent ?? '')));
    const watch = new MutationObserver(added);
    watch.observe(document.head, { childList: true });
    // Mantine pauses transitions while it sets the scheme (a style sheet), and takes the pause off 10 ms later.
    const paused = () => document.head.querySelector('[data-mantine-disable-transition]');
    const view = renderWithProviders(<Kitchen />);
    expect(await view.findByText('0 orders, dark')).toBeTruthy();
    await vi.waitFor(() => expect(paused()).toBeNull());
    added(watch.takeRecords());
    const once = sheets.length;
    expect(once).toBeGreaterThan(0);
    for (let n = 1; n <= 5; n++) fireEvent.click(view.getByRole('button'));
    expect(await view.findByText('5 orders, dark')).toBeTruthy();
    // Each render's effects have run: a scheme set again would have added its sheet by now.
    added(watch.takeRecords());
    watch.disconnect();
    expect(sheets.length).toBe(once);
    await vi.waitFor(() => expect(paused()).toBeNull());
  });
});
