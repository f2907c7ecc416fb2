import type { Page } from 'playwright-core';
import { demoClubMembers } from '../server/db/seed/demo-accounts';
import { departureOf, paidOrder, tokenOfPage, unpaidOrder } from '../e2e/api-setup';
import { moveServerClock, payByCard } from '../e2e/booking-steps';
import { clubLogIn } from '../e2e/club-login';
import { checkInThroughPages, type CheckInStep } from '../e2e/check-in-steps';
import { locales, photograph, shoot, useLocale, type Locale } from './screens-camera';

/**
 * The screens after booking for `npm run screens` (scripts/screens.ts): orders, refund and
 * date-change steps, the Trip tab, check-in to the boarding pass, the club, a lounge voucher, a
 * Travel Pass and live chat. Each flow is driven in English; `shoot` photographs a step in each
 * language.
 */

const HOUR = 3_600_000;

export async function orderScreens(page: Page, base: string): Promise<void> {
  const unpaid = await unpaidOrder(page, { server: base });
  await page.goto(`/pagesMy/pages/order/detail?orderId=${unpaid.orderId}`);
  await shoot(page, '13-order-unpaid');
  const issued = await paidOrder(page, { server: base, adults: 2, luggageKg: 20 });
  await page.goto(`/pagesMy/pages/order/detail?orderId=${issued.orderId}`);
  await shoot(page, '14-order-issued');
  await page.goto('/pagesMy/pages/order/index');
  await shoot(page, '15-my-orders');

  await page.goto(`/pagesMy/pages/order/detail?orderId=${issued.orderId}`);
  await page.getByRole('link', { name: 'Refund' }).click();
  await page.waitForURL('**/order/refund/index?*');
  const chooseRefund = async () => {
    await page.getByRole('checkbox', { name: /tai man/i }).check();
    await page.getByRole('radio').first().check();
  };
  // The step's choice is made again after each language's reload.
  await shoot(page, '16-refund-passengers', chooseRefund);
  await chooseRefund();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/order/refund/refund-cause?*');
  await page.getByLabel('Refund reason').fill('Plans changed');
  await shoot(page, '17-refund-reason');
  // Submitted through the API (the step's own submit is browser-tested): the refunds it leads to.
  const token = await tokenOfPage(page);
  await fetch(`${base}/dsb-order/api/v1/order/reschedule/refund/apply`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ orderId: issued.orderId, psgIdList: [1], refundType: 'NORMAL', refundReason: 'Plans changed', disclaimer: true }),
  });
  await page.goto('/pagesMy/pages/refundModification/index');
  await shoot(page, '18-refunds');

  const changing = await paidOrder(page, { server: base });
  await page.goto(`/pagesMy/pages/order/detail?orderId=${changing.orderId}`);
  await page.getByRole('link', { name: 'Change date' }).click();
  await page.waitForURL('**/order/change-date/index?*');
  await page.getByTestId('change-leg').first().waitFor();
  await shoot(page, '19-change-date');
  await page.getByRole('button', { name: 'Change date' }).click();
  await page.waitForURL('**/changeBook/pick-passlist');
  await page.getByRole('checkbox', { name: /tai man/i }).check();
  await page.getByRole('checkbox', { name: /^Flight 1/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/order/change-date/change-date');
  await page.getByRole('button', { name: 'Choose date' }).click();
  await page.waitForURL('**/select-date/index');
  await page.getByRole('button', { name: /, From HKD [\d,]+/ }).nth(10).click();
  await page.waitForURL('**/order/change-date/change-date');
  await shoot(page, '20-change-new-date');
}

/** The Trip tab and a trip's detail, then check-in a day before departure, to the boarding pass. */
/**
 * The Trip tab and trip detail, then check-in from the trips to the boarding pass, 24 hours before
 * departure by the server's clock. A check-in in progress starts again in another language (its
 * snapshot holds the server's words), so it is driven once in each language, each on its own booking.
 */
export async function tripScreens(page: Page, base: string): Promise<void> {
  const orders = { 'en-US': await paidOrder(page, { server: base, adults: 2 }), 'zh-HK': await paidOrder(page, { server: base, adults: 2 }) };
  await page.goto('/pages/travel/index');
  await shoot(page, '21-trip-tab');
  await page.goto(`/pagesTravel/pages/travel/detail?orderId=${orders['en-US'].orderId}`);
  await shoot(page, '22-trip-detail');

  const firstDeparture = Math.min(...(await Promise.all(Object.values(orders).map((o) => departureOf(page, o.orderId)))));
  const { now } = await moveServerClock(0, base);
  await moveServerClock(firstDeparture - 24 * HOUR - Date.parse(now), base);
  try {
    for (const locale of locales) {
      await useLocale(page, locale);
      await checkInScreens(page, locale, orders[locale].pnr);
    }
  } finally {
    await useLocale(page, 'en-US');
    await moveServerClock(null, base);
  }
}

/** Checks in both passengers of the booking in the page's language, photographing each step. */
async function checkInScreens(page: Page, locale: Locale, pnr: string): Promise<void> {
  const photographed: Record<CheckInStep, string> = {
    trips: '23-check-in-trips',
    passengers: '24-check-in-passengers',
    seats: '25-check-in-seats',
    checkedIn: '26-checked-in',
    boardingPass: '27-boarding-pass',
  };
  await checkInThroughPages(page, pnr, { language: locale === 'zh-HK' ? 'zh-HK' : 'en', reached: (step) => photograph(page, locale, photographed[step]) });
}

/** The club card and the points ledger of a Gold member. */
export async function clubScreens(page: Page): Promise<void> {
  const member = demoClubMembers[1]!;
  // Signed out of the demo traveller's account first: the login pages send a signed-in user on.
  await page.evaluate(() => localStorage.removeItem('fwc_prod_session'));
  await clubLogIn(page, member);
  await page.goto('/pagesMy/pages/fortuneWingsClub/card');
  await shoot(page, '28-club-card');
  await page.goto('/pagesMy/pages/fortuneWingsClub/TradingPointsList');
  await shoot(page, '29-points-ledger');
}

/** A lounge voucher bought and paid, a Travel Pass, and a live chat. */
export async function serviceScreens(page: Page): Promise<void> {
  await page.goto('/pagesService/pages/vipLounge/index');
  await page.locator('a[href*="vipLounge/detail?productId="]:not([href*="productType="])').first().click();
  await page.getByRole('link', { name: 'Buy vouchers' }).click();
  await page.waitForURL('**/vipLounge/fillOrder?*');
  await page.locator('input[name=lastName0]').fill('CHAN');
  await page.locator('input[name=firstName0]').fill('TAI MAN');
  await page.getByLabel('Name', { exact: true }).fill('CHAN TAI MAN');
  await page.getByLabel('E-mail').fill('tai.man@example.com');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Submit and pay' }).click();
  await page.waitForURL('**/pagesBook/pages/payment/index?orderId=*');
  await payByCard(page, '4242 4242 4242 4242');
  await page.getByRole('link', { name: 'Show my vouchers' }).click();
  await page.waitForURL('**/order/vipOrderDetail?id=*');
  await page.getByTestId('lounge-voucher').first().waitFor();
  await shoot(page, '30-lounge-voucher');

  await page.goto('/pagesPackageTicket/pages/package-ticket/index');
  await page.getByRole('link', { name: 'Taiwan Flyer 4-Flight Pass' }).click();
  await page.waitForURL('**/package-ticket/ticket-detail?id=*');
  await shoot(page, '31-travel-pass');

  // The demo traveller's seeded conversation, answered once by an agent.
  await page.goto('/pagesService/pages/chat/index');
  await page.getByRole('log').getByRole('listitem').first().waitFor();
  await shoot(page, '32-live-chat');
}
