import type { Page } from 'playwright-core';

/** How `npm run screens` photographs a page: settled, in one language or in each. */

const OUT = 'docs/screens';
export const locales = ['en-US', 'zh-HK'] as const;
export type Locale = (typeof locales)[number];

/** Where a production build keeps the language and currency (src/app/storage.ts). */
const SETTINGS_KEY = 'fwc_prod_settings';

/** The page as it settles: no request under way (but the stream of trip changes, which stays open) and no loading indicator. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  await page.locator('.loading').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => {});
  await page.evaluate(() => document.fonts.ready);
}

/** Keeps `locale` as the app's language and reloads the page in it. */
export async function useLocale(page: Page, locale: Locale): Promise<void> {
  await page.evaluate(
    ([key, l]) => {
      const settings = JSON.parse(localStorage.getItem(key!) ?? '{}') as Record<string, unknown>;
      localStorage.setItem(key!, JSON.stringify({ currency: 'HKD', ...settings, locale: l }));
    },
    [SETTINGS_KEY, locale],
  );
  await page.reload();
  await page.waitForFunction((l) => document.documentElement.lang === l, locale);
}

/** Photographs the page as it is, in the language it shows, into docs/screens/<locale>/<name>.png. */
export async function photograph(page: Page, locale: Locale, name: string): Promise<void> {
  await settled(page);
  await page.screenshot({ path: `${OUT}/${locale}/${name}.png` });
}

/**
 * Photographs the page in each language, reloading it in each (the journey is driven in English);
 * `arrange` (a scroll, a pop-up closed, a choice made again) runs on each once it has settled.
 */
export async function shoot(page: Page, name: string, arrange?: () => Promise<void>): Promise<void> {
  for (const locale of locales) {
    if (locale !== 'en-US') await useLocale(page, locale);
    await settled(page);
    await arrange?.();
    await photograph(page, locale, name);
  }
  await useLocale(page, 'en-US');
  await settled(page);
}
export type Shoot = typeof shoot;
