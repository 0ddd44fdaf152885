import type { APIRequestContext, Page } from '@playwright/test';
import { LOGINS } from './support';

/** Signs in through the API and puts the session where the app keeps it, so that a page opens signed in (cold). */
export async function seedSession(
  page: Page,
  request: APIRequestContext,
  who: { email: string; password: string } = LOGINS.bistro,
  audience: 'admin' | 'restaurant' = 'restaurant',
) {
  const res = await request.post(`/api/${audience}/authenticate`, { data: who });
  const { token, profile } = (await res.json()) as {
    token: string;
    profile: { Restaurant: string | null; RestaurantName: string | null };
  };
  await page.addInitScript(
    ([t, p]) => {
      if (!localStorage.getItem('token')) {
        localStorage.setItem('token', t);
        localStorage.setItem('profile', p);
      }
    },
    [token, JSON.stringify(profile)] as const,
  );
  return { token, profile };
}

export interface Loaded {
  url: string;
  type: 'js' | 'css';
  /** Bytes on the wire (compressed) and after decoding. */
  encoded: number;
  decoded: number;
}

/** The scripts and stylesheets the page loaded (resource timing), by type. */
export async function loadedAssets(page: Page): Promise<Loaded[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e as PerformanceResourceTiming)
      .filter((e) => /\.(js|css)(\?|$)/.test(e.name) && !e.name.includes('/sw.js'))
      .map((e) => ({
        url: e.name,
        type: (e.name.includes('.css') ? 'css' : 'js') as 'js' | 'css',
        encoded: e.encodedBodySize,
        decoded: e.decodedBodySize,
      })),
  );
}

/** Bytes of `url` when only gzip is accepted (what the budget counts). */
export async function gzipSize(request: APIRequestContext, url: string) {
  const res = await request.fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  const body = await res.body(); // decoded by Playwright; the size on the wire is in content-length
  return { encoding: res.headers()['content-encoding'], bytes: Number(res.headers()['content-length'] ?? body.length) };
}
