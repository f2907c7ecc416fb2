import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePhone } from './browser';
import { adult, choose, chooseFlight, done, fillPassenger, openExtra, openSeatMap, search, seatButton, selectField, submitPassengers } from './booking-steps';
import { logInThroughApi } from './api-setup';

/** The journey's own pages and the running total: what a traveller sees and keeps from the fare to the review. */
const runningTotal = async (page: Page) => (await page.getByTestId('running-total').textContent())!;
const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''));
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function toExtras(page: Page, options: { children?: number } = {}) {
  await logInThroughApi(page);
  await search(page, options);
  await chooseFlight(page, 'MAIN');
  await page.waitForURL('**/book/fill-passenger');
  await fillPassenger(page, 0, adult(0));
  if (options.children) await fillPassenger(page, 1, { lastName: 'Chan', firstName: 'Siu Ming', birthday: `${new Date().getFullYear() - 7}-01-15`, certNo: 'K9000002' });
  await submitPassengers(page);
}

describe('the booking journey in a phone browser', () => {
  const phone = usePhone();

  it('shows a running total from the fare on, which grows with baggage and a seat and is what the order costs', async () => {
    const page = phone();
    await logInThroughApi(page);
    await search(page);
    await page.getByTestId('flight-option').first().click();
    await page.waitForURL('**/book/pick-brand');
    const basic = await runningTotal(page);
    await page.locator('[data-testid=brand][aria-label="MAIN"]').getByRole('radio').check();
    const main = await runningTotal(page);
    expect(amount(main)).toBeGreaterThan(amount(basic));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/book/fill-passenger');
    expect(await runningTotal(page)).toBe(main);
    await fillPassenger(page, 0, adult(0));
    await submitPassengers(page);

    await openExtra(page, 'Prepaid baggage');
    await choose(page, 'luggage-0-0', '10');
    const withBaggage = await runningTotal(page);
    expect(amount(withBaggage)).toBeGreaterThan(amount(main));
    await done(page, 'added-service');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/select-seat/index');
    expect(await runningTotal(page)).toBe(withBaggage);
    await openSeatMap(page);
    await page.getByRole('group', { name: /emergency exit row/ }).first().getByRole('button', { name: /, available$/ }).first().click();
    const withSeat = await runningTotal(page);
    expect(amount(withSeat)).toBeGreaterThan(amount(withBaggage));

    // Tapping the total shows what it is made of.
    await page.getByRole('button', { name: 'Details' }).click();
    const sheet = page.getByRole('dialog', { name: 'Price details' });
    expect(await sheet.getByTestId('total').textContent()).toBe(withSeat);
    await sheet.getByRole('button', { name: 'Close' }).click();

    await done(page, 'select-seat');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/book/fill-detail');
    expect(await runningTotal(page)).toBe(withSeat);
    await page.locator('input[name=acknowledge]').check();
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await page.waitForURL('**/payment/index?orderId=*');
    expect(await page.getByTestId('total').textContent()).toBe(withSeat);
  });

  it('refuses an exit-row seat the moment a child picks it, with one message', async () => {
    const page = phone();
    await toExtras(page, { children: 1 });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/select-seat/index');
    await openSeatMap(page);
    await page.getByRole('radio', { name: /SIU MING/ }).click();
    const firstFree = page.getByRole('group', { name: /emergency exit row/ }).first().getByRole('button', { name: /, available$/ }).first();
    const name = (await firstFree.getAttribute('aria-label'))!;
    const seatNo = name.replace(/^Row (\d+) seat ([A-Z]),.*$/, '$1$2');
    const exitSeat = seatButton(page, seatNo);
    await exitSeat.click();
    const message = page.getByText(`cannot choose emergency-exit seat ${seatNo}`);
    await message.waitFor();
    expect(await message.count()).toBe(1);
    expect(await page.getByRole('alert').count()).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.locator('.toast').count()).toBe(0);
    // The seat stays free, and the child has none.
    expect(await exitSeat.getAttribute('aria-label')).toBe(name);
    expect(await page.getByRole('radio', { name: /SIU MING/ }).textContent()).not.toContain(seatNo);
    // An adult may take it, and the message is gone.
    await page.getByRole('radio', { name: /TAI MAN/ }).click();
    await exitSeat.click();
    await exitSeat.and(page.locator('[aria-label$=", selected for CHAN TAI MAN"]')).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('names each seat by row, letter, kind, price and state, and lets the keyboard choose one', async () => {
    const page = phone();
    await toExtras(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/select-seat/index');
    await openSeatMap(page);
    const legroom = page.getByRole('button', { name: /^Row \d+ seat [A-K], premium extra legroom, emergency exit row, HKD [\d,]+, available$/ }).first();
    await legroom.waitFor();
    expect(await page.getByRole('button', { name: /^Row \d+ seat [A-K], standard seat, Free, available$/ }).count()).toBeGreaterThan(0);
    // The legend gives the prices too.
    expect(await page.locator('.seat-legend').textContent()).toMatch(/Premium extra legroom · HKD [\d,]+/);

    const first = page.getByRole('button', { name: /, available$/ }).first();
    await first.focus();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(focused).toMatch(/^Row \d+ seat [A-K], .+, available$/);
    await page.keyboard.press('Enter');
    const [, row, letter] = focused!.match(/^Row (\d+) seat ([A-K]),/)!;
    await seatButton(page, `${row}${letter}`).and(page.locator('[aria-label$=", selected for CHAN TAI MAN"]')).waitFor();
  });

  it('keeps the add-ons chosen through back to the passengers and forward, and through a reload', async () => {
    const page = phone();
    await toExtras(page);
    await openExtra(page, 'Prepaid baggage');
    await choose(page, 'luggage-0-0', '10');
    await done(page, 'added-service');
    await openExtra(page, 'Meals');
    await choose(page, 'meal-0-0', 'VGML');
    await done(page, 'added-service');
    await page.locator('.nav-back').click();
    await page.waitForURL('**/book/fill-passenger');
    await submitPassengers(page);
    expect(await page.getByRole('button', { name: /^Prepaid baggage/ }).textContent()).toContain('1 chosen');
    await openExtra(page, 'Prepaid baggage');
    expect(await selectField(page, 'luggage-0-0').locator('select').inputValue()).toBe('10');
    await page.reload();
    await page.waitForURL('**/added-service/luggage');
    expect(await selectField(page, 'luggage-0-0').locator('select').inputValue()).toBe('10');
    await done(page, 'added-service');
    await openExtra(page, 'Meals');
    expect(await selectField(page, 'meal-0-0').locator('select').inputValue()).toBe('VGML');
  });

  it('warns at the passenger step of a document that expires before the flight, to confirm or change', async () => {
    const page = phone();
    await logInThroughApi(page);
    await search(page);
    await chooseFlight(page, 'MAIN');
    await page.waitForURL('**/book/fill-passenger');
    await fillPassenger(page, 0, adult(0));
    await page.locator('input[name=certExpiry0]').fill(inDays(3));
    await page.locator('input[name=consent]').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Check the travel document' });
    await dialog.getByText('The travel document expires before the flight', { exact: false }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/pagesBook/pages/book/fill-passenger');
    await dialog.getByRole('button', { name: 'Change it' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'It is correct' }).click();
    await page.waitForURL('**/added-service/index');
    // The add-ons page does not warn again.
    expect(await page.getByText('expires before the flight', { exact: false }).count()).toBe(0);
  });

  it('gives each add-on and the seat map a URL of its own that a reload, a link and the back button land on', async () => {
    const page = phone();
    await toExtras(page);
    for (const [row, path, field] of [
      ['Meals', 'food', '.ui-select:has(select[name=meal-0-0])'],
      ['Travel insurance', 'insurance', 'input[name=insurance]'],
      ['Prepaid baggage', 'luggage', '.ui-select:has(select[name=luggage-0-0])'],
    ] as const) {
      await openExtra(page, row);
      await page.reload();
      await page.waitForURL(`**/added-service/${path}`);
      await page.locator(field).first().waitFor();
      await page.goBack();
      await page.waitForURL('**/added-service/index');
    }
    // A link to a page of the step opens it; forward in the history too.
    await page.goto('/pagesBook/pages/added-service/food');
    await page.locator('.ui-select:has(select[name=meal-0-0])').waitFor();
    expect(new URL(page.url()).pathname).toBe('/pagesBook/pages/added-service/food');
    await page.goBack();
    await page.waitForURL('**/added-service/index');
    await page.goForward();
    await page.waitForURL('**/added-service/food');
    await page.locator('.ui-select:has(select[name=meal-0-0])').waitFor();
    await done(page, 'added-service');

    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/select-seat/index');
    await openSeatMap(page);
    // The flight comes with the seat map's answer, after the page.
    await page.getByRole('button', { name: /, available$/ }).first().waitFor();
    const flight = await page.getByTestId('seat-map-flight').textContent();
    await page.reload();
    await page.waitForURL('**/select-seat/seat');
    await page.getByRole('button', { name: /, available$/ }).first().waitFor();
    expect(await page.getByTestId('seat-map-flight').textContent()).toBe(flight);
    await page.goBack();
    await page.waitForURL('**/select-seat/index');
    await page.getByRole('button', { name: 'Skip' }).waitFor();
  });
});
