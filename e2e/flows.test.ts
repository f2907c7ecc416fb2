import { describe, expect, it } from 'vitest';
import { usePhone } from './browser';
import { logIn, search } from './booking-steps';

describe('flow atlas', () => {
  const phone = usePhone();

  it('draws the booking statechart, lists a state’s transitions, and follows a live booking in another tab', async () => {
    const atlas = phone();
    await atlas.goto('/flows?machine=booking');
    const statechart = atlas.getByLabel('Statechart');
    await statechart.waitFor();
    expect(await statechart.locator('option').allTextContents()).toEqual(
      expect.arrayContaining(['booking', 'paymentCountdown', 'session', 'settings']),
    );
    await atlas.locator('[data-state="booking.pickBrand"] > .state-name').click();
    const transitions = atlas.getByRole('region', { name: 'Transitions of pickBrand' });
    await transitions.waitFor();
    expect(await transitions.locator('tbody td:first-child').allTextContents()).toEqual(['brand.confirm', 'back']);
    expect(await atlas.locator('.arrow').count()).toBeGreaterThan(40);

    const app = await atlas.context().newPage();
    await app.goto('/pages/home/new-index?inspect=1');
    await logIn(app);
    await search(app);
    await expect.poll(() => atlas.getByTestId('live').textContent()).toContain('"results"');
    expect(await atlas.locator('[data-state="booking.results"]').getAttribute('class')).toContain('active');
  });
});
