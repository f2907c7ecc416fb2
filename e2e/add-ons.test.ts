import { describe, expect, it } from 'vitest';
import { usePhone } from './browser';
import { checkNow } from './page-checks';
import { inTraditionalChinese } from './zh-hk';
import { logInThroughApi, paidOrder } from './api-setup';
import { choose, payByCard, seatButton } from './booking-steps';

/** Add-ons after booking (spec sections 2 "auxiliary", 4 "Add-on orders", 9 "Baggage"): an add-on order for a paid trip, paid like any order. */
describe('add-ons after booking', () => {
  const phone = usePhone();

  it('adds 20 kg of baggage to a paid trip, pays the add-on order and sees it paid on the trip; then a seat and insurance', async () => {
    const page = phone();
    await logInThroughApi(page);
    const { orderId } = await paidOrder(page);

    await page.goto(`/pagesMy/pages/order/detail?orderId=${orderId}`);
    await page.getByRole('link', { name: 'Add services' }).click();
    await page.waitForURL(`**/pagesTravel/pages/auxiliary/index?orderId=${orderId}`);
    expect(await page.getByTestId('add-on-places').first().textContent()).toContain('Baggage: 20 kg free, 0 kg prepaid');

    await page.getByRole('link', { name: 'Add baggage' }).click();
    await page.waitForURL(`**/pagesTravel/pages/auxiliary/luggage?orderId=${orderId}`);
    const pay = page.getByRole('button', { name: 'Continue to payment' });
    expect(await pay.isDisabled()).toBe(true);
    await choose(page, 'luggage-0-0', '20');
    await pay.click();
    await page.waitForURL('**/payment/index?orderId=*');
    const addOnOrderId = Number(new URL(page.url()).searchParams.get('orderId'));
    expect(addOnOrderId).not.toBe(orderId);
    await payByCard(page, '4242 4242 4242 4242');
    await page.getByTestId('payment-success').waitFor();
    expect(await page.getByTestId('order-addon').textContent()).toContain('20 kg');

    await page.getByRole('link', { name: 'View the trip' }).click();
    await page.waitForURL(`**/pagesMy/pages/order/detail?orderId=${orderId}`);
    const baggage = page.getByTestId('order-addon').filter({ hasText: 'Baggage' });
    await baggage.waitFor();
    expect(await baggage.textContent()).toContain('20 kg');
    expect(await baggage.getByTestId('addon-status').textContent()).toBe('Paid');

    // The trip's add services now count the prepaid baggage.
    await page.getByRole('link', { name: 'Add services' }).click();
    await page.waitForURL(`**/pagesTravel/pages/auxiliary/index?orderId=${orderId}`);
    await page.getByText('Baggage: 20 kg free, 20 kg prepaid').waitFor();

    // A seat on the aircraft's seat map, then travel insurance, each in its own add-on order.
    await page.getByRole('link', { name: 'Choose a seat' }).click();
    await page.waitForURL(`**/pagesTravel/pages/auxiliary/seat?orderId=${orderId}`);
    await seatButton(page, '40A').click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL('**/payment/index?orderId=*');
    await payByCard(page, '4242 4242 4242 4242');
    expect(await page.getByTestId('order-addon').textContent()).toContain('40A');
    await page.getByRole('link', { name: 'View the trip' }).click();
    await page.getByRole('link', { name: 'Add services' }).click();
    await page.getByText('Seat: 40A').waitFor();
    await page.getByRole('button', { name: 'Insure the trip' }).click();
    await page.waitForURL('**/payment/index?orderId=*');
    await payByCard(page, '4242 4242 4242 4242');
    expect(await page.getByTestId('order-addon').textContent()).toContain('Insurance');

    // The add services pages in Traditional Chinese: the page checks look for English left over.
    await inTraditionalChinese(page);
    for (const step of ['index', 'luggage', 'food', 'seat']) {
      await page.goto(`/pagesTravel/pages/auxiliary/${step}?orderId=${orderId}`);
      await page.getByText(/^FW\d+ HKG - [A-Z]{3}$/).first().waitFor();
      await checkNow(page);
    }
  }, 300_000);
});
