import { describe, expect, it } from 'vitest';
import { paidOrder, registerThroughApi } from './api-setup';
import { moveServerClock } from './booking-steps';
import { freshMobile, textShown, usePhone, watchRequests } from './browser';
import { inTraditionalChinese } from './zh-hk';

/** The Trip tab: the traveller's bookings still ahead, the next one on top. */
describe('trips', () => {
  const phone = usePhone();

  it('asks a visitor to log in, shows a new user none, then the paid booking as the next trip, in English and Traditional Chinese', async () => {
    const page = phone();
    await page.goto('/pages/travel/index');
    await page.getByText('Log in to see your trips.').waitFor();
    await page.getByRole('link', { name: 'Log in', exact: true }).waitFor();

    await registerThroughApi(page, freshMobile(), 'Trip@2026x');
    await page.goto('/pages/travel/index');
    await page.getByText('No upcoming trips.').waitFor();
    await page.getByRole('link', { name: 'Book a flight' }).waitFor();

    const { orderId, pnr } = await paidOrder(page);

    await page.goto('/pages/travel/index');
    const card = page.getByRole('region', { name: 'Next trip' });
    await card.getByText(pnr).waitFor();
    expect(await card.textContent()).toContain('CHAN TAI MAN');
    // Seven days out: when it leaves, at the departure airport's clock, how long until then, and its status.
    // (The place's name once the places are in: the code until then.)
    await textShown(card.getByTestId('next-departure'), /^Departs Hong Kong \(HKG\), [A-Z][a-z]{2} \d{1,2}, \d{4}, \d\d:\d\d local time$/);
    const departure = (await card.getByTestId('next-departure').textContent())!;
    await card.getByTestId('departure-countdown').getByText(/^Departs in [67] days$/).waitFor();
    expect(await card.getByTestId('segment-status').textContent()).toBe('Scheduled');
    await card.getByTestId('check-in-countdown').getByText(/^Check-in opens in \d+ days? \d\d:\d\d:\d\d$/).waitFor();
    await card.getByRole('link', { name: 'View booking' }).click();
    await page.waitForURL(`**/pagesTravel/pages/travel/detail?orderId=${orderId}`);
    expect(await page.getByTestId('trip-pnr').textContent()).toBe(pnr);
    expect(await page.getByTestId('segment-status').textContent()).toBe('Scheduled');
    expect(departure).toContain((await page.locator('time').first().textContent())!);
    await page.getByTestId('check-in-countdown').getByText(/^Check-in opens in \d+ days? \d\d:\d\d:\d\d$/).waitFor();
    await page.getByRole('link', { name: 'Add to calendar' }).waitFor();
    expect(await page.getByRole('link', { name: 'Check in' }).count()).toBe(0);

    // 24 hours before departure by the server's clock (the phone's stays): check-in is open, the countdown is to its close.
    const depLocal = (await page.locator('time').first().getAttribute('datetime'))!;
    const depAt = Date.parse(`${depLocal}:00+08:00`);
    try {
      const { now } = await moveServerClock(0);
      await moveServerClock(depAt - 24 * 3_600_000 - Date.parse(now));
      await page.reload();
      await page.getByTestId('check-in-countdown').getByText(/^Check-in closes in 22:(29|30):\d\d$/).waitFor();
      const checkIn = page.getByRole('link', { name: 'Check in' });
      expect(await checkIn.getAttribute('href')).toBe(`/pagesTravel/pages/checkIn/select-itinerary?orderId=${orderId}&segmentIndex=0`);
      // The Trip tab's card counts down on the same clock, to departure in hours and minutes, told again each minute.
      await page.clock.install();
      const requests = watchRequests(page);
      await page.goto('/pages/travel/index');
      await card.getByTestId('check-in-countdown').getByText(/^Check-in closes in 22:(29|30):\d\d$/).waitFor();
      const countdown = card.getByTestId('departure-countdown');
      const minutesLeft = async () => {
        const [, h, m] = (await countdown.textContent())!.match(/^Departs in (\d+) h (\d+) min$/)!;
        return Number(h) * 60 + Number(m);
      };
      await requests.settled();
      const before = await minutesLeft();
      expect(before).toBeGreaterThanOrEqual(23 * 60 + 58);
      expect(before).toBeLessThan(24 * 60);
      await page.clock.runFor(61_000);
      await textShown(countdown, `Departs in ${Math.floor((before - 1) / 60)} h ${(before - 1) % 60} min`);
      await page.goto(`/pagesTravel/pages/travel/detail?orderId=${orderId}`);
    } finally {
      await moveServerClock(null);
    }
    await page.getByRole('link', { name: 'Flight details' }).click();
    await page.waitForURL(`**/pagesTravel/pages/travel/detailItinerary?orderId=${orderId}&segmentIndex=0`);
    await page.getByText('Flight time').waitFor();

    await page.goBack();
    expect(await page.getByRole('link', { name: 'Add services' }).getAttribute('href')).toBe(`/pagesTravel/pages/auxiliary/index?orderId=${orderId}`);
    await page.locator('summary', { hasText: 'Add a fellow passenger' }).click();
    await page.getByLabel('Ticket number').fill('8519999999999');
    await page.getByLabel('Surname').fill('WONG');
    await page.getByLabel('Given names').fill('SIU MING');
    await page.getByRole('button', { name: 'Add a fellow passenger' }).click();
    await page.getByText('No trip matches this ticket number and name. Please check them and try again.').waitFor();

    await page.getByRole('link', { name: 'Buy insurance' }).click();
    await page.waitForURL(`**/pagesTravel/pages/travel/confirmInsurePsgList?orderId=${orderId}`);
    const insured = page.getByRole('checkbox', { name: /CHAN TAI MAN/ });
    await insured.uncheck();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Please select a passenger.').waitFor();
    await insured.check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`**/pagesTravel/pages/auxiliary/index?orderId=${orderId}&kind=insurance&psgIds=0`);

    await inTraditionalChinese(page);
    await page.goto('/pages/travel/index');
    await page.getByRole('region', { name: '下一個行程' }).getByText(pnr).waitFor();
    await page.getByTestId('departure-countdown').getByText(/^[67] 天後出發$/).waitFor();
    await textShown(page.getByTestId('next-departure'), /^由香港（HKG）出發，當地時間 \d{4}年\d{1,2}月\d{1,2}日 \d\d:\d\d$/);
    await page.goto(`/pagesTravel/pages/travel/detail?orderId=${orderId}`);
    expect(await page.getByTestId('segment-status').textContent()).toBe('計劃');
    await page.getByTestId('check-in-countdown').getByText(/^距網上登記開放還有 /).waitFor();
  });

  it("adds a colleague's booking by ticket number and name, is told it already exists on the second try, removes it and sees the empty state", async () => {
    const page = phone();
    await registerThroughApi(page, freshMobile(), 'Trip@2026x');
    const { pnr, tickets } = await paidOrder(page);
    const ticketNo = tickets[0]!;

    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.context().clearCookies();
    await registerThroughApi(page, freshMobile(), 'Trip@2026x');
    await page.goto('/pagesTravel/pages/travel/itineraryManagement');
    await page.getByRole('heading', { name: 'No upcoming trips' }).waitFor();
    await page.getByRole('link', { name: 'Add a trip' }).click();
    await page.waitForURL('**/pagesTravel/pages/travel/emptyItiner');

    const addTrip = async () => {
      await page.getByLabel('Ticket number').fill(ticketNo);
      await page.getByLabel('Surname').fill('chan');
      await page.getByLabel('Given names').fill('tai man');
      await page.getByRole('button', { name: 'Add a trip' }).click();
    };
    await page.getByLabel('Ticket number').fill('123');
    await page.getByRole('button', { name: 'Add a trip' }).click();
    await page.getByText('Surname').waitFor();
    await addTrip();
    await page.waitForURL('**/pagesTravel/pages/travel/detail?orderId=*');
    expect(await page.getByTestId('trip-pnr').textContent()).toBe(pnr);
    await page.getByText('Added', { exact: true }).waitFor();

    await page.goto('/pagesTravel/pages/travel/itineraryManagement');
    await page.getByRole('link', { name: new RegExp(pnr) }).waitFor();
    await page.goto('/pagesTravel/pages/travel/emptyItiner');
    await addTrip();
    await page.getByText('The itineraries already exists').waitFor();

    await page.goto('/pagesTravel/pages/travel/itineraryManagement');
    await page.getByRole('link', { name: new RegExp(pnr) }).click();
    await page.getByRole('button', { name: 'Remove trip' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove trip' }).click();
    await page.waitForURL('**/pagesTravel/pages/travel/itineraryManagement');
    await page.getByRole('heading', { name: 'No upcoming trips' }).waitFor();
    await page.getByRole('tab', { name: 'Past' }).click();
    await page.getByRole('heading', { name: 'No past trips' }).waitFor();
  });

  describe('with the pop-up', () => {
    const popupPhone = usePhone({ popups: 'show' });

    it('shows the Trip pop-up as tall as its words and buttons, not a blank full-height sheet', async () => {
      const page = popupPhone();
      await page.goto('/pages/travel/index');
      const popup = page.getByRole('dialog', { name: 'Check in online and skip the queue' });
      await popup.waitFor();
      const { height, content } = await popup.evaluate((box) => {
        const style = getComputedStyle(box);
        const top = box.firstElementChild!.getBoundingClientRect().top;
        const bottom = box.lastElementChild!.getBoundingClientRect().bottom;
        return { height: box.getBoundingClientRect().height, content: bottom - top + parseFloat(style.paddingTop) + parseFloat(style.paddingBottom) };
      });
      expect(height).toBeLessThanOrEqual(content + 1);
      await popup.getByRole('button', { name: 'Close' }).click();
      await popup.waitFor({ state: 'detached' });
    });
  });
});
