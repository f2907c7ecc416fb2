import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, localeShown, textShown, usePhone } from './browser';
import { bookOneAdult, chooseFlight, confirmOrder, expectIssued, payByCard, search } from './booking-steps';
import { logInThroughApi } from './api-setup';

/** The traveller's language for this test's runs: no other browser test books in it. */
const LOCALE = 'en-CA';

async function serverDayInHongKong(): Promise<string> {
  const { now } = (await (await fetch(`${baseUrl()}/dev/clock`)).json()) as { now: string };
  return new Date(Date.parse(now) + 8 * 3_600_000).toISOString().slice(0, 10);
}

const row = (atlas: Page, state: string) =>
  atlas
    .locator(`[data-funnel-state="${state}"] td`)
    .allTextContents()
    .then((cells) => cells.slice(1));

describe('funnel in the flow atlas', () => {
  const phone = usePhone();

  it('shows two paid bookings and one abandoned at passenger entry on the right states for that day', async () => {
    const first = phone();
    await logInThroughApi(first);
    await first.goto('/pagesMy/pages/setting/lang-money');
    await first.locator(`button[lang="${LOCALE}"]`).click();
    await localeShown(first, LOCALE);

    for (const page of [first, await first.context().newPage()]) {
      await bookOneAdult(page);
      await confirmOrder(page);
      await payByCard(page, '4242 4242 4242 4242');
      await expectIssued(page, 1);
    }
    const abandoned = await first.context().newPage();
    await search(abandoned);
    await chooseFlight(abandoned, 'BASIC');
    await abandoned.waitForURL('**/book/fill-passenger');

    const day = await serverDayInHongKong();
    const atlas = await first.context().newPage();
    await atlas.goto(`/flows?machine=booking&from=${day}&to=${day}&locale=${LOCALE}`);
    // The app sends its transitions a few seconds after they happen.
    const states = ['searchForm', 'passengers', 'confirmingPassengers', 'ordered'];
    await expect
      .poll(
        async () => {
          await atlas.getByRole('button', { name: 'Refresh' }).click();
          // The sums load anew after each refresh: read them once they are there.
          await atlas.getByRole('region', { name: 'Funnel of booking' }).waitFor();
          return Promise.all(states.map((s) => row(atlas, `booking.${s}`)));
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toEqual([
        ['3', '0', '0%'],
        ['3', '1', '33%'],
        ['2', '0', '0%'],
        ['2', '2', '100%'],
      ]);
    expect(await atlas.locator('[data-state="booking.passengers"]').getAttribute('data-visits')).toBe('3');

    await atlas.getByLabel('Statechart').selectOption('paymentCountdown');
    // Paying by card hands the payment off to the provider's page; the run goes on where the provider returns, to paid.
    await textShown(atlas.locator('[data-funnel-state="paymentCountdown.handOff"] td').nth(1), '2');
    expect(await row(atlas, 'paymentCountdown.handOff')).toEqual(['2', '0', '0%']);
    expect(await row(atlas, 'paymentCountdown.paid')).toEqual(['2', '2', '100%']);

    await atlas.getByLabel('Statechart').selectOption('booking');
    const download = atlas.waitForEvent('download');
    await atlas.getByRole('button', { name: 'Export CSV' }).click();
    const csv = readFileSync(await (await download).path(), 'utf8');
    expect(csv.startsWith('\uFEFF"State"')).toBe(true);
    expect(csv.split('\r\n')).toContain('"booking.passengers","3","1","33"');
  });
});
