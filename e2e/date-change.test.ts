import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bottomBarGap, usePhone } from './browser';
import { checkNow } from './page-checks';
import { inTraditionalChinese, tc } from './zh-hk';
import { logInThroughApi, paidOrder } from './api-setup';
import { expectIssued, payByCard } from './booking-steps';

/** A date change from the paid order to the new order paid (spec sections 3, 4 "Rebooking" and 7 "Date change"). */

/** The fate shown for each add-on on the page, by its kind's words. */
async function fates(page: Page) {
  await page.getByTestId('change-addon').first().waitFor();
  const rows = await page.getByTestId('change-addon').all();
  const shown = await Promise.all(rows.map(async (row) => [(await row.locator('strong').textContent())!, (await row.getByTestId('addon-fate').textContent())!]));
  return shown.sort(([a], [b]) => a!.localeCompare(b!));
}

describe('date change', () => {
  const phone = usePhone();

  it('changes the date of a paid booking: the baggage moves, the seat and meal are cancelled, the difference is paid, and the old order links to the new', async () => {
    const page = phone();
    // One adult on a MAIN fare with 20 kg of prepaid baggage, a meal and a seat, booked and paid through the API.
    await logInThroughApi(page);
    const { orderId } = await paidOrder(page, { luggageKg: 20, meal: 'VGML', seat: '44K' });

    await page.goto(`/pagesMy/pages/order/detail?orderId=${orderId}`);
    await page.getByRole('link', { name: 'Change date' }).click();
    await page.waitForURL(`**/pagesMy/pages/order/change-date/index?orderId=${orderId}&pnr=*`);
    await page.getByTestId('change-leg').first().waitFor();
    expect(await page.getByTestId('change-leg').first().textContent()).toMatch(/Change fee HKD [\d,]+ per passenger/);
    expect(await fates(page)).toEqual([
      ['Baggage', 'Moves to the new trip'],
      ['Meal', 'Cancelled'],
      ['Seat', 'Cancelled'],
    ]);
    await page.getByRole('button', { name: 'Change date' }).click();

    await page.waitForURL('**/pagesBase/pages/changeBook/pick-passlist');
    const next = page.getByRole('button', { name: 'Next' });
    expect(await next.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: /tai man/i }).check();
    // No flight chosen yet: the step does not go on.
    expect(await next.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: /^Flight 1/ }).check();
    await next.click();

    await page.waitForURL('**/pagesMy/pages/order/change-date/change-date');
    expect(await page.getByRole('button', { name: 'Search flights' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Choose date' }).click();
    await page.waitForURL('**/pagesBase/pages/select-date/index');
    const priced = page.getByRole('button', { name: /, From HKD [\d,]+/ });
    await priced.nth(10).click();
    await page.waitForURL('**/pagesMy/pages/order/change-date/change-date');
    expect(await page.getByTestId('change-new-date').textContent()).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await page.getByRole('button', { name: 'Search flights' }).click();

    await page.waitForURL('**/pagesBase/pages/changeBook/index');
    await page.getByTestId('flight-option').first().click();
    await page.waitForURL('**/pagesBase/pages/changeBook/pick-brand');
    // A reload keeps the change where it was.
    await page.reload();
    await page.locator('[data-testid=brand][aria-label="MAIN"]').getByRole('radio').check();
    expect(await page.locator('[data-testid=brand][aria-label="MAIN"]').getByTestId('change-total').textContent()).toMatch(/^HKD [\d,]+/);
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL('**/pagesBase/pages/changeBook/fill-passenger');
    // The passenger's document is masked.
    expect(await page.getByTestId('change-traveller').textContent()).toMatch(/CHAN TAI MAN.*\*+\d{4}/i);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/pagesBase/pages/added-service/index');
    await page.getByRole('button', { name: /^Baggage/ }).click();
    await page.waitForURL('**/pagesBase/pages/added-service/luggage');
    expect(await fates(page)).toEqual([['Baggage', 'Moves to the new trip']]);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL('**/pagesBase/pages/added-service/index');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL('**/pagesBase/pages/select-seat/index');
    await page.getByRole('button', { name: 'Skip seats' }).click();

    await page.waitForURL('**/pagesBase/pages/changeBook/fill-detail');
    expect(await fates(page)).toEqual([
      ['Baggage', 'Moves to the new trip'],
      ['Meal', 'Cancelled'],
      ['Seat', 'Cancelled'],
    ]);
    const total = await page.getByTestId('change-total').textContent();
    const confirm = page.getByRole('button', { name: 'Confirm change' });
    // Not before the add-ons' fates are acknowledged.
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: /which add-ons move to the new trip/ }).check();
    await checkNow(page);
    await confirm.click();
    // Shown until the hand-over, 2 s on: waited for with its text, not read after it may have gone.
    await page.getByTestId('change-confirmed').filter({ hasText: `${total} to pay` }).waitFor();

    // The hand-over, 2 s on: the new order's payment.
    await page.waitForURL('**/pagesBase/pages/payment/index?orderId=*');
    const newOrderId = Number(new URL(page.url()).searchParams.get('orderId'));
    expect(newOrderId).not.toBe(orderId);
    await payByCard(page, '4242 4242 4242 4242');
    await expectIssued(page, 1);

    // The old order links to the new one, which is issued and has the baggage.
    await page.goto(`/pagesMy/pages/order/detail?orderId=${orderId}`);
    const oldOrderNo = await page.getByTestId('detail-order-no').textContent();
    const pnr = await page.getByTestId('detail-pnr').textContent();
    await page.getByRole('link', { name: /^Date change order / }).click();
    await page.waitForURL(`**/pagesMy/pages/order/detail?orderId=${newOrderId}`);
    // The detail of the new order replaces the old one's.
    await page.waitForFunction((old) => {
      const shown = document.querySelector('[data-testid="detail-order-no"]')?.textContent;
      return !!shown && shown !== old;
    }, oldOrderNo);
    expect(await page.getByTestId('detail-order-no').textContent()).not.toBe(oldOrderNo);
    expect(await page.getByTestId('order-status').textContent()).toBe('Issued');
    // The trip keeps its booking reference, and the change's order shows what it cost part by part.
    expect(await page.getByTestId('detail-pnr').textContent()).toBe(pnr);
    expect(await page.getByTestId('change-total').textContent()).toBe(total);
    expect(await page.getByTestId('change-quote').innerText()).toMatch(/Fare difference\s+HKD[\s\S]*Change fee\s+HKD[\s\S]*Paid for the change/);
    const addOns = await page.getByTestId('order-addon').allTextContents();
    expect(addOns.some((a) => /Baggage/.test(a) && /20/.test(a))).toBe(true);
    expect(addOns.some((a) => /Meal|Seat/.test(a))).toBe(false);

    // The change is listed with the refunds, and its detail names both orders.
    await page.goto('/pagesMy/pages/refundModification/index?tab=changes');
    await page.getByRole('link', { name: /^Date change of order / }).first().click();
    await page.waitForURL('**/pagesMy/pages/order/rmDetail?changeId=*');
    await page.getByTestId('change-status').waitFor();
    // The cancelled meal by its name, in the reader's language.
    expect(await page.locator('main').innerText()).toContain('Vegan meal');
    await checkNow(page);

    // The change's detail and the list in Traditional Chinese: the page checks look for English left over.
    const changeDetail = page.url();
    await inTraditionalChinese(page);
    await page.goto(changeDetail);
    await page.getByTestId('change-status').filter({ hasText: tc('changeDate.status.COMPLETED') }).waitFor();
    expect(await page.getByTestId('change-status').textContent()).toBe(tc('changeDate.status.COMPLETED'));
    await checkNow(page);
    await page.goto('/pagesMy/pages/refundModification/index?tab=changes');
    await page.getByRole('link', { name: new RegExp(tc('changeDate.status.COMPLETED')) }).first().waitFor();
    await checkNow(page);
    // A whole change and its payment: longer than the default on a busy machine.
  }, 300_000);

  it('keeps the bottom bar at the foot of the screen, warns before a change onto a brand that cannot be changed or refunded, and goes on with one Continue after Back', async () => {
    const page = phone();
    await logInThroughApi(page);
    const { orderId } = await paidOrder(page);
    await page.goto(`/pagesMy/pages/order/detail?orderId=${orderId}`);
    await page.getByRole('link', { name: 'Change date' }).click();
    await page.waitForURL('**/pagesMy/pages/order/change-date/index?*');
    await page.getByRole('button', { name: 'Change date' }).click();
    await page.waitForURL('**/pagesBase/pages/changeBook/pick-passlist');
    await page.getByRole('checkbox', { name: /tai man/i }).check();
    await page.getByRole('checkbox', { name: /^Flight 1/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/pagesMy/pages/order/change-date/change-date');
    // A short page: its bar at the foot of the screen all the same.
    expect(await bottomBarGap(page)).toBe(0);
    await page.getByRole('button', { name: 'Choose date' }).click();
    await page.waitForURL('**/pagesBase/pages/select-date/index');
    await page.getByRole('button', { name: /, From HKD [\d,]+/ }).nth(10).click();
    await page.waitForURL('**/pagesMy/pages/order/change-date/change-date');
    await page.getByRole('button', { name: 'Search flights' }).click();
    await page.waitForURL('**/pagesBase/pages/changeBook/index');
    await page.getByTestId('flight-option').first().click();
    await page.waitForURL('**/pagesBase/pages/changeBook/pick-brand');

    // BASIC keeps no right to change or refund: said before the change is confirmed; MAIN keeps both.
    const brand = (name: string) => page.locator(`[data-testid=brand][aria-label="${name}"]`).getByRole('radio');
    const lost = page.getByTestId('change-lost-rights');
    await brand('BASIC').check();
    expect(await lost.textContent()).toBe('The new ticket on BASIC cannot be changed or refunded.');
    await checkNow(page);
    await brand('MAIN').check();
    expect(await lost.count()).toBe(0);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/pagesBase/pages/changeBook/fill-passenger');
    await page.getByTestId('change-traveller').waitFor();
    expect(await bottomBarGap(page)).toBe(0);

    // Back to the brands (the step's Back, the nav bar's, then the browser's), and each time one Continue goes straight on to the passengers, through no other page.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => void (frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname)));
    const backs = [() => page.locator('.ui-bottom-bar').getByRole('button', { name: 'Back' }).click(), () => page.locator('.nav-back').click(), () => page.goBack()];
    for (const back of backs) {
      await back();
      await page.waitForURL('**/pagesBase/pages/changeBook/pick-brand');
      expect(await brand('MAIN').isChecked()).toBe(true);
      visited.length = 0;
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL('**/pagesBase/pages/changeBook/fill-passenger');
      await page.getByTestId('change-traveller').waitFor();
      expect(visited).toEqual(['/pagesBase/pages/changeBook/fill-passenger']);
    }
  }, 180_000);

  it("says 'order number does not exist' for a change page without an order, and asks nothing", async () => {
    const page = phone();
    await logInThroughApi(page);
    const calls: string[] = [];
    page.on('request', (r) => void (r.url().includes('/order/change/') && calls.push(r.url())));
    await page.goto('/pagesMy/pages/order/change-date/index');
    await page.getByRole('heading', { name: 'order number does not exist' }).waitFor();
    expect(calls).toEqual([]);
  });
});
