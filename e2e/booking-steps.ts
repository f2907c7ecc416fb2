import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser';
import { adultFirstNames, adultLastName } from './travellers';

/** The user actions of the booking flow, shared by the browser tests (and the scripts that drive the app: screens, Lighthouse). */

export async function logIn(page: Page, mobile = '91234567', password = 'Demo@2026') {
  await page.goto('/pages/login/index');
  await page.getByLabel('Mobile number or e-mail').fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL('**/pages/home/new-index');
}

export async function chooseCity(page: Page, label: 'From' | 'To', legIndex: number, code: string) {
  await page.getByTestId(`leg-${legIndex}`).getByRole('link', { name: label }).click();
  await page.waitForURL('**/select-city/index**');
  await page.getByLabel('City, airport or code').fill(code);
  await page.locator('.place-list button', { hasText: code }).first().click();
  await page.waitForURL('**/pages/home/index');
}

export async function search(page: Page, options: { roundTrip?: boolean; adults?: number; children?: number; infants?: number; to?: string } = {}) {
  await page.goto('/pages/home/index');
  if (options.roundTrip) await page.getByRole('radio', { name: 'Round trip' }).click();
  if (options.to) await chooseCity(page, 'To', 0, options.to);
  for (let i = 1; i < (options.adults ?? 1); i++) await page.getByRole('button', { name: 'More: Adults (12+)' }).click();
  for (let i = 0; i < (options.children ?? 0); i++) await page.getByRole('button', { name: 'More: Children (2-11)' }).click();
  for (let i = 0; i < (options.infants ?? 0); i++) await page.getByRole('button', { name: 'More: Infants (under 2)' }).click();
  // The results page comes with the search's answer, which takes as long as the server does under load.
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/search/flight') && r.request().method() === 'POST', { timeout: 0 });
  await page.getByRole('button', { name: 'Search flights' }).click();
  await answered;
  await page.waitForURL('**/pagesBook/pages/book/index');
}

/** Takes the first flight of the leg on screen and one of its brands. */
export async function chooseFlight(page: Page, brand = 'MAIN') {
  await page.getByTestId('flight-option').first().click();
  await page.waitForURL('**/book/pick-brand');
  await page.locator(`[data-testid=brand][aria-label="${brand}"]`).getByRole('radio').check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** A drop-down list, found by its form name (the design system's Select keeps a hidden select of that name for forms). */
export const selectField = (page: Page, name: string) => page.locator('.ui-select').filter({ has: page.locator(`select[name="${name}"]`) });

/** Opens a drop-down list and chooses the option of that value, as a traveller does. */
export async function choose(page: Page, name: string, value: string) {
  const field = selectField(page, name);
  const text = await field.locator(`option[value="${value}"]`).textContent();
  await field.getByRole('button').click();
  await page.getByRole('option', { name: text!, exact: true }).click();
}

export interface PassengerInput {
  lastName: string;
  firstName: string;
  gender?: 'M' | 'F';
  birthday: string;
  certNo: string;
}

export async function fillPassenger(page: Page, index: number, p: PassengerInput) {
  // The saved passengers are in (the traveller themself may fill the first place).
  await page.locator('form[aria-busy=false]').waitFor();
  await page.locator(`input[name=lastName${index}]`).fill(p.lastName);
  await page.locator(`input[name=firstName${index}]`).fill(p.firstName);
  if (p.gender) await choose(page, `gender${index}`, p.gender);
  await page.locator(`input[name=birthday${index}]`).fill(p.birthday);
  await page.locator(`input[name=certNo${index}]`).fill(p.certNo);
  await page.locator(`input[name=certExpiry${index}]`).fill('2034-06-30');
}

/** The contact of a booking whose traveller has none saved (a guest, a new user). */
export async function fillContact(page: Page, email: string, name = 'Guest Traveller') {
  await page.locator('input[name=contactName]').fill(name);
  await page.locator('input[name=contactMobile]').fill('91234567');
  await page.locator('input[name=contactEmail]').fill(email);
}

export async function submitPassengers(page: Page) {
  await page.locator('input[name=consent]').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/added-service/index');
}

/** Opens a kind of extra from the add-ons' overview: 'Prepaid baggage', 'Meals' or 'Travel insurance'. */
export async function openExtra(page: Page, row: 'Prepaid baggage' | 'Meals' | 'Travel insurance') {
  await page.getByRole('button', { name: new RegExp(`^${row}`) }).click();
  await page.waitForURL(`**/added-service/${{ 'Prepaid baggage': 'luggage', Meals: 'food', 'Travel insurance': 'insurance' }[row]}`);
}

/** Back from a page of the extras or the seat map to its overview. */
export async function done(page: Page, overview: 'added-service' | 'select-seat') {
  await page.getByRole('button', { name: 'Done' }).click();
  await page.waitForURL(`**/${overview}/index`);
}

/** Opens the seat map of a segment from the seats' overview. */
export async function openSeatMap(page: Page, segmentIndex = 0) {
  await page.getByTestId(`seat-segment-${segmentIndex}`).getByRole('button', { name: /^Choose seats/ }).click();
  await page.waitForURL('**/select-seat/seat');
}

/** A seat of the map on screen by its number, e.g. '38A': its name starts with its row and letter. */
export const seatButton = (page: Page, seatNo: string) => page.getByRole('button', { name: new RegExp(`^Row ${seatNo.slice(0, -1)} seat ${seatNo.slice(-1)},`) });

export async function confirmOrder(page: Page): Promise<number> {
  await page.waitForURL('**/book/fill-detail');
  await page.locator('input[name=acknowledge]').check();
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
  await page.waitForURL('**/payment/index?orderId=*');
  return Number(new URL(page.url()).searchParams.get('orderId'));
}

/**
 * Pays on the sandbox provider's card page with the given number: the hand-off opens it, and the
 * provider's return leads to the result, or back to the payment page after a decline. `payNow`
 * names the app's pay button in the page's language.
 */
export async function payByCard(page: Page, cardNumber: string, payNow = 'Pay now') {
  await page.getByRole('button', { name: payNow }).click();
  await page.waitForURL('**/sandbox-pay/**');
  await page.locator('#cardNumber').fill(cardNumber);
  await page.locator('#expiry').fill('12/30');
  await page.locator('#cvc').fill('123');
  await page.locator('button[type=submit]').click();
  await page.waitForURL(/\/payment\/(result|index)\?/);
}

export async function expectIssued(page: Page, tickets: number) {
  await page.getByTestId('payment-success').waitFor();
  expect(await page.getByTestId('pnr').textContent()).toMatch(/^[A-Z2-9]{6}$/);
  const numbers = (await page.getByTestId('tickets').allTextContents()).flatMap((s) => s.split(', ').filter(Boolean));
  expect(numbers).toHaveLength(tickets);
  for (const n of numbers) expect(n).toMatch(/^851\d{10}$/);
}

/** Moves the server's clock on by `advanceMs` (null: back to the real time), on the test file's server unless given another. */
export async function moveServerClock(advanceMs: number | null, server = baseUrl()) {
  const res = await fetch(`${server}/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(advanceMs === null ? { reset: true } : { advanceMs }),
  });
  return (await res.json()) as { now: string; jobs: Record<string, number> };
}

export const adult = (n: number): PassengerInput => ({ lastName: adultLastName, firstName: adultFirstNames[Math.min(n, adultFirstNames.length - 1)]!, gender: n === 1 ? 'F' : 'M', birthday: `198${n}-04-12`, certNo: `K900000${n}` });

/**
 * One adult on the first flight of a one-way search, up to the seat map: with `seat`, that seat is
 * taken, otherwise seats are skipped. Ends on the order confirmation page.
 */
export async function bookOneAdult(page: Page, options: { brand?: string; passenger?: PassengerInput; seat?: string; contactEmail?: string; to?: string } = {}) {
  await search(page, { to: options.to });
  await chooseFlight(page, options.brand ?? 'MAIN');
  await page.waitForURL('**/book/fill-passenger');
  await fillPassenger(page, 0, options.passenger ?? adult(0));
  if (options.contactEmail) await fillContact(page, options.contactEmail);
  await submitPassengers(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/select-seat/index');
  if (options.seat) {
    await openSeatMap(page);
    await seatButton(page, options.seat).click();
    await done(page, 'select-seat');
    await page.getByRole('button', { name: 'Continue' }).click();
  } else {
    await page.getByRole('button', { name: 'Skip' }).click();
  }
}
