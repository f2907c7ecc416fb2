import { expect, it } from 'vitest';
import { pointSearchResponseSchema } from '../../services/schemas/points-booking';
import { SEARCH_PAGE_SIZE, type FlightOption } from '../../services/schemas/offer';
import { aircraftTypes, flights, routeSchedules } from '../../server/db/schema';
import { aircraftTypes as fleet } from '../../server/domain/flights/aircraft';
import { demoClubMembers } from '../../server/db/seed/demo-accounts';
import { describeEachDatabase, type TestServer } from './harness';
import { MINUTE, parseExact, registerUser, type RegisteredUser } from './helpers';
import { book, confirmBrand, confirmOrder, dayAhead, flightNos, ok, post, refused, search, searchBody, searchPageResponseSchema, t } from './booking-helpers';
import { memberLogin, pointPost } from './points-booking-helpers';

const keysOf = (r: { options: { flightKey: string }[] }) => r.options.map((o) => o.flightKey);
const pageOf = async (s: Parameters<typeof post>[0], who: RegisteredUser, path: string, body: object) =>
  parseExact(searchPageResponseSchema, await ok(post(s, who, path, body)));

/** An aircraft with a business cabin only: its flights have no economy fare. */
const BUSINESS_ONLY = 'Z31';
let added = 0;

/** Flights of the day on a route of their own, at the local times given: before the day's first search, which caches the day. */
async function addFlights(s: TestServer, leg: { org: string; dst: string; date: string; utcOffset?: string; aircraftCode?: string }, depTimes: string[]) {
  const { org, dst, date, utcOffset = '+08:00', aircraftCode = 'A320' } = leg;
  const { db } = s.database;
  if (aircraftCode === BUSINESS_ONLY) {
    const business = fleet.find((a) => a.code === 'A333')!.seatMap.cabins.filter((c) => c.cabin === 'C');
    await db.insert(aircraftTypes).values({ code: BUSINESS_ONLY, name: 'Business-only test aircraft', seatMap: { cabins: business } }).onConflictDoNothing();
  }
  for (const depTime of depTimes) {
    const flightNo = `ZZ${500 + added++}`;
    const depAt = new Date(Date.parse(`${date}T${depTime}:00${utcOffset}`));
    const route = { depAirport: org, arrAirport: dst, durationMin: 110, aircraftCode, distanceKm: 802 };
    await db.insert(routeSchedules).values({ flightNo, depTime, ...route });
    await db.insert(flights).values({ flightNo, depDate: date, depAt, arrAt: new Date(depAt.getTime() + 110 * MINUTE), ...route });
  }
}

function searchPages(server: () => TestServer) {
  const tokyo = (days: number) => [{ org: 'HKG', dst: 'TYO', date: dayAhead(server(), days) }];

  it('answers 10 flights a page by default, and the pages of any size together list the whole leg in order, each flight once', async () => {
    const s = server();
    const alice = await registerUser(s);
    // Twelve more flights to Taipei on the day, more than a page holds, and one with no economy seats to sell.
    const date = dayAhead(s, 21);
    await addFlights(s, { org: 'HKG', dst: 'TPE', date }, Array.from({ length: 12 }, (_, i) => `${String(7 + i).padStart(2, '0')}:30`));
    await addFlights(s, { org: 'HKG', dst: 'TPE', date, aircraftCode: BUSINESS_ONLY }, ['06:45']);
    const segments = [{ org: 'HKG', dst: 'TPE', date }];
    const first = await search(s, alice, { segments });
    expect(first).toMatchObject({ pageNum: 1, pageSize: SEARCH_PAGE_SIZE });
    expect(first.total).toBeGreaterThanOrEqual(12);
    expect(first.options).toHaveLength(SEARCH_PAGE_SIZE);

    const whole = await pageOf(s, alice, '/search/flight', { ...searchBody({ segments }), pageSize: 50 });
    expect(whole.total).toBe(first.total);
    // Counted are the flights with a fare to sell.
    expect(keysOf(whole)).toHaveLength(whole.total);
    expect(whole.options.map((o) => o.segments[0]!.depLocal.slice(11))).not.toContain('06:45');
    expect(new Set(keysOf(whole)).size).toBe(whole.total);
    expect(keysOf(whole).slice(0, SEARCH_PAGE_SIZE)).toEqual(keysOf(first));
    const departures = whole.options.map((o) => o.segments[0]!.depAt);
    expect(departures).toEqual([...departures].sort());

    const pages = [];
    for (let pageNum = 1; (pageNum - 1) * 5 < whole.total; pageNum++) pages.push(await pageOf(s, alice, '/search/flight', { ...searchBody({ segments }), pageNum, pageSize: 5 }));
    expect(pages.map((p) => [p.pageNum, p.pageSize, p.total])).toEqual(pages.map((_, i) => [i + 1, 5, whole.total]));
    expect(pages.flatMap(keysOf)).toEqual(keysOf(whole));

    const beyond = await pageOf(s, alice, '/search/flight', { ...searchBody({ segments }), pageNum: pages.length + 1, pageSize: 5 });
    expect(beyond).toMatchObject({ options: [], total: whole.total });
  });

  it('lists direct flights before connections, each by departure, across the pages', async () => {
    const s = server();
    const alice = await registerUser(s);
    const date = dayAhead(s, 22);
    await addFlights(s, { org: 'NRT', dst: 'BKK', date, utcOffset: '+09:00' }, ['23:10']);
    const segments = [{ org: 'TYO', dst: 'BKK', date }];
    const whole = await pageOf(s, alice, '/search/flight', { ...searchBody({ segments }), pageSize: 50 });
    expect(whole.options[0]!.stops).toBe(0);
    expect(whole.options.slice(1).every((o) => o.stops === 1)).toBe(true);
    const connections = whole.options.slice(1).map((o) => o.segments[0]!.depAt);
    expect(connections.length).toBeGreaterThan(2);
    expect(connections).toEqual([...connections].sort());
    expect(connections[0]! < whole.options[0]!.segments[0]!.depAt).toBe(true);
    const second = await pageOf(s, alice, '/search/flight', { ...searchBody({ segments }), pageNum: 2, pageSize: 2 });
    expect(keysOf(second)).toEqual(keysOf(whole).slice(2, 4));
  });

  it("shows the seats a traveller's order holds in their next search of the day", async () => {
    const s = server();
    const alice = await registerUser(s);
    const segments = [{ org: 'HKG', dst: 'TPE', date: dayAhead(s, 23) }];
    const mainOf = (r: { options: FlightOption[] }, flightKey: string) => r.options.find((o) => o.flightKey === flightKey)!.brands.find((b) => b.brand === 'MAIN')!;
    const before = await search(s, alice, { segments });
    const chosen = before.options[1]!;
    await confirmOrder(s, alice, (await book(s, { user: alice, segments, flights: [flightNos(chosen)] })).psgKey);
    const after = await search(s, alice, { segments });
    expect(after.total).toBe(before.total);
    expect(mainOf(after, chosen.flightKey).remaining).toBe(mainOf(before, chosen.flightKey).remaining - 1);
  });

  it("takes a flight of a later page with the leg's first key: every page of a search is the same search", async () => {
    const s = server();
    const alice = await registerUser(s);
    const first = await pageOf(s, alice, '/search/flight', { ...searchBody({ segments: tokyo(10) }), pageSize: 1 });
    expect(first.total).toBeGreaterThan(1);
    const second = await pageOf(s, alice, '/search/flight', { ...searchBody({ segments: tokyo(10) }), pageNum: 2, pageSize: 1 });
    const later = second.options[0]!;
    expect(keysOf(first)).not.toContain(later.flightKey);
    const chosen = await confirmBrand(s, alice, first.processKey, later, later.brands[0]!);
    expect(chosen.legs.map((l) => l.option.flightKey)).toEqual([later.flightKey]);
  });

  it("pages the next leg from the key of the fare before it, or from that leg's own search key; never the first leg's key", async () => {
    const s = server();
    const alice = await registerUser(s);
    const segments = [...tokyo(14), { org: 'TYO', dst: 'HKG', date: dayAhead(s, 18) }];
    const out = await search(s, alice, { routeWay: 'R', segments });
    await refused(post(s, alice, '/search/flight/back', { processKey: out.processKey, pageNum: 2 }), 'I0003', t('errors.stepMissing'));
    const brand = await confirmBrand(s, alice, out.processKey, out.options[0]!, out.options[0]!.brands[0]!);

    const back = await pageOf(s, alice, '/search/flight/back', { processKey: brand.processKey, pageSize: 1 });
    expect(back).toMatchObject({ legIndex: 1, pageNum: 1 });
    expect(back.total).toBeGreaterThan(1);
    const fromLegKey = await pageOf(s, alice, '/search/flight/back', { processKey: back.processKey, pageNum: 2, pageSize: 1 });
    const fromBrandKey = await pageOf(s, alice, '/search/flight/back', { processKey: brand.processKey, pageNum: 2, pageSize: 1 });
    // A later page writes no step of its own: it answers the key it was asked with.
    expect(fromLegKey).toMatchObject({ processKey: back.processKey, legIndex: 1, pageNum: 2, total: back.total });
    expect(keysOf(fromLegKey)).toEqual(keysOf(fromBrandKey));
    expect(keysOf(fromLegKey)).not.toEqual(keysOf(back));
    expect(fromLegKey.options[0]!.segments[0]!.arrAirport).toBe('HKG');

    // The leg's pages are the traveller's own.
    const bob = await registerUser(s);
    await refused(post(s, bob, '/search/flight/back', { processKey: back.processKey, pageNum: 2 }), 'B0101');
  });

  it.each([
    [{ pageNum: 0 }, () => t('errors.invalidField', { field: t('fieldNames.pageNum') })],
    [{ pageNum: 1.5 }, () => t('validation.wholeNumber')],
    [{ pageSize: 0 }, () => t('errors.invalidField', { field: t('fieldNames.pageSize') })],
    [{ pageSize: 51 }, () => t('errors.invalidField', { field: t('fieldNames.pageSize') })],
    [{ pageSize: 'ten' }, () => t('errors.invalidField', { field: t('fieldNames.pageSize') })],
  ])('refuses the page %o with a localised message', async (page, message) => {
    const s = server();
    const alice = await registerUser(s);
    await refused(post(s, alice, '/search/flight', { ...searchBody({ segments: tokyo(10) }), ...page }), 'A0400', message());
  });

  it('pages the award search alike', async () => {
    const s = server();
    const golden = demoClubMembers.find((m) => m.tier === 'GOLDEN')!;
    const member = await memberLogin(s, golden.cardNo, golden.password);
    const body = { ...searchBody({ segments: tokyo(6) }), pageSize: 1 };
    const first = parseExact(pointSearchResponseSchema, await ok(pointPost(s, member, '/search/flight', body)));
    const second = parseExact(pointSearchResponseSchema, await ok(pointPost(s, member, '/search/flight', { ...body, pageNum: 2 })));
    expect(first.total).toBeGreaterThan(1);
    expect([first.options.length, second.options.length, second.total]).toEqual([1, 1, first.total]);
    expect(keysOf(second)).not.toEqual(keysOf(first));
    expect(second.options[0]!.brands[0]!.cabinInfoList[0]!.consumMile).toBeGreaterThan(0);
  });
}

describeEachDatabase('search results a page at a time', searchPages);
// An airport with more departures a day than the search cache keeps whole is read a route's page at a time.
describeEachDatabase('search results a page at a time, read route by route', searchPages, {}, { flightSearch: { busyDay: 0 } });
