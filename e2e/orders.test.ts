import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, isoOfShownDay, usePhone } from './browser';
import { checkNow } from './page-checks';
import { inTraditionalChinese, tc } from './zh-hk';
import { logInThroughApi, paidOrder, unpaidOrder } from './api-setup';

/** My Orders in the browser: an order found by its status, its detail and what it lets the traveller do. */

async function openMyOrders(page: Page, tab: string) {
  await page.goto('/pages/my/index');
  await page.getByRole('link', { name: 'My Orders' }).click();
  await page.waitForURL('**/pagesMy/pages/order/index**');
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await page.waitForURL(`**/order/index?tab=*`);
}

/** The row of an order in the list on screen. */
const orderRow = (page: Page, orderNo: string) => page.getByRole('link').filter({ hasText: `Order ${orderNo}` });

interface OutboxMail {
  recipient: string;
  subject: string;
  body: string;
}

const outbox = async () => (await (await fetch(`${baseUrl()}/dev/outbox.json`)).json()) as OutboxMail[];

describe('my orders', () => {
  const phone = usePhone();

  it('finds a paid order under Issued, opens it, and e-mails its itinerary to the outbox', async () => {
    const page = phone();
    await logInThroughApi(page);
    const { orderId, pnr } = await paidOrder(page);

    await page.goto(`/pagesMy/pages/order/detail?orderId=${orderId}`);
    const orderNo = (await page.getByTestId('detail-order-no').textContent())!;

    await openMyOrders(page, 'Issued');
    const row = orderRow(page, orderNo);
    await row.getByTestId('order-status').filter({ hasText: 'Issued' }).waitFor();
    expect(await row.getByTestId('order-status').textContent()).toBe('Issued');
    await openMyOrders(page, 'Unpaid');
    await page.getByTestId('paged-list').waitFor();
    expect(await orderRow(page, orderNo).count()).toBe(0);

    await openMyOrders(page, 'Issued');
    await orderRow(page, orderNo).click();
    await page.waitForURL(`**/order/detail?orderId=${orderId}`);
    expect(await page.getByTestId('detail-pnr').textContent()).toBe(pnr);
    expect(await page.getByTestId('detail-ticket').textContent()).toMatch(/^851\d{10}$/);
    await page.getByRole('button', { name: 'Pay now' }).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'E-mail the itinerary' }).click();
    const sent = await page.getByTestId('itinerary-sent').textContent();
    const email = /sent to (\S+)\.$/.exec(sent ?? '')?.[1];
    expect(email).toBeTruthy();
    const mail = (await outbox()).find((m) => m.recipient === email && m.subject.includes(pnr));
    expect(mail?.body).toContain(`/pagesMy/pages/order/detail?orderId=${orderId}`);
    expect(mail?.body).toContain(await page.getByTestId('detail-ticket').textContent());
  });

  it('cancels an unpaid order from its detail after asking: it moves to Cancelled, and can then be deleted', async () => {
    const page = phone();
    await logInThroughApi(page);
    const { orderId } = await unpaidOrder(page);
    await page.goto(`/pagesMy/pages/order/detail?orderId=${orderId}`);
    const orderNo = (await page.getByTestId('detail-order-no').textContent())!;

    await openMyOrders(page, 'Unpaid');
    await orderRow(page, orderNo).click();
    await page.waitForURL(`**/order/detail?orderId=${orderId}`);
    expect(await page.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(`/pagesBook/pages/payment/index?orderId=${orderId}`);

    // Asked first, each answer saying what it does: keeping the order changes nothing.
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByRole('button').allTextContents()).toEqual(['Keep order', 'Cancel order']);
    await dialog.getByRole('button', { name: 'Keep order' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('order-status').textContent()).toBe('Unpaid');
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByTestId('order-status').filter({ hasText: 'Cancelled' }).waitFor();
    expect(await page.getByTestId('order-status').textContent()).toBe('Cancelled');

    await openMyOrders(page, 'Cancelled');
    await orderRow(page, orderNo).click();
    await page.waitForURL(`**/order/detail?orderId=${orderId}`);
    await page.getByRole('button', { name: 'Delete order' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete order' }).click();
    await page.waitForURL('**/pagesMy/pages/order/index');
    await page.getByTestId('paged-list').waitFor();
    expect(await orderRow(page, orderNo).count()).toBe(0);
  });

  it('shows each flight of an order as a card, colours an unpaid and an issued order apart, and says by when an unpaid one must be paid', async () => {
    const page = phone();
    await logInThroughApi(page);
    // Hong Kong to Vancouver and back: the way back lands in Hong Kong the day after it leaves.
    const issued = await paidOrder(page, { to: 'YVR', roundTrip: true, seat: '44K' });
    const unpaid = await unpaidOrder(page);

    await page.goto(`/pagesMy/pages/order/detail?orderId=${issued.orderId}`);
    const cards = page.getByTestId('order-flight');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(2);
    const [out, back] = [cards.nth(0), cards.nth(1)];
    const outLeaves = (await out.getByTestId('flight-dep-time').textContent())!;
    expect(outLeaves).toMatch(/^\d\d:\d\d$/);
    expect(await out.getByTestId('flight-duration').textContent()).toMatch(/^\d+h \d\dm$/);
    expect(await out.getByTestId('flight-baggage').textContent()).toBe('Checked baggage 20 kg');
    expect(await out.getByTestId('flight-day-shift').count()).toBe(0);
    // The arrival's mark counts the days after the departure's local date: the same count as the arrival date it names.
    const arrival = (await back.getByTestId('flight-arr-time').textContent())!;
    expect(arrival).toMatch(/^\d\d:\d\d\+\d Arrives on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    const [, days, arrives] = /\+(\d) Arrives on (.+)$/.exec(arrival)!;
    const leaves = (await back.locator('time').first().getAttribute('datetime'))!.slice(0, 10);
    expect((Date.parse(isoOfShownDay(arrives!)) - Date.parse(leaves)) / 86_400_000).toBe(Number(days));
    expect(Number(days)).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: /^FW80[12]$/ }).count()).toBe(2);
    expect(await page.getByText('Economy · MAIN').count()).toBe(2);
    // Each passenger on each flight: the seat chosen on the first, none on the second, and the ticket's status.
    expect(await out.getByTestId('flight-passenger').textContent()).toMatch(/^CHAN TAI MAN Seat 44KIssued$/i);
    expect(await back.getByTestId('flight-seat').textContent()).toBe('No seat chosen');
    expect(await page.getByTestId('order-status').getAttribute('data-tone')).toBe('positive');
    await page.getByRole('heading', { name: 'Price breakdown' }).waitFor();

    await page.goto(`/pagesMy/pages/order/detail?orderId=${unpaid.orderId}`);
    const payBy = (await page.getByTestId('pay-by').textContent())!;
    expect(payBy).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d\d:\d\d$/);
    // In the phone's own time, still to come and within the day.
    const left = await page.evaluate((at) => new Date(at).getTime() - Date.now(), payBy);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(86_400_000);
    expect(await page.getByTestId('order-status').getAttribute('data-tone')).toBe('attention');

    await openMyOrders(page, 'All');
    const unpaidRow = orderRow(page, unpaid.orderNo);
    await unpaidRow.waitFor();
    expect(await unpaidRow.getByTestId('order-pay-by').textContent()).toBe(`Pay by ${payBy}`);
    const issuedRow = orderRow(page, issued.orderNo);
    expect(await issuedRow.getByTestId('order-pay-by').count()).toBe(0);
    // The listed order's flights as cards, at a glance as on its own page: the way back lands days later, marked the same.
    const listed = issuedRow.getByTestId('order-flight');
    expect(await listed.count()).toBe(2);
    expect(await listed.nth(0).getByTestId('flight-dep-time').textContent()).toBe(outLeaves);
    expect(await listed.nth(0).getByTestId('flight-day-shift').count()).toBe(0);
    expect(await listed.nth(1).getByTestId('flight-arr-time').textContent()).toBe(arrival);
    expect(await listed.nth(1).getByTestId('flight-day-shift').locator('[aria-hidden=true]').textContent()).toBe(`+${days}`);
    const tone = (row: typeof unpaidRow) => row.getByTestId('order-status').evaluate((pill) => [pill.getAttribute('data-tone'), getComputedStyle(pill).color, getComputedStyle(pill).backgroundColor]);
    const [unpaidTone, issuedTone] = [await tone(unpaidRow), await tone(issuedRow)];
    expect([unpaidTone[0], issuedTone[0]]).toEqual(['attention', 'positive']);
    expect(unpaidTone.slice(1)).not.toEqual(issuedTone.slice(1));
    await checkNow(page);
  });

  it('labels a lounge order in My Orders by what it is, with its lounge, and opens its vouchers page', async () => {
    const page = phone();
    await logInThroughApi(page);
    await page.goto('/pagesService/pages/vipLounge/index');
    await page.locator('a[href*="vipLounge/detail?productId="]:not([href*="productType="])').first().click();
    await page.waitForURL('**/vipLounge/detail?*');
    // The lounge's name is its page's first heading once the product has come (Buy vouchers comes with it).
    const buy = page.getByRole('link', { name: 'Buy vouchers' });
    await buy.waitFor();
    const lounge = (await page.getByRole('heading', { level: 2 }).first().textContent())!;
    await buy.click();
    await page.locator('input[name=lastName0]').fill('CHAN');
    await page.locator('input[name=firstName0]').fill('TAI MAN');
    await page.getByLabel('Name', { exact: true }).fill('CHAN TAI MAN');
    // The contact's phone starts as the signed-in traveller's own (+852 91234567).
    await page.getByLabel('E-mail').fill('tai.man@example.com');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Submit and pay' }).click();
    await page.waitForURL('**/pagesBook/pages/payment/index?orderId=*');
    const orderId = new URL(page.url()).searchParams.get('orderId');

    await openMyOrders(page, 'Unpaid');
    const row = page.locator(`a[href="/pagesMy/pages/order/vipOrderDetail?id=${orderId}"]`);
    expect(await row.getByTestId('order-route').textContent()).toBe(lounge);
    expect(await row.getByTestId('order-kind').textContent()).toBe('Lounge voucher');
    const orderNo = /Order (FW\d+)/.exec((await row.getByTestId('order-no').textContent())!)![1]!;
    await row.click();
    await page.waitForURL(`**/pagesMy/pages/order/vipOrderDetail?id=${orderId}`);
    await page.getByTestId('lounge-order').filter({ hasText: orderNo }).waitFor();
    expect(await page.getByTestId('lounge-order').textContent()).toContain(orderNo);
  });

  it('shows an unpaid order with a seat, its contact page, its add-ons by kind and the add-on order pages in Traditional Chinese', async () => {
    const page = phone();
    await logInThroughApi(page);
    const { orderId } = await unpaidOrder(page, { seat: '44A' });
    await inTraditionalChinese(page);

    await page.goto(`/pagesMy/pages/order/detail?orderId=${orderId}`);
    const orderNo = (await page.getByTestId('detail-order-no').textContent())!;
    const seat = page.getByTestId('order-addon').filter({ hasText: '44A' });
    expect(await seat.getByTestId('addon-status').textContent()).toBe(tc('orders.addOn.status.WAIT'));

    // The order's contact changes on its own page.
    await page.getByRole('link', { name: tc('orders.changeContact') }).click();
    await page.waitForURL(`**/contacts/order-detail?orderId=${orderId}`);
    await page.getByLabel(tc('field.email')).fill('orders-e2e@test.example');
    await page.getByRole('button', { name: tc('common.save') }).click();
    await page.waitForURL(`**/order/detail?orderId=${orderId}`);
    await page.getByTestId('detail-contact').filter({ hasText: 'orders-e2e@test.example' }).waitFor();
    expect(await page.getByTestId('detail-contact').textContent()).toContain('orders-e2e@test.example');

    // The order's add-ons by kind, each leading to its add-on order.
    await page.getByRole('link', { name: tc('orders.addOnsByKind') }).click();
    await page.waitForURL(`**/order/fjOrdersList?orderId=${orderId}&orderNo=${orderNo}`);
    expect(await page.getByTestId('order-addon').textContent()).toContain('44A');
    await page.getByRole('link', { name: tc('addOnOrders.open') }).click();
    await page.waitForURL(`**/addOnService/detail?type=seat&orderId=${orderId}`);

    await page.goto('/pagesMy/pages/addOnService/index?type=seat');
    await page.getByRole('link').filter({ hasText: orderNo }).click();
    await page.waitForURL(`**/addOnService/detail?type=seat&orderId=${orderId}`);
    expect(await page.getByTestId('order-addon').textContent()).toContain('44A');
    await page.goto('/pagesMy/pages/addOnServiceAuxi/index');
    await page.getByTestId('paged-list').waitFor();
    await page.goto('/pagesMy/pages/addOnService/visitorIndex');
    await page.getByRole('link', { name: tc('addOnOrders.title') }).waitFor();
  });
});
