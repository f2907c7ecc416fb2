import { describe, expect, it } from 'vitest';
import en from '../locales/en.json' with { type: 'json' };
import { moreRoutes } from '../src/routes-more';
import { tabRoutes } from '../src/routes';
import { logInThroughApi } from './api-setup';
import type { Page } from 'playwright-core';
import { usePhones } from './browser';
import { specPages } from './spec-pages';

const titleOf = (key: string): string => key.split('.').reduce<any>((node, part) => node?.[part], en) ?? key;
const routes = [...tabRoutes, ...moreRoutes];

/**
 * A step of a flow opened with no flow under way starts the flow over at its first page, the login pages
 * for one signed in already, and the landing page of an outside link without a target, go home; every other page shows itself.
 */
const flowStarts: [RegExp, string][] = [
  [/^\/pages(\/login\/index|\/external\/preload|My\/pages\/loginreg\/(jplogin|settingPwd))$/, '/pages/home/new-index'],
  [/^\/pagesMy\/pages\/order\/change-date\/change-date$/, '/pagesMy/pages/order/change-date/index'],
  [/^\/pagesBook\/pages\/(added-service|select-seat|book)\//, '/pages/home/index'],
  [/^\/pagesBase\/pages\/(select-date|added-service|select-seat|changeBook\/(index|pick-brand|fill-passenger|pick-passlist|fill-detail)$)/, '/pagesMy/pages/order/change-date/index'],
  [/^\/pagesService\/pages\/flexible-reward-airfare\/(book-list|ruleIndex|pick-brand|fill-detail)$/, '/pagesService/pages/flexible-reward-airfare/index'],
  [/^\/pagesTravel\/pages\/checkIn\/(select-passenger|confirm-information|seat|added-service|luggage|detailed-explanation|details)$/, '/pagesTravel/pages/checkIn/select-itinerary'],
];
const landingOf = (path: string) => flowStarts.find(([pattern]) => pattern.test(path))?.[1] ?? path;

describe('the pages of spec section 2', () => {
  const phones = usePhones(2);

  /** Opens each page on `page` and returns those that did not open as they should. */
  async function notOpenedOn(page: Page, paths: string[]): Promise<string[]> {
    await logInThroughApi(page);
    const notOpened: string[] = [];
    for (const path of paths) {
      const landing = landingOf(path);
      const title = titleOf(routes.find((r) => r.path === landing)!.title);
      await page.goto(path);
      const opened = await page
        .waitForFunction(([to, text]) => location.pathname === to && document.querySelector('.nav-bar h1')?.textContent === text, [landing, title], { timeout: 5_000 })
        .then(() => true, () => false);
      if (!opened) notOpened.push(`${path}: ${await page.locator('.nav-bar h1').first().textContent()} at ${new URL(page.url()).pathname}`);
    }
    return notOpened;
  }

  it("has a route for each, and each opens its own page for a signed-in traveller (a step of a flow with none under way: the start of its flow), never 'page not found'", async () => {
    expect(specPages.filter((path) => !routes.some((r) => r.path === path))).toEqual([]);
    // Two phones, each opening every other page.
    const notOpened = (await Promise.all(phones().map((page, i) => notOpenedOn(page, specPages.filter((_, k) => k % 2 === i))))).flat();
    expect(notOpened).toEqual([]);
  });
});
