import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { BrandOffer, FlightOption } from '../../services/schemas/offer';
import { aircraftTypes, bookingSessions, fareInventory, flights, orders, routeSchedules, uploads } from '../../server/db/schema';
import { aircraftTypes as fleet } from '../../server/domain/flights/aircraft';
import { describeEachDatabase, type TestServer } from './harness';
import { DAY, HOUR, MINUTE, OK, parseExact, registerUser, type RegisteredUser } from './helpers';
import {
  addDays,
  adult,
  book,
  bookingState,
  bornBefore,
  child,
  confirmBrand,
  confirmOrder,
  confirmPsg,
  confirmSeats,
  contact,
  flightNos,
  hkToday,
  dayAhead,
  infant,
  inventoryOf,
  ok,
  ORDER,
  PAGE_EXPIRED,
  post,
  refused,
  search,
  searchBack,
  searchBody,
  seatMap,
  seatOf,
  stepResponseSchema,
  t,
  type PassengerInput,
} from './booking-helpers';

const ECONOMY = ['PROMO 1PC', 'BASIC', 'MAIN', 'FLEXIPLUS', 'ECO STUDENT OFFER', 'FLASH SALE'];
const BUSINESS = ['BUSINESS MAIN', 'BUSINESS FLEX'];
/** A test flight HKG-TPE flown by an aircraft without a business cabin. */
const ALL_ECONOMY = 'ZZ777';

const brandOf = (o: FlightOption, name: string) => {
  const brand = o.brands.find((b) => b.brand === name);
  if (!brand) throw new Error(`no ${name} on ${flightNos(o)}`);
  return brand;
};
const optionOf = (options: FlightOption[], flightNo: string) => {
  const option = options.find((o) => flightNos(o) === flightNo);
  if (!option) throw new Error(`no ${flightNo} in ${options.map(flightNos).join(', ')}`);
  return option;
};
const isMoney2 = (n: number) => Math.abs(Math.round(n * 100) / 100 - n) < 1e-9;
const toTen = (n: number) => Math.round(n / 10) * 10;

describeEachDatabase('booking engine', (server) => {
  let alice: RegisteredUser;
  let bob: RegisteredUser;

  beforeAll(async () => {
    const s = server();
    // Before the first offer call: the engine reads aircraft once per server.
    const economyCabin = fleet.find((a) => a.code === 'A320')!.seatMap.cabins.find((c) => c.cabin === 'Y')!;
    const { db } = s.database;
    await db.insert(aircraftTypes).values({ code: 'Z19', name: 'All-economy test aircraft', seatMap: { cabins: [economyCabin] } });
    await db.insert(routeSchedules).values({ flightNo: ALL_ECONOMY, depAirport: 'HKG', arrAirport: 'TPE', depTime: '11:00', durationMin: 110, aircraftCode: 'Z19', distanceKm: 802 });
    const date = dayAhead(s, 12);
    const depAt = new Date(Date.parse(`${date}T11:00:00+08:00`));
    await db.insert(flights).values({ flightNo: ALL_ECONOMY, depDate: date, depAirport: 'HKG', arrAirport: 'TPE', depAt, arrAt: new Date(depAt.getTime() + 110 * MINUTE), durationMin: 110, aircraftCode: 'Z19', distanceKm: 802 });
    [alice, bob] = [await registerUser(s), await registerUser(s)];
  });

  describe('search', () => {
    it('finds Hong Kong to Tokyo by city code: direct NRT and HND flights of the day, earliest first, with every economy brand', async () => {
      const s = server();
      const date = dayAhead(s, 10);
      const result = await search(s, alice, { segments: [{ org: 'HKG', dst: 'TYO', date }] });
      expect(result).toMatchObject({ legIndex: 0, currency: 'HKD' });
      expect(result.processKey.length).toBeGreaterThan(16);
      expect(new Set(result.options.map((o) => o.segments[0]!.arrAirport))).toEqual(new Set(['NRT', 'HND']));
      for (const o of result.options) {
        expect(o).toMatchObject({ stops: 0, transit: [] });
        expect(o.segments).toHaveLength(1);
        const [g] = o.segments;
        expect(g!.depAirport).toBe('HKG');
        expect(g!.depLocal.slice(0, 10)).toBe(date);
        expect(o.flightKey).toBe(String(g!.flightId));
        expect(o.durationMin).toBe(g!.durationMin);
        expect(Date.parse(g!.arrAt) - Date.parse(g!.depAt)).toBe(g!.durationMin * MINUTE);
        expect(o.brands.map((b) => b.brand)).toEqual(ECONOMY);
        expect(o.brands.every((b) => b.cabin === 'Y' && b.remaining > 0)).toBe(true);
      }
      const departures = result.options.map((o) => o.segments[0]!.depAt);
      expect(departures).toEqual([...departures].sort());
      const flexi = brandOf(result.options[0]!, 'FLEXIPLUS');
      expect(flexi).toMatchObject({ baggageKg: 30, freeSeatSelection: true, changeFee: 0, refundFee: 0, promo: false });
      expect(brandOf(result.options[0]!, 'MAIN')).toMatchObject({ baggageKg: 20, freeSeatSelection: false, changeFee: 400, refundFee: 600 });
      expect(brandOf(result.options[0]!, 'PROMO 1PC')).toMatchObject({ promo: true, changeFee: null, refundFee: null });
      expect(brandOf(result.options[0]!, 'ECO STUDENT OFFER').student).toBe(true);
    });

    it('prices children at 75% and infants at 10% of the adult fare, with the taxes of each passenger type summed', async () => {
      const s = server();
      const date = dayAhead(s, 10);
      const out = await search(s, alice, { segments: [{ org: 'HKG', dst: 'NRT', date }], passengers: { adult: 1, child: 1, infant: 1 } });
      for (const o of out.options) {
        for (const b of o.brands) {
          expect(b.fare.CNN, b.brand).toBe(toTen(b.fare.ADT * 0.75));
          expect(b.fare.INF, b.brand).toBe(toTen(b.fare.ADT * 0.1));
          // Hong Kong departure tax for adults only; infants pay the security charge alone. The itemised list is the award search's (tests/unit/taxes.test.ts).
          expect(b.tax.INF).toBe(55);
          expect(b.tax.ADT).toBeGreaterThan(b.tax.CNN);
          expect(b).not.toHaveProperty('taxes');
        }
      }
      const back = await search(s, alice, { segments: [{ org: 'NRT', dst: 'HKG', date }], passengers: { adult: 1, child: 1, infant: 1 } });
      const tax = back.options[0]!.brands[0]!.tax;
      expect(tax.ADT).toBe(tax.CNN);
      expect(tax.INF).toBe(0);
    });

    it('prices in HKD and CNY in whole units and in CAD with two decimals', async () => {
      const s = server();
      const segments = [{ org: 'HKG', dst: 'BKK', date: dayAhead(s, 11) }];
      const passengers = { adult: 1, child: 1, infant: 1 };
      const [hkd, cny, cad] = await Promise.all((['HKD', 'CNY', 'CAD'] as const).map((currency) => search(s, alice, { segments, passengers, currency })));
      expect([hkd!.currency, cny!.currency, cad!.currency]).toEqual(['HKD', 'CNY', 'CAD']);
      // The Flash Sale is sold in HKD and CNY only: compared across currencies are the brands all three sell.
      const amounts = (r: typeof hkd, brands: (b: BrandOffer) => boolean = () => true) =>
        r!.options.flatMap((o) => o.brands.filter(brands).flatMap((b) => [b.fare.ADT, b.fare.CNN, b.fare.INF, b.tax.ADT, b.tax.CNN, b.tax.INF]));
      expect(amounts(hkd).every(Number.isInteger)).toBe(true);
      expect(amounts(cny).every(Number.isInteger)).toBe(true);
      expect(amounts(cad).every(isMoney2)).toBe(true);
      expect(amounts(cad).some((n) => !Number.isInteger(n))).toBe(true);
      const everywhere = (b: BrandOffer) => !b.flashSale;
      const [h, c, y] = [amounts(hkd, everywhere), amounts(cad, everywhere), amounts(cny, everywhere)];
      h.forEach((value, i) => {
        expect(Math.abs(c[i]! - value * 0.176)).toBeLessThanOrEqual(0.025);
        expect(Math.abs(y[i]! - value * 0.92)).toBeLessThanOrEqual(2);
      });
      expect(brandOf(cad!.options[0]!, 'MAIN').changeFee).toBe(70.4);
    });

    it('offers only business brands for classLevel C, and no flight whose aircraft has no business cabin', async () => {
      const s = server();
      const date = dayAhead(s, 12);
      const business = await search(s, alice, { segments: [{ org: 'HKG', dst: 'TYO', date }], classLevel: 'C' });
      expect(business.options.length).toBeGreaterThan(0);
      for (const o of business.options) {
        expect(o.brands.map((b) => b.brand)).toEqual(BUSINESS);
        expect(o.brands.every((b) => b.cabin === 'C' && b.baggageKg === 40 && b.freeSeatSelection)).toBe(true);
      }
      const economy = await search(s, alice, { segments: [{ org: 'HKG', dst: 'TPE', date }] });
      expect(optionOf(economy.options, ALL_ECONOMY).brands.map((b) => b.brand)).toEqual(ECONOMY);
      const taipeiBusiness = await search(s, alice, { segments: [{ org: 'HKG', dst: 'TPE', date }], classLevel: 'C' });
      expect(taipeiBusiness.options.length).toBeGreaterThan(0);
      expect(taipeiBusiness.options.map(flightNos)).not.toContain(ALL_ECONOMY);
    });

    it('books a round trip: the return is searched after the outbound brand, and the price covers both', async () => {
      const s = server();
      const [out, back] = [dayAhead(s, 14), dayAhead(s, 18)];
      const first = await search(s, alice, { routeWay: 'R', segments: [{ org: 'HKG', dst: 'TYO', date: out }, { org: 'TYO', dst: 'HKG', date: back }] });
      expect(first.legIndex).toBe(0);
      expect(first.options.every((o) => o.segments[0]!.depAirport === 'HKG')).toBe(true);
      // The return cannot be searched before the outbound has a fare.
      await refused(post(s, alice, '/search/flight/back', { processKey: first.processKey }), 'I0003', t('errors.stepMissing'));
      const outOption = first.options[0]!;
      const outBrand = brandOf(outOption, 'MAIN');
      const chosen = await confirmBrand(s, alice, first.processKey, outOption, outBrand);
      expect(chosen.nextLegIndex).toBe(1);
      expect(chosen.legs).toHaveLength(1);
      expect(chosen.processKey).not.toBe(first.processKey);

      const second = await searchBack(s, alice, chosen.processKey);
      expect(second.legIndex).toBe(1);
      expect(second.options.length).toBeGreaterThan(0);
      for (const o of second.options) {
        expect(['NRT', 'HND']).toContain(o.segments[0]!.depAirport);
        expect(o.segments[0]!.arrAirport).toBe('HKG');
        expect(o.segments[0]!.depLocal.slice(0, 10)).toBe(back);
      }
      const backOption = second.options.at(-1)!;
      const backBrand = brandOf(backOption, 'FLEXIPLUS');
      const done = await confirmBrand(s, alice, second.processKey, backOption, backBrand);
      expect(done.nextLegIndex).toBeNull();
      expect(done.legs.map((l) => [l.option.flightKey, l.brand.brand])).toEqual([
        [outOption.flightKey, 'MAIN'],
        [backOption.flightKey, 'FLEXIPLUS'],
      ]);
      expect(done.price).toEqual({
        currency: 'HKD',
        fare: outBrand.fare.ADT + backBrand.fare.ADT,
        tax: outBrand.tax.ADT + backBrand.tax.ADT,
        ancillary: 0,
        discount: 0,
        total: outBrand.fare.ADT + backBrand.fare.ADT + outBrand.tax.ADT + backBrand.tax.ADT,
      });
      // Every leg has its fare: there is no further leg to search or choose.
      await refused(post(s, alice, '/search/flight/back', { processKey: done.processKey }), 'I0003');
      await refused(post(s, alice, '/booking/confirm/brand', { processKey: done.processKey, flightKey: backOption.flightKey, brand: 'MAIN', quotedFare: 1 }), 'I0003');
    });

    it('offers a same-day return only when it leaves at least an hour after the outbound lands', async () => {
      const s = server();
      const date = dayAhead(s, 15);
      const trip = { routeWay: 'R' as const, segments: [{ org: 'HKG', dst: 'TPE', date }, { org: 'TPE', dst: 'HKG', date }] };
      const first = await search(s, alice, trip);
      const morning = await confirmBrand(s, alice, first.processKey, optionOf(first.options, 'FW261'), brandOf(optionOf(first.options, 'FW261'), 'MAIN'));
      const afternoon = await confirmBrand(s, alice, first.processKey, optionOf(first.options, 'FW263'), brandOf(optionOf(first.options, 'FW263'), 'MAIN'));
      const afterMorning = await searchBack(s, alice, morning.processKey);
      const afterAfternoon = await searchBack(s, alice, afternoon.processKey);
      for (const [chosen, returns] of [
        [morning, afterMorning],
        [afternoon, afterAfternoon],
      ] as const) {
        const landed = Date.parse(chosen.legs[0]!.option.segments[0]!.arrAt);
        for (const o of returns.options) expect(Date.parse(o.segments[0]!.depAt) - landed, flightNos(o)).toBeGreaterThanOrEqual(60 * MINUTE);
      }
      // The afternoon return suits the morning flight, but not a traveller who lands 50 minutes before it leaves.
      const late = optionOf(afterMorning.options, 'FW264');
      expect(afterMorning.options.map(flightNos)).not.toContain('FW262');
      expect(afterAfternoon.options.map(flightNos)).not.toContain('FW264');
      expect(Date.parse(late.segments[0]!.depAt) - Date.parse(afternoon.legs[0]!.option.segments[0]!.arrAt)).toBe(50 * MINUTE);
      const before = await bookingState(s);
      await refused(
        post(s, alice, '/booking/confirm/brand', { processKey: afterAfternoon.processKey, flightKey: late.flightKey, brand: 'MAIN', quotedFare: brandOf(late, 'MAIN').fare.ADT }),
        'B0102',
        t('errors.flightUnavailable'),
      );
      expect(await bookingState(s)).toEqual(before);
    });

    it('books a multi-city trip leg by leg: Tokyo, back to Hong Kong, then Bangkok', async () => {
      const s = server();
      const segments = [
        { org: 'HKG', dst: 'TYO', date: dayAhead(s, 20) },
        { org: 'TYO', dst: 'HKG', date: dayAhead(s, 23) },
        { org: 'HKG', dst: 'BKK', date: dayAhead(s, 25) },
      ];
      let result = await search(s, alice, { routeWay: 'M', segments });
      let key = '';
      const fares: number[] = [];
      for (const [leg, segment] of segments.entries()) {
        if (leg > 0) result = await searchBack(s, alice, key);
        expect(result.legIndex).toBe(leg);
        for (const o of result.options) {
          expect(o.stops).toBe(0);
          expect(o.segments[0]!.depLocal.slice(0, 10)).toBe(segment.date);
        }
        const option = result.options[0]!;
        const brand = brandOf(option, 'BASIC');
        const step = await confirmBrand(s, alice, result.processKey, option, brand);
        expect(step.nextLegIndex).toBe(leg === 2 ? null : leg + 1);
        expect(step.legs).toHaveLength(leg + 1);
        fares.push(brand.fare.ADT);
        key = step.processKey;
      }
      const psg = await confirmPsg(s, alice, key, [adult()]);
      expect(psg.price.fare).toBe(fares.reduce((a, b) => a + b, 0));
      expect(psg.auxiliary.luggage.map((l) => l.segmentIndex)).toEqual([0, 1, 2]);
    });

    it('connects two cities other than Hong Kong through it, with at least an hour to change', async () => {
      const s = server();
      const date = dayAhead(s, 16);
      const result = await search(s, alice, { segments: [{ org: 'TPE', dst: 'BKK', date }] });
      expect(result.options.length).toBeGreaterThan(0);
      for (const o of result.options) {
        expect(o).toMatchObject({ stops: 1, transit: ['HKG'] });
        const [a, b] = o.segments;
        expect(o.segments).toHaveLength(2);
        expect([a!.depAirport, a!.arrAirport, b!.depAirport, b!.arrAirport]).toEqual(['TPE', 'HKG', 'HKG', 'BKK']);
        expect(a!.depLocal.slice(0, 10)).toBe(date);
        const gap = Date.parse(b!.depAt) - Date.parse(a!.arrAt);
        expect(gap).toBeGreaterThanOrEqual(60 * MINUTE);
        expect(gap).toBeLessThanOrEqual(24 * HOUR);
        expect(o.flightKey).toBe(`${a!.flightId}-${b!.flightId}`);
        expect(o.durationMin * MINUTE).toBe(Date.parse(b!.arrAt) - Date.parse(a!.depAt));
      }
      // The connection costs what its two flights cost, with the taxes of both departures.
      const o = result.options[0]!;
      const [a, b] = o.segments;
      const first = optionOf((await search(s, alice, { segments: [{ org: 'TPE', dst: 'HKG', date }] })).options, a!.flightNo);
      const second = optionOf((await search(s, alice, { segments: [{ org: 'HKG', dst: 'BKK', date: b!.depLocal.slice(0, 10) }] })).options, b!.flightNo);
      const main = brandOf(o, 'MAIN');
      expect(main.fare.ADT).toBe(brandOf(first, 'MAIN').fare.ADT + brandOf(second, 'MAIN').fare.ADT);
      expect(main.tax.ADT).toBe(brandOf(first, 'MAIN').tax.ADT + brandOf(second, 'MAIN').tax.ADT);
      const step = await confirmBrand(s, alice, result.processKey, o, main);
      expect(step.legs[0]!.option.segments).toHaveLength(2);
      const psg = await confirmPsg(s, alice, step.processKey, [adult()]);
      expect(psg.auxiliary.luggage.map((l) => l.segmentIndex)).toEqual([0, 1]);
      expect((await seatMap(s, alice, psg.processKey, 1)).flightNo).toBe(b!.flightNo);
    });

    it("shows fewer seats remaining once an order holds some, and hides a class too small for the party", async () => {
      const s = server();
      const date = dayAhead(s, 17);
      const segments = [{ org: 'HKG', dst: 'KIX', date }];
      const before = optionOf((await search(s, alice, { segments })).options, 'FW209');
      const mainBefore = brandOf(before, 'MAIN').remaining;
      const d = date;
      const booking = await book(s, { user: bob, segments, flights: ['FW209'], passengers: [adult(), adult(), child(d), infant(d, 0)] });
      await confirmOrder(s, bob, booking.psgKey);
      const after = optionOf((await search(s, alice, { segments })).options, 'FW209');
      expect(brandOf(after, 'MAIN').remaining).toBe(mainBefore - 3);
      expect(brandOf(after, 'BASIC').remaining).toBe(brandOf(before, 'BASIC').remaining);

      // Two MAIN seats left: a party of three is not offered MAIN, a party of two is.
      const flightId = before.segments[0]!.flightId;
      const row = await inventoryOf(s, flightId, 'M');
      await s.database.db.update(fareInventory).set({ capacity: row.sold + row.held + 2 }).where(and(eq(fareInventory.flightId, flightId), eq(fareInventory.rbd, 'M')));
      // A change made outside this server reaches its search cache by the database's notice, a moment after the commit.
      await vi.waitFor(async () => {
        const three = optionOf((await search(s, alice, { segments, passengers: { adult: 3, child: 0, infant: 0 } })).options, 'FW209');
        expect(three.brands.map((b) => b.brand)).not.toContain('MAIN');
      }, { timeout: 2_000, interval: 20 });
      const two = optionOf((await search(s, alice, { segments, passengers: { adult: 1, child: 1, infant: 1 } })).options, 'FW209');
      expect(brandOf(two, 'MAIN').remaining).toBe(2);
    });

    it('stops selling a flight two hours before departure', async () => {
      const s = server();
      const [next] = await s.database.db
        .select()
        .from(flights)
        .where(and(eq(flights.depAirport, 'HKG'), eq(flights.arrAirport, 'TPE'), sql`${flights.depAt} > ${new Date(s.clock.now().getTime() + 3 * HOUR)}`))
        .orderBy(flights.depAt)
        .limit(1);
      const segments = [{ org: 'HKG', dst: 'TPE', date: next!.depDate }];
      const shift = next!.depAt.getTime() - 2 * HOUR - s.clock.now().getTime();
      try {
        s.clock.advance(shift - MINUTE);
        const open = await search(s, alice, { segments });
        expect(open.options.map(flightNos)).toContain(next!.flightNo);
        s.clock.advance(2 * MINUTE);
        const closed = await search(s, alice, { segments });
        expect(closed.options.map(flightNos)).not.toContain(next!.flightNo);
        // Nor can the flight still be confirmed from the earlier answer.
        const option = optionOf(open.options, next!.flightNo);
        await refused(confirmBrandRaw(s, open.processKey, option, 'MAIN'), 'B0102');
      } finally {
        s.clock.advance(-shift - MINUTE);
      }
    });

    it("refuses a date in the past at the departure city's date, and nothing is kept", async () => {
      const s = server();
      const before = await bookingState(s);
      const yesterday = addDays(hkToday(s), -1);
      await refused(post(s, alice, '/search/flight', searchBody({ segments: [{ org: 'HKG', dst: 'TPE', date: yesterday }] })), 'A0400', 'Query date cannot be in the past.');
      // At 20:00 UTC it is already the next day in Hong Kong: the UTC date is in the past there.
      const now = s.clock.now().getTime();
      const evening = Math.ceil((now - 20 * HOUR) / DAY) * DAY + 20 * HOUR;
      let moved = 0;
      const move = (ms: number) => {
        s.clock.advance(ms);
        moved += ms;
      };
      try {
        move(evening - now);
        const utcToday = s.clock.now().toISOString().slice(0, 10);
        expect(hkToday(s)).toBe(addDays(utcToday, 1));
        await refused(post(s, alice, '/search/flight', searchBody({ segments: [{ org: 'HKG', dst: 'TPE', date: utcToday }] })), 'A0400', 'Query date cannot be in the past.');
        expect(await bookingState(s)).toEqual(before);
        await ok(post(s, alice, '/search/flight', searchBody({ segments: [{ org: 'HKG', dst: 'TPE', date: hkToday(s) }] })));
        // Six hours later it is 02:00 UTC, but still the evening before in Vancouver: its today is not past.
        move(6 * HOUR);
        await ok(post(s, alice, '/search/flight', searchBody({ segments: [{ org: 'YVR', dst: 'HKG', date: utcToday }] })));
      } finally {
        s.clock.advance(-moved);
      }
    });

    it('refuses more than 9 adults and children, and more infants than adults', async () => {
      const s = server();
      const before = await bookingState(s);
      const segments = [{ org: 'HKG', dst: 'TPE', date: dayAhead(s, 9) }];
      await refused(post(s, alice, '/search/flight', searchBody({ segments, passengers: { adult: 5, child: 5, infant: 0 } })), 'A0400', 'Adults and children may not exceed 9 in total.');
      await refused(post(s, alice, '/search/flight', searchBody({ segments, passengers: { adult: 10, child: 0, infant: 0 } })), 'A0400');
      await refused(post(s, alice, '/search/flight', searchBody({ segments, passengers: { adult: 2, child: 0, infant: 3 } })), 'A0400', t('validation.infantsPerAdult'));
      await refused(post(s, alice, '/search/flight', searchBody({ segments, passengers: { adult: 0, child: 1, infant: 0 } })), 'A0400');
      expect(await bookingState(s)).toEqual(before);
      const nine = await search(s, alice, { segments, passengers: { adult: 5, child: 4, infant: 5 } });
      expect(nine.options.length).toBeGreaterThan(0);
    });
  });

  /** confirm/brand as the client sends it, without checking the answer. */
  function confirmBrandRaw(s: TestServer, processKey: string, option: FlightOption, brand: string, extra: { quotedFare?: number; acceptPrice?: boolean; who?: RegisteredUser } = {}) {
    return post(s, extra.who ?? alice, '/booking/confirm/brand', {
      processKey,
      flightKey: option.flightKey,
      brand,
      quotedFare: extra.quotedFare ?? brandOf(option, brand).fare.ADT,
      acceptPrice: extra.acceptPrice,
    });
  }

  describe('processKey chain', () => {
    it('answers a new key at every step, refuses unknown, foreign and expired keys, and lets the traveller go back', async () => {
      const s = server();
      const date = dayAhead(s, 30);
      const found = await search(s, alice, { segments: [{ org: 'HKG', dst: 'NRT', date }] });
      const option = optionOf(found.options, 'FW201');
      const brand = await confirmBrand(s, alice, found.processKey, option, brandOf(option, 'MAIN'));
      const psg = await confirmPsg(s, alice, brand.processKey, [adult()]);
      const aux = parseExact(stepResponseSchema, await ok(post(s, alice, '/booking/confirm/auxiliary', { processKey: psg.processKey, luggage: [], meals: [], insurance: null })));
      const map = await seatMap(s, alice, aux.processKey);
      expect(map.processKey).toBe(aux.processKey);
      const seat = await confirmSeats(s, alice, aux.processKey, [{ segmentIndex: 0, passengerIndex: 0, seatNo: '40A' }]);
      const promo = parseExact(stepResponseSchema, await ok(post(s, alice, '/booking/confirm/promote/code', { processKey: seat.processKey, promoCode: 'WELCOME100' })));
      const keys = [found.processKey, brand.processKey, psg.processKey, aux.processKey, seat.processKey, promo.processKey];
      expect(new Set(keys).size).toBe(keys.length);

      // Every step refuses a key it never gave, and one made by another user; nothing is kept.
      const calls: [string, (key: string) => unknown][] = [
        ['/search/flight/back', (processKey) => ({ processKey })],
        ['/search/flight/brand', (processKey) => ({ processKey, flightKey: option.flightKey })],
        ['/booking/confirm/brand', (processKey) => ({ processKey, flightKey: option.flightKey, brand: 'MAIN', quotedFare: brandOf(option, 'MAIN').fare.ADT })],
        ['/booking/confirm/psg', (processKey) => ({ processKey, passengers: [adult()], contact, privacyConsent: true })],
        ['/booking/auxiliary/luggage', (processKey) => ({ processKey })],
        ['/booking/confirm/auxiliary', (processKey) => ({ processKey, luggage: [], meals: [], insurance: null })],
        ['/booking/seat/choose', (processKey) => ({ processKey, segmentIndex: 0 })],
        ['/booking/confirm/seat', (processKey) => ({ processKey, seats: [] })],
        ['/booking/confirm/promote/code', (processKey) => ({ processKey, promoCode: 'WELCOME100' })],
        ['/booking/confirm/order', (processKey) => ({ processKey, acknowledged: true })],
      ];
      const keyFor = (path: string) =>
        path.includes('search/flight/back') || path.endsWith('confirm/brand') || path.endsWith('flight/brand') ? found.processKey : path.endsWith('confirm/psg') ? brand.processKey : promo.processKey;
      const before = await bookingState(s);
      for (const [path, body] of calls) {
        await refused(post(s, alice, path, body('no-such-key-0123456789')), 'B0101', PAGE_EXPIRED);
        await refused(post(s, bob, path, body(keyFor(path))), 'B0101', PAGE_EXPIRED);
      }
      // A guest cannot continue a user's booking either.
      await refused(s.call('POST', '/dsb-offer/api/v1/offer/search/flight/back', { json: { processKey: brand.processKey } }), 'B0101', PAGE_EXPIRED);
      // A search's key is the search itself, signed (no row is kept): with its owner taken out, its signature no longer holds.
      const [payload, signature] = found.processKey.split('.');
      const unowned = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), userId: null })).toString('base64url');
      const confirmBrandBody = calls.find(([path]) => path.endsWith('confirm/brand'))![1];
      await refused(post(s, bob, '/booking/confirm/brand', confirmBrandBody(`${unowned}.${signature}`)), 'B0101', PAGE_EXPIRED);
      await search(s, alice, { segments: [{ org: 'HKG', dst: 'TPE', date: dayAhead(s, 12) }] });
      expect(await bookingState(s)).toEqual(before);

      // Going back: an earlier key still works and branches off, and the later keys stay as they were.
      const other = await confirmBrand(s, alice, found.processKey, option, brandOf(option, 'FLEXIPLUS'));
      expect(other.legs[0]!.brand.brand).toBe('FLEXIPLUS');
      const again = await confirmPsg(s, alice, brand.processKey, [adult({ lastName: 'LEE' })]);
      expect(again.processKey).not.toBe(psg.processKey);
      expect((await seatMap(s, alice, aux.processKey)).processKey).toBe(aux.processKey);
      const unchanged = parseExact(stepResponseSchema, await ok(post(s, alice, '/booking/confirm/seat', { processKey: aux.processKey, seats: [] })));
      expect(unchanged.price.fare).toBe(brandOf(option, 'MAIN').fare.ADT);

      // After 31 minutes every key of the chain has expired.
      const clock = await s.app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceMs: 31 * MINUTE } });
      expect(clock.statusCode).toBe(200);
      const expired = await bookingState(s);
      for (const [path, body] of calls) await refused(post(s, alice, path, body(keyFor(path))), 'B0101', PAGE_EXPIRED);
      await refused(orderRequestOf(s, promo.processKey), 'B0101', PAGE_EXPIRED);
      expect(await bookingState(s)).toEqual(expired);
    });

    it('lets a guest search and choose a fare, and a user who logs in go on with it', async () => {
      const s = server();
      const guest = await search(s, null, { segments: [{ org: 'HKG', dst: 'TPE', date: dayAhead(s, 31) }] });
      const option = guest.options[0]!;
      const brand = await confirmBrand(s, null, guest.processKey, option, brandOf(option, 'MAIN'));
      // A guest may go on as a guest, or log in and go on from the same step.
      await confirmPsg(s, null, brand.processKey, [adult()]);
      const psg = await confirmPsg(s, alice, brand.processKey, [adult()]);
      // From here on the booking is Alice's.
      await refused(post(s, bob, '/booking/confirm/auxiliary', { processKey: psg.processKey, luggage: [], meals: [], insurance: null }), 'B0101');
    });
  });

  const orderRequestOf = (s: TestServer, processKey: string) => post(s, alice, '/booking/confirm/order', { processKey, acknowledged: true });

  describe('promotional fare changes', () => {
    it('refuses a stale quoted promo fare with the new amount, and goes on once the traveller accepts it', async () => {
      const s = server();
      const date = dayAhead(s, 33);
      const segments = [{ org: 'HKG', dst: 'TPE', date }];
      const seen = await search(s, alice, { segments });
      const option = optionOf(seen.options, 'FW261');
      const quoted = brandOf(option, 'PROMO 1PC');
      // Half of the promo class (8 seats on an A320) goes to another traveller's order.
      expect(quoted.remaining).toBe(8);
      const others = await book(s, { user: bob, segments, flights: ['FW261'], brand: 'PROMO 1PC', passengers: [adult(), adult(), adult(), adult()] });
      await confirmOrder(s, bob, others.psgKey);
      const now = brandOf(optionOf((await search(s, alice, { segments })).options, 'FW261'), 'PROMO 1PC');
      expect(now.remaining).toBe(4);
      expect(now.fare.ADT).toBeGreaterThan(quoted.fare.ADT);
      expect(Math.abs(now.fare.ADT - quoted.fare.ADT * 1.2)).toBeLessThanOrEqual(10);

      const before = await bookingState(s);
      await refused(
        confirmBrandRaw(s, seen.processKey, option, 'PROMO 1PC', { quotedFare: quoted.fare.ADT }),
        'B0103',
        `Promotional fare has been updated to HKD ${now.fare.ADT}. Please confirm to proceed or cancel`,
        { fare: now.fare },
      );
      expect(await bookingState(s)).toEqual(before);
      const accepted = await confirmBrand(s, alice, seen.processKey, option, quoted, { quotedFare: quoted.fare.ADT, acceptPrice: true });
      expect(accepted.legs[0]!.brand.fare.ADT).toBe(now.fare.ADT);
      expect(accepted.price.fare).toBe(now.fare.ADT);
      // Quoting the new fare needs no acceptance; other brands kept their price.
      await confirmBrand(s, alice, seen.processKey, option, quoted, { quotedFare: now.fare.ADT });
      await confirmBrand(s, alice, seen.processKey, option, brandOf(option, 'MAIN'));
    });
  });

  describe('passengers', () => {
    /** A fare chosen on a trip for these passenger counts; returns the brand step's key. */
    async function brandKey(s: TestServer, counts: { adult: number; child?: number; infant?: number }, dates: string[]) {
      const segments = dates.length === 1 ? [{ org: 'HKG', dst: 'TPE', date: dates[0]! }] : [{ org: 'HKG', dst: 'TPE', date: dates[0]! }, { org: 'TPE', dst: 'HKG', date: dates[1]! }];
      const passengers = { adult: counts.adult, child: counts.child ?? 0, infant: counts.infant ?? 0 };
      let found = await search(s, alice, { routeWay: dates.length === 1 ? 'D' : 'R', segments, passengers });
      let step = await confirmBrand(s, alice, found.processKey, found.options[0]!, brandOf(found.options[0]!, 'MAIN'));
      if (dates.length > 1) {
        found = await searchBack(s, alice, step.processKey);
        step = await confirmBrand(s, alice, found.processKey, found.options.at(-1)!, brandOf(found.options.at(-1)!, 'MAIN'));
      }
      return step.processKey;
    }

    /** Refused with `code` and `msg`; nothing kept, and the key still has no passengers to go on with. */
    async function refusedPassengers(s: TestServer, processKey: string, passengers: PassengerInput[], code: string, msg: string) {
      const before = await bookingState(s);
      await refused(post(s, alice, '/booking/confirm/psg', { processKey, passengers, contact, privacyConsent: true }), code, msg);
      expect(await bookingState(s)).toEqual(before);
      await refused(post(s, alice, '/booking/confirm/auxiliary', { processKey, luggage: [], meals: [], insurance: null }), 'I0003', t('errors.stepMissing'));
      await refused(post(s, alice, '/booking/confirm/order', { processKey, acknowledged: true }), 'I0003');
    }

    it('refuses the passenger step without the privacy consent, and records the consent with the order', async () => {
      const s = server();
      const key = await brandKey(s, { adult: 1, child: 0 }, [dayAhead(s, 40)]);
      const before = await bookingState(s);
      for (const privacyConsent of [false, undefined]) {
        await refused(post(s, alice, '/booking/confirm/psg', { processKey: key, passengers: [adult()], contact, privacyConsent }), 'A0400', t('errors.privacyConsent'));
      }
      expect(await bookingState(s)).toEqual(before);
      const asked = s.clock.now().getTime();
      const psg = await confirmPsg(s, alice, key, [adult()]);
      const answered = s.clock.now().getTime();
      const aux = await ok(post(s, alice, '/booking/confirm/auxiliary', { processKey: psg.processKey, luggage: [], meals: [], insurance: null }));
      // A session saved without the consent (one begun before the server asked for it) makes no order.
      const unagreed = await ok(post(s, alice, '/booking/confirm/auxiliary', { processKey: psg.processKey, luggage: [], meals: [], insurance: null }));
      await s.database.db.update(bookingSessions).set({ data: sql`${bookingSessions.data} - 'privacyConsentAt'` }).where(eq(bookingSessions.processKey, unagreed.processKey));
      await refused(post(s, alice, '/booking/confirm/order', { processKey: unagreed.processKey, acknowledged: true }), 'A0400', t('errors.privacyConsent'));
      const order = await confirmOrder(s, alice, aux.processKey);
      const [row] = await s.database.db.select({ consentAt: orders.privacyConsentAt }).from(orders).where(eq(orders.id, order.orderId));
      // Recorded when the passenger step was agreed, not when the order was confirmed.
      expect(row!.consentAt!.getTime()).toBeGreaterThanOrEqual(asked);
      expect(row!.consentAt!.getTime()).toBeLessThanOrEqual(answered);
    });

    it('needs the passengers searched for', async () => {
      const s = server();
      const date = dayAhead(s, 40);
      const key = await brandKey(s, { adult: 2, child: 1 }, [date]);
      const mismatch = t('errors.passengerCountMismatch');
      await refusedPassengers(s, key, [adult(), child(date)], 'B0104', mismatch);
      await refusedPassengers(s, key, [adult(), adult(), adult()], 'B0104', mismatch);
      await refusedPassengers(s, key, [adult(), adult(), child(date), infant(date, 0)], 'B0104', mismatch);
      await refused(post(s, alice, '/booking/confirm/psg', { processKey: key, passengers: [], contact, privacyConsent: true }), 'A0400', t('validation.selectPassenger'));
      const accepted = await confirmPsg(s, alice, key, [adult(), adult({ birthday: bornBefore(date, 16) }), child(date)]);
      expect(accepted.warnings).toEqual([]);
    });

    it('takes a saved passenger of the user by psngId, with the document number the server keeps', async () => {
      const s = server();
      const date = dayAhead(s, 42);
      const save = (who: RegisteredUser, fields: Record<string, unknown>) =>
        ok(s.call('POST', `${ORDER}/my/psng/add`, { token: who.token, json: { lastName: 'LAM', firstName: 'KA YAN', gender: 'F', birthday: '1990-03-04', certType: 'PASSPORT', certNo: 'K7654321', nationality: 'HK', ...fields } }));
      const saved = (await save(alice, {})) as { id: number; certNoMasked: string };
      const others = (await save(bob, { certNo: 'K1111111' })) as { id: number; certNoMasked: string };
      expect(saved.certNoMasked).toBe('****4321');
      const chosen = adult({ psngId: saved.id, lastName: 'LAM', firstName: 'KA YAN', gender: 'F', birthday: '1990-03-04', certNo: saved.certNoMasked });

      const key = await brandKey(s, { adult: 2 }, [date]);
      await refusedPassengers(s, key, [chosen, adult({ psngId: others.id, certNo: others.certNoMasked })], 'B0104', t('errors.savedPassengerUnknown', { passenger: 2 }));
      await refusedPassengers(s, key, [chosen, chosen], 'B0104', t('errors.samePassengerTwice', { passenger: 1 }));
      await refusedPassengers(s, key, [chosen, adult({ psngId: saved.id, certNo: '****9999' })], 'B0104', t('errors.samePassengerTwice', { passenger: 1 }));
      await refusedPassengers(s, key, [adult({ psngId: saved.id, certNo: '****9999' }), adult()], 'B0104', t('errors.savedDocumentChanged', { passenger: 1 }));
      await refusedPassengers(s, key, [adult({ psngId: saved.id, certType: 'HK_ID', certNo: saved.certNoMasked }), adult()], 'B0104', t('errors.savedDocumentChanged', { passenger: 1 }));
      await refused(post(s, alice, '/booking/confirm/psg', { processKey: key, passengers: [adult({ certNo: '****4321' }), adult()], contact, privacyConsent: true }), 'A0400', t('validation.certNo'));

      const accepted = await confirmPsg(s, alice, key, [chosen, adult({ certNo: 'E9988776' })]);
      const [step] = await s.database.db.select().from(bookingSessions).where(eq(bookingSessions.processKey, accepted.processKey));
      expect((step!.data as { passengers: { certNo: string }[] }).passengers.map((p) => p.certNo)).toEqual(['K7654321', 'E9988776']);
      // A new number typed for a saved passenger is used as typed, for this trip.
      const retyped = await confirmPsg(s, alice, key, [{ ...chosen, certNo: 'K5550000' }, adult()]);
      const [again] = await s.database.db.select().from(bookingSessions).where(eq(bookingSessions.processKey, retyped.processKey));
      expect((again!.data as { passengers: { certNo: string }[] }).passengers[0]!.certNo).toBe('K5550000');
    });

    it('applies the age rules of adults and children on every flight', async () => {
      const s = server();
      const [out, back] = [dayAhead(s, 41), dayAhead(s, 45)];
      const single = await brandKey(s, { adult: 1 }, [out]);
      await refusedPassengers(s, single, [adult({ birthday: bornBefore(out, 12, -1) })], 'B0104', t('errors.adultAge', { passenger: 1 }));
      await refusedPassengers(s, single, [adult({ birthday: addDays(out, 1) })], 'B0104', t('errors.birthdayAfterFlight', { passenger: 1 }));
      await confirmPsg(s, alice, single, [adult({ birthday: bornBefore(out, 12) })]);

      const withChild = await brandKey(s, { adult: 1, child: 1 }, [out, back]);
      // A child of 12 on the return date flies as an adult; one of 1 as an infant.
      await refusedPassengers(s, withChild, [adult(), child(out, { birthday: bornBefore(back, 12) })], 'B0104', t('errors.childAge', { passenger: 2 }));
      await refusedPassengers(s, withChild, [adult(), child(out, { birthday: bornBefore(out, 2, -1) })], 'B0104', t('errors.childAge', { passenger: 2 }));
      // A child needs an adult over 16.
      await refusedPassengers(s, withChild, [adult({ birthday: bornBefore(out, 16, -1) }), child(out)], 'B0104', 'A child must travel with an adult over 16.');
      await confirmPsg(s, alice, withChild, [adult({ birthday: bornBefore(out, 16) }), child(out, { birthday: bornBefore(back, 12, -1) })]);
    });

    it('gives each infant its own guardian of 18 or more, and takes infants from 7 days to under 2', async () => {
      const s = server();
      const date = dayAhead(s, 42);
      const one = await brandKey(s, { adult: 1, infant: 1 }, [date]);
      const guardian = t('errors.infantGuardian', { passenger: 2 });
      await refusedPassengers(s, one, [adult(), infant(date, 0, { guardianIndex: undefined })], 'B0104', guardian);
      await refusedPassengers(s, one, [adult({ birthday: bornBefore(date, 18, -1) }), infant(date, 0)], 'B0104', guardian);
      await refusedPassengers(s, one, [adult(), infant(date, 1)], 'B0104', guardian);
      await refusedPassengers(s, one, [adult(), infant(date, 0, { birthday: addDays(date, -6) })], 'B0104', t('errors.infantAge', { passenger: 2 }));
      await refusedPassengers(s, one, [adult(), infant(date, 0, { birthday: bornBefore(date, 2) })], 'B0104', t('errors.infantAge', { passenger: 2 }));
      await confirmPsg(s, alice, one, [adult({ birthday: bornBefore(date, 18) }), infant(date, 0, { birthday: addDays(date, -7) })]);

      const two = await brandKey(s, { adult: 2, infant: 2 }, [date]);
      await refusedPassengers(s, two, [adult(), adult(), infant(date, 0), infant(date, 0)], 'B0104', 'Passenger 4: each adult may take one infant only.');
      await confirmPsg(s, alice, two, [adult(), adult(), infant(date, 0), infant(date, 1)]);
    });

    it('takes names in English letters only, and warns of a document that expires before the last flight', async () => {
      const s = server();
      const [out, back] = [dayAhead(s, 43), dayAhead(s, 47)];
      const key = await brandKey(s, { adult: 2 }, [out, back]);
      const letters = t('validation.nameLetters');
      for (const name of [{ lastName: 'CHAN2' }, { firstName: 'TAI-MAN' }, { lastName: "O'BRIEN" }, { firstName: 'TAI.MAN' }, { lastName: '陈' }]) {
        await refusedPassengers(s, key, [adult(), adult(name)], 'A0400', letters);
      }
      const accepted = await confirmPsg(s, alice, key, [adult({ lastName: ' wong ', firstName: 'ka wai' }), adult({ certExpiry: addDays(back, -1) })]);
      expect(accepted.warnings).toEqual([{ passengerIndex: 1, key: 'warnings.documentExpires' }]);
      const valid = await confirmPsg(s, alice, key, [adult({ certExpiry: back }), adult()]);
      expect(valid.warnings).toEqual([]);
    });

    it('needs an uploaded proof of study of the user and an institution e-mail for the student offer', async () => {
      const s = server();
      const date = dayAhead(s, 44);
      const found = await search(s, alice, { segments: [{ org: 'HKG', dst: 'TPE', date }] });
      const step = await confirmBrand(s, alice, found.processKey, found.options[0]!, brandOf(found.options[0]!, 'ECO STUDENT OFFER'));
      const document = async (userId: number, purpose = 'student') =>
        (await s.database.db.insert(uploads).values({ userId, purpose, fileName: 'card.png', mimeType: 'image/png', size: 3, data: 'AAA', createdAt: s.clock.now() }).returning())[0]!.id;
      const msg = 'Student document upload is needed.';
      await refusedPassengers(s, step.processKey, [adult({ birthday: bornBefore(date, 20) })], 'B0104', msg);
      const before = await bookingState(s);
      for (const id of [await document(bob.id), await document(alice.id, 'avatar'), 999_999]) {
        await refused(post(s, alice, '/booking/confirm/psg', { processKey: step.processKey, passengers: [adult()], contact, privacyConsent: true, studentDocumentId: id }), 'B0104', msg);
      }
      expect(await bookingState(s)).toEqual({ ...before });
      // Uploaded through the API, the proof of study makes the student fare bookable.
      const boundary = '----booking-test';
      const upload = await s.app.inject({
        method: 'POST',
        url: '/dsb-system/api/v1/file/upload?purpose=student',
        headers: { authorization: `Bearer ${alice.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="card.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--${boundary}--\r\n`,
      });
      expect(upload.json().code).toBe(OK);
      const studentDocumentId = upload.json().data.id as number;
      await refused(post(s, alice, '/booking/confirm/psg', { processKey: step.processKey, passengers: [adult()], contact, privacyConsent: true, studentDocumentId }), 'B0104', t('errors.studentEmail'));
      for (const studentEmail of ['chan@gmail.com', 'chan@hku.hk.example.com', 'not an e-mail']) {
        await refused(post(s, alice, '/booking/confirm/psg', { processKey: step.processKey, passengers: [adult()], contact, privacyConsent: true, studentDocumentId, studentEmail }), 'A0400', t('validation.studentEmail'));
      }
      for (const studentEmail of ['chan@connect.hku.hk', 'wong@link.cuhk.edu.hk', 'li@mails.tsinghua.edu.cn', 'smith@ox.ac.uk', 'tremblay@student.ubc.ca']) {
        await confirmPsg(s, alice, step.processKey, [adult()], { studentDocumentId, studentEmail });
      }
    });
  });

  describe('auxiliary', () => {
    it('sells prepaid baggage up to 60 kg with the free allowance, meals and insurance, and adds them to the price', async () => {
      const s = server();
      const date = dayAhead(s, 50);
      const { psg, legs } = await book(s, { user: alice, segments: [{ org: 'HKG', dst: 'NRT', date }], flights: ['FW201'], brand: 'FLEXIPLUS', passengers: [adult(), adult()] });
      const distance = legs[0]!.option.segments[0]!.distanceKm;
      expect(distance).toBeGreaterThan(2500);
      const luggage = psg.auxiliary.luggage[0]!;
      expect(luggage.freeKg).toEqual([30, 30]);
      expect(luggage.options.map((o) => o.kg)).toEqual([5, 10, 15, 20, 25, 30]);
      expect(luggage.options.find((o) => o.kg === 30)!.price).toBe(840);
      expect(psg.auxiliary.meals[0]!.options.map((m) => [m.code, m.price])).toEqual([
        ['HKML', 90],
        ['AVML', 80],
        ['VGML', 80],
        ['CHML', 70],
      ]);
      expect(psg.auxiliary.insurance.map((i) => [i.code, i.pricePerPassenger])).toEqual([
        ['TRAVEL_ESSENTIAL', 65],
        ['TRAVEL_COMPREHENSIVE', 140],
      ]);
      expect(psg.auxiliary.saleInsureFlag).toBe(true);
      expect(psg.auxiliary.meals[0]!.options.every((m) => m.name.length > 0)).toBe(true);
      // The separate queries answer the same offers.
      expect(await ok(post(s, alice, '/booking/auxiliary/luggage', { processKey: psg.processKey }))).toEqual(psg.auxiliary.luggage);
      expect(await ok(post(s, alice, '/booking/auxiliary/meal', { processKey: psg.processKey }))).toEqual(psg.auxiliary.meals);
      expect(await ok(post(s, alice, '/booking/auxiliary/insure', { processKey: psg.processKey }))).toEqual(psg.auxiliary.insurance);

      const aux = (body: Record<string, unknown>) => post(s, alice, '/booking/confirm/auxiliary', { processKey: psg.processKey, luggage: [], meals: [], insurance: null, ...body });
      const before = await bookingState(s);
      await refused(aux({ luggage: [{ segmentIndex: 0, passengerIndex: 0, kg: 40 }] }), 'B0107', 'Free and prepaid checked baggage may not exceed 60 kg.');
      await refused(aux({ luggage: [{ segmentIndex: 0, passengerIndex: 1, kg: 35 }] }), 'B0107');
      await refused(aux({ luggage: [{ segmentIndex: 0, passengerIndex: 1, kg: 12 }] }), 'A0400', t('errors.auxiliaryInvalid'));
      await refused(aux({ luggage: [{ segmentIndex: 1, passengerIndex: 0, kg: 10 }] }), 'A0400');
      await refused(aux({ luggage: [{ segmentIndex: 0, passengerIndex: 2, kg: 10 }] }), 'A0400');
      await refused(aux({ luggage: [{ segmentIndex: 0, passengerIndex: 0, kg: 10 }, { segmentIndex: 0, passengerIndex: 0, kg: 20 }] }), 'A0400');
      await refused(aux({ meals: [{ segmentIndex: 0, passengerIndex: 0, code: 'XXML' }] }), 'A0400');
      await refused(aux({ insurance: { code: 'NO_SUCH_COVER' } }), 'A0400');
      expect(await bookingState(s)).toEqual(before);

      const step = parseExact(
        stepResponseSchema,
        await ok(
          aux({
            luggage: [{ segmentIndex: 0, passengerIndex: 0, kg: 30 }, { segmentIndex: 0, passengerIndex: 1, kg: 10 }],
            meals: [{ segmentIndex: 0, passengerIndex: 0, code: 'HKML' }, { segmentIndex: 0, passengerIndex: 1, code: 'AVML' }],
            insurance: { code: 'TRAVEL_ESSENTIAL' },
          }),
        ),
      );
      const ancillary = 840 + 280 + 90 + 80 + 2 * 65;
      expect(step.price).toEqual({ ...psg.price, ancillary, total: psg.price.total + ancillary });
    });

    it('lets a fare with less free baggage buy more, counts the infant allowance, and prices in the booking currency', async () => {
      const s = server();
      const date = dayAhead(s, 51);
      const main = await book(s, { user: alice, segments: [{ org: 'HKG', dst: 'TPE', date }], brand: 'MAIN', currency: 'CAD', passengers: [adult(), infant(date, 0)] });
      const luggage = main.psg.auxiliary.luggage[0]!;
      expect(luggage.freeKg).toEqual([20, 10]);
      expect(Math.max(...luggage.options.map((o) => o.kg))).toBe(40);
      const kg20 = luggage.options.find((o) => o.kg === 20)!.price;
      expect(kg20).toBe(Math.round(360 * 0.176 * 100) / 100);
      const step = parseExact(stepResponseSchema, await ok(post(s, alice, '/booking/confirm/auxiliary', { processKey: main.psgKey, luggage: [{ segmentIndex: 0, passengerIndex: 0, kg: 40 }], meals: [], insurance: null })));
      expect(step.price.currency).toBe('CAD');
      expect(step.price.ancillary).toBe(luggage.options.find((o) => o.kg === 40)!.price);
      await refused(post(s, alice, '/booking/confirm/auxiliary', { processKey: main.psgKey, luggage: [{ segmentIndex: 0, passengerIndex: 1, kg: 60 }], meals: [], insurance: null }), 'B0107');

      const basic = await book(s, { user: alice, segments: [{ org: 'HKG', dst: 'TPE', date }], brand: 'BASIC', passengers: [adult()] });
      expect(basic.psg.auxiliary.luggage[0]!.freeKg).toEqual([0]);
      expect(basic.psg.auxiliary.luggage[0]!.options.map((o) => o.kg)).toEqual([5, 10, 15, 20, 25, 30, 40]);
    });

    it('stops selling prepaid baggage four hours before departure', async () => {
      const s = server();
      const [next] = await s.database.db
        .select()
        .from(flights)
        .where(and(eq(flights.depAirport, 'HKG'), eq(flights.arrAirport, 'BKK'), sql`${flights.depAt} > ${new Date(s.clock.now().getTime() + 5 * HOUR)}`))
        .orderBy(flights.depAt)
        .limit(1);
      const shift = next!.depAt.getTime() - 3 * HOUR - s.clock.now().getTime();
      s.clock.advance(shift);
      try {
        const { psg, psgKey } = await book(s, { user: alice, segments: [{ org: 'HKG', dst: 'BKK', date: next!.depDate }], flights: [next!.flightNo], brand: 'BASIC' });
        expect(psg.auxiliary.luggage[0]!.options).toEqual([]);
        expect(psg.auxiliary.meals[0]!.options.length).toBeGreaterThan(0);
        await refused(
          post(s, alice, '/booking/confirm/auxiliary', { processKey: psgKey, luggage: [{ segmentIndex: 0, passengerIndex: 0, kg: 10 }], meals: [], insurance: null }),
          'A0400',
          'Prepaid baggage can be bought up to 4 hours before departure.',
        );
        await ok(post(s, alice, '/booking/confirm/auxiliary', { processKey: psgKey, luggage: [], meals: [{ segmentIndex: 0, passengerIndex: 0, code: 'VGML' }], insurance: null }));
      } finally {
        s.clock.advance(-shift);
      }
    });

    it("refuses insurance for a passenger under 18 without a guardian's details", async () => {
      const s = server();
      const date = dayAhead(s, 52);
      const { psgKey, psg } = await book(s, { user: alice, segments: [{ org: 'HKG', dst: 'TPE', date }], passengers: [adult(), child(date)] });
      const aux = (insurance: unknown) => post(s, alice, '/booking/confirm/auxiliary', { processKey: psgKey, luggage: [], meals: [], insurance });
      const before = await bookingState(s);
      await refused(aux({ code: 'TRAVEL_COMPREHENSIVE' }), 'A0400', "Insurance for a passenger under 18 needs a guardian's details.");
      const guardian = { lastName: 'CHAN', firstName: 'TAI MAN', email: 'chan@test.example', areaCode: '852', mobile: '91234567', adultConfirmed: true };
      await refused(aux({ code: 'TRAVEL_COMPREHENSIVE', guardian: { ...guardian, adultConfirmed: false } }), 'A0400', t('validation.guardianAdult'));
      await refused(aux({ code: 'TRAVEL_COMPREHENSIVE', guardian: { ...guardian, mobile: '1234' } }), 'A0400');
      expect(await bookingState(s)).toEqual(before);
      const step = parseExact(stepResponseSchema, await ok(aux({ code: 'TRAVEL_COMPREHENSIVE', guardian })));
      expect(step.price.ancillary).toBe(2 * 140);
      expect(step.price.total).toBe(psg.price.total + 280);
      // A 17-year-old flying as an adult is a minor too.
      const teen = await book(s, { user: alice, segments: [{ org: 'HKG', dst: 'TPE', date }], passengers: [adult({ birthday: bornBefore(date, 17) })] });
      await refused(post(s, alice, '/booking/confirm/auxiliary', { processKey: teen.psgKey, luggage: [], meals: [], insurance: { code: 'TRAVEL_ESSENTIAL' } }), 'A0400');
    });
  });

  describe('seats', () => {
    it('shows the seat map with its states and prices, and keeps children, pregnant passengers and infants’ guardians out of exit rows', async () => {
      const s = server();
      const date = dayAhead(s, 55);
      const segments = [{ org: 'HKG', dst: 'NRT', date }];
      // Another traveller's order holds 40C.
      const other = await book(s, { user: bob, segments, flights: ['FW201'], passengers: [adult()] });
      await confirmOrder(s, bob, (await confirmSeats(s, bob, other.psgKey, [{ segmentIndex: 0, passengerIndex: 0, seatNo: '40C' }])).processKey);

      const passengers = [adult(), adult({ gender: 'F', pregnant: true }), child(date), infant(date, 0), adult({ firstName: 'KA WAI' })];
      const { psgKey, psg } = await book(s, { user: alice, segments, flights: ['FW201'], passengers });
      const map = await seatMap(s, alice, psgKey);
      expect(map).toMatchObject({ processKey: psgKey, segmentIndex: 0, flightNo: 'FW201' });
      expect(map.cabins.map((c) => c.cabin)).toEqual(['Y']);
      expect(map.cabins[0]!.columns).toEqual(['A', 'C', '', 'D', 'E', 'F', 'G', '', 'H', 'K']);
      expect(map.cabins[0]!.rows.filter((r) => r.exit).map((r) => r.row)).toEqual([30, 47]);
      expect(seatOf(map, '30A')).toMatchObject({ kind: 'extraLegroom', state: 'available', price: 220, exit: true });
      expect(seatOf(map, '31A')).toMatchObject({ kind: 'preferred', state: 'available', price: 80, exit: false });
      expect(seatOf(map, '40A')).toMatchObject({ kind: 'standard', state: 'available', price: 0 });
      expect(seatOf(map, '40C')).toMatchObject({ state: 'occupied' });
      expect(seatOf(map, '62D')).toMatchObject({ kind: 'blocked', state: 'blocked' });

      const seat = (seats: [number, string][]) =>
        post(s, alice, '/booking/confirm/seat', { processKey: psgKey, seats: seats.map(([passengerIndex, seatNo]) => ({ segmentIndex: 0, passengerIndex, seatNo })) });
      const exit = (seatNo: string) => `Pregnant women, children and passengers with an infant cannot choose emergency-exit seat ${seatNo}.`;
      const before = await bookingState(s);
      await refused(seat([[2, '30A']]), 'B0105', exit('30A'));
      await refused(seat([[1, '47K']]), 'B0105', exit('47K'));
      await refused(seat([[0, '30C']]), 'B0105', exit('30C'));
      await refused(seat([[3, '41A']]), 'B0105', 'Infants do not have a seat of their own.');
      await refused(seat([[4, '40C']]), 'B0105', 'Seat 40C is already taken or unavailable for reservation.');
      await refused(seat([[4, '62D']]), 'B0105', t('errors.seatTaken', { seat: '62D' }));
      await refused(seat([[4, '11A']]), 'B0105', t('errors.seatTaken', { seat: '11A' }));
      await refused(seat([[4, '99Z']]), 'B0105');
      await refused(seat([[4, '41A'], [0, '41A']]), 'B0105', t('errors.seatTwice'));
      await refused(seat([[4, '41A'], [4, '41C']]), 'B0105', t('errors.seatTwice'));
      await refused(post(s, alice, '/booking/confirm/seat', { processKey: psgKey, seats: [{ segmentIndex: 1, passengerIndex: 0, seatNo: '41A' }] }), 'A0400');
      await refused(post(s, alice, '/booking/seat/choose', { processKey: psgKey, segmentIndex: 1 }), 'A0400');
      expect(await bookingState(s)).toEqual(before);

      const chosen = parseExact(stepResponseSchema, await ok(seat([[4, '30A'], [0, '31A'], [1, '31C'], [2, '40A']])));
      expect(chosen.price).toEqual({ ...psg.price, ancillary: 220 + 80 + 80, total: psg.price.total + 380 });
    });

    it('makes every seat free for FLEXIPLUS and business fares, and shows a business fare the business cabin', async () => {
      const s = server();
      const date = dayAhead(s, 56);
      const segments = [{ org: 'HKG', dst: 'NRT', date }];
      const flexi = await book(s, { user: alice, segments, flights: ['FW201'], brand: 'FLEXIPLUS', passengers: [adult()] });
      const map = await seatMap(s, alice, flexi.psgKey);
      expect(map.cabins.flatMap((c) => c.rows.flatMap((r) => r.seats)).every((seat) => seat.price === 0)).toBe(true);
      expect(seatOf(map, '30A').kind).toBe('extraLegroom');
      expect((await confirmSeats(s, alice, flexi.psgKey, [{ segmentIndex: 0, passengerIndex: 0, seatNo: '30A' }])).price.ancillary).toBe(0);

      const business = await book(s, { user: alice, segments, flights: ['FW201'], classLevel: 'C', passengers: [adult()] });
      const cabin = await seatMap(s, alice, business.psgKey);
      expect(cabin.cabins.map((c) => c.cabin)).toEqual(['C']);
      expect(cabin.cabins[0]!.rows.map((r) => r.row)).toEqual([11, 12, 14, 15, 16, 17]);
      expect((await confirmSeats(s, alice, business.psgKey, [{ segmentIndex: 0, passengerIndex: 0, seatNo: '11A' }])).price.ancillary).toBe(0);
      await refused(post(s, alice, '/booking/confirm/seat', { processKey: business.psgKey, seats: [{ segmentIndex: 0, passengerIndex: 0, seatNo: '40A' }] }), 'B0105');
    });
  });

  describe('promotion codes', () => {
    it('takes WELCOME100 off a fare of at least HKD 1000, in any case, and refuses unknown, expired and too-small bookings', async () => {
      const s = server();
      const date = dayAhead(s, 60);
      const { psgKey, psg } = await book(s, { user: alice, segments: [{ org: 'HKG', dst: 'NRT', date }], brand: 'FLEXIPLUS', passengers: [adult()] });
      expect(psg.price.fare).toBeGreaterThanOrEqual(1000);
      const promo = (promoCode: string, processKey = psgKey) => post(s, alice, '/booking/confirm/promote/code', { processKey, promoCode });
      const applied = parseExact(stepResponseSchema, await ok(promo(' welcome100 ')));
      expect(applied.price).toEqual({ ...psg.price, discount: 100, total: psg.price.total - 100 });

      const before = await bookingState(s);
      await refused(promo('NOSUCHCODE'), 'B0106', 'This promotion code does not exist.');
      // SUMMER2026 ran until 2026-09-30.
      if (hkToday(s) <= '2026-09-30') s.clock.advance(Date.parse('2026-10-01T12:00:00Z') - s.clock.now().getTime());
      await refused(promo('SUMMER2026'), 'B0106', 'This promotion code has expired.');
      await refused(promo(''), 'A0400', t('validation.required'));
      const cheap = await book(s, { user: alice, segments: [{ org: 'HKG', dst: 'TPE', date }], brand: 'BASIC', passengers: [adult()] });
      expect(cheap.psg.price.fare).toBeLessThan(1000);
      await refused(promo('WELCOME100', cheap.psgKey), 'B0106', 'This promotion code needs fares of at least HKD 1000.');
      // A code needs the passengers first.
      await refused(promo('WELCOME100', cheap.brandKey), 'I0003');
      const after = await bookingState(s);
      // The cheap booking kept its brand and passengers steps; its search is signed, not kept.
      expect(after).toEqual({ ...before, steps: before.steps + 2 });

      // Applied again on the discounted key, the code replaces itself; in CAD it is converted.
      expect(parseExact(stepResponseSchema, await ok(promo('WELCOME100', applied.processKey))).price.discount).toBe(100);
      const cad = await book(s, { user: alice, segments: [{ org: 'HKG', dst: 'NRT', date }], brand: 'FLEXIPLUS', currency: 'CAD', passengers: [adult()] });
      const cadStep = parseExact(stepResponseSchema, await ok(promo('WELCOME100', cad.psgKey)));
      expect(cadStep.price.discount).toBe(17.6);
      expect(cadStep.price.total).toBe(Math.round((cad.psg.price.total - 17.6) * 100) / 100);
    });
  });

  describe('flight search query plan', () => {
    it('finds flights through flights_departure_date_idx, never a sequential scan of flights', async () => {
      const s = server();
      const db = s.database.db;
      await db.execute(sql`ANALYZE flights`);
      const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
      const original = client.query;
      const captured: { text: string; params: unknown[] }[] = [];
      client.query = function (this: unknown, ...args: unknown[]) {
        const [query, params] = args as [string | { text: string }, unknown[] | undefined];
        const text = typeof query === 'string' ? query : query.text;
        if (/from "flights"/i.test(text)) captured.push({ text, params: params ?? [] });
        return original.apply(this, args);
      } as typeof original;
      try {
        const date = dayAhead(s, 70);
        await search(s, alice, { segments: [{ org: 'HKG', dst: 'TYO', date }] });
        await search(s, alice, { segments: [{ org: 'TPE', dst: 'BKK', date }] });
      } finally {
        client.query = original;
      }
      // A search reads an airport's departures of a day, kept for the next searches: Hong Kong's for the
      // direct search; for the connection, Taipei's that day and Hong Kong's the next (that day's already read).
      expect(captured).toHaveLength(3);
      for (const { text, params } of captured) {
        const result = (await original.call(client, `EXPLAIN ${text}`, params)) as { rows: Record<string, string>[] };
        const plan = result.rows.map((r) => Object.values(r)[0]).join('\n');
        expect(plan, plan).toContain('flights_departure_date_idx');
        expect(plan, plan).not.toMatch(/Seq Scan on flights/);
      }
    });
  });
});
