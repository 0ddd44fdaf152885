import { useMantineColorScheme } from '@mantine/core';
import { fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
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
    const watch = new MutationObserver((records) =>
      records.forEach((r) => r.addedNodes.forEach((n) => n.nodeName === 'STYLE' && sheets.push(n.textContent ?? ''))),
    );
    watch.observe(document.head, { childList: true });
    const view = renderWithProviders(<Kitchen />);
    expect(await view.findByText('0 orders, dark')).toBeTruthy();
    // Mantine takes its transitions' pause off 10 ms after setting the scheme.
    await new Promise((r) => setTimeout(r, 20));
    const once = sheets.length;
    for (let n = 1; n <= 5; n++) fireEvent.click(view.getByRole('button'));
    expect(await view.findByText('5 orders, dark')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));
    watch.disconnect();
    expect(sheets.length).toBe(once);
  });
});
