/**
 * Layout: the order-status strip, 'Enable sound' and every button of the kitchen, orders and call-a-waiter
 * screens readable at 1440x900, 1280x800 and 390x844 (nothing cut, no hidden sideways scrolling); screenshots of each.
 */
import { mkdirSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test, loginAsStaff } from './support';

const SHOTS = '.tmp/orders-shots';
mkdirSync(SHOTS, { recursive: true });
const SIZES = [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
const strip = (page: Page) => page.getByRole('navigation', { name: 'Order status' });

test.describe('layout at 1440, 1280 and 390 px', () => {
  /** Every label of the strip and the controls whole: nothing clipped, nothing beyond the screen's edge. */
  async function expectReadable(page: Page) {
    await expect(strip(page)).toBeVisible();
    const problems = await page.evaluate(() => {
      const out: string[] = [];
      const els = [
        ...document.querySelectorAll('[aria-label="Order status"] a'),
        ...document.querySelectorAll('button'),
      ].filter((e) => (e as HTMLElement).offsetParent);
      for (const el of els) {
        const r = el.getBoundingClientRect();
        const label = el.querySelector('.mantine-Button-label') as HTMLElement | null;
        if (r.right > window.innerWidth + 1 || r.left < -1) out.push(`outside: ${el.textContent}`);
        if (label && label.scrollWidth > label.clientWidth + 1) out.push(`cut: ${el.textContent}`);
      }
      if (document.documentElement.scrollWidth > window.innerWidth + 1) out.push('the page scrolls sideways');
      return out;
    });
    expect(problems).toEqual([]);
  }

  for (const size of SIZES) {
    test(`kitchen, orders and call-a-waiter at ${size.width}x${size.height}`, async ({ page }) => {
      await page.setViewportSize(size);
      // As on a tablet that has had no tap yet: the browser keeps sound suspended, so 'Enable sound' shows.
      await page.addInitScript(() => {
        const Original = window.AudioContext;
        window.AudioContext = class extends Original {
          constructor(options?: AudioContextOptions) {
            super(options);
            void this.suspend();
          }
          // Without a tap on 'Enable sound' the browser does not let the page start sound.
          override resume() {
            return Promise.resolve();
          }
        };
      });
      await loginAsStaff(page);
      await expect(page.getByRole('heading', { name: 'Pending' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Enable sound' })).toBeVisible();
      await expectReadable(page);
      await page.screenshot({ path: `${SHOTS}/kitchen-${size.width}.png` });

      await strip(page)
        .getByRole('link', { name: /^Completed/ })
        .click();
      await expect(page).toHaveURL(/status=completed/);
      await expect(page.getByTestId('order-date').first()).toBeVisible();
      await expectReadable(page);
      await page.screenshot({ path: `${SHOTS}/orders-${size.width}.png` });

      await strip(page)
        .getByRole('link', { name: /^Call A Waiter/ })
        .click();
      await expect(page.getByRole('heading', { name: /Call A Waiter/ })).toBeVisible();
      // On a phone the strip and the controls fold under 'Filters' (the calls come first): opened, all of it reads.
      if (size.width < 576) await page.getByRole('button', { name: 'Filters' }).click();
      await expectReadable(page);
      await page.screenshot({ path: `${SHOTS}/callawaiter-${size.width}.png` });
    });
  }
});
