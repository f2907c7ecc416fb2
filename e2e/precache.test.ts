import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PRECACHE_BUDGET_BYTES, readViteManifest } from '../sw-precache';
import { logInThroughApi } from './api-setup';
import { usePhone } from './browser';
import { expectProblems } from './console-watch';

/** The first visit's service worker: what it precaches (issue budget: 600 KiB as sent), and what then opens offline. */
describe('the first visit', () => {
  const phone = usePhone({ serviceWorkers: 'allow' });
  const dist = 'dist';
  const build = readViteManifest(dist);
  // The list the build wrote into the worker: [{ url: 'assets/…', revision: … }, …]
  const precached = [...readFileSync(`${dist}/sw.js`, 'utf8').matchAll(/"?url"?\s*:\s*"([^"]+)"/g)].map((m) => m[1]!);
  const fileOf = (module: string) => build[module]!.file;

  it('precaches the shell, the Trip tab, check-in and the boarding pass with their texts, within 600 KiB as the server sends them', () => {
    const sentBytes = precached.reduce((sum, url) => sum + gzipSync(readFileSync(`${dist}/${url}`), { level: 9 }).length, 0);
    console.log(`precache: ${precached.length} files, ${(sentBytes / 1024).toFixed(1)} KiB gzip`);
    expect(sentBytes).toBeLessThanOrEqual(PRECACHE_BUDGET_BYTES);
    for (const module of ['src/pagesTravel/checkIn/view-electronic-boarding.tsx', 'src/pagesTravel/checkIn/select-itinerary.tsx', 'src/pages/travel/index.tsx', 'locales/tc.json?later']) {
      expect(precached).toContain(fileOf(module));
    }
    expect(precached).toContain('index.html');
    // The boarding pass's barcode is drawn by a worker: offline, it must be there too.
    expect(precached.filter((url) => /^assets\/barcode\.worker-[\w-]+\.js$/.test(url))).toHaveLength(1);
    // Booking is not needed offline: its pages are cached once opened.
    expect(precached).not.toContain(fileOf('src/pagesBook/book/fill-passenger.tsx'));
  });

  it('opens the boarding pass page and the Trip tab offline after a first visit to home, and a page once opened; a page never opened says it could not load', async () => {
    const page = phone();
    await logInThroughApi(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    // Opened once online: kept by the worker when first used.
    await page.goto('/pagesService/pages/vipLounge/index');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const lounge = `/${fileOf('src/pagesService/vipLounge/index.tsx')}`;
    const kept = await page.evaluate(async (file) => {
      for (const name of await caches.keys()) if (name.startsWith('pages-') && (await (await caches.open(name)).match(file))) return true;
      return false;
    }, lounge);
    expect(kept).toBe(true);

    // Offline, what the worker does not hold fails: the trips never loaded, the booking page's files.
    expectProblems(page, /ERR_INTERNET_DISCONNECTED|ERR_FAILED/, /Failed to fetch dynamically imported module/);
    await page.context().setOffline(true);
    await page.goto('/pagesTravel/pages/checkIn/view-electronic-boarding?orderId=1&segmentIndex=0');
    await page.locator('h1', { hasText: 'Boarding pass' }).waitFor();
    expect(await page.getByText('The page could not be loaded').count()).toBe(0);
    await page.goto('/pages/travel/index');
    await page.locator('h1', { hasText: 'Trip' }).waitFor();
    await page.goto('/pagesService/pages/vipLounge/index');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText('The page could not be loaded').count()).toBe(0);
    await page.goto('/pagesBook/pages/book/fill-passenger');
    await page.getByText('The page could not be loaded').waitFor();
    await page.context().setOffline(false);
  });
});
