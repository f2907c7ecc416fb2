import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { bookingEmailCodeSentSchema } from '../../services/schemas/offer';
import { fareInventory, guestTokens, outbox } from '../../server/db/schema';
import { codeFromOutbox, describeEachDatabase, type TestServer } from './harness';
import { afterResendWait, countRows, freshEmail, otherCode, parseExact, registerUser, type RegisteredUser } from './helpers';
import { adult, book, bookingState, confirmOrderResponseSchema, contact, dayAhead, ok, orderRequest, orderRow, post, psgStepSchema, refused, t, type Who } from './booking-helpers';

const CODE_INVALID = 'U00012';
const sendCode = (s: TestServer, who: Who, processKey: unknown) => post(s, who, '/booking/email-code', { processKey });

describeEachDatabase('a guest booking proves its contact e-mail', (server) => {
  let alice: RegisteredUser;
  let day = 110;

  beforeAll(async () => {
    alice = await registerUser(server());
  });

  /** A guest's booking of one adult on FW201 up to the passengers' step, the contact's e-mail a fresh one (or `email`). */
  async function guestBooking(s: TestServer, email = freshEmail()) {
    const booking = await book(s, { user: null, segments: [{ org: 'HKG', dst: 'NRT', date: dayAhead(s, day++) }], flights: ['FW201'], passengers: [adult()] });
    const psg = parseExact(psgStepSchema, await ok(post(s, null, '/booking/confirm/psg', { processKey: booking.brandKey, passengers: booking.passengers, contact: { ...contact, email }, privacyConsent: true })));
    return { ...booking, psgKey: psg.processKey, email, flightId: booking.legs[0]!.option.segments[0]!.flightId, rbd: booking.legs[0]!.brand.rbd };
  }

  it('e-mails a code to the contact of the booking, and orders with it: once, for that address only', async () => {
    const s = server();
    const booking = await guestBooking(s, 'Wong.Guest@Test.Example');
    const sent = parseExact(bookingEmailCodeSentSchema, await ok(sendCode(s, null, booking.psgKey)));
    expect(sent).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 600, email: 'w***@test.example' });
    const [mail] = await s.database.db.select().from(outbox).where(eq(outbox.recipient, 'wong.guest@test.example'));
    expect(mail!.body).toContain(t('outbox.purpose.guestBooking'));
    const code = await codeFromOutbox(s, 'wong.guest@test.example');
    // Not again within the minute.
    await refused(sendCode(s, null, booking.psgKey), 'A0429');

    const order = parseExact(confirmOrderResponseSchema, await ok(orderRequest(s, null, booking.psgKey, undefined, code)));
    expect(order.guestToken).toEqual(expect.any(String));
    expect((await orderRow(s, order.orderId)).userId).toBeNull();

    // The code is used up: another booking to the same address asks for a new one.
    afterResendWait(s);
    const another = await guestBooking(s, 'wong.guest@test.example');
    const before = await bookingState(s);
    await refused(orderRequest(s, null, another.psgKey, undefined, code), CODE_INVALID, t('errors.codeInvalid'));
    expect(await bookingState(s)).toEqual(before);
    // A code sent to another address does not confirm a booking to this one.
    const elsewhere = await guestBooking(s);
    await ok(sendCode(s, null, elsewhere.psgKey));
    const elsewhereCode = await codeFromOutbox(s, elsewhere.email);
    const state = await bookingState(s);
    await refused(orderRequest(s, null, another.psgKey, undefined, elsewhereCode), CODE_INVALID, t('errors.codeInvalid'));
    expect(await bookingState(s)).toEqual(state);
  });

  it('holds and orders nothing for a guest without the code or with a wrong one, and says so in their language', async () => {
    const s = server();
    const booking = await guestBooking(s);
    await ok(sendCode(s, null, booking.psgKey));
    const code = await codeFromOutbox(s, booking.email);
    const before = { ...(await bookingState(s)), tokens: await countRows(s, guestTokens), inventory: await s.database.db.select().from(fareInventory).where(eq(fareInventory.flightId, booking.flightId)) };
    const state = async () => ({ ...(await bookingState(s)), tokens: await countRows(s, guestTokens), inventory: await s.database.db.select().from(fareInventory).where(eq(fareInventory.flightId, booking.flightId)) });

    await refused(orderRequest(s, null, booking.psgKey), CODE_INVALID, t('errors.bookingEmailCodeRequired'));
    await refused(orderRequest(s, null, booking.psgKey, 'zh-HK'), CODE_INVALID, '請輸入發送至聯絡人電郵的驗證碼以確認預訂。');
    await refused(orderRequest(s, null, booking.psgKey, undefined, otherCode(code)), CODE_INVALID, t('errors.codeInvalid'));
    for (const malformed of ['12345', 'abcdef', '1234567']) await refused(orderRequest(s, null, booking.psgKey, undefined, malformed), 'A0400', t('validation.codeFormat'));
    expect(await state()).toEqual(before);

    // The right code, after the wrong one, still orders.
    await ok(orderRequest(s, null, booking.psgKey, undefined, code));
    expect((await bookingState(s)).orders).toBe(before.orders + 1);
  });

  it('leaves the code usable when the order fails, such as a fare class sold out meanwhile', async () => {
    const s = server();
    const booking = await guestBooking(s);
    await ok(sendCode(s, null, booking.psgKey));
    const code = await codeFromOutbox(s, booking.email);
    await s.database.db
      .insert(fareInventory)
      .values({ flightId: booking.flightId, rbd: booking.rbd, capacity: 1, sold: 1, held: 0 })
      .onConflictDoUpdate({ target: [fareInventory.flightId, fareInventory.rbd], set: { capacity: 1, sold: 1, held: 0 } });
    await refused(orderRequest(s, null, booking.psgKey, undefined, code), 'B0102', t('errors.flightSoldOut'));
    await s.database.db.update(fareInventory).set({ capacity: 100, sold: 0 }).where(eq(fareInventory.flightId, booking.flightId));
    await ok(orderRequest(s, null, booking.psgKey, undefined, code));
  });

  it('asks a logged-in traveller for no code, and refuses a code request for a step without the contact or an unknown key', async () => {
    const s = server();
    const booking = await book(s, { user: alice, segments: [{ org: 'HKG', dst: 'NRT', date: dayAhead(s, day++) }], flights: ['FW201'] });
    await ok(orderRequest(s, alice, booking.psgKey));

    const guest = await guestBooking(s);
    const mails = await countRows(s, outbox);
    await refused(sendCode(s, null, guest.brandKey), 'I0003', t('errors.stepMissing'));
    await refused(sendCode(s, null, 'no-such-key'), 'B0101');
    // Another user's booking key is as unknown.
    await refused(sendCode(s, null, booking.psgKey), 'B0101');
    for (const bad of [undefined, '', 42, null]) await refused(sendCode(s, null, bad), 'A0400');
    expect(await countRows(s, outbox)).toBe(mails);
  });
});
