import { afterEach, describe, expect, it } from 'vitest';
import { redeemCardPool } from '../server/db/seed/redeem-cards';
import { usePhone } from './browser';
import { moveServerClock, payByCard } from './booking-steps';
import { logInThroughApi } from './api-setup';
import { inTraditionalChinese, tc } from './zh-hk';

/** A seeded one-use Hong Kong-Bangkok card no other test redeems (the pool's codes are the same at every seeding). */
const seeded = redeemCardPool(new Date()).filter((c) => c.type === 'ONE' && c.destination === 'BKK')[5]!;
const tomorrow = () => new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);

describe('redeem cards', () => {
  const phone = usePhone();

  afterEach(async () => {
    await moveServerClock(null);
  });

  it('redeems a code, activates the card for a passenger, books a flight on its route, pays the taxes, and the card is used', async () => {
    const page = phone();
    // Behind the login guard (spec section 2).
    await page.goto('/pagesService/pages/redeemCard/index');
    await page.waitForURL('**/pages/login/index');
    await logInThroughApi(page);

    await page.goto('/pagesService/pages/redeemCard/index');
    // Its links in the design system's look: the brand red, not the browser's underlined blue.
    const myCards = page.getByRole('link', { name: 'My redeem cards' });
    expect(await myCards.evaluate((a) => [getComputedStyle(a).color, getComputedStyle(a).textDecorationLine])).toEqual(['rgb(200, 16, 46)', 'none']);
    const code = page.getByLabel('Redemption code');
    await code.fill('CX2611010001');
    await page.getByRole('button', { name: 'Redeem', exact: true }).click();
    await page.getByText('The redemption code you entered is invalid, please re-enter it.').waitFor();

    await code.fill(seeded.redeemCode.toLowerCase());
    await page.getByRole('button', { name: 'Redeem', exact: true }).click();
    await page.getByText('One-use card').first().waitFor();
    expect(await page.locator('.redeem-card-facts').textContent()).toContain('1 of 1 left');
    await page.getByRole('button', { name: 'Activate', exact: true }).click();

    // On a 320 px phone the surname's label takes more lines than the given names': the boxes still line up.
    await page.setViewportSize({ width: 320, height: 640 });
    await page.getByRole('button', { name: 'CHAN TAI MAN' }).waitFor();
    const [surname, given] = [page.locator('input[name=lastName]'), page.locator('input[name=firstName]')];
    const labelOf = (input: typeof surname) => page.locator('.ui-field', { has: input }).locator('label');
    const [surnameLabel, givenLabel] = await Promise.all([labelOf(surname).boundingBox(), labelOf(given).boundingBox()]);
    expect(surnameLabel!.height).toBeGreaterThan(givenLabel!.height);
    expect((await surname.boundingBox())!.y).toBe((await given.boundingBox())!.y);
    await page.setViewportSize({ width: 390, height: 844 });

    // A frequent passenger fills the details; the document number is typed again.
    await page.getByRole('button', { name: 'CHAN TAI MAN' }).click();
    const next = page.getByRole('button', { name: 'Continue' });
    expect(await next.isDisabled()).toBe(true);
    await page.getByLabel('Document number').fill('K12345678');
    await next.click();
    await page.getByText('Activation cannot be undone').waitFor();
    await page.getByRole('button', { name: 'Activate now' }).click();
    await page.getByText('The card is activated').waitFor();
    await page.getByRole('button', { name: 'Show my cards' }).click();
    await page.waitForURL('**/pagesMy/pages/redeemCard/index');

    await page.getByRole('tab', { name: 'Usable (1)' }).click();
    await page.getByRole('link', { name: 'Details' }).click();
    await page.getByRole('link', { name: 'Book a flight' }).click();
    await page.waitForURL('**/pagesMy/pages/redeemCard/searchFlight?*');
    // Only the card's route is offered.
    await page.getByRole('link', { name: /^To/ }).click();
    await page.waitForURL('**/select-city/redeemCardSelectCity?*');
    await page.locator('a[href*="searchFlight"]').first().waitFor();
    expect(await page.locator('a[href*="searchFlight"]').count()).toBe(2);
    await page.locator('a[href*="searchFlight"]', { hasText: 'BKK' }).click();
    await page.waitForURL('**/pagesMy/pages/redeemCard/searchFlight?*');
    await page.getByLabel('Date').fill(tomorrow());
    await page.getByRole('button', { name: 'Search flights' }).click();
    await page.locator('a[href*="showFlightDetail"]').first().click();
    await page.waitForURL('**/pagesMy/pages/redeemCard/showFlightDetail?*');
    expect(await page.getByTestId('redeem-card-brand').textContent()).toBe('ECO REDEEM CARD');
    await page.getByRole('button', { name: 'Book and pay the taxes' }).click();
    await page.waitForURL('**/pagesBook/pages/payment/index?orderId=*');
    await payByCard(page, '4242 4242 4242 4242');
    await page.getByTestId('payment-success').waitFor();

    // The card's one use is spent: it is listed as used, in Chinese.
    await inTraditionalChinese(page);
    await page.goto('/pagesMy/pages/redeemCard/index');
    await page.getByRole('tab', { name: `${tc('redeemCard.statuses.USED')} (1)` }).click();
    await page.getByText(tc('redeemCard.types.ONE')).first().waitFor();
    expect(await page.locator('.redeem-card-facts').first().textContent()).toContain('0 / 1');
  });
});
