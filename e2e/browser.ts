import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, afterEach } from 'vitest';
import { PageChecks } from './page-checks';
import { ConsoleWatch } from './console-watch';

import { baseUrl } from './server';

export { baseUrl };

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const launchArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The seeded pop-ups (home, Services, Trip), counted as closed before (the app keeps closed pop-ups in localStorage); a blank page has no storage. */
const closedPopups = () => {
  try {
    localStorage.setItem('fwc_prod_closedPopups', JSON.stringify(['home-winter-sale', 'service-lounge-vouchers', 'trip-check-in-online']));
  } catch {
    // about:blank
  }
};

interface PhoneOptions {
  serviceWorkers?: 'allow' | 'block';
  popups?: 'show' | 'closed';
}

/**
 * A phone-sized page (390x844) in a fresh browser context for every test. Every state its pages
 * settle on is checked (axe, and no English on a Chinese page), and any console error, uncaught
 * error or failed request the test did not announce (`expectProblems`) fails the test. The app's
 * service worker is blocked unless a test asks for it (`serviceWorkers: 'allow'`, the offline tests);
 * no seeded pop-up covers a page unless a test asks for it (`popups: 'show'`).
 */
export function usePhone(options: PhoneOptions = {}): () => Page {
  const phones = usePhones(1, options);
  return () => phones()[0]!;
}

/**
 * `count` phones at once, each its own browser context (two people, such as a traveller and an agent), each page checked alike.
 * A file's tests take the same contexts in turn, emptied between tests as a new phone would be (cookies, storage, permissions,
 * the network back on), but keeping the browser's cache of the app's files: a context made for each test cost a cold start of
 * the app each time. A context whose test failed, or that allows service workers, is not used again.
 */
export function usePhones(count: number, { serviceWorkers = 'block', popups = 'closed' }: PhoneOptions = {}): () => Page[] {
  let browser: Browser;
  let phones: Phone[] = [];
  let spare: Phone[] = [];
  const newPhone = async (): Promise<Omit<Phone, 'page'>> => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL: baseUrl(), serviceWorkers });
    const checks = new PageChecks();
    await checks.watch(context);
    const consoleWatch = new ConsoleWatch(context);
    if (popups === 'closed') await context.addInitScript(closedPopups);
    return { context, checks, consoleWatch };
  };
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath, args: launchArgs });
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    phones = [];
    for (let i = 0; i < count; i++) {
      const { context, checks, consoleWatch } = spare.shift() ?? (await newPhone());
      checks.reset();
      consoleWatch.reset();
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      phones.push({ context, checks, consoleWatch, page });
    }
  });
  afterEach(async ({ task }) => {
    const passed = task.result?.state !== 'fail';
    try {
      if (!passed) for (const { page } of phones) console.error(await whatPageShows(page));
      const reports = await Promise.all(phones.map(async ({ checks, context, consoleWatch }) => [await checks.report(context), consoleWatch.report()]));
      const failures = reports.flat().filter(Boolean).join('\n');
      if (failures) throw new Error(`page checks failed:\n${failures}`);
    } finally {
      const reusable = passed && serviceWorkers === 'block';
      spare = (await Promise.all(phones.map((phone) => (reusable ? emptied(phone) : closed(phone))))).filter((p): p is Phone => p !== null);
    }
  });
  return () => phones.map((p) => p.page);
}

interface Phone {
  context: BrowserContext;
  checks: PageChecks;
  consoleWatch: ConsoleWatch;
  page: Page;
}

const closed = async ({ context }: Phone) => {
  await context.close();
  return null;
};

/** The phone with no page open and nothing kept of the test but the browser's cache; null (and closed) if that failed. */
async function emptied(phone: Phone): Promise<Phone | null> {
  const { context } = phone;
  try {
    const [page] = context.pages();
    if (page) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Storage.clearDataForOrigin', { origin: new URL(baseUrl()).origin, storageTypes: 'all' });
      await cdp.detach();
    }
    await Promise.all(context.pages().map((p) => p.close()));
    await context.clearCookies();
    await context.clearPermissions();
    await context.setOffline(false);
    return phone;
  } catch {
    return closed(phone);
  }
}

/** For a failed test's log: where the page is, and the start of what it shows. */
async function whatPageShows(page: Page): Promise<string> {
  const text = await page
    .locator('body')
    .innerText({ timeout: 2_000 })
    .catch((error: Error) => `(unreadable: ${error.message.split('\n')[0]})`);
  return `page at ${page.url()} shows:\n${text.replace(/\n+/g, ' | ').slice(0, 800)}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Asserts that the element shows `text` (a string whole, a RegExp as it matches), waiting for it as
 * Playwright waits for an element: for the change the test is about to read, however long the page's
 * actions take under load, until the page's default timeout.
 */
export async function textShown(locator: Locator, text: string | RegExp): Promise<void> {
  const pattern = typeof text === 'string' ? new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`) : text;
  try {
    await locator.filter({ hasText: pattern }).first().waitFor({ state: 'attached' });
  } catch (error) {
    throw new Error(`expected ${locator} to show ${pattern}, it shows ${JSON.stringify(await locator.allTextContents())}`, { cause: error });
  }
}

/** Waits for the app to show the page in `locale` (its `<html lang>`). */
export const localeShown = (page: Page, locale: string) => page.locator(`html[lang="${locale}"]`).waitFor({ state: 'attached' });

/**
 * The newest verification code the outbox holds for a recipient (`852-91234567` or an e-mail); the
 * notices of their orders, sent by a job at any moment, may be newer and carry no code.
 */
export async function codeFromOutbox(recipient: string): Promise<string> {
  const rows = (await (await fetch(`${baseUrl()}/dev/outbox.json`)).json()) as { recipient: string; body: string }[];
  const code = rows
    .filter((m) => m.recipient === recipient)
    .map((m) => m.body.match(/\b(\d{6})\b/)?.[1])
    .find(Boolean);
  if (!code) throw new Error(`no code in the outbox for ${recipient}`);
  return code;
}

/** A mobile number nobody has registered yet in this run. */
export const freshMobile = () => `9${String(Date.now() % 10_000_000).padStart(7, '0')}`;

/** How far above the foot of the screen the page's bottom bar ends: 0 when it sits at the foot. */
export async function bottomBarGap(page: Page): Promise<number> {
  const bar = page.locator('.ui-bottom-bar');
  await bar.waitFor();
  const box = (await bar.boundingBox())!;
  return page.viewportSize()!.height - (box.y + box.height);
}

/** How an English page shows a day ("Dec 7, 2026"), as a pattern, and that day as data ('2026-12-07'). */
export const SHOWN_DAY = '[A-Z][a-z]{2} \\d{1,2}, \\d{4}';
export const isoOfShownDay = (shown: string) => new Date(`${shown} 00:00 UTC`).toISOString().slice(0, 10);

/**
 * Counts the page's requests in flight from now on (event streams aside once they answer, as they stay open);
 * `settled()` waits until none has been for `quietMs`. A test that moves the phone's clock waits for
 * it first: an answer heard meanwhile would set the server clock's offset against the moved clock.
 */
export function watchRequests(page: Page, quietMs = 300) {
  const inFlight = new Set<unknown>();
  const end = (request: unknown) => inFlight.delete(request);
  page.on('request', (request) => inFlight.add(request));
  page.on('response', (response) => {
    if (response.headers()['content-type']?.startsWith('text/event-stream')) end(response.request());
  });
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    async settled(): Promise<void> {
      for (let quietSince = Date.now(); Date.now() - quietSince < quietMs; await new Promise((r) => setTimeout(r, 50))) {
        if (inFlight.size > 0) quietSince = Date.now();
      }
    },
  };
}
