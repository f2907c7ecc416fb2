import { describe, expect, it } from 'vitest';
import { bookOneAdult, confirmOrder, expectIssued, payByCard, register } from './booking-steps';
import { freshMobile, usePhone } from './browser';

/** The Trip tab: the traveller's bookings still ahead, the next one on top. */
describe('trips', () => {
  const phone = usePhone();

  it('asks a visitor to log in, shows a new user none, then the paid booking as the next trip, in English and Traditional Chinese', async () => {
    const page = phone();
    await page.goto('/pages/travel/index');
    await page.getByText('Log in to see your trips.').waitFor();
    await page.getByRole('link', { name: 'Log in', exact: true }).waitFor();

    await register(page, freshMobile(), 'Trip@2026x');
    await page.goto('/pages/travel/index');
    await page.getByText('No upcoming trips.').waitFor();
    await page.getByRole('link', { name: 'Book a flight' }).waitFor();

    await bookOneAdult(page, { contactEmail: `trip${Date.now()}@test.example` });
    const orderId = await confirmOrder(page);
    await payByCard(page, '4242 4242 4242 4242');
    await expectIssued(page, 1);
    const pnr = (await page.getByTestId('pnr').textContent())!;

    await page.goto('/pages/travel/index');
    const card = page.getByRole('region', { name: 'Next trip' });
    await card.getByText(pnr).waitFor();
    expect(await card.textContent()).toContain('CHAN TAI MAN');
    await card.getByRole('link', { name: 'View booking' }).click();
    await page.waitForURL(`**/pagesMy/pages/order/detail?orderId=${orderId}`);

    await page.goto('/pagesMy/pages/setting/lang-money');
    await page.locator('button[lang="zh-HK"]').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('zh-HK');
    await page.goto('/pages/travel/index');
    await page.getByRole('region', { name: '下一個行程' }).getByText(pnr).waitFor();
  });
});
