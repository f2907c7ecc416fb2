import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { codes } from '../../services/schemas/codes';
import {
  inventorySchema,
  loungeCodeSentSchema,
  loungeOrderDetailSchema,
  loungeOrderPageSchema,
  loungePageSchema,
  loungeSubmitResponseSchema,
  loungeVoucherSchema,
  voucherUseSchema,
} from '../../services/schemas/lounge';
import { orderDetailSchema, orderPageSchema } from '../../services/schemas/order';
import { orders, vipVouchers } from '../../server/db/schema';
import { demoOperations, demoStaff } from '../../server/db/seed/demo-accounts';
import { convert } from '../../server/domain/booking/fares';
import { localTime } from '../../server/domain/booking/reference';
import { addDays, ok, payByCard, refused, t } from './booking-helpers';
import { codeFromOutbox, describeEachDatabase, type TestServer } from './harness';
import { DAY, MINUTE, otherCode, parseExact, registerUser, tokenFor, type RegisteredUser } from './helpers';
import { airportDay, DESK, hkgDay, loungeContact, POLICY, product, soldOn, submit, submitBody, vipOrderRows, VIP_ROOM, voucherRows } from './lounge-helpers';

const pages = (s: TestServer, query: string, token?: string, locale?: string) => s.call('GET', `${POLICY}/pages?${query}`, { token, locale });
const detailCall = (s: TestServer, token: string | undefined, query: string) => s.call('GET', `${VIP_ROOM}/oder/detail?${query}`, { token });
const detail = async (s: TestServer, user: RegisteredUser, id: number) => parseExact(loungeOrderDetailSchema, await ok(detailCall(s, user.token, `id=${id}`)));
const post = (s: TestServer, user: RegisteredUser, path: string, json: unknown) => s.call('POST', `${VIP_ROOM}${path}`, { token: user.token, json });
const moveClock = (s: TestServer, advanceMs: number) => s.app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceMs } });

/** Orders an unpaid order as the user and answers it. */
async function order(s: TestServer, user: RegisteredUser, productCode: string, names: [string, string][], days = 3) {
  const p = await product(s, productCode);
  return parseExact(loungeSubmitResponseSchema, await ok(submit(s, user.token, submitBody(p.id, hkgDay(s, days), names))));
}

describeEachDatabase('VIP lounge and meet-and-greet', (server) => {
  let owner: RegisteredUser;
  let stranger: RegisteredUser;

  beforeAll(async () => {
    owner = await registerUser(server());
    stranger = await registerUser(server());
  });

  it('lists the lounges by city in the currency and language asked for, with today\'s stock', async () => {
    const s = server();
    const all = parseExact(loungePageSchema, await ok(pages(s, 'pageSize=50')));
    expect(new Set(all.records.map((r) => r.airportCode))).toEqual(new Set(['HKG', 'TPE', 'NRT', 'BKK', 'PVG']));
    expect(all.records.every((r) => r.productType === 'VIP_ROOM' && r.currencyCode === 'HKD' && r.slots.length === 0)).toBe(true);
    const hkg = all.records.find((r) => r.productCode === 'VL-HKG-T1')!;
    expect(hkg).toMatchObject({ amount: 480, operateTime: '07:00-22:30', lastAdmission: '00:59', closedTime: '02:30-06:30', limitBuy: 5, totalInventory: 40, inventory: 40, saleNum: 0 });
    expect(hkg).toMatchObject({ transferable: false, transferLimit: 0, changeLimit: 3, validityDays: 365, maxStayHours: 4, paymentChannel: ['card', 'wallet'] });
    expect(all.records.find((r) => r.productCode === 'VL-HKG-T1-SAVER')).toMatchObject({ amount: 380, originalAmount: 480, transferable: true, transferLimit: 3 });

    const cad = parseExact(loungePageSchema, await ok(pages(s, 'currencyCode=CAD&cityCode=TYO', undefined, 'zh-HK')));
    expect(cad.records.map((r) => [r.airportCode, r.amount, r.currencyCode, r.productName, r.cityName])).toEqual([['NRT', convert(520, 'CAD'), 'CAD', '櫻花庭園貴賓室（成田第二航站樓）', '東京']]);
    expect(cad.records[0]!.usageRules[3]).toBe('券使用前可免費更改使用人姓名 3 次。');

    const second = parseExact(loungePageSchema, await ok(pages(s, 'pageNum=2&pageSize=2')));
    expect(second).toMatchObject({ total: all.total, pageNum: 2, pageSize: 2 });
    expect(second.records.map((r) => r.productId)).toEqual(all.records.slice(2, 4).map((r) => r.productId));
    await refused(pages(s, 'currencyCode=EUR'), codes.badRequest);
  });

  it('lists meet-and-greet per airport with its three slots', async () => {
    const s = server();
    const list = parseExact(loungePageSchema, await ok(s.call('GET', `${POLICY}/pages/meet/greet`)));
    expect(list.records.map((r) => r.airportCode).sort()).toEqual(['BKK', 'HKG', 'TPE']);
    expect(list.records[0]!.slots).toEqual([
      { slot: 'MORNING', start: '07:00', end: '12:00' },
      { slot: 'AFTERNOON', start: '12:00', end: '17:00' },
      { slot: 'EVENING', start: '17:00', end: '23:00' },
    ]);
    expect(list.records.every((r) => r.productType === 'MEET_GREET' && r.lastAdmission === null)).toBe(true);
  });

  it('shows and sells the staff offer to staff accounts only', async () => {
    const s = server();
    await refused(pages(s, 'productType=VIP_ROOM_EMPLOYEE'), codes.loungeStaffOnly, t('errors.loungeStaffOnly'));
    await refused(pages(s, 'productType=VIP_ROOM_EMPLOYEE', owner.token), codes.loungeStaffOnly);
    const staffToken = await tokenFor(s, demoStaff.email, demoStaff.password);
    const staffList = parseExact(loungePageSchema, await ok(pages(s, 'productType=VIP_ROOM_EMPLOYEE', staffToken)));
    expect(staffList.records.map((r) => [r.productCode, r.amount, r.limitBuy])).toEqual([['VL-HKG-T1-STAFF', 120, 2]]);

    const staffProduct = await product(s, 'VL-HKG-T1-STAFF');
    const body = submitBody(staffProduct.id, hkgDay(s, 2), [['CHAN', 'TAI MAN']]);
    const before = (await vipOrderRows(s)).length;
    await refused(submit(s, owner.token, body), codes.loungeProductNotFound, t('errors.loungeProductNotFound'));
    await refused(s.call('GET', `${VIP_ROOM}/get/inventory?productId=${staffProduct.id}&useDate=${hkgDay(s, 2)}`, { token: owner.token }), codes.loungeProductNotFound);
    expect(await vipOrderRows(s)).toHaveLength(before);
    expect(await soldOn(s, staffProduct.id, hkgDay(s, 2))).toBe(0);
    await ok(submit(s, staffToken, body));
    expect(await soldOn(s, staffProduct.id, hkgDay(s, 2))).toBe(1);
  });

  it('answers a day\'s stock and refuses days not on sale', async () => {
    const s = server();
    const bkk = await product(s, 'VL-BKK');
    const day = airportDay(s, 'Asia/Bangkok', 4);
    const stock = (useDate: string) => s.call('GET', `${VIP_ROOM}/get/inventory?productId=${bkk.id}&useDate=${useDate}`);
    expect(parseExact(inventorySchema, await ok(stock(day)))).toEqual({ productId: bkk.id, useDate: day, totalInventory: 40, inventory: 40, saleNum: 0, limitBuy: 5 });
    await ok(submit(s, owner.token, submitBody(bkk.id, day, [['LEE', 'SIU MING'], ['LEE', 'KA YAN']])));
    expect(parseExact(inventorySchema, await ok(stock(day)))).toMatchObject({ inventory: 38, saleNum: 2 });
    await refused(stock(airportDay(s, 'Asia/Bangkok', -1)), codes.loungeDateInvalid, t('errors.loungeDateInvalid', { days: 90 }));
    await refused(stock(airportDay(s, 'Asia/Bangkok', 91)), codes.loungeDateInvalid);
    await refused(s.call('GET', `${VIP_ROOM}/get/inventory?productId=999999&useDate=${day}`), codes.loungeProductNotFound);
    await refused(stock('2026-02-30'), codes.badRequest, t('validation.dateInvalid'));
  });

  it('refuses bad orders with a clear message and holds nothing', async () => {
    const s = server();
    const pvg = await product(s, 'VL-PVG-T2');
    const day = airportDay(s, 'Asia/Shanghai', 2);
    const before = (await vipOrderRows(s)).length;
    const six: [string, string][] = Array.from({ length: 6 }, (_, i) => ['WONG', `KA ${'ABCDEF'[i]}`]);
    await refused(submit(s, owner.token, submitBody(pvg.id, day, six)), codes.loungeOverLimitBuy, 'You can buy at most 5 vouchers in one order.');
    await refused(submit(s, owner.token, { ...submitBody(pvg.id, day, [['WONG', 'KA HO']]), quantity: 2 }), codes.badRequest, t('errors.loungeQuantityUsers'));
    await refused(submit(s, owner.token, submitBody(pvg.id, day, [['王', '家豪']])), codes.badRequest, t('validation.nameLetters'));
    await refused(submit(s, owner.token, { ...submitBody(pvg.id, day, [['WONG', 'KA HO']]), privacyConsent: false }), codes.badRequest, t('errors.privacyConsent'));
    await refused(submit(s, owner.token, { ...submitBody(pvg.id, day, [['WONG', 'KA HO']]), contact: { ...loungeContact, areaCode: '86', mobile: '12345' } }), codes.badRequest, t('validation.phoneFormat'));
    await refused(submit(s, owner.token, submitBody(pvg.id, airportDay(s, 'Asia/Shanghai', -1), [['WONG', 'KA HO']])), codes.loungeDateInvalid);
    expect(await vipOrderRows(s)).toHaveLength(before);
    expect(await soldOn(s, pvg.id, day)).toBe(0);

    // Tokyo sells 5 a day: 4 bought, 2 more are refused and hold nothing.
    const nrt = await product(s, 'VL-NRT-T2');
    const nrtDay = airportDay(s, 'Asia/Tokyo', 5);
    await ok(submit(s, owner.token, submitBody(nrt.id, nrtDay, [['A', 'A'], ['B', 'B'], ['C', 'C'], ['D', 'D']])));
    const afterFour = (await vipOrderRows(s)).length;
    await refused(submit(s, owner.token, submitBody(nrt.id, nrtDay, [['E', 'E'], ['F', 'F']])), codes.loungeStockInsufficient, 'Remaining voucher stocks are insufficient');
    const zh = await s.call('POST', `${VIP_ROOM}/submit`, { token: owner.token, json: submitBody(nrt.id, nrtDay, [['E', 'E'], ['F', 'F']]), locale: 'zh-CN' });
    await refused(zh, codes.loungeStockInsufficient, '贵宾室券剩余库存不足');
    expect(await vipOrderRows(s)).toHaveLength(afterFour);
    expect(await soldOn(s, nrt.id, nrtDay)).toBe(4);
    // Bought in Chinese: its notices speak it.
    const last = await ok(s.call('POST', `${VIP_ROOM}/submit`, { token: owner.token, json: submitBody(nrt.id, nrtDay, [['E', 'E']]), locale: 'zh-HK' }));
    expect(await soldOn(s, nrt.id, nrtDay)).toBe(5);
    expect((await s.database.db.select().from(orders).where(eq(orders.id, last.orderId)))[0]!.language).toBe('tc');
  });

  it('sells meet-and-greet only 24 hours ahead, with every birthday and a companion of 16 for a child under 12', async () => {
    const s = server();
    const mg = await product(s, 'MG-HKG');
    const useDate = hkgDay(s, 5);
    const flight = { flightNo: 'fw201', departureTime: '10:35', slot: 'MORNING' as const };
    const traveller = (lastName: string, firstName: string, birthday: string) => ({ lastName, firstName, birthday });
    const body = (users: { lastName: string; firstName: string; birthday?: string }[], extra: object = {}) => ({
      productId: mg.id,
      useDate,
      quantity: users.length,
      users,
      contact: loungeContact,
      privacyConsent: true,
      meetGreet: flight,
      ...extra,
    });
    const before = (await vipOrderRows(s)).length;
    await refused(submit(s, owner.token, { ...body([traveller('HO', 'MAN', '1980-01-01')]), meetGreet: undefined }), codes.meetGreetDetailsRequired, t('errors.meetGreetDetailsRequired'));
    await refused(submit(s, owner.token, body([{ lastName: 'HO', firstName: 'MAN' }])), codes.meetGreetDetailsRequired);
    await refused(submit(s, owner.token, body([traveller('HO', 'MAN', '1980-01-01')], { meetGreet: { ...flight, departureTime: '25:00' } })), codes.badRequest, t('errors.meetGreetDepartureTime'));
    // The slot must start before the flight leaves: it contains the departure or comes before it.
    for (const [departureTime, slot] of [['10:35', 'AFTERNOON'], ['07:00', 'MORNING'], ['17:00', 'EVENING']] as const) {
      await refused(submit(s, owner.token, body([traveller('HO', 'MAN', '1980-01-01')], { meetGreet: { ...flight, departureTime, slot } })), codes.badRequest, t('errors.meetGreetSlotAfterDeparture'));
    }
    // A child of 8 with a brother of 15 only.
    const childBorn = `${Number(useDate.slice(0, 4)) - 8}-01-01`;
    const fifteen = `${Number(useDate.slice(0, 4)) - 15}${useDate.slice(4)}`;
    await refused(submit(s, owner.token, body([traveller('HO', 'KID', childBorn), traveller('HO', 'TEEN', fifteen)])), codes.meetGreetUnaccompanied, t('errors.meetGreetUnaccompanied'));
    // The next 22:00 at the airport's clock, within 24 hours, in the evening slot.
    const now = localTime(s.clock.now(), 'Asia/Hong_Kong');
    const soonDay = now.slice(11) < '22:00' ? now.slice(0, 10) : addDays(now.slice(0, 10), 1);
    await refused(
      submit(s, owner.token, { ...body([traveller('HO', 'MAN', '1980-01-01')]), useDate: soonDay, meetGreet: { ...flight, departureTime: '22:00', slot: 'EVENING' } }),
      codes.meetGreetTooLate,
      t('errors.meetGreetTooLate'),
    );
    expect(await vipOrderRows(s)).toHaveLength(before);
    expect(await soldOn(s, mg.id, useDate)).toBe(0);

    const sixteen = `${Number(useDate.slice(0, 4)) - 16}${useDate.slice(4)}`;
    const made = parseExact(loungeSubmitResponseSchema, await ok(submit(s, owner.token, body([traveller('HO', 'KID', childBorn), traveller('HO', 'SIS', sixteen)]))));
    expect(made).toMatchObject({ totalAmount: 1360, currencyCode: 'HKD' });
    const shown = await detail(s, owner, made.orderId);
    expect(shown.meetGreet).toEqual({ flightNo: 'FW201', departureTime: '10:35', slot: 'MORNING', start: '07:00', end: '12:00' });
    expect(shown.users).toEqual([
      { lastName: 'HO', firstName: 'KID', birthday: childBorn },
      { lastName: 'HO', firstName: 'SIS', birthday: sixteen },
    ]);
    expect(await soldOn(s, mg.id, useDate)).toBe(2);
  });

  it('issues one voucher per user on payment, valid a year, and lists the order newest first', async () => {
    const s = server();
    const made = await order(s, owner, 'VL-HKG-T1', [['chan', 'tai man'], ['chan', 'hoi yan']]);
    expect(made).toMatchObject({ totalAmount: 960, currencyCode: 'HKD' });
    expect(made.guestToken).toBeUndefined();
    const unpaid = await detail(s, owner, made.orderId);
    expect(unpaid).toMatchObject({ status: 'UNPAID', statusDesc: 'Awaiting payment', quantity: 2, vipRoomList: [], paymentChannel: null, productName: 'Fortune Wings Lounge, Terminal 1' });
    // The payment pages read the order as any other.
    expect(parseExact(orderDetailSchema, await ok(s.call('GET', `/dsb-order/api/v1/order/front/detail/${made.orderId}`, { token: owner.token })))).toMatchObject({ totalAmount: 960, segments: [] });

    await payByCard(s, owner, made.orderId);
    const paid = await detail(s, owner, made.orderId);
    expect(paid).toMatchObject({ status: 'ISSUED', statusDesc: 'Paid', paymentChannel: 'card' });
    const paidAt = new Date(paid.paymentTime!);
    const yearLater = new Date(paidAt);
    yearLater.setUTCFullYear(yearLater.getUTCFullYear() + 1);
    expect(paid.vipRoomList.map((v) => [v.lastName, v.firstName, v.status, v.validFrom, v.validUntil, v.quantity, v.maxStayHours, v.changesLeft, v.transfersLeft])).toEqual([
      ['CHAN', 'TAI MAN', 'VALID', paidAt.toISOString(), yearLater.toISOString(), 1, 4, 3, 0],
      ['CHAN', 'HOI YAN', 'VALID', paidAt.toISOString(), yearLater.toISOString(), 1, 4, 3, 0],
    ]);
    expect(paid.vipRoomList.every((v) => /^VL[A-HJ-NP-Z2-9]{10}$/.test(v.code))).toBe(true);
    expect(await voucherRows(s, made.orderId)).toHaveLength(2);

    const newer = await order(s, owner, 'VL-TPE-T2', [['CHAN', 'TAI MAN']]);
    const list = parseExact(loungeOrderPageSchema, await ok(post(s, owner, '/order/page', { pageNum: 1, pageSize: 2 })));
    expect(list.records.map((r) => r.id)).toEqual([newer.orderId, made.orderId]);
    const issuedOnly = parseExact(loungeOrderPageSchema, await ok(post(s, owner, '/order/page', { status: 'ISSUED' })));
    expect(issuedOnly.records.map((r) => r.id)).toEqual([made.orderId]);
    expect(parseExact(loungeOrderPageSchema, await ok(post(s, stranger, '/order/page', {}))).total).toBe(0);
  });

  it('changes a voucher user 3 times free, transfers only the discounted voucher 3 times, and refuses anyone else', async () => {
    const s = server();
    const made = await order(s, owner, 'VL-HKG-T1', [['LAM', 'KA YAN']]);
    await payByCard(s, owner, made.orderId);
    const [voucher] = (await detail(s, owner, made.orderId)).vipRoomList;
    const update = (who: RegisteredUser, voucherId: number, kind: 'CHANGE' | 'TRANSFER', firstName: string) => post(s, who, '/passenger/update', { voucherId, kind, lastName: 'lam', firstName });

    await refused(update(stranger, voucher!.id, 'CHANGE', 'SIU MING'), codes.loungeVoucherNotFound, t('errors.loungeVoucherNotFound'));
    await refused(update(owner, voucher!.id, 'TRANSFER', 'SIU MING'), codes.loungeNotTransferable, t('errors.loungeNotTransferable'));
    for (const [i, name] of ['KA MAN', 'KA WAI', 'KA LOK'].entries()) {
      expect(parseExact(loungeVoucherSchema, await ok(update(owner, voucher!.id, 'CHANGE', name)))).toMatchObject({ firstName: name, changesLeft: 2 - i });
    }
    await refused(update(owner, voucher!.id, 'CHANGE', 'KA YAN'), codes.loungeNoChangesLeft, 'You have no more change attempts left');
    expect((await voucherRows(s, made.orderId))[0]).toMatchObject({ firstName: 'KA LOK', changesUsed: 3, transfersUsed: 0 });

    const saver = await order(s, owner, 'VL-HKG-T1-SAVER', [['LAM', 'KA YAN']]);
    await payByCard(s, owner, saver.orderId);
    const [transferable] = (await detail(s, owner, saver.orderId)).vipRoomList;
    expect(transferable).toMatchObject({ transferable: true, transfersLeft: 3 });
    for (const name of ['A', 'B', 'C']) await ok(update(owner, transferable!.id, 'TRANSFER', name));
    await refused(update(owner, transferable!.id, 'TRANSFER', 'D'), codes.loungeNoTransfersLeft, t('errors.loungeNoTransfersLeft'));
    expect((await detail(s, owner, saver.orderId)).vipRoomList[0]).toMatchObject({ firstName: 'C', transfersLeft: 0, changesLeft: 3 });
    await refused(post(s, owner, '/passenger/update', { voucherId: transferable!.id, kind: 'CHANGE', lastName: '林', firstName: 'A' }), codes.badRequest, t('validation.nameLetters'));
  });

  it('answers another user\'s order as not found on every id and changes nothing', async () => {
    const s = server();
    const unpaid = await order(s, owner, 'VL-TPE-T2', [['YIP', 'WING']], 6);
    const p = await product(s, 'VL-TPE-T2');
    await refused(detailCall(s, stranger.token, `id=${unpaid.orderId}`), codes.loungeOrderNotFound, t('errors.loungeOrderNotFound'));
    await refused(post(s, stranger, '/oder/cancel', { id: unpaid.orderId }), codes.loungeOrderNotFound);
    expect((await detail(s, owner, unpaid.orderId)).status).toBe('UNPAID');
    await ok(post(s, owner, '/oder/cancel', { id: unpaid.orderId }));
    await refused(post(s, stranger, '/oder/delete', { id: unpaid.orderId }), codes.loungeOrderNotFound);
    expect((await detail(s, owner, unpaid.orderId)).status).toBe('CANCELLED');
    expect(await soldOn(s, p.id, hkgDay(s, 6))).toBe(0);
    // Without the e-mailed code, an anonymous caller must log in.
    await refused(detailCall(s, undefined, `id=${unpaid.orderId}`), codes.loginRequired);
  });

  it('cancels an unpaid order once, giving the stock back once, and deletes it only when closed', async () => {
    const s = server();
    const bkk = await product(s, 'VL-BKK');
    const day = airportDay(s, 'Asia/Bangkok', 8);
    const made = parseExact(loungeSubmitResponseSchema, await ok(submit(s, owner.token, submitBody(bkk.id, day, [['TAN', 'AH KOW'], ['TAN', 'MEI']]))));
    expect(await soldOn(s, bkk.id, day)).toBe(2);
    await refused(post(s, owner, '/oder/delete', { id: made.orderId }), codes.loungeOrderStateInvalid, t('errors.loungeDeleteNotAllowed'));
    await ok(post(s, owner, '/oder/cancel', { id: made.orderId }));
    expect(await soldOn(s, bkk.id, day)).toBe(0);
    await refused(post(s, owner, '/oder/cancel', { id: made.orderId }), codes.loungeOrderStateInvalid, t('errors.loungeCancelNotAllowed'));
    expect(await soldOn(s, bkk.id, day)).toBe(0);
    await ok(post(s, owner, '/oder/delete', { id: made.orderId }));
    await refused(detailCall(s, owner.token, `id=${made.orderId}`), codes.loungeOrderNotFound);
    const list = parseExact(loungeOrderPageSchema, await ok(post(s, owner, '/order/page', { pageSize: 100 })));
    expect(list.records.map((r) => r.id)).not.toContain(made.orderId);

    const paid = await order(s, owner, 'VL-BKK', [['TAN', 'AH KOW']], 9);
    await payByCard(s, owner, paid.orderId);
    await refused(post(s, owner, '/oder/cancel', { id: paid.orderId }), codes.loungeOrderStateInvalid);
    // A paid lounge order is not a ticket order: no refund or date change of its tickets.
    await refused(s.call('POST', '/dsb-order/api/v1/processing/fee/match', { token: owner.token, json: { orderId: paid.orderId } }), codes.refundNotAllowed, t('errors.loungeNotRefundable'));
    await refused(s.call('POST', '/dsb-order/api/v1/processing/fee/match/change', { token: owner.token, json: { orderId: paid.orderId } }), codes.changeNotAllowed, t('errors.loungeNotChangeable'));
    await refused(post(s, owner, '/oder/delete', { id: paid.orderId }), codes.loungeOrderStateInvalid);
  });

  it('shows a lounge order in My Orders, whose cancel gives the stock back as well', async () => {
    const s = server();
    const tpe = await product(s, 'VL-TPE-T2');
    const day = hkgDay(s, 12);
    const made = parseExact(loungeSubmitResponseSchema, await ok(submit(s, owner.token, submitBody(tpe.id, day, [['SO', 'WING']]))));
    const mine = parseExact(orderPageSchema, await ok(s.call('POST', '/dsb-order/api/v1/order/front/page', { token: owner.token, json: { tab: 'UNPAID', pageSize: 50 } })));
    expect(mine.records.find((o) => o.orderId === made.orderId)).toMatchObject({ orderNo: made.orderNo, totalAmount: 420, passengerCount: 1, segments: [] });
    expect(await soldOn(s, tpe.id, day)).toBe(1);
    await ok(s.call('GET', `/dsb-order/api/v1/order/front/cancel/${made.orderId}`, { token: owner.token }));
    expect(await soldOn(s, tpe.id, day)).toBe(0);
    expect((await detail(s, owner, made.orderId)).status).toBe('CANCELLED');
  });

  it('expires an unpaid order after its deadline and gives its stock back once', async () => {
    const s = server();
    const pvg = await product(s, 'VL-PVG-T2');
    const day = airportDay(s, 'Asia/Shanghai', 10);
    const made = parseExact(loungeSubmitResponseSchema, await ok(submit(s, owner.token, submitBody(pvg.id, day, [['XU', 'MING'], ['XU', 'LI'], ['XU', 'YAN']]))));
    expect(await soldOn(s, pvg.id, day)).toBe(3);
    const moved = (await moveClock(s, 21 * MINUTE)).json() as { jobs: Record<string, number> };
    expect(moved.jobs.expireOrders).toBeGreaterThan(0);
    expect((await detail(s, owner, made.orderId)).status).toBe('EXPIRED');
    expect(await soldOn(s, pvg.id, day)).toBe(0);
    await moveClock(s, MINUTE);
    expect(await soldOn(s, pvg.id, day)).toBe(0);
    await refused(post(s, owner, '/oder/cancel', { id: made.orderId }), codes.loungeOrderStateInvalid);
    await ok(post(s, owner, '/oder/delete', { id: made.orderId }));
  });

  it('lets a guest buy, then read the order with a code e-mailed to its contact, and refuses a wrong or expired code', async () => {
    const s = server();
    const bkk = await product(s, 'VL-BKK');
    const made = parseExact(loungeSubmitResponseSchema, await ok(submit(s, undefined, submitBody(bkk.id, airportDay(s, 'Asia/Bangkok', 3), [['NG', 'KWOK WAI']]))));
    expect(made.guestToken).toEqual(expect.any(String));
    const asGuest = { 'x-guest-token': made.guestToken! };
    // The guest's token reaches the order for its payment, as a booking's does.
    expect((await ok(s.call('GET', `/dsb-order/api/v1/order/front/detail/${made.orderId}`, { headers: asGuest }))).orderNo).toBe(made.orderNo);
    expect((await ok(s.call('GET', `${VIP_ROOM}/oder/detail?id=${made.orderId}`, { headers: asGuest }))).orderNo).toBe(made.orderNo);
    await refused(s.call('GET', `${VIP_ROOM}/oder/detail?id=${made.orderId + 1}`, { headers: asGuest }), codes.loungeOrderNotFound);

    const sendCode = (orderNo: string, email: string) => s.call('POST', `${VIP_ROOM}/order/send/email/code`, { json: { orderNo, email } });
    await refused(sendCode(made.orderNo, 'someone@else.example'), codes.loungeOrderNotFound, t('errors.loungeGuestNoMatch'));
    await refused(sendCode('FW000000000000000000', loungeContact.email), codes.loungeOrderNotFound, t('errors.loungeGuestNoMatch'));
    const sent = parseExact(loungeCodeSentSchema, await ok(sendCode(made.orderNo.toLowerCase(), loungeContact.email.toUpperCase())));
    expect(sent).toMatchObject({ codeKey: made.orderNo, id: made.orderId, email: 'C***@Test.example' });
    const code = await codeFromOutbox(s, loungeContact.email.toLowerCase());

    await refused(detailCall(s, undefined, `id=${made.orderId}&codeKey=${sent.codeKey}&verifyCode=${otherCode(code)}`), codes.loungeGuestCodeInvalid, t('errors.loungeGuestCodeInvalid'));
    const other = await order(s, owner, 'VL-BKK', [['NG', 'KWOK WAI']]);
    await refused(detailCall(s, undefined, `id=${other.orderId}&codeKey=${sent.codeKey}&verifyCode=${code}`), codes.loungeGuestCodeInvalid);
    const opened = parseExact(loungeOrderDetailSchema, await ok(detailCall(s, undefined, `id=${made.orderId}&codeKey=${sent.codeKey}&verifyCode=${code}`)));
    expect(opened).toMatchObject({ id: made.orderId, contact: loungeContact, users: [{ lastName: 'NG', firstName: 'KWOK WAI', birthday: null }] });
    // It opens the order again while it lasts (a reload), not after.
    await ok(detailCall(s, undefined, `id=${made.orderId}&codeKey=${sent.codeKey}&verifyCode=${code}`));
    s.clock.advance(11 * MINUTE);
    await refused(detailCall(s, undefined, `id=${made.orderId}&codeKey=${sent.codeKey}&verifyCode=${code}`), codes.loungeGuestCodeInvalid);
  });

  it('lets the lounge desk take a voucher\'s one entry by its code, once; the traveller then sees it used, and no one else may scan', async () => {
    const s = server();
    const made = await order(s, owner, 'VL-HKG-T1', [['MOK', 'SIU FONG'], ['MOK', 'KA LING']]);
    await payByCard(s, owner, made.orderId);
    const [first, second] = (await detail(s, owner, made.orderId)).vipRoomList;
    const desk = await tokenFor(s, demoStaff.email, demoStaff.password);
    const scan = (token: string | undefined, code: string, locale?: string) => s.call('POST', `${DESK}/voucher/use`, { token, json: { code }, locale });

    // Travellers, the owner included, and the operations desk may not take an entry; nor may anyone logged out.
    for (const token of [owner.token, stranger.token, await tokenFor(s, demoOperations.email, demoOperations.password)]) {
      const answer = await scan(token, first!.code);
      expect([answer.status, answer.code, answer.msg]).toEqual([403, codes.loungeDeskOnly, t('errors.loungeDeskOnly')]);
    }
    await refused(scan(undefined, first!.code), codes.loginRequired);
    await refused(scan(desk, 'VLNOSUCHCODE'), codes.loungeVoucherNotFound, t('errors.loungeVoucherNotFound'));
    await refused(scan(desk, ''), codes.badRequest, t('validation.required'));
    expect((await voucherRows(s, made.orderId)).map((v) => v.status)).toEqual(['VALID', 'VALID']);

    const used = parseExact(voucherUseSchema, await ok(scan(desk, ` ${first!.code.toLowerCase()} `)));
    expect(used).toMatchObject({ id: first!.id, status: 'USED', lastName: 'MOK', firstName: 'SIU FONG', productName: 'Fortune Wings Lounge, Terminal 1', airportCode: 'HKG' });
    expect(used.usedAt).toBe((await voucherRows(s, made.orderId))[0]!.usedAt!.toISOString());
    await refused(scan(desk, first!.code), codes.loungeVoucherUsed, t('errors.loungeVoucherUsed'));
    expect((await detail(s, owner, made.orderId)).vipRoomList.map((v) => v.status)).toEqual(['USED', 'VALID']);
    await refused(post(s, owner, '/passenger/update', { voucherId: first!.id, kind: 'CHANGE', lastName: 'MOK', firstName: 'WAI' }), codes.loungeVoucherNotUsable);

    // An expired voucher, or one whose order was refunded or cancelled, is refused and stays as it was.
    await s.database.db.update(vipVouchers).set({ validUntil: new Date(s.clock.now().getTime() - MINUTE) }).where(eq(vipVouchers.id, second!.id));
    await refused(scan(desk, second!.code), codes.loungeVoucherNotUsable, t('errors.loungeVoucherExpired'));
    await s.database.db.update(vipVouchers).set({ validUntil: new Date(s.clock.now().getTime() + DAY) }).where(eq(vipVouchers.id, second!.id));
    for (const status of ['REFUNDED', 'CANCELLED']) {
      await s.database.db.update(orders).set({ status }).where(eq(orders.id, made.orderId));
      await refused(scan(desk, second!.code), codes.loungeVoucherNotUsable, t('errors.loungeVoucherOrderClosed'));
    }
    expect((await voucherRows(s, made.orderId))[1]).toMatchObject({ status: 'VALID', usedAt: null });
  });

  it('expires vouchers past their validity with the job; an expired voucher cannot change hands', async () => {
    const s = server();
    const made = await order(s, owner, 'VL-HKG-T1-SAVER', [['KWOK', 'FU']], 2);
    await payByCard(s, owner, made.orderId);
    const [voucher] = await voucherRows(s, made.orderId);
    const moved = (await moveClock(s, voucher!.validUntil.getTime() - s.clock.now().getTime() + DAY)).json() as { jobs: Record<string, number> };
    expect(moved.jobs.expireLoungeVouchers).toBeGreaterThan(0);
    expect((await voucherRows(s, made.orderId))[0]!.status).toBe('EXPIRED');
    owner.token = await tokenFor(s, owner.mobile, owner.password, owner.areaCode);
    expect((await detail(s, owner, made.orderId)).vipRoomList[0]!.status).toBe('EXPIRED');
    await refused(post(s, owner, '/passenger/update', { voucherId: voucher!.id, kind: 'TRANSFER', lastName: 'KWOK', firstName: 'WAN' }), codes.loungeVoucherNotUsable, t('errors.loungeVoucherNotUsable'));
  });
});
