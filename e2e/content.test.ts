import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshMobile, usePhone } from './browser';
import { expectProblems } from './console-watch';
import { bookOneAdult, confirmOrder } from './booking-steps';
import { logInThroughApi, registerThroughApi } from './api-setup';
import { inTraditionalChinese, tc } from './zh-hk';

const highlightTitles = (page: Page) => page.getByTestId('highlights').locator('strong').allTextContents();

describe('what the airline publishes', () => {
  describe('without the pop-up', () => {
    const phone = usePhone();

    it("shows this week's content on the home page and not last month's, each leading where it says", async () => {
      const page = phone();
      await page.goto('/pages/home/new-index');
      await page.getByTestId('highlights').waitFor();
      expect(await highlightTitles(page)).toEqual(['Winter in Sapporo from HKD 2,388', 'A weekend in Taipei from HKD 1,188', 'Your baggage allowance at a glance']);
      expect(await page.getByText('Autumn sale: Bangkok').count()).toBe(0);
      expect(await page.getByText('Lunar New Year').count()).toBe(0);
      // Recent searches, popular cities, the low-fare calendar and the Flash Sale are there too.
      await page.getByRole('link', { name: /Flash Sale for members/ }).waitFor();
      await page.getByRole('link', { name: /Low-fare calendar/ }).waitFor();
      expect(await page.getByTestId('content-popup').count()).toBe(0);

      // A PDF highlight opens the PDF page; a menu opens a common page in the web view.
      await page.getByRole('link', { name: /Your baggage allowance at a glance/ }).click();
      await page.waitForURL('**/pagesBase/pages/webview/open-pdf?url=*');
      expect(await page.getByRole('link', { name: 'Open the PDF' }).getAttribute('href')).toBe('/content/baggage-allowance.pdf');
      await page.goBack();
      await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Travel documents' }).click();
      await page.waitForURL('**/pages/web/index?id=travel-documents');
      await page.getByRole('heading', { name: 'Travel documents and visas' }).waitFor();
    });

    it("says when the home page's content could not be loaded and loads it again on Retry, while the search still works", async () => {
      const page = phone();
      const highlights = (url: URL) => url.pathname === '/cms/about-high-lights';
      expectProblems(page, /about-high-lights|navigation-bar-menus|net::ERR_FAILED/);
      await page.route(highlights, (route) => route.abort());
      await page.goto('/pages/home/new-index');
      await page.getByRole('heading', { name: "This season's offers and news could not be loaded. The flight search above still works." }).waitFor();
      expect(await page.getByTestId('highlights').count()).toBe(0);
      await page.unroute(highlights);
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByTestId('highlights').waitFor();
      expect(await page.getByTestId('failed').count()).toBe(0);

      await page.route((url) => url.pathname === '/cms/navigation-bar-menus', (route) => route.abort());
      await page.reload();
      await page.getByTestId('failed').waitFor();
      await page.getByRole('button', { name: 'Search flights' }).click();
      await page.waitForURL('**/pagesBook/pages/book/index');
    });

    it('reads the news and the special notices from Services', async () => {
      const page = phone();
      await page.goto('/pages/service/index');
      await page.getByRole('link', { name: 'News', exact: true }).click();
      await page.getByTestId('news-list').waitFor();
      expect(await page.getByText('Summer schedule').count()).toBe(0);
      await page.getByRole('link', { name: /Daily flights to Sapporo this winter/ }).click();
      await page.waitForURL('**/pagesMy/pages/news/detail?id=new-route-sapporo');
      await page.getByText(/From 1 December we fly daily between Hong Kong and Sapporo/).waitFor();

      await page.goto('/pages/service/index');
      await page.getByRole('link', { name: 'Special notices' }).click();
      await page.getByText('Travel arrangements during typhoon season').click();
      await page.getByText(/you may change it once free of charge/).waitFor();
    });

    it('marks a message read for its reader, and the unread badge counts down', async () => {
      const page = phone();
      await registerThroughApi(page, freshMobile(), 'Test@2026a');
      await page.goto('/pages/my/index');
      await page.getByRole('link', { name: 'Messages 2 unread', exact: true }).click();
      const list = page.getByTestId('message-list');
      await list.waitFor();
      const welcome = list.getByRole('link', { name: /Welcome to Fortune Wings Club/ });
      expect(await welcome.textContent()).toMatch(/^New/);
      await welcome.click();
      await page.getByText(/Earn points on every flight/).waitFor();
      await page.goBack();
      await list.waitFor();
      expect(await welcome.textContent()).not.toMatch(/^New/);
      expect(await list.getByRole('link', { name: /Mobile check-in/ }).textContent()).toMatch(/^New/);
      await page.goto('/pages/my/index');
      await page.getByRole('link', { name: 'Messages 1 unread', exact: true }).waitFor();
      expect(await page.getByTestId('unread-badge').locator('[aria-hidden="true"]').textContent()).toBe('1');
    });

    it('reads the privacy policy from a consent box, in any of the four languages', async () => {
      const page = phone();
      await page.goto('/pagesMy/pages/loginreg/register');
      await page.getByRole('link', { name: 'Read our privacy policy' }).click();
      await page.waitForURL('**/pagesExternal/pages/external/privacyPolicy');
      await page.getByRole('heading', { name: 'Privacy policy', level: 2 }).waitFor();
      await page.getByRole('link', { name: '繁體中文' }).click();
      await page.getByRole('heading', { name: '私隱政策' }).waitFor();
      expect(await page.locator('article').getAttribute('lang')).toBe('zh-HK');
      await page.getByRole('link', { name: '简体中文' }).click();
      await page.getByRole('heading', { name: '隐私政策' }).waitFor();
    });

    it('counts the order placed after an outside link for the link’s campaign', async () => {
      const page = phone();
      await logInThroughApi(page);
      const visited = page.waitForResponse((r) => r.url().endsWith('/drainage/visit/add'));
      await page.goto('/pages/external/preload?impressions=partner-newsletter&target=/pages/home/index');
      await page.waitForURL('**/pages/home/index');
      expect(await (await visited).json()).toMatchObject({ code: '00000' });
      await bookOneAdult(page);
      const reported = page.waitForResponse((r) => r.url().endsWith('/drainage/order/add'));
      await confirmOrder(page);
      const response = await reported;
      expect(await response.json()).toMatchObject({ code: '00000' });
      // The visit's address, kept for this tab's visit, is what names the campaign.
      expect(await page.evaluate(() => sessionStorage.getItem('fwc_prod_drainageVisit'))).toContain('impressions=partner-newsletter');
    });

    it('goes on from an outside link to its target', async () => {
      const page = phone();
      await page.goto('/pages/external/preload?impressions=partner-newsletter&target=/pagesBase/pages/notice/index');
      await page.waitForURL('**/pagesBase/pages/notice/index');
      await page.getByText('Power banks in the cabin').waitFor();
      await page.goto('/pages/external/preload?impressions=partner-newsletter&target=//elsewhere.example');
      await page.waitForURL('**/pages/home/new-index');
    });

    it('speaks Traditional Chinese on the content pages', async () => {
      const page = phone();
      await inTraditionalChinese(page);
      await page.goto('/pages/home/new-index');
      await page.getByTestId('highlights').waitFor();
      expect((await highlightTitles(page))[0]).toBe('冬遊札幌 HKD 2,388 起');
      await page.goto('/pagesMy/pages/news/index');
      await page.getByRole('link', { name: /今冬每日往返札幌/ }).click();
      await page.getByRole('heading', { name: '今冬每日往返札幌' }).waitFor();
      await page.goto('/pagesBase/pages/notice/index');
      await page.getByText('颱風季節出行安排').waitFor();
      await page.goto('/pagesMy/pages/news/index?tab=messages');
      await page.getByRole('heading', { name: tc('messages.loginTitle') }).waitFor();
    });
  });

  describe('with the pop-up', () => {
    const phone = usePhone({ popups: 'show' });

    it('fades in the home pop-up once, above the page and below the tab bar, and follows it', async () => {
      const page = phone();
      await page.goto('/pages/home/new-index');
      const popup = page.getByRole('dialog', { name: 'Winter sale to Japan and Korea' });
      await popup.waitFor();
      // The tab bar stays usable above a pop-up that keeps it.
      await page.getByRole('navigation', { name: 'Main sections' }).getByRole('link', { name: 'Services' }).click();
      await page.waitForURL('**/pages/service/index');
      await page.goBack();
      await popup.getByRole('button', { name: 'Close' }).click();
      await popup.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByTestId('highlights').waitFor();
      expect(await page.getByTestId('content-popup').count()).toBe(0);

      // The pop-up page shows it again; following it opens its landing page.
      await page.goto('/pagesBase/pages/popup/index?position=HOME');
      await popup.getByRole('link', { name: 'Find out more' }).click();
      await page.waitForURL('**/pagesBase/pages/landing-page/index?id=winter-sapporo');
      await page.getByRole('heading', { name: 'Winter in Sapporo from HKD 2,388' }).waitFor();
      // A position with nothing published says so.
      await page.goto('/pagesBase/pages/popup/index?position=MINE');
      await page.getByRole('heading', { name: 'There is no announcement here at the moment.' }).waitFor();
    });

    it("fades in each tab page's own pop-up in its style, Trip's over the tab bar and Services' above it, each closed on its own", async () => {
      const page = phone();
      const tabBar = page.getByRole('navigation', { name: 'Main sections' });
      await page.goto('/pages/travel/index');
      const trip = page.getByRole('dialog', { name: 'Check in online and skip the queue' });
      await trip.waitFor();
      // Full screen, without the tab bar: what lies under the tab bar is the pop-up.
      expect((await page.getByTestId('content-popup').boundingBox())!.height).toBe(844);
      expect(await page.evaluate(() => document.elementFromPoint(195, 830)?.closest('[data-testid="content-popup"]') !== null)).toBe(true);
      await trip.getByRole('button', { name: 'Close' }).click();
      await trip.waitFor({ state: 'detached' });

      await tabBar.getByRole('link', { name: 'Services' }).click();
      const service = page.getByRole('dialog', { name: 'Relax before you fly' });
      await service.waitFor();
      // At the bottom, just above the tab bar, which stays usable: measured once it has risen into place.
      await service.evaluate((box) => Promise.all(box.getAnimations().map((a) => a.finished)));
      const [box, bar] = [(await service.boundingBox())!, (await tabBar.boundingBox())!];
      expect(Math.round(box.y + box.height)).toBe(Math.round(bar.y));
      await tabBar.getByRole('link', { name: 'Trip' }).click();
      await page.waitForURL('**/pages/travel/index');

      // Trip's stays closed after a reload; Services' was not closed and comes back.
      const tripPopups = page.waitForResponse((r) => r.url().includes('/cms/popups') && r.url().includes('TRAVEL'));
      await page.reload();
      await tripPopups;
      await page.getByRole('heading', { name: 'Trip', level: 1 }).waitFor();
      expect(await page.getByTestId('content-popup').count()).toBe(0);
      await tabBar.getByRole('link', { name: 'Services' }).click();
      await service.waitFor();
    });
  });
});
