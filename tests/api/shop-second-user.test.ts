import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { conversationSchema } from '../../services/schemas/chat';
import { codes } from '../../services/schemas/codes';
import { loungeSubmitResponseSchema } from '../../services/schemas/lounge';
import { gotoPaySchema, paymentStatusSchema } from '../../services/schemas/payment';
import { passOrderCreatedSchema, passSearchResponseSchema } from '../../services/schemas/travel-pass';
import { orders, payments } from '../../server/db/schema';
import { contact, dayAhead, ok, orderRow, PAGE_EXPIRED, payByCard as payOrderByCard, refused, t } from './booking-helpers';
import { describeEachDatabase, type TestServer } from './harness';
import { parseExact, registerUser, type RegisteredUser } from './helpers';
import { hkgDay, product, soldOn, submit, submitBody, VIP_ROOM, voucherRows } from './lounge-helpers';
import { payByCard } from './payment-helpers';
import { adultToBind, bindCall, createCall, EP, packageByCode, passOrder, startPayment } from './travel-pass-helpers';

/** The Travel Pass paths this file calls, in one place: the flight booking's may be renamed to the spec's. */
const PASS_FLIGHT = { search: '/dsb-order/api/v1/times/card/search/flight', confirm: `${EP}/order/flight/confirm` };
const PAYMENT = '/dsb-order/api/v1/payment';
const AIRPASS_GOTO_PAY = `${PAYMENT}/card/airpass/gotoPay`;
const AIRPASS_PAYMENT_STATUS = '/dsb-order/api/v1/airpass/payment/card/airpass/payment';
const ORDER = '/dsb-order/api/v1/order';
const MEMBER_CHAT = '/dsb-member/api/v1/chat/conversation';


/** Who calls: a user, a guest holding the token of the one order they bought, or nobody (the app's client credential alone). */
type Caller = RegisteredUser | { guestToken: string } | null;
const as = (who: Caller) => (who === null ? {} : 'token' in who ? { token: who.token } : { headers: { 'x-guest-token': who.guestToken } });


/** An unpaid Taiwan pass order of the user, its payment started through the airpass call. */
async function startedPassOrder(s: TestServer, who: RegisteredUser) {
  const created = parseExact(passOrderCreatedSchema, await ok(createCall(s, who, (await packageByCode(s, 'GC-TPE4')).id)));
  return { orderId: created.orderId, payment: await startPayment(s, who, created.orderId) };
}

async function paidPassOrder(s: TestServer, who: RegisteredUser) {
  const { orderId, payment } = await startedPassOrder(s, who);
  expect((await payByCard(s, payment.paymentId)).statusCode).toBe(303);
  return passOrder(s, who, orderId);
}

const gotoPay = (s: TestServer, who: Caller, paymentId: string) => s.call('POST', AIRPASS_GOTO_PAY, { ...as(who), json: { paymentId } });
const paymentStatus = (s: TestServer, who: Caller, paymentId: string) => s.call('POST', AIRPASS_PAYMENT_STATUS, { ...as(who), json: { paymentId } });

/** A lounge order of the buyer (a user, or a guest when null) at Hong Kong. */
async function loungeOrder(s: TestServer, buyer: RegisteredUser | null, names: [string, string][], productCode = 'VL-HKG-T1') {
  const p = await product(s, productCode);
  return parseExact(loungeSubmitResponseSchema, await ok(submit(s, buyer?.token, submitBody(p.id, hkgDay(s, 4), names))));
}

const paymentsOf = (s: TestServer, orderId: number) => s.database.db.select().from(payments).where(eq(payments.orderId, orderId));

describeEachDatabase('the shop to a second user', (server) => {
  let owner: RegisteredUser;
  let stranger: RegisteredUser;

  beforeAll(async () => {
    owner = await registerUser(server());
    stranger = await registerUser(server());
  });

  it('takes up and reports a Travel Pass payment for its owner alone, and brings the browser back to the pass payment page', async () => {
    const s = server();
    const { orderId, payment } = await startedPassOrder(s, owner);
    const lounge = await loungeOrder(s, null, [['LO', 'KIT']]);
    for (const who of [stranger, { guestToken: lounge.guestToken! }]) {
      await refused(gotoPay(s, who, payment.paymentId), codes.paymentNotFound, t('errors.paymentNotFound'));
      await refused(paymentStatus(s, who, payment.paymentId), codes.paymentNotFound, t('errors.paymentNotFound'));
    }
    await refused(gotoPay(s, null, payment.paymentId), codes.loginRequired);
    await refused(paymentStatus(s, null, payment.paymentId), codes.loginRequired);

    const pending = parseExact(paymentStatusSchema, await ok(paymentStatus(s, owner, payment.paymentId)));
    expect(pending).toEqual({ paymentId: payment.paymentId, status: 'PENDING', orderId, orderStatus: 'UNPAID', failureReason: null });
    expect(parseExact(gotoPaySchema, await ok(gotoPay(s, owner, payment.paymentId)))).toEqual({ payUrl: payment.payUrl });

    const paid = await payByCard(s, payment.paymentId);
    expect(paid.statusCode).toBe(303);
    const back = await s.app.inject({ method: 'GET', url: paid.headers.location! });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe(`/pagesPackageTicket/pages/package-ticket/payment?orderId=${orderId}&paymentId=${payment.paymentId}&provider=card`);
    expect(parseExact(paymentStatusSchema, await ok(paymentStatus(s, owner, payment.paymentId)))).toMatchObject({ status: 'SUCCEEDED', orderStatus: 'ISSUED' });
    expect((await passOrder(s, owner, orderId)).status).toBe('PAID');
    await refused(paymentStatus(s, stranger, payment.paymentId), codes.paymentNotFound);
  });

  it('refuses one user\'s pass flight processKey to another, before and after its owner books, and takes no ticket for them', async () => {
    const s = server();
    const order = await paidPassOrder(s, owner);
    const pass = order.passes[0]!;
    await ok(bindCall(s, owner, order.orderId, [{ passId: pass.id, passenger: adultToBind }]));
    const pkg = await packageByCode(s, 'GC-TPE4');
    let days = 5;
    while (pkg.blackoutDates.includes(dayAhead(s, days))) days++;
    const found = parseExact(passSearchResponseSchema, await ok(s.call('POST', PASS_FLIGHT.search, { token: owner.token, json: { productType: 'TravelPass', passId: pass.id, org: 'HKG', dst: 'TPE', date: dayAhead(s, days) } })));
    const confirm = (who: RegisteredUser) => s.call('POST', PASS_FLIGHT.confirm, { token: who.token, json: { processKey: found.processKey, flightKey: found.options[0]!.flightKey, contact } });
    const ordersBefore = (await s.database.db.select().from(orders)).length;

    await refused(confirm(stranger), codes.pageExpired, PAGE_EXPIRED);
    expect((await s.database.db.select().from(orders)).length).toBe(ordersBefore);
    expect((await passOrder(s, owner, order.orderId)).passes[0]!.ticketsTaken).toBe(0);

    const booked = await ok(confirm(owner));
    await refused(confirm(stranger), codes.pageExpired, PAGE_EXPIRED);
    expect((await s.database.db.select().from(orders)).length).toBe(ordersBefore + 1);
    expect((await orderRow(s, booked.orderId)).userId).toBe(owner.id);
    expect((await passOrder(s, owner, order.orderId)).passes[0]!.ticketsTaken).toBe(1);
  });

  it('refuses to bind a pass of another user\'s order under the caller\'s own order, and binds nothing', async () => {
    const s = server();
    const theirs = await paidPassOrder(s, owner);
    const mine = await paidPassOrder(s, stranger);
    await refused(bindCall(s, stranger, mine.orderId, [{ passId: theirs.passes[0]!.id, passenger: adultToBind }]), codes.travelPassNotFound, t('errors.travelPassNotFound'));
    expect((await passOrder(s, owner, theirs.orderId)).passes).toMatchObject([{ status: 'UNBOUND', passenger: null }]);
    expect((await passOrder(s, stranger, mine.orderId)).passes).toMatchObject([{ status: 'UNBOUND', passenger: null }]);
  });

  it('lets a lounge guest token read its own order alone, not another buyer\'s real one', async () => {
    const s = server();
    const guest = await loungeOrder(s, null, [['NG', 'KWOK WAI']]);
    const otherGuest = await loungeOrder(s, null, [['TSE', 'MEI']]);
    const users = await loungeOrder(s, owner, [['CHAN', 'TAI MAN']]);
    const asGuest = { guestToken: guest.guestToken! };
    expect((await ok(s.call('GET', `${VIP_ROOM}/oder/detail?id=${guest.orderId}`, as(asGuest)))).orderNo).toBe(guest.orderNo);
    for (const orderId of [otherGuest.orderId, users.orderId]) {
      await refused(s.call('GET', `${VIP_ROOM}/oder/detail?id=${orderId}`, as(asGuest)), codes.loungeOrderNotFound, t('errors.loungeOrderNotFound'));
      await refused(s.call('GET', `${ORDER}/front/detail/${orderId}`, as(asGuest)), codes.orderNotFound, t('errors.orderNotFound'));
      await refused(s.call('POST', `${PAYMENT}/card/prepayment`, { ...as(asGuest), json: { orderId } }), codes.orderNotFound);
      expect((await orderRow(s, orderId)).status).toBe('UNPAID');
      expect(await paymentsOf(s, orderId)).toEqual([]);
    }
  });

  it('refuses a stranger\'s transfer of another user\'s transferable voucher and changes nothing', async () => {
    const s = server();
    const made = await loungeOrder(s, owner, [['LAM', 'KA YAN']], 'VL-HKG-T1-SAVER');
    await payOrderByCard(s, owner, made.orderId);
    const [voucher] = await voucherRows(s, made.orderId);
    const transfer = { voucherId: voucher!.id, kind: 'TRANSFER', lastName: 'HO', firstName: 'SIU MING' };
    await refused(s.call('POST', `${VIP_ROOM}/passenger/update`, { token: stranger.token, json: transfer }), codes.loungeVoucherNotFound, t('errors.loungeVoucherNotFound'));
    await refused(s.call('POST', `${VIP_ROOM}/passenger/update`, { json: transfer }), codes.loginRequired);
    expect(await voucherRows(s, made.orderId)).toEqual([voucher]);
  });

  it('gives a second user no current conversation while another has one open, then their own', async () => {
    const s = server();
    const opened = parseExact(conversationSchema, await ok(s.call('POST', `${MEMBER_CHAT}/open`, { token: owner.token, json: { displayName: 'Mr Chan' } })));
    expect(await ok(s.call('GET', `${MEMBER_CHAT}/current`, { token: stranger.token }))).toBeNull();
    const theirs = parseExact(conversationSchema, await ok(s.call('POST', `${MEMBER_CHAT}/open`, { token: stranger.token, json: { displayName: 'Ms Lee' } })));
    expect(theirs).toMatchObject({ displayName: 'Ms Lee', status: 'OPEN' });
    expect(theirs.id).not.toBe(opened.id);
    expect(await ok(s.call('GET', `${MEMBER_CHAT}/current`, { token: stranger.token }))).toEqual(theirs);
    expect(await ok(s.call('GET', `${MEMBER_CHAT}/current`, { token: owner.token }))).toEqual(opened);
  });

  it('answers a stranger as if another user\'s lounge order did not exist on the shared order and payment calls, and changes nothing', async () => {
    const s = server();
    const unpaid = await loungeOrder(s, owner, [['YIP', 'WING']]);
    const p = await product(s, 'VL-HKG-T1');
    const sold = await soldOn(s, p.id, hkgDay(s, 4));
    const notFound = t('errors.orderNotFound');
    await refused(s.call('POST', `${PAYMENT}/card/prepayment`, { token: stranger.token, json: { orderId: unpaid.orderId } }), codes.orderNotFound, notFound);
    await refused(s.call('GET', `${ORDER}/front/detail/${unpaid.orderId}`, { token: stranger.token }), codes.orderNotFound, notFound);
    await refused(s.call('GET', `${ORDER}/front/cancel/${unpaid.orderId}`, { token: stranger.token }), codes.orderNotFound, notFound);
    await refused(s.call('GET', `${ORDER}/front/cancel/${unpaid.orderId}`), codes.loginRequired);
    expect((await orderRow(s, unpaid.orderId)).status).toBe('UNPAID');
    expect(await paymentsOf(s, unpaid.orderId)).toEqual([]);
    expect(await soldOn(s, p.id, hkgDay(s, 4))).toBe(sold);

    const paid = await loungeOrder(s, owner, [['YIP', 'MAN']]);
    await payOrderByCard(s, owner, paid.orderId);
    const vouchers = await voucherRows(s, paid.orderId);
    for (const fee of ['match', 'match/change', 'match/checkin', 'match/mmb']) {
      await refused(s.call('POST', `/dsb-order/api/v1/processing/fee/${fee}`, { token: stranger.token, json: { orderId: paid.orderId } }), codes.orderNotFound, notFound);
    }
    await refused(s.call('GET', `${ORDER}/front/cancel/${paid.orderId}`, { token: stranger.token }), codes.orderNotFound, notFound);
    expect((await orderRow(s, paid.orderId)).status).toBe('ISSUED');
    expect(await voucherRows(s, paid.orderId)).toEqual(vouchers);
  });
});
