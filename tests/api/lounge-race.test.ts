import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes } from '../../services/schemas/codes';
import { orders, payments, vipInventory, vipOrders, vipVouchers } from '../../server/db/schema';
import { demoStaff } from '../../server/db/seed/demo-accounts';
import { startCardPayment } from './booking-helpers';
import { databaseKinds, startTestServer } from './harness';
import { registerUser, tokenFor, type RegisteredUser } from './helpers';
import { airportDay, DESK, product, soldOn, submit, submitBody, VIP_ROOM, voucherRows } from './lounge-helpers';

const BUYERS = 30;

// PostgreSQL alone runs requests truly at once; PGlite takes one at a time.
describe.runIf(databaseKinds.includes('postgres'))('lounge orders at once (postgres)', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  let buyers: RegisteredUser[];
  beforeAll(async () => {
    s = await startTestServer('postgres');
    buyers = [];
    for (let i = 0; i < BUYERS; i++) buyers.push(await registerUser(s));
  });
  afterAll(async () => {
    await s?.stop();
  });

  it(`sells exactly the 5 left to ${BUYERS} buyers asking at once, and never below zero`, async () => {
    const p = await product(s, 'VL-HKG-T1');
    const day = airportDay(s, 'Asia/Hong_Kong', 7);
    // 35 of the day's 40 are gone: 5 are left.
    await s.database.db.insert(vipInventory).values({ productId: p.id, useDate: day, total: 40, sold: 35 });

    const answers = await Promise.all(buyers.map((b, i) => submit(s, b.token, submitBody(p.id, day, [['RACE', `BUYER ${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[i % 26]}`]]))));
    const winners = answers.filter((a) => a.code === codes.success);
    expect(winners).toHaveLength(5);
    for (const loser of answers.filter((a) => a.code !== codes.success)) expect([loser.code, loser.msg]).toEqual([codes.loungeStockInsufficient, 'Remaining voucher stocks are insufficient']);
    expect(await soldOn(s, p.id, day)).toBe(40);
    const made = await s.database.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(vipOrders, eq(vipOrders.orderId, orders.id))
      .where(and(eq(vipOrders.productId, p.id), eq(vipOrders.useDate, day)));
    expect(made.map((o) => o.id).sort()).toEqual(winners.map((w) => w.data.orderId as number).sort());

    // Each winner cancels twice at once: every order is cancelled once, and the stock comes back to exactly what was left.
    const cancel = (w: (typeof winners)[number]) => s.call('POST', `${VIP_ROOM}/oder/cancel`, { token: buyers[answers.indexOf(w)]!.token, json: { id: w.data.orderId } });
    const cancels = await Promise.all(winners.flatMap((w) => [cancel(w), cancel(w)]));
    expect(cancels.filter((c) => c.code === codes.success)).toHaveLength(winners.length);
    for (const late of cancels.filter((c) => c.code !== codes.success)) expect([codes.loungeOrderStateInvalid, codes.orderStateInvalid]).toContain(late.code);
    expect(await soldOn(s, p.id, day)).toBe(35);
  });

  it('issues one voucher per user once when the order is paid from two tabs at once, and makes a voucher\'s last change once', async () => {
    const buyer = buyers[0]!;
    const p = await product(s, 'VL-BKK');
    const made = await submit(s, buyer.token, submitBody(p.id, airportDay(s, 'Asia/Bangkok', 9), [['TWO', 'TABS'], ['TWO', 'MORE']]));
    expect(made.code, made.msg).toBe(codes.success);
    const tabs = await Promise.all([startCardPayment(s, buyer, made.data.orderId), startCardPayment(s, buyer, made.data.orderId)]);
    for (const page of await Promise.all(tabs.map((tab) => tab.submit()))) expect(page.status).toBe(303);
    const statuses = await Promise.all(tabs.map(async (tab) => (await s.database.db.select().from(payments).where(eq(payments.id, tab.payment.paymentId)))[0]!.status));
    expect(statuses.sort()).toEqual(['REFUNDED', 'SUCCEEDED']);
    expect((await voucherRows(s, made.data.orderId)).map((v) => [v.userIndex, v.lastName, v.firstName])).toEqual([
      [0, 'TWO', 'TABS'],
      [1, 'TWO', 'MORE'],
    ]);

    // The first voucher's last free change asked for twice at once: one is made, the other told none is left.
    const [voucher] = await voucherRows(s, made.data.orderId);
    await s.database.db.update(vipVouchers).set({ changesUsed: 2 }).where(eq(vipVouchers.id, voucher!.id));
    const change = (firstName: string) => s.call('POST', `${VIP_ROOM}/passenger/update`, { token: buyer.token, json: { voucherId: voucher!.id, kind: 'CHANGE', lastName: 'TWO', firstName } });
    const changes = await Promise.all([change('FIRST'), change('SECOND')]);
    expect(changes.map((c) => c.code).sort()).toEqual([codes.success, codes.loungeNoChangesLeft].sort());
    expect((await voucherRows(s, made.data.orderId))[0]).toMatchObject({ changesUsed: 3, firstName: changes.find((c) => c.code === codes.success)!.data.firstName });
  });

  it('lets exactly one of 10 desk scans of one voucher at once take its entry', async () => {
    const buyer = buyers[1]!;
    const p = await product(s, 'VL-TPE-T2');
    const made = await submit(s, buyer.token, submitBody(p.id, airportDay(s, 'Asia/Taipei', 4), [['ONE', 'ENTRY']]));
    expect(made.code, made.msg).toBe(codes.success);
    const tab = await startCardPayment(s, buyer, made.data.orderId);
    expect((await tab.submit()).status).toBe(303);
    const [voucher] = await voucherRows(s, made.data.orderId);
    const desk = await tokenFor(s, demoStaff.email, demoStaff.password);

    const scans = await Promise.all(Array.from({ length: 10 }, () => s.call('POST', `${DESK}/voucher/use`, { token: desk, json: { code: voucher!.code } })));
    expect(scans.filter((a) => a.code === codes.success)).toHaveLength(1);
    for (const late of scans.filter((a) => a.code !== codes.success)) expect(late.code).toBe(codes.loungeVoucherUsed);
    expect((await voucherRows(s, made.data.orderId))[0]).toMatchObject({ status: 'USED', usedAt: expect.any(Date) });
  });
});
