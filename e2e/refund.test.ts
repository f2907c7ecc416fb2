import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bottomBarGap, textShown, usePhone } from './browser';
import { checkNow } from './page-checks';
import { inTraditionalChinese, tc } from './zh-hk';
import { logInThroughApi, paidOrder } from './api-setup';
import { moveServerClock } from './booking-steps';

/** A refund of one of two adults, from the paid order to the money returned (spec sections 3-5). */

const DAY_AND_AN_HOUR = 25 * 3_600_000;

/** The coupon statuses a page shows, passenger by passenger (order detail: on the flight's card, then in the passengers' list), once its first one reads `first`. */
async function couponStatuses(page: Page, first: string): Promise<(string | null)[]> {
  await textShown(page.getByTestId('coupon-status').first(), first);
  return page.getByTestId('coupon-status').evaluateAll((pills) => pills.map((p) => p.getAttribute('data-status')));
}

describe('refund', () => {
  const phone = usePhone();

  it('refunds one of two adults: the other stays issued, the refund is in progress, and completes with the money returned when the server clock moves', async () => {
    const page = phone();
    // A paid order of two adults (Tai Man and Mei Ling), booked and paid through the API.
    await logInThroughApi(page);
    const { orderId } = await paidOrder(page, { adults: 2 });

    await page.goto(`/pagesMy/pages/order/detail?orderId=${orderId}`);
    await page.getByRole('link', { name: 'Refund' }).click();
    await page.waitForURL(`**/pagesMy/pages/order/refund/index?orderId=${orderId}`);
    const next = page.getByRole('button', { name: 'Next' });
    await page.getByRole('checkbox', { name: /tai man/i }).check();
    // No type yet: the step does not go on.
    expect(await next.isDisabled()).toBe(true);
    await page.getByRole('radio', { name: 'Normal refund' }).check();
    await next.click();

    await page.waitForURL(`**/pagesMy/pages/order/refund/refund-cause?orderId=${orderId}`);
    const fee = await page.getByTestId('refund-fee').textContent();
    expect(fee).toMatch(/Refund fee\s*HKD 600/);
    const submit = page.getByRole('button', { name: 'Submit refund' });
    await page.getByLabel('Refund reason').fill('Plans changed');
    // A reload keeps what was chosen and entered.
    await page.reload();
    await page.waitForURL(`**/pagesMy/pages/order/refund/refund-cause?orderId=${orderId}`);
    expect(await page.getByLabel('Refund reason').inputValue()).toBe('Plans changed');
    expect(await page.getByTestId('refund-fee').textContent()).toBe(fee);
    expect(await submit.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: /I have read the fare rules/ }).check();
    await submit.click();
    await page.getByRole('dialog', { name: 'Submit this refund?' }).getByRole('button', { name: 'Submit' }).click();

    await page.waitForURL('**/pagesMy/pages/order/refund/refund-detail?refundId=*');
    const refundId = new URL(page.url()).searchParams.get('refundId');
    expect(await page.getByTestId('refund-status').textContent()).toBe('In progress');
    expect(await page.getByTestId('refund-payment').count()).toBe(0);
    await checkNow(page);

    // The other adult stays issued and may still be refunded; the first is refunded already.
    await page.goto(`/pagesMy/pages/order/refund/index?orderId=${orderId}`);
    expect(await page.getByRole('checkbox', { name: /tai man/i }).isDisabled()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /mei ling/i }).isDisabled()).toBe(false);

    // The order links to its refund's progress, and shows whose ticket is in it.
    await page.goto(`/pagesMy/pages/order/detail?orderId=${orderId}`);
    expect(await couponStatuses(page, 'Refund in progress')).toEqual(['REFUNDING', 'OPEN', 'REFUNDING', 'OPEN']);
    await page.getByRole('link', { name: /^Refund R/ }).click();
    await page.waitForURL(`**/pagesMy/pages/order/refund/refund-detail?refundId=${refundId}`);

    const moved = await moveServerClock(DAY_AND_AN_HOUR);
    expect(moved.jobs.refundProgress).toBeGreaterThanOrEqual(1);
    await page.goto('/pagesMy/pages/refundModification/index');
    await page.getByRole('link', { name: /Completed/ }).first().click();
    await page.waitForURL(`**/pagesMy/pages/refundModification/rcDetail?refundId=${refundId}`);
    expect(await page.getByTestId('refund-status').textContent()).toBe('Completed');
    expect(await page.getByTestId('refund-payment').allTextContents()).toEqual([expect.stringMatching(/^Returned to card ending 4242: HKD [\d,]+ on [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/)]);
    await checkNow(page);
    // The order and the trip agree: the first adult's ticket refunded, the other's still issued.
    await page.goto(`/pagesMy/pages/order/detail?orderId=${orderId}`);
    expect(await couponStatuses(page, 'Refunded')).toEqual(['REFUNDED', 'OPEN', 'REFUNDED', 'OPEN']);
    // Its timeline: booked, paid, the refund asked for and paid, for the first adult.
    const timeline = page.getByTestId('timeline-event');
    expect(await timeline.evaluateAll((lines) => lines.map((l) => l.getAttribute('data-event')))).toEqual(['BOOKED', 'PAID', 'refundAsked', 'refundPaid']);
    expect(await timeline.last().textContent()).toMatch(/Refund paid · .*TAI MAN$/i);
    expect(await page.getByTestId('order-net').textContent()).toMatch(/^RefundedHKD [\d,]+(\.\d\d)?Paid after refundsHKD [\d,]+(\.\d\d)?$/);
    expect(await page.getByRole('link', { name: 'View the refund' }).getAttribute('href')).toBe(`/pagesMy/pages/order/refund/refund-detail?refundId=${refundId}`);
    await page.goto(`/pagesTravel/pages/travel/detail?orderId=${orderId}`);
    expect(await couponStatuses(page, 'Refunded')).toEqual(['REFUNDED', 'OPEN']);

    // The same pages in Traditional Chinese: the page checks look for English left over.
    await inTraditionalChinese(page);
    await page.goto('/pagesMy/pages/refundModification/index');
    await page.getByRole('link', { name: new RegExp(tc('refund.status.COMPLETED')) }).first().waitFor();
    await checkNow(page);
    // An old link to the refund pages opens them at the spec's route, its query kept.
    await page.goto(`/pagesMy/pages/refund/refund-detail?refundId=${refundId}`);
    await page.waitForURL(`**/pagesMy/pages/order/refund/refund-detail?refundId=${refundId}`);
    // The page first shows the status in the language it loaded in: waited for in Chinese.
    await page.getByTestId('refund-status').filter({ hasText: tc('refund.status.COMPLETED') }).waitFor();
    expect(await page.getByTestId('refund-status').textContent()).toBe(tc('refund.status.COMPLETED'));
    await checkNow(page);
    await page.goto(`/pagesMy/pages/order/detail?orderId=${orderId}`);
    expect(await couponStatuses(page, tc('coupon.status.REFUNDED'))).toEqual(['REFUNDED', 'OPEN', 'REFUNDED', 'OPEN']);
    await page.goto(`/pagesMy/pages/order/refund/index?orderId=${orderId}`);
    await page.getByRole('checkbox', { name: /mei ling/i }).check();
    await page.getByRole('radio', { name: tc('refund.types.SPECIAL') }).check();
    await page.getByRole('button', { name: tc('refund.next') }).click();
    await page.waitForURL(`**/pagesMy/pages/order/refund/refund-cause?orderId=${orderId}`);
    expect(await page.getByTestId('refund-fee').textContent()).toContain(tc('refund.fee'));
    await moveServerClock(null);
  });

  it('marks the refund type chosen, says why Next waits, and keeps the bottom bar at the foot of the screen', async () => {
    const page = phone();
    await logInThroughApi(page);
    const { orderId } = await paidOrder(page);
    await page.goto(`/pagesMy/pages/order/refund/index?orderId=${orderId}`);
    const next = page.getByRole('button', { name: 'Next' });
    const hint = page.getByTestId('next-hint');
    await page.getByRole('checkbox', { name: /tai man/i }).waitFor();
    expect(await next.isDisabled()).toBe(true);
    expect(await hint.textContent()).toBe('Choose the passengers to refund');
    await page.getByRole('checkbox', { name: /tai man/i }).check();
    expect(await hint.textContent()).toBe('Choose a refund type');
    expect(await next.getAttribute('aria-describedby')).toBe(await hint.getAttribute('id'));

    // Each type's mark: filled once it is the one chosen, and only then.
    const mark = (name: string) =>
      page
        .locator('label.ui-radio', { has: page.getByRole('radio', { name }) })
        .locator('.ui-radio-dot')
        .evaluate((dot) => getComputedStyle(dot).backgroundColor);
    const [unmarked, otherBefore] = [await mark('Normal refund'), await mark('Special refund (for example a cancelled flight)')];
    await page.getByRole('radio', { name: 'Normal refund' }).check();
    expect(await mark('Normal refund')).not.toBe(unmarked);
    expect(await mark('Special refund (for example a cancelled flight)')).toBe(otherBefore);
    expect(await hint.count()).toBe(0);
    expect(await next.isDisabled()).toBe(false);
    await checkNow(page);

    await next.click();
    await page.waitForURL(`**/pagesMy/pages/order/refund/refund-cause?orderId=${orderId}`);
    expect(await bottomBarGap(page)).toBe(0);
  });

  it("says 'order number does not exist' for a refund page without an order, and asks nothing", async () => {
    const page = phone();
    await logInThroughApi(page);
    const calls: string[] = [];
    page.on('request', (r) => void (r.url().includes('/fee/match') && calls.push(r.url())));
    await page.goto('/pagesMy/pages/order/refund/index');
    await page.getByRole('heading', { name: 'order number does not exist' }).waitFor();
    expect(calls).toEqual([]);
  });
});
