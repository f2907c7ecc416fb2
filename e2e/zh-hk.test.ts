import { describe, expect, it } from 'vitest';
import { textShown, usePhone } from './browser';
import { adult, fillPassenger, payByCard, selectField } from './booking-steps';
import { checkNow } from './page-checks';
import { logInThroughApi } from './api-setup';
import { inTraditionalChinese, tc } from './zh-hk';

/**
 * The app in Traditional Chinese (zh-HK): every page these tests visit is checked by the harness
 * (axe, and no English word left), as in every browser test; these make sure it sees them in zh-HK.
 */

describe('the app in Traditional Chinese (zh-HK)', () => {
  const phone = usePhone();

  it('books a flight with baggage, takes a declined card in Chinese, and pays with a second card', async () => {
    const page = phone();
    await inTraditionalChinese(page);
    await logInThroughApi(page);
    await page.goto('/pages/home/index');
    await page.getByRole('button', { name: tc('search.submit') }).click();
    await page.waitForURL('**/pagesBook/pages/book/index');
    // Durations and cities in Chinese, with the airport codes.
    await textShown(page.getByTestId('flight-option').first(), /^\d\d:\d\d香港（HKG）\d+小時\d\d分/);
    await page.getByTestId('flight-option').first().click();
    await page.waitForURL('**/book/pick-brand');
    await page.locator(`[data-testid=brand][aria-label="${tc('brandName.MAIN')}"]`).getByRole('radio').check();
    await page.getByRole('button', { name: tc('book.continue') }).click();
    await page.waitForURL('**/book/fill-passenger');
    await fillPassenger(page, 0, adult(0));
    await page.locator('input[name=consent]').check();
    await page.getByRole('button', { name: tc('book.continue') }).click();
    await page.waitForURL('**/added-service/index');
    await page.getByRole('button', { name: new RegExp(`^${tc('extras.luggage')}`) }).click();
    await page.waitForURL('**/added-service/luggage');
    const luggage = selectField(page, 'luggage-0-0');
    await luggage.getByRole('button').click();
    await page.getByRole('option').nth(1).click();
    expect(await luggage.getByRole('button').textContent()).toMatch(/^\+\d+ 公斤 · HKD [\d,]+$/);
    await page.getByRole('button', { name: tc('extras.done') }).click();
    await page.waitForURL('**/added-service/index');
    await page.getByRole('button', { name: tc('book.continue') }).click();
    await page.waitForURL('**/select-seat/index');
    // The seat map in Chinese: each seat named by row, letter, kind, price and state.
    await page.getByTestId('seat-segment-0').getByRole('button').click();
    await page.waitForURL('**/select-seat/seat');
    await page.getByRole('button', { name: /^第 \d+ 排 [A-K] 座，.+，可選$/ }).first().waitFor();
    await page.getByRole('button', { name: tc('seat.done') }).click();
    await page.waitForURL('**/select-seat/index');
    await page.getByRole('button', { name: tc('seat.skip') }).click();
    await page.waitForURL('**/book/fill-detail');
    await page.locator('input[name=acknowledge]').check();
    await page.getByRole('button', { name: tc('review.confirm') }).click();
    await page.waitForURL('**/payment/index?orderId=*');

    await payByCard(page, '4000 0000 0000 0002', tc('payment.pay'));
    // Back on the payment page, which says why in Chinese.
    expect(await page.getByTestId('payment-declined').textContent()).toContain(tc('payment.reason').replace('{{reason}}', tc('payment.reasons.cardDeclined')));
    await payByCard(page, '4242 4242 4242 4242', tc('payment.pay'));
    await page.getByTestId('payment-success').waitFor();
  });

  it('shows the tab, account and booking pages in Chinese', async () => {
    const page = phone();
    await inTraditionalChinese(page);
    for (const path of ['/pages/login/index', '/pagesMy/pages/loginreg/register', '/pagesMy/pages/loginreg/resetPassword', '/pagesMy/pages/loginreg/jplogin']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await checkNow(page);
    }
    await logInThroughApi(page);
    const pages = [
      '/pages/home/new-index',
      '/pages/service/index',
      '/pages/home/index',
      '/pages/travel/index',
      '/pages/my/index',
      '/pagesMy/pages/setting/index',
      '/pagesMy/pages/setting/setting',
      '/pagesMy/pages/setting/edit-password',
      '/pagesMy/pages/setting/about-us',
      '/pagesMy/pages/setting/delete-account',
      '/pagesMy/pages/usageGuideline/deleteAccountNotice',
      '/pagesMy/pages/passenger/index',
      '/pagesMy/pages/passenger/add',
      '/pagesMy/pages/contacts/index',
      '/pagesMy/pages/contacts/add',
      '/pagesMy/pages/news/index',
      '/pagesBook/pages/select-city/index?leg=0&field=dst',
      '/pagesBook/pages/select-date/index?leg=0',
      '/pagesBook/pages/rules/index?brand=MAIN',
      '/pagesTravel/pages/travel/itineraryManagement',
      '/pagesTravel/pages/travel/itineraryManagement?scope=PAST',
      '/pagesTravel/pages/travel/emptyItiner',
    ];
    for (const path of pages) {
      await page.goto(path);
      // Not the network gone idle: the trip pages keep a stream of the traveller's trip changes open.
      await page.waitForFunction(() => document.querySelector('main') && !document.querySelector('.loading, .ui-skeleton'));
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-HK');
      await checkNow(page);
    }
  });
});
