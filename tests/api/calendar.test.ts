import { describe, expect, it } from 'vitest';
import { calendarResponseSchema } from '../../services/schemas/offer';
import { describeEachDatabase } from './harness';
import { dayAhead, ok, post, refused, search, searchBody, t } from './booking-helpers';
import { BOOKING_HORIZON_DAYS } from '../../server/domain/booking/search';

/** What the results page shows as a flight's "from" price: the cheapest brand's adult fare plus its taxes. */
const cheapestShown = (options: Awaited<ReturnType<typeof search>>['options']) =>
  options.length === 0 ? null : Math.min(...options.flatMap((o) => o.brands.map((b) => Math.round((b.fare.ADT + b.tax.ADT) * 100) / 100)));

describeEachDatabase('low-fare calendar', (server) => {
  describe.each([
    ['HKG', 'TYO', 'HKD', 'Y'],
    ['TYO', 'TPE', 'HKD', 'Y'],
    ['HKG', 'NRT', 'CAD', 'Y'],
    ['HKG', 'BKK', 'CNY', 'C'],
  ] as const)('%s to %s in %s, cabin %s', (org, dst, currency, classLevel) => {
    it("gives each day the price of the cheapest flight the day's search lists", async () => {
      const s = server();
      const from = dayAhead(s, 1);
      const days = calendarResponseSchema.parse(await ok(post(s, null, '/search/calendar', { org, dst, from, days: 8, classLevel, currency })));
      expect(days.map((d) => d.date)).toHaveLength(8);
      expect(days.some((d) => d.lowestFare !== null)).toBe(true);
      for (const day of days) {
        const results = await search(s, null, { segments: [{ org, dst, date: day.date }], classLevel, currency });
        expect(day.lowestFare, `${org}-${dst} ${day.date}`).toBe(cheapestShown(results.options));
      }
    });
  });

  it('refuses a day past the sale, in the calendar and the search, and still prices the last day on sale', async () => {
    const s = server();
    const beyond = t('errors.dateBeyondSale', { days: BOOKING_HORIZON_DAYS });
    const calendar = { org: 'HKG', dst: 'TYO', days: 2, classLevel: 'Y', currency: 'HKD' };
    await refused(post(s, null, '/search/calendar', { ...calendar, from: '9999-12-31' }), 'A0400', beyond);
    await refused(post(s, null, '/search/calendar', { ...calendar, from: dayAhead(s, BOOKING_HORIZON_DAYS) }), 'A0400', beyond);
    await refused(post(s, null, '/search/flight', searchBody({ segments: [{ org: 'HKG', dst: 'TYO', date: '9999-12-31' }] })), 'A0400', beyond);
    expect(calendarResponseSchema.parse(await ok(post(s, null, '/search/calendar', { ...calendar, days: 1, from: dayAhead(s, BOOKING_HORIZON_DAYS - 1) })))).toHaveLength(1);
  });
});
