/**
 * Debian's Chromium, as the browser tests and the bench launch it (no test tool here can download its own browser).
 * The headless shell is the same engine without the browser's own windows and toolbars.
 */
export const FULL_BROWSER = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** No sandbox (containers), no GPU, none of the browser's own background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Launch options for Playwright's `chromium.launch`: the whole browser unless told otherwise. */
export const chromiumLaunch = (executablePath = FULL_BROWSER) => ({ executablePath, args: CHROMIUM_ARGS });
