import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { textShown, usePhone } from './browser';
import { search } from './booking-steps';
import { logInThroughApi } from './api-setup';

/** Pans the diagram, as a finger drags it in short strokes, until `target` is in the middle of the view. */
async function panTo(atlas: Page, target: Locator) {
  const view = (await atlas.locator('.atlas-viewport').boundingBox())!;
  const middle = { x: view.x + view.width / 2, y: view.y + view.height / 2 };
  const stroke = (d: number) => Math.max(-100, Math.min(100, d));
  for (let i = 0; i < 20; i++) {
    const box = (await target.boundingBox())!;
    const away = { x: middle.x - (box.x + box.width / 2), y: middle.y - (box.y + box.height / 2) };
    if (Math.abs(away.x) < 40 && Math.abs(away.y) < 40) return;
    await atlas.mouse.move(middle.x, middle.y);
    await atlas.mouse.down();
    await atlas.mouse.move(middle.x + stroke(away.x), middle.y + stroke(away.y), { steps: 4 });
    await atlas.mouse.up();
  }
}

describe('flow atlas', () => {
  const phone = usePhone();

  it('lists the flows at once and fetches one diagram, laid out when the app was built, only once it is opened', async () => {
    const atlas = phone();
    const fetched: string[] = [];
    atlas.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await atlas.goto('/flows');
    const flows = atlas.getByRole('navigation', { name: 'Flows' });
    await flows.waitFor();
    expect(await flows.getByRole('link').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/^booking\d+ states$/)]));
    const charts = () => fetched.filter((path) => path.includes('flow-chart-'));
    expect(charts()).toEqual([]);
    // The list needs neither the machines' code nor the layout engine.
    expect(fetched.filter((path) => /elk|\.machine-/.test(path))).toEqual([]);
    await flows.getByRole('link', { name: /^booking/ }).click();
    await atlas.locator('[data-state="booking.pickBrand"]').waitFor();
    expect(charts()).toEqual([expect.stringMatching(/flow-chart-booking-[\w-]+\.js$/)]);
    expect(new URL(atlas.url()).search).toBe('?machine=booking');
    // Nor does a diagram: it was laid out when the app was built.
    expect(fetched.filter((path) => path.includes('elk'))).toEqual([]);
    expect(atlas.workers().filter((w) => w.url().includes('elk'))).toEqual([]);
  });

  it('draws the booking statechart, lists a state’s transitions, and follows a live booking in another tab', async () => {
    const atlas = phone();
    await atlas.goto('/flows?machine=booking');
    const statechart = atlas.getByLabel('Statechart');
    await statechart.waitFor();
    expect(await statechart.locator('option').allTextContents()).toEqual(
      expect.arrayContaining(['booking', 'paymentCountdown', 'session', 'settings']),
    );
    const pickBrand = atlas.locator('[data-state="booking.pickBrand"] > .state-name');
    await panTo(atlas, pickBrand);
    await pickBrand.click();
    const transitions = atlas.getByRole('region', { name: 'Transitions of pickBrand' });
    await transitions.waitFor();
    expect(await transitions.locator('tbody td:first-child').allTextContents()).toEqual(['brand.confirm', 'back']);
    expect(await atlas.locator('.arrow').count()).toBeGreaterThan(40);

    const app = await atlas.context().newPage();
    await app.goto('/pages/home/new-index?inspect=1');
    // The app reads ?inspect=1 once it runs (after the page's frame is drawn), not from the HTML.
    await app.getByRole('button', { name: 'Search flights' }).waitFor();
    await logInThroughApi(app);
    await search(app);
    await textShown(atlas.getByTestId('live'), /"results"/);
    expect(await atlas.locator('[data-state="booking.results"]').getAttribute('class')).toContain('active');
  });

  it('marks what the QA path generator covers, with a summary for the chosen statechart', async () => {
    const atlas = phone();
    await atlas.goto('/flows?machine=booking');
    const summary = atlas.getByTestId('coverage');
    await atlas.locator('[data-state="booking"]').waitFor();
    // Every state and every transition is covered: "19/19 states · 52/52 transitions · 53 paths".
    const fullCoverage = /^(\d+)\/\1 states · (\d+)\/\2 transitions · \d+ paths$/;
    // The paths are generated in a worker: the summary shows once they have run.
    await summary.filter({ hasText: / paths$/ }).waitFor();
    const shown = await summary.textContent();
    expect(shown).toMatch(fullCoverage);
    const [, states, transitions] = shown!.match(fullCoverage)!;
    expect(await atlas.locator('[data-state^="booking."]').count()).toBe(Number(states));
    expect(Number(transitions)).toBeGreaterThan(40);
    expect(await atlas.locator('[data-state^="booking."].covered').count()).toBe(Number(states));
    expect(await atlas.locator('.uncovered').count()).toBe(0);
    expect(await atlas.locator('.arrow.covered').count()).toBe(await atlas.locator('.arrow').count());

    const pickBrand = atlas.locator('[data-state="booking.pickBrand"] > .state-name');
    await panTo(atlas, pickBrand);
    await pickBrand.click();
    const transitionsOf = atlas.getByRole('region', { name: 'Transitions of pickBrand' });
    await transitionsOf.waitFor();
    expect(await transitionsOf.locator('tbody td:last-child').allTextContents()).toEqual(['covered', 'covered']);
  });

  it('attaches Stately’s inspector instead with ?inspect=stately, and nothing is lost before it loads', async () => {
    const app = phone();
    // No internet here: the inspector's window is a stand-in that keeps what it is sent.
    await app.addInitScript(() => {
      const w = window as unknown as { opened: string[]; received: { type: string; sessionId?: string }[] };
      w.opened = [];
      w.received = [];
      window.open = ((url: string) => (w.opened.push(String(url)), { postMessage: (m: { type: string }) => w.received.push(m) })) as never;
    });
    await app.goto('/pages/home/new-index?inspect=stately');
    // Browsers open a window only for a tap or a click; the app reads ?inspect once it runs.
    await app.getByRole('button', { name: 'Search flights' }).waitFor();
    expect(await app.evaluate(() => (window as unknown as { opened: string[] }).opened)).toEqual([]);
    await app.locator('.tab-bar').click();
    await app.waitForFunction(() => (window as unknown as { opened: string[] }).opened.length > 0);
    expect(await app.evaluate(() => (window as unknown as { opened: string[] }).opened)).toEqual(['https://stately.ai/inspect']);
    await app.evaluate(() => window.postMessage({ type: '@statelyai.connected' }, '*'));
    type Received = { type: string; snapshot?: { context?: unknown }; event?: Record<string, unknown> };
    const received = () => app.evaluate(() => (window as unknown as { received: Received[] }).received);
    // The app's actors were made before the inspector loaded: their start still arrives.
    await app.waitForFunction(() => {
      const types = (window as unknown as { received: Received[] }).received.map((m) => m.type);
      return types.includes('@xstate.actor') && types.includes('@xstate.snapshot');
    });
    // Nothing of the session's context (its token) nor any event's payload is sent.
    const snapshots = (await received()).filter((m) => m.type === '@xstate.snapshot');
    expect(snapshots.every((m) => JSON.stringify(m.snapshot?.context ?? {}) === '{}')).toBe(true);
    expect((await received()).every((m) => !m.event || Object.keys(m.event).join() === 'type')).toBe(true);
  });
});
