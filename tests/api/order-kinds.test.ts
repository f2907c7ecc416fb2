import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { emdOrderSchema } from '../../services/schemas/emd';
import { loungeSubmitResponseSchema } from '../../services/schemas/lounge';
import { orderDetailSchema, orderPageSchema, type OrderSummary } from '../../services/schemas/order';
import { passOrderCreatedSchema } from '../../services/schemas/travel-pass';
import { travelPassPackages } from '../../server/db/schema';
import { adult, book, confirmOrder, contact, dayAhead, ok, ORDER, payByCard, refused, t } from './booking-helpers';
import { describeEachDatabase, type TestServer } from './harness';
import { MINUTE, parseExact, registerUser, type RegisteredUser } from './helpers';
import { hkgDay, product, submit, submitBody } from './lounge-helpers';

/** My Orders and the order detail say what each order is (its kind) and, for a VIP or Travel Pass order, name what it bought. */

const NOT_FOUND = 'O00001';
type Who = RegisteredUser;

const page = async (s: TestServer, who: Who, body: Record<string, unknown>, locale?: string) =>
  parseExact(orderPageSchema, await ok(s.call('POST', `${ORDER}/front/page`, { token: who.token, json: { pageSize: 50, ...body }, locale })));
const detailCall = (s: TestServer, who: Who, orderId: number, locale?: string) => s.call('GET', `${ORDER}/front/detail/${orderId}`, { token: who.token, locale });
const detail = async (s: TestServer, who: Who, orderId: number, locale?: string) => parseExact(orderDetailSchema, await ok(detailCall(s, who, orderId, locale)));
const kindOf = ({ kind, productName, productType }: Pick<OrderSummary, 'kind' | 'productName' | 'productType'>) => ({ kind, productName, productType });

/** A paid flight booking on FW201 `days` ahead, and a paid add-on order of 20 kg of baggage for it. */
async function tripWithAddOns(s: TestServer, who: Who, days: number) {
  const booking = await book(s, { user: who, segments: [{ org: 'HKG', dst: 'NRT', date: dayAhead(s, days) }], flights: ['FW201'], passengers: [adult()] });
  const trip = await confirmOrder(s, who, booking.psgKey);
  await payByCard(s, who, trip.orderId);
  const addOns = { orderId: trip.orderId, luggage: [{ segmentIndex: 0, passengerIndex: 0, kg: 20 }] };
  const emd = parseExact(emdOrderSchema, await ok(s.call('POST', '/dsb-order/api/v1/itinerary/emd/book/submit', { token: who.token, json: addOns })));
  await payByCard(s, who, emd.orderId);
  return { trip: trip.orderId, emd: emd.orderId };
}

async function vipOrder(s: TestServer, who: Who, productCode: string, extra: object = {}) {
  const p = await product(s, productCode);
  const made = parseExact(loungeSubmitResponseSchema, await ok(submit(s, who.token, { ...submitBody(p.id, hkgDay(s, 5), [['CHAN', 'TAI MAN']]), ...extra })));
  return { orderId: made.orderId, name: p.name };
}

async function passOrder(s: TestServer, who: Who, code: string) {
  const [pkg] = await s.database.db.select().from(travelPassPackages).where(eq(travelPassPackages.code, code));
  const made = parseExact(passOrderCreatedSchema, await ok(s.call('POST', '/dsb-order/api/v1/ep/create/order', { token: who.token, json: { packageId: pkg!.id, quantity: 1, contact } })));
  return { orderId: made.orderId, name: pkg!.name };
}

describeEachDatabase('the kind and product of each order', (server) => {
  let alice: Who;
  let bob: Who;
  let trip: number;
  let emd: number;
  let lounge: Awaited<ReturnType<typeof vipOrder>>;
  let meetGreet: Awaited<ReturnType<typeof vipOrder>>;
  /** Paid; and another left unpaid. */
  let pass: Awaited<ReturnType<typeof passOrder>>;
  let unpaidPass: Awaited<ReturnType<typeof passOrder>>;

  beforeAll(async () => {
    const s = server();
    alice = await registerUser(s);
    bob = await registerUser(s);
    ({ trip, emd } = await tripWithAddOns(s, alice, 20));
    s.clock.advance(MINUTE);
    lounge = await vipOrder(s, alice, 'VL-HKG-T1');
    s.clock.advance(MINUTE);
    const users = [{ lastName: 'CHAN', firstName: 'TAI MAN', birthday: '1980-01-01' }];
    meetGreet = await vipOrder(s, alice, 'MG-HKG', { users, meetGreet: { flightNo: 'FW201', departureTime: '10:35', slot: 'MORNING' } });
    s.clock.advance(MINUTE);
    pass = await passOrder(s, alice, 'GC-TPE4');
    await payByCard(s, alice, pass.orderId);
    s.clock.advance(MINUTE);
    unpaidPass = await passOrder(s, alice, 'GC-TPE4');
  });

  it('lists every kind of order in All, newest first, each with its kind and the name of what a VIP or pass order bought, in the language asked for', async () => {
    const s = server();
    const expected = (language: 'en' | 'tc') => [
      { kind: 'PASS', productName: unpaidPass.name[language], productType: null },
      { kind: 'PASS', productName: pass.name[language], productType: null },
      { kind: 'VIP', productName: meetGreet.name[language], productType: 'MEET_GREET' },
      { kind: 'VIP', productName: lounge.name[language], productType: 'VIP_ROOM' },
      { kind: 'EMD', productName: null, productType: null },
      { kind: 'TICKET', productName: null, productType: null },
    ];
    const all = await page(s, alice, {});
    expect(all.records.map((r) => r.orderId)).toEqual([unpaidPass.orderId, pass.orderId, meetGreet.orderId, lounge.orderId, emd, trip]);
    expect(all.records.map(kindOf)).toEqual(expected('en'));
    const chinese = await page(s, alice, {}, 'zh-HK');
    expect(chinese.records.map(kindOf)).toEqual(expected('tc'));
    expect(chinese.records[3]!.productName).toBe('富翼貴賓室（一號客運大樓）');
  });

  it('files a Travel Pass order under its status tab, and keeps Booked for flights still to fly', async () => {
    const s = server();
    const tab = async (name: string) => (await page(s, alice, { tab: name })).records.map((r) => r.orderId);
    expect(await tab('UNPAID')).toEqual([unpaidPass.orderId, meetGreet.orderId, lounge.orderId]);
    expect(await tab('ISSUED')).toEqual([pass.orderId, emd, trip]);
    expect(await tab('BOOKED')).toEqual([trip]);
    await ok(s.call('GET', `${ORDER}/front/cancel/${unpaidPass.orderId}`, { token: alice.token }));
    expect(await tab('CANCELLED')).toEqual([unpaidPass.orderId]);
    expect(await tab('UNPAID')).toEqual([meetGreet.orderId, lounge.orderId]);
  });

  it('gives each order its kind and product name in its detail, in the language asked for', async () => {
    const s = server();
    expect(kindOf(await detail(s, alice, trip))).toEqual({ kind: 'TICKET', productName: null, productType: null });
    expect(kindOf(await detail(s, alice, emd, 'zh-CN'))).toEqual({ kind: 'EMD', productName: null, productType: null });
    expect(kindOf(await detail(s, alice, lounge.orderId))).toEqual({ kind: 'VIP', productName: lounge.name.en, productType: 'VIP_ROOM' });
    expect(kindOf(await detail(s, alice, lounge.orderId, 'zh-CN'))).toEqual({ kind: 'VIP', productName: lounge.name.sc, productType: 'VIP_ROOM' });
    expect(kindOf(await detail(s, alice, meetGreet.orderId, 'zh-HK'))).toEqual({ kind: 'VIP', productName: meetGreet.name.tc, productType: 'MEET_GREET' });
    expect(kindOf(await detail(s, alice, pass.orderId))).toEqual({ kind: 'PASS', productName: pass.name.en, productType: null });
    expect(kindOf(await detail(s, alice, pass.orderId, 'zh-CN'))).toEqual({ kind: 'PASS', productName: pass.name.sc, productType: null });
  });

  it("shows none of them to another user: not in their list, and each detail as if it did not exist", async () => {
    const s = server();
    expect((await page(s, bob, {})).records).toEqual([]);
    for (const id of [trip, emd, lounge.orderId, meetGreet.orderId, pass.orderId, unpaidPass.orderId]) {
      await refused(detailCall(s, bob, id), NOT_FOUND, t('errors.orderNotFound'));
    }
  });
});
