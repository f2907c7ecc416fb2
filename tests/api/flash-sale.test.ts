import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepaymentSchema } from '../../services/schemas/payment';
import type { FlightOption } from '../../services/schemas/offer';
import { voucherSchema } from '../../services/schemas/voucher';
import { demoClubMembers } from '../../server/db/seed/demo-accounts';
import { flashSaleRebates, vouchers } from '../../server/db/schema';
import { addWorkingDays, rebateDueAt } from '../../server/domain/flash-sale';
import { describeEachDatabase, type TestServer } from './harness';
import { adult, book, child, confirmOrder, dayAhead, ok, orderRow, post, refused, search, t } from './booking-helpers';
import { clubLogin, countRows, me, MINUTE, parseExact, registerUser, type RegisteredUser } from './helpers';
import { payByCard } from './payment-helpers';

const FLASH_SALE = 'FLASH SALE';
const PAYMENT = '/dsb-order/api/v1/payment';

/** A club member logged in with the club password: the app account bound to the membership. */
async function clubMember(s: TestServer, index: number): Promise<RegisteredUser> {
  const member = demoClubMembers[index]!;
  const res = await clubLogin(s, member.cardNo, member.password);
  const token = res.data.access_token as string;
  const { data } = await me(s, token);
  return { id: data.id, areaCode: member.areaCode, mobile: member.mobile, password: member.password, token };
}

const flashSaleOf = (o: FlightOption) => o.brands.find((b) => b.brand === FLASH_SALE);
const moveClockTo = (s: TestServer, at: Date) => s.app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceMs: at.getTime() - s.clock.now().getTime() } });
const myVouchers = async (s: TestServer, user: RegisteredUser) =>
  ((await ok(s.call('GET', '/dsb-order/api/v1/voucher/front/my/list', { token: user.token }))) as unknown[]).map((v) => parseExact(voucherSchema, v));

/** Books and pays a Flash Sale fare through the booking steps and the card sandbox. */
async function flownLater(s: TestServer, user: RegisteredUser, currency: 'HKD' | 'CNY') {
  const date = dayAhead(s, 2);
  const booking = await book(s, { user, segments: [{ org: 'HKG', dst: 'TPE', date }], brand: FLASH_SALE, currency, passengers: [adult(), child(date)] });
  const order = await confirmOrder(s, user, booking.psgKey);
  const payment = parseExact(prepaymentSchema, await ok(s.call('POST', `${PAYMENT}/card/prepayment`, { token: user.token, json: { orderId: order.orderId } })));
  await payByCard(s, payment.paymentId);
  expect((await orderRow(s, order.orderId)).status).toBe('ISSUED');
  return { order, brand: booking.legs[0]!.brand, depAt: new Date(booking.legs[0]!.option.segments[0]!.depAt) };
}

/** 100-unit notes and one remainder: what a rebate of `amount` must come as. */
const notesOf = (amount: number) => [...Array<number>(Math.floor(amount / 100)).fill(100), ...(amount % 100 ? [amount % 100] : [])];

describeEachDatabase('Flash Sale', (server) => {
  let member: RegisteredUser;
  let plainUser: RegisteredUser;

  beforeAll(async () => {
    const s = server();
    member = await clubMember(s, 0);
    plainUser = await registerUser(s);
  });

  describe('the fare', () => {
    it('is marked in results on direct flights in HKD and CNY, not on connections or in other currencies', async () => {
      const s = server();
      const date = dayAhead(s, 4);
      for (const currency of ['HKD', 'CNY'] as const) {
        const result = await search(s, null, { segments: [{ org: 'HKG', dst: 'TPE', date }], currency });
        expect(result.options.length).toBeGreaterThan(0);
        for (const option of result.options) {
          expect(flashSaleOf(option)).toMatchObject({ flashSale: true, cabin: 'Y' });
          expect(option.brands.filter((b) => b.brand !== FLASH_SALE).every((b) => !b.flashSale)).toBe(true);
        }
      }
      const usd = await search(s, null, { segments: [{ org: 'HKG', dst: 'TPE', date }], currency: 'USD' });
      expect(usd.options.some(flashSaleOf)).toBe(false);
      const connecting = await search(s, null, { segments: [{ org: 'TPE', dst: 'NRT', date }] });
      const connections = connecting.options.filter((o) => o.stops > 0);
      expect(connections.length).toBeGreaterThan(0);
      expect(connections.some(flashSaleOf)).toBe(false);
    });

    it('is booked only by a logged-in club member: a guest is asked to log in, another user refused', async () => {
      const s = server();
      const date = dayAhead(s, 4);
      for (const [who, code, msg] of [
        [null, 'U00003', t('errors.loginRequired')],
        [plainUser, 'B0108', t('errors.flashSaleMembersOnly')],
      ] as const) {
        const result = await search(s, who, { segments: [{ org: 'HKG', dst: 'TPE', date }] });
        const option = result.options[0]!;
        const brand = flashSaleOf(option)!;
        await refused(post(s, who, '/booking/confirm/brand', { processKey: result.processKey, flightKey: option.flightKey, brand: FLASH_SALE, quotedFare: brand.fare.ADT }), code, msg);
      }
      const booking = await book(s, { user: member, segments: [{ org: 'HKG', dst: 'TPE', date }], brand: FLASH_SALE });
      expect(booking.legs[0]!.brand.brand).toBe(FLASH_SALE);
    });
  });

  it('once flown, the member gets half the net fare of each ticket in 100-unit vouchers and one remainder, on the next working day, once', async () => {
    const s = server();
    const hkd = await flownLater(s, member, 'HKD');
    const cny = await flownLater(s, member, 'CNY');
    const strangerBefore = await myVouchers(s, plainUser);
    expect(await myVouchers(s, member)).toEqual([]);

    const due = rebateDueAt(hkd.depAt);
    const flightDay = new Date(hkd.depAt.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(due.getTime()).toBeLessThanOrEqual(Date.parse(`${addWorkingDays(flightDay, 5)}T00:00:00+08:00`));

    await moveClockTo(s, new Date(hkd.depAt.getTime() + MINUTE));
    expect(await myVouchers(s, member)).toEqual([]);
    await moveClockTo(s, new Date(due.getTime() - MINUTE));
    expect(await myVouchers(s, member)).toEqual([]);

    await moveClockTo(s, due);
    const issued = await myVouchers(s, member);
    for (const [trip, currency] of [
      [hkd, 'HKD'],
      [cny, 'CNY'],
    ] as const) {
      const mine = issued.filter((v) => v.currency === currency);
      const expected = [...notesOf(Math.round(trip.brand.fare.ADT / 2)), ...notesOf(Math.round(trip.brand.fare.CNN / 2))].sort((a, b) => a - b);
      expect(mine.map((v) => v.faceValue).sort((a, b) => a - b)).toEqual(expected);
      for (const v of mine) {
        expect(v).toMatchObject({ source: 'FLASH_SALE_REBATE', status: 'ACTIVE', balance: v.faceValue });
        const validUntil = new Date(v.validFrom);
        validUntil.setUTCMonth(validUntil.getUTCMonth() + 6);
        expect(v.validUntil).toBe(validUntil.toISOString());
      }
    }
    expect(await countRows(s, flashSaleRebates)).toBe(4);

    // The job again, and later: nothing more.
    await moveClockTo(s, due);
    await moveClockTo(s, new Date(due.getTime() + 7 * 86_400_000));
    expect(await myVouchers(s, member)).toHaveLength(issued.length);
    expect(await myVouchers(s, plainUser)).toEqual(strangerBefore);
    const [rebate] = await s.database.db.select().from(flashSaleRebates).where(eq(flashSaleRebates.userId, member.id)).limit(1);
    expect(rebate).toBeDefined();
    expect((await s.database.db.select().from(vouchers).where(eq(vouchers.userId, member.id))).length).toBe(issued.length);
  });
});
