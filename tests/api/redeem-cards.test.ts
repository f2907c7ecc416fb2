import { and, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes } from '../../services/schemas/codes';
import { boundPassengerSchema, type PassengerToBind } from '../../services/schemas/bound-passenger';
import { cardCountSchema, cardPageSchema, cardSearchResponseSchema, cardUseSchema, cardWeekResponseSchema, redeemCardSchema } from '../../services/schemas/redeem-card';
import { orderDetailSchema } from '../../services/schemas/order';
import { bookingSessions, redeemCards, redeemCardUses } from '../../server/db/schema';
import { progressRefunds, REFUND_PROCESSING_MS } from '../../server/domain/refunds/refunds';
import { createStore } from '../../server/repositories/store';
import { contact, dayAhead, ok, payByCard, refused, t } from './booking-helpers';
import { databaseKinds, describeEachDatabase, startTestServer, type TestServer } from './harness';
import { countRows, HOUR, MINUTE, parseExact, registerUser, tokenFor, type RegisteredUser } from './helpers';

const BASE = '/dsb-order/api/v1';
const CARD = `${BASE}/time/card`;
const CARD_ORDER = `${BASE}/order/times/card`;
/** The time-card flight search (spec section 7, "Fees and time-card flight search"). */
const TIMES_CARD = `${BASE}/times/card`;

const passenger: PassengerToBind = {
  lastName: 'chan',
  firstName: 'tai man',
  gender: 'M',
  birthday: '1990-05-01',
  certType: 'PASSPORT',
  certNo: 'K12345678',
  certExpiry: '2035-01-01',
  nationality: 'HK',
};

/** An unredeemed card of the seeded pool. */
async function poolCard(s: TestServer, letter: 'O' | 'M' | 'L', destination = 'TPE', cabin = 'ECO') {
  const [card] = await s.database.db
    .select()
    .from(redeemCards)
    .where(and(isNull(redeemCards.ownerId), like(redeemCards.redeemCode, `C${letter}%`), eq(redeemCards.destination, destination), eq(redeemCards.cabin, cabin)))
    .limit(1);
  return card!;
}

const redeemCall = (s: TestServer, user: RegisteredUser, redeemCode: string, locale?: string) =>
  s.call('GET', `${CARD}/redeem?redeemCode=${encodeURIComponent(redeemCode)}`, { token: user.token, locale });
const activateCall = (s: TestServer, user: RegisteredUser, cardId: number, p: PassengerToBind = passenger) => s.call('POST', `${CARD}/activate`, { token: user.token, json: { cardId, passenger: p } });
const detailCall = (s: TestServer, user: RegisteredUser, cardId: number) => s.call('GET', `${CARD}/${cardId}`, { token: user.token });
const detail = async (s: TestServer, user: RegisteredUser, cardId: number) => parseExact(redeemCardSchema, await ok(detailCall(s, user, cardId)));
const searchCall = (s: TestServer, user: RegisteredUser, cardId: number, org: string, dst: string, date: string) =>
  s.call('POST', `${TIMES_CARD}/search/flight`, { token: user.token, json: { cardId, org, dst, date, passengers: { adult: 1, child: 0 }, productType: 'ComboTicket' } });
const weekCall = (s: TestServer, user: RegisteredUser, cardId: number, org: string, dst: string, date: string, days?: unknown) =>
  s.call('POST', `${TIMES_CARD}/search/flight/v2`, { token: user.token, json: { cardId, org, dst, date, productType: 'ComboTicket', ...(days === undefined ? {} : { days }) } });
const confirmCall = (s: TestServer, user: RegisteredUser, processKey: string, flightKey: string) =>
  s.call('POST', `${CARD_ORDER}/confirm/order`, { token: user.token, json: { processKey, flightKey, contact } });

/** Redeems a pool card of the kind and activates it. */
async function activeCard(s: TestServer, user: RegisteredUser, letter: 'O' | 'M' | 'L', destination = 'TPE', cabin = 'ECO') {
  const card = await poolCard(s, letter, destination, cabin);
  await ok(redeemCall(s, user, card.redeemCode));
  return parseExact(redeemCardSchema, await ok(activateCall(s, user, card.id)));
}

/** Searches the card's flights on the day and books the first: the unpaid order. */
async function bookWithCard(s: TestServer, user: RegisteredUser, cardId: number, org = 'HKG', dst = 'TPE', days = 5) {
  const found = parseExact(cardSearchResponseSchema, await ok(searchCall(s, user, cardId, org, dst, dayAhead(s, days))));
  const order = await ok(confirmCall(s, user, found.processKey, found.options[0]!.flightKey));
  return { found, order: order as { orderId: number; orderNo: string; price: { fare: number; tax: number; total: number } } };
}

const usesOf = async (s: TestServer, cardId: number) => s.database.db.select().from(redeemCardUses).where(eq(redeemCardUses.cardId, cardId));
const moveClock = (s: TestServer, advanceMs: number) => s.app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceMs } });

describeEachDatabase('redeem cards', (server) => {
  let owner: RegisteredUser;
  let stranger: RegisteredUser;

  beforeAll(async () => {
    owner = await registerUser(server());
    stranger = await registerUser(server());
  });

  it('refuses a code of the wrong format or of no card, in the caller language, and binds nothing', async () => {
    const s = server();
    for (const code of ['CX2611010001', 'CO2613010001', 'CO2602300001', 'CO261101001', 'XO2611010001', 'CO26110100012']) {
      await refused(redeemCall(s, owner, code), codes.invalidRedeemCode, 'The redemption code you entered is invalid, please re-enter it.');
    }
    await refused(redeemCall(s, owner, 'CO2611010000', 'zh-HK'), codes.invalidRedeemCode, '您輸入的兌換碼無效，請重新輸入。');
    await refused(redeemCall(s, owner, 'CO2611010000', 'zh-CN'), codes.invalidRedeemCode, '您输入的兑换码无效，请重新输入。');
    expect(parseExact(cardCountSchema, await ok(s.call('POST', `${CARD}/count`, { token: owner.token, json: {} }))).total).toBe(0);
  });

  it('binds a redeemed card to its user, unactivated with a 72-hour activation deadline; the code cannot be redeemed again by anyone', async () => {
    const s = server();
    const pool = await poolCard(s, 'O');
    const typed = ` ${pool.redeemCode.toLowerCase().slice(0, 6)} ${pool.redeemCode.slice(6)} `;
    const card = parseExact(redeemCardSchema, await ok(redeemCall(s, owner, typed)));
    expect(card).toMatchObject({ cardId: pool.id, type: 'ONE', status: 'UNACTIVATED', usesAllowed: 1, usesLeft: 1, passenger: null, activatedAt: null, origin: 'HKG', destination: 'TPE', brand: 'ECO REDEEM CARD' });
    expect(Date.parse(card.activationDeadline) - Date.parse(card.redeemedAt)).toBe(72 * HOUR);
    await refused(redeemCall(s, owner, pool.redeemCode), codes.cardAlreadyRedeemed);
    await refused(redeemCall(s, stranger, pool.redeemCode), codes.cardAlreadyRedeemed);
    expect((await detail(s, owner, pool.id)).status).toBe('UNACTIVATED');
    // Not activated: no flights yet.
    await refused(searchCall(s, owner, pool.id, 'HKG', 'TPE', dayAhead(s, 5)), codes.cardNotActivated);
  });

  it('activates once: the passenger is frozen and a second activation changes nothing', async () => {
    const s = server();
    const pool = await poolCard(s, 'M');
    await ok(redeemCall(s, owner, pool.redeemCode));
    const card = parseExact(redeemCardSchema, await ok(activateCall(s, owner, pool.id)));
    expect(card.status).toBe('USABLE');
    expect(card.passenger).toEqual({ lastName: 'CHAN', firstName: 'TAI MAN', gender: 'M', birthday: '1990-05-01', certType: 'PASSPORT', certNoMasked: '*****5678', certExpiry: '2035-01-01', nationality: 'HK' });
    await refused(activateCall(s, owner, pool.id, { ...passenger, lastName: 'WONG' }), codes.alreadyActivated);
    const passengers = (await ok(s.call('GET', `${BASE}/ep/psg/list/${pool.id}`, { token: owner.token }))) as unknown[];
    expect(passengers.map((p) => parseExact(boundPassengerSchema, p).lastName)).toEqual(['CHAN']);
  });

  it('refuses a bad passenger with a field error and leaves the card unactivated', async () => {
    const s = server();
    const pool = await poolCard(s, 'O', 'NRT');
    await ok(redeemCall(s, owner, pool.redeemCode));
    const res = await activateCall(s, owner, pool.id, { ...passenger, certNo: '12' });
    expect(res.code).toBe(codes.badRequest);
    expect((await detail(s, owner, pool.id)).status).toBe('UNACTIVATED');
    expect(await ok(s.call('GET', `${BASE}/ep/psg/list/${pool.id}`, { token: owner.token }))).toEqual([]);
  });

  it('finds flights on the card route both ways at fare 0 with the taxes, and refuses other routes and dates', async () => {
    const s = server();
    const card = await activeCard(s, owner, 'L', 'TPE');
    for (const [org, dst] of [['HKG', 'TPE'], ['TPE', 'HKG']] as const) {
      const found = parseExact(cardSearchResponseSchema, await ok(searchCall(s, owner, card.cardId, org, dst, dayAhead(s, 4))));
      expect(found.options.length).toBeGreaterThan(0);
      for (const option of found.options) {
        expect(option.segments.map((g) => [g.depAirport, g.arrAirport])).toEqual([[org, dst]]);
        expect(option.brands.map((b) => b.brand)).toEqual(['ECO REDEEM CARD']);
        expect(option.brands[0]!.fare.ADT).toBe(0);
        expect(option.brands[0]!.tax.ADT).toBeGreaterThan(0);
      }
    }
    await refused(searchCall(s, owner, card.cardId, 'HKG', 'NRT', dayAhead(s, 4)), codes.offCardRoute, t('errors.offCardRoute'));
    await refused(searchCall(s, owner, card.cardId, 'TPE', 'NRT', dayAhead(s, 4)), codes.offCardRoute);
    await refused(searchCall(s, owner, card.cardId, 'HKG', 'TPE', dayAhead(s, 200)), codes.outsideTravelWindow);
    // The cash search never offers the card's brand.
    const cash = await ok(s.call('POST', '/dsb-offer/api/v1/offer/search/flight', { token: owner.token, json: { routeWay: 'D', segments: [{ org: 'HKG', dst: 'TPE', date: dayAhead(s, 4) }], passengers: { adult: 1, child: 0, infant: 0 }, classLevel: 'Y', currency: 'HKD' } }));
    expect((cash.options as { brands: { brand: string }[] }[]).flatMap((o) => o.brands.map((b) => b.brand))).not.toContain('ECO REDEEM CARD');
  });

  it('v2 shows the week: each day from the date with its flights that have seats left for the card, days past the travel window closed, no step kept', async () => {
    const s = server();
    const card = await activeCard(s, owner, 'L', 'TPE');
    const from = dayAhead(s, 4);
    const sessions = await countRows(s, bookingSessions);
    const week = parseExact(cardWeekResponseSchema, await ok(weekCall(s, owner, card.cardId, 'HKG', 'TPE', from)));
    expect(week.cardId).toBe(card.cardId);
    expect(week.currency).toBe('HKD');
    expect(week.days.map((d) => [d.date, d.open])).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => [dayAhead(s, 4 + i), true]));
    for (const day of week.days) {
      expect(day.options.length).toBeGreaterThan(0);
      for (const option of day.options) {
        expect(option.segments.map((g) => [g.depAirport, g.arrAirport, g.depLocal.slice(0, 10)])).toEqual([['HKG', 'TPE', day.date]]);
        expect(option.brands.map((b) => [b.brand, b.fare.ADT])).toEqual([['ECO REDEEM CARD', 0]]);
        expect(option.brands[0]!.remaining).toBeGreaterThan(0);
      }
    }
    // Each day lists what the one-day search of that day lists.
    const oneDay = parseExact(cardSearchResponseSchema, await ok(searchCall(s, owner, card.cardId, 'HKG', 'TPE', dayAhead(s, 6))));
    expect(week.days[2]!.options.map((o) => o.flightKey)).toEqual(oneDay.options.map((o) => o.flightKey));
    // The week keeps no step: only the one-day search made one.
    expect(await countRows(s, bookingSessions)).toBe(sessions + 1);

    // A shorter range, and the card's last travel day inside the week: the days after it are closed and empty.
    const short = parseExact(cardWeekResponseSchema, await ok(weekCall(s, owner, card.cardId, 'TPE', 'HKG', from, 3)));
    expect(short.days.map((d) => d.date)).toEqual([from, dayAhead(s, 5), dayAhead(s, 6)]);
    await s.database.db.update(redeemCards).set({ travelTo: dayAhead(s, 6) }).where(eq(redeemCards.id, card.cardId));
    const ending = parseExact(cardWeekResponseSchema, await ok(weekCall(s, owner, card.cardId, 'HKG', 'TPE', from)));
    expect(ending.days.map((d) => [d.open, d.options.length > 0])).toEqual([...Array(3).fill([true, true]), ...Array(4).fill([false, false])]);

    // Refused as the one-day search refuses its date, route and card; a range of 0, 8 or 1.5 days is a bad request.
    await refused(weekCall(s, owner, card.cardId, 'HKG', 'TPE', dayAhead(s, 7)), codes.outsideTravelWindow, t('errors.outsideTravelWindow'));
    await refused(weekCall(s, owner, card.cardId, 'HKG', 'NRT', from), codes.offCardRoute, t('errors.offCardRoute'));
    await refused(weekCall(s, stranger, card.cardId, 'HKG', 'TPE', from), codes.cardNotFound, t('errors.cardNotFound'));
    for (const days of [0, 8, 1.5, -1]) await refused(weekCall(s, owner, card.cardId, 'HKG', 'TPE', from, days), codes.badRequest);
    for (const cardId of [1.5, -1, 99_999_999_999]) await refused(weekCall(s, owner, cardId, 'HKG', 'TPE', from), codes.badRequest);
    // The one-day path answers one day, with its processKey; the old paths are gone.
    expect(oneDay.processKey).toEqual(expect.any(String));
    for (const path of ['/search/flight', '/search/flight/v2']) expect((await s.call('POST', `${CARD_ORDER}${path}`, { token: owner.token, json: { cardId: card.cardId, org: 'HKG', dst: 'TPE', date: from } })).status).toBe(404);
  });

  it('books a one-use card for its passenger: unpaid for the taxes, then ticketed by payment and USED', async () => {
    const s = server();
    const card = await activeCard(s, owner, 'O', 'BKK', 'BIZ');
    const { found, order } = await bookWithCard(s, owner, card.cardId, 'BKK', 'HKG');
    expect(found.options[0]!.brands[0]!.brand).toBe('BIZ REDEEM CARD');
    expect(order.price.fare).toBe(0);
    expect(order.price.total).toBe(order.price.tax);
    expect(order.price.tax).toBeGreaterThan(0);
    const held = await detail(s, owner, card.cardId);
    expect(held).toMatchObject({ status: 'USABLE', usesTaken: 1, usesLeft: 0 });
    // The one use is held: no second booking.
    await refused(searchCall(s, owner, card.cardId, 'HKG', 'BKK', dayAhead(s, 6)), codes.cardUsedUp);

    const unpaid = parseExact(orderDetailSchema, await ok(s.call('GET', `${BASE}/order/front/detail/${order.orderId}`, { token: owner.token })));
    expect(unpaid.status).toBe('UNPAID');
    expect(unpaid.passengers.map((p) => [p.lastName, p.firstName, p.type])).toEqual([['CHAN', 'TAI MAN', 'ADT']]);
    expect(unpaid.segments.map((g) => g.brand)).toEqual(['BIZ REDEEM CARD']);

    await payByCard(s, owner, order.orderId);
    const issued = parseExact(orderDetailSchema, await ok(s.call('GET', `${BASE}/order/front/detail/${order.orderId}`, { token: owner.token })));
    expect(issued.status).toBe('ISSUED');
    expect((await detail(s, owner, card.cardId)).status).toBe('USED');
    const segments = ((await ok(s.call('GET', `${CARD}/segment/${card.cardId}`, { token: owner.token }))) as unknown[]).map((u) => parseExact(cardUseSchema, u));
    expect(segments).toHaveLength(1);
    expect(segments[0]).toMatchObject({ status: 'USED', orderId: order.orderId, ticketNo: issued.passengers[0]!.tickets[0]!.ticketNo, pnr: issued.pnr });
    const one = parseExact(cardUseSchema, await ok(s.call('GET', `${CARD}/change/segment/${segments[0]!.id}`, { token: owner.token })));
    expect(one).toEqual(segments[0]);

    // Another user reaches none of it: every id answers as if there were no such card.
    const notFound = t('errors.cardNotFound');
    await refused(detailCall(s, stranger, card.cardId), codes.cardNotFound, notFound);
    await refused(s.call('GET', `${CARD}/segment/${card.cardId}`, { token: stranger.token }), codes.cardNotFound, notFound);
    await refused(s.call('GET', `${CARD}/change/segment/${one.id}`, { token: stranger.token }), codes.cardNotFound, notFound);
    await refused(s.call('GET', `${BASE}/ep/psg/list/${card.cardId}`, { token: stranger.token }), codes.cardNotFound, notFound);
    await refused(activateCall(s, stranger, card.cardId), codes.cardNotFound, notFound);
    await refused(searchCall(s, stranger, card.cardId, 'HKG', 'BKK', dayAhead(s, 6)), codes.cardNotFound, notFound);
    await refused(detailCall(s, stranger, 999_999), codes.cardNotFound, notFound);
    const theirs = parseExact(cardPageSchema, await ok(s.call('POST', `${CARD}/pages`, { token: stranger.token, json: {} })));
    expect(theirs.records.map((c) => c.cardId)).not.toContain(card.cardId);
    // Nor the card's processKey.
    const again = await activeCard(s, owner, 'O', 'BKK');
    const search = parseExact(cardSearchResponseSchema, await ok(searchCall(s, owner, again.cardId, 'HKG', 'BKK', dayAhead(s, 6))));
    await refused(confirmCall(s, stranger, search.processKey, search.options[0]!.flightKey), codes.pageExpired);
    expect(await usesOf(s, again.cardId)).toEqual([]);
  });

  it('gives the use back when the unpaid order is cancelled or expires', async () => {
    const s = server();
    const card = await activeCard(s, owner, 'O', 'ICN');
    const first = await bookWithCard(s, owner, card.cardId, 'HKG', 'ICN');
    await ok(s.call('GET', `${BASE}/order/front/cancel/${first.order.orderId}`, { token: owner.token }));
    expect(await detail(s, owner, card.cardId)).toMatchObject({ status: 'USABLE', usesTaken: 0, usesLeft: 1 });

    const second = await bookWithCard(s, owner, card.cardId, 'ICN', 'HKG');
    expect((await detail(s, owner, card.cardId)).usesLeft).toBe(0);
    await moveClock(s, 21 * MINUTE);
    expect(await detail(s, owner, card.cardId)).toMatchObject({ status: 'USABLE', usesTaken: 0, usesLeft: 1 });
    expect((await usesOf(s, card.cardId)).map((u) => [u.orderId, u.status])).toEqual([
      [first.order.orderId, 'RELEASED'],
      [second.order.orderId, 'RELEASED'],
    ]);
  });

  it('gives the use back once when the ticket is refunded: a used-up card can be booked again', async () => {
    const s = server();
    const card = await activeCard(s, owner, 'O', 'NRT');
    const { order } = await bookWithCard(s, owner, card.cardId, 'HKG', 'NRT');
    await payByCard(s, owner, order.orderId);
    expect((await detail(s, owner, card.cardId)).status).toBe('USED');
    const refundCall = s.call('POST', `${BASE}/order/reschedule/refund/apply`, {
      token: owner.token,
      json: { orderId: order.orderId, psgIdList: [0], refundType: 'NORMAL', refundReason: 'Plans changed', disclaimer: true },
    });
    await ok(refundCall);
    // The use comes back only when the refund completes.
    expect((await detail(s, owner, card.cardId)).status).toBe('USED');
    const store = createStore(s.database.db);
    const done = new Date(s.clock.now().getTime() + REFUND_PROCESSING_MS);
    expect(await progressRefunds(store, done)).toBeGreaterThanOrEqual(1);
    expect(await progressRefunds(store, done)).toBe(0);
    expect(await detail(s, owner, card.cardId)).toMatchObject({ status: 'USABLE', usesTaken: 0, usesLeft: 1 });
    expect((await usesOf(s, card.cardId)).map((u) => [u.orderId, u.status])).toEqual([[order.orderId, 'REFUNDED']]);
    await bookWithCard(s, owner, card.cardId, 'NRT', 'HKG', 7);
    expect((await detail(s, owner, card.cardId)).usesLeft).toBe(0);
  });

  it('turns a multi-use card PARTIALLY used, then USED at its last use', async () => {
    const s = server();
    const card = await activeCard(s, owner, 'M', 'NRT');
    expect(card.usesAllowed).toBe(3);
    const statuses: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { order } = await bookWithCard(s, owner, card.cardId, i % 2 ? 'NRT' : 'HKG', i % 2 ? 'HKG' : 'NRT', 5 + i);
      await payByCard(s, owner, order.orderId);
      statuses.push((await detail(s, owner, card.cardId)).status);
    }
    expect(statuses).toEqual(['PARTIALLY', 'PARTIALLY', 'USED']);
    await refused(searchCall(s, owner, card.cardId, 'HKG', 'NRT', dayAhead(s, 9)), codes.cardUsedUp);
    const used = parseExact(cardPageSchema, await ok(s.call('POST', `${CARD}/pages`, { token: owner.token, json: { status: 'USED' } })));
    expect(used.records.map((c) => c.cardId)).toContain(card.cardId);
    expect(used.records.every((c) => c.status === 'USED')).toBe(true);
  });

  it('counts the caller cards per status', async () => {
    const s = server();
    const count = parseExact(cardCountSchema, await ok(s.call('POST', `${CARD}/count`, { token: owner.token, json: {} })));
    const all = parseExact(cardPageSchema, await ok(s.call('POST', `${CARD}/pages`, { token: owner.token, json: { pageSize: 50 } })));
    expect(count.total).toBe(all.total);
    for (const status of ['UNACTIVATED', 'USABLE', 'PARTIALLY', 'USED', 'EXPIRED'] as const) {
      expect(count[status], status).toBe(all.records.filter((c) => c.status === status).length);
    }
    expect(count.UNACTIVATED).toBeGreaterThan(0);
    expect(parseExact(cardCountSchema, await ok(s.call('POST', `${CARD}/count`, { token: stranger.token, json: {} }))).total).toBe(0);
  });

  it('refuses activation after its deadline', async () => {
    const s = server();
    const pool = await poolCard(s, 'L', 'ICN');
    await ok(redeemCall(s, owner, pool.redeemCode));
    s.clock.advance(72 * HOUR);
    await refused(activateCall(s, owner, pool.id), codes.activationClosed, t('errors.activationClosed'));
    expect((await detail(s, owner, pool.id)).passenger).toBeNull();
  });

  it('keeps an unlimited card USABLE however often it flies, until the job expires it', async () => {
    const s = server();
    const card = await activeCard(s, owner, 'L', 'BKK');
    for (let i = 0; i < 4; i++) {
      const { order } = await bookWithCard(s, owner, card.cardId, 'HKG', 'BKK', 5 + i);
      await payByCard(s, owner, order.orderId);
    }
    expect(await detail(s, owner, card.cardId)).toMatchObject({ status: 'USABLE', usesAllowed: null, usesLeft: null, usesTaken: 4 });
    const deadline = Date.parse(card.usageDeadline);
    const moved = (await moveClock(s, deadline - s.clock.now().getTime() + MINUTE)).json() as { jobs: Record<string, number> };
    expect(moved.jobs.expireRedeemCards).toBeGreaterThan(0);
    const [row] = await s.database.db.select().from(redeemCards).where(eq(redeemCards.id, card.cardId));
    expect(row!.status).toBe('EXPIRED');
    // Half a year on, the logins have expired.
    for (const user of [owner, stranger]) user.token = await tokenFor(s, user.mobile, user.password, user.areaCode);
    expect((await detail(s, owner, card.cardId)).status).toBe('EXPIRED');
    await refused(searchCall(s, owner, card.cardId, 'HKG', 'BKK', dayAhead(s, 1)), codes.cardExpired);
    // An unredeemed card past its deadline cannot be redeemed either.
    await refused(redeemCall(s, stranger, (await poolCard(s, 'O', 'TPE')).redeemCode), codes.cardExpired);
  });
});

// PostgreSQL alone runs requests truly at once; PGlite takes one at a time.
describe.each(databaseKinds.filter((kind) => kind === 'postgres'))('two bookings of the last use of a card (%s)', (kind) => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    s = await startTestServer(kind);
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('lets exactly one win', async () => {
    const user = await registerUser(s);
    const card = await activeCard(s, user, 'O', 'TPE');
    const searches = await Promise.all(
      [5, 6].map(async (days) => parseExact(cardSearchResponseSchema, await ok(searchCall(s, user, card.cardId, 'HKG', 'TPE', dayAhead(s, days))))),
    );
    const results = await Promise.all(searches.map((f) => confirmCall(s, user, f.processKey, f.options[0]!.flightKey)));
    expect(results.map((r) => r.code).sort()).toEqual([codes.success, codes.cardUsedUp].sort());
    expect(await usesOf(s, card.cardId)).toHaveLength(1);
    expect((await detail(s, user, card.cardId)).usesTaken).toBe(1);
  });
});
