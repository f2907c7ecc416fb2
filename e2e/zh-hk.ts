import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Texts of the Traditional Chinese catalogue by key, and switching the app to it. */

const textsOf = (file: string) => {
  const catalogue = JSON.parse(readFileSync(new URL(`../locales/${file}`, import.meta.url), 'utf8')) as Record<string, unknown>;
  return (key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], catalogue) as string;
};
export const tc = textsOf('tc.json');
/** The English text of a key, for steps a test takes in either language. */
export const en = textsOf('en.json');

export async function inTraditionalChinese(page: Page) {
  await page.goto('/pagesMy/pages/setting/lang-money');
  await page.locator('button[lang="zh-HK"]').click();
  // The app sets the page's language once the setting is kept.
  await page.waitForFunction(() => document.documentElement.lang === 'zh-HK');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-HK');
}
