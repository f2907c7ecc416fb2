import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { drainage } from '../../server/db/schema';
import { translate } from '../../server/i18n';
import { describeEachDatabase, type TestServer } from './harness';
import { countRows, OK, registerUser, type RegisteredUser } from './helpers';
import { adult, book, confirmOrder, dayAhead, t, type Who } from './booking-helpers';

const DRAINAGE = '/dsb-system/feign/api/v1/drainage';
const NOT_FOUND = 'O00001';
const LOGIN_REQUIRED = 'U00003';
const VISIT_URL = 'https://app.fwc.example/pages/external/preload?impressions=winter-newsletter&target=/pages/home/new-index';

/** One adult on FW201 some weeks ahead, ordered: its order number, and the guest's token for a guest. */
async function placeOrder(s: TestServer, who: Who) {
  const booking = await book(s, { user: who, segments: [{ org: 'HKG', dst: 'NRT', date: dayAhead(s, 50) }], flights: ['FW201'], passengers: [adult()] });
  return confirmOrder(s, who, booking.psgKey);
}

/** A report's question: how many orders each campaign brought. */
async function ordersPerCampaign(s: TestServer): Promise<Record<string, number>> {
  const rows = await s.database.db.select({ impressions: drainage.impressions, n: count() }).from(drainage).where(eq(drainage.kind, 'order')).groupBy(drainage.impressions);
  return Object.fromEntries(rows.map((r) => [r.impressions, Number(r.n)]));
}

const orderRows = (s: TestServer, orderNo: string) => s.database.db.select().from(drainage).where(eq(drainage.orderNo, orderNo));

describeEachDatabase('drainage', (server) => {
  let alice: RegisteredUser;
  let bob: RegisteredUser;

  beforeAll(async () => {
    const s = server();
    alice = await registerUser(s);
    bob = await registerUser(s);
  });

  it('records a visit with its campaign and the channel of the app that sent it', async () => {
    const s = server();
    expect(await s.call('POST', `${DRAINAGE}/visit/add`, { json: { url: VISIT_URL } })).toMatchObject({ code: OK, data: null });
    const inApp = 'https://app.fwc.example/?impressions=app-banner#top';
    expect((await s.call('POST', `${DRAINAGE}/visit/add`, { token: alice.token, json: { url: inApp }, headers: { 'x-endpoint': 'APP HK' } })).code).toBe(OK);
    const rows = await s.database.db.select().from(drainage).where(eq(drainage.kind, 'visit'));
    expect(rows.filter((r) => r.url === VISIT_URL || r.url === inApp).map((r) => [r.impressions, r.channel])).toEqual([
      ['winter-newsletter', 'H5'],
      ['app-banner', 'APP'],
    ]);
  });

  it('carries the campaign to the order the traveller then places, counted once; an order without a visit carries none', async () => {
    const s = server();
    const before = await ordersPerCampaign(s);
    const order = await placeOrder(s, alice);
    const unreported = await placeOrder(s, bob);
    // The same order reported again, or twice at once, still counts once.
    const answers = await Promise.all([1, 2, 3].map(() => s.call('POST', `${DRAINAGE}/order/add`, { token: alice.token, json: { url: VISIT_URL, orderNo: order.orderNo } })));
    expect(answers.map((a) => a.code)).toEqual([OK, OK, OK]);
    expect((await orderRows(s, order.orderNo)).map((r) => [r.kind, r.impressions, r.channel, r.url])).toEqual([['order', 'winter-newsletter', 'H5', VISIT_URL]]);
    expect(await orderRows(s, unreported.orderNo)).toEqual([]);
    expect(await ordersPerCampaign(s)).toEqual({ ...before, 'winter-newsletter': (before['winter-newsletter'] ?? 0) + 1 });
  });

  it("carries it to a guest's order, through the order's guest token", async () => {
    const s = server();
    const order = await placeOrder(s, null);
    const res = await s.call('POST', `${DRAINAGE}/order/add`, { headers: { 'x-guest-token': order.guestToken! }, json: { url: VISIT_URL, orderNo: order.orderNo } });
    expect(res.code, res.msg).toBe(OK);
    expect((await orderRows(s, order.orderNo)).map((r) => r.impressions)).toEqual(['winter-newsletter']);
  });

  it("refuses another traveller's order, an unknown one and an anonymous caller, and records nothing", async () => {
    const s = server();
    const order = await placeOrder(s, alice);
    const guest = await placeOrder(s, null);
    const before = await countRows(s, drainage);
    const json = { url: VISIT_URL, orderNo: order.orderNo };
    expect(await s.call('POST', `${DRAINAGE}/order/add`, { token: bob.token, json })).toMatchObject({ code: NOT_FOUND, msg: t('errors.orderNotFound') });
    const chinese = await s.call('POST', `${DRAINAGE}/order/add`, { token: bob.token, json, locale: 'zh-HK' });
    expect(chinese.msg).toBe(translate('zh-HK', 'errors.orderNotFound'));
    // A guest's token reaches its own order only; a user does not reach a guest's order.
    expect((await s.call('POST', `${DRAINAGE}/order/add`, { headers: { 'x-guest-token': guest.guestToken! }, json })).code).toBe(NOT_FOUND);
    expect((await s.call('POST', `${DRAINAGE}/order/add`, { token: bob.token, json: { url: VISIT_URL, orderNo: guest.orderNo } })).code).toBe(NOT_FOUND);
    expect((await s.call('POST', `${DRAINAGE}/order/add`, { token: alice.token, json: { url: VISIT_URL, orderNo: 'FW000000' } })).code).toBe(NOT_FOUND);
    expect((await s.call('POST', `${DRAINAGE}/order/add`, { json })).code).toBe(LOGIN_REQUIRED);
    expect(await countRows(s, drainage)).toBe(before);
  });

  describe('bad input', () => {
    it('refuses a link that names no campaign, in the caller’s language, and records nothing', async () => {
      const s = server();
      const order = await placeOrder(s, alice);
      const before = await countRows(s, drainage);
      for (const url of ['https://app.fwc.example/', 'https://app.fwc.example/?impressions=', 'https://app.fwc.example/#?impressions=x', 'https://app.fwc.example/?campaign=x']) {
        const visit = await s.call('POST', `${DRAINAGE}/visit/add`, { json: { url } });
        expect([visit.code, visit.msg], url).toEqual(['A0400', t('validation.impressionsMissing')]);
        const ordered = await s.call('POST', `${DRAINAGE}/order/add`, { token: alice.token, json: { url, orderNo: order.orderNo } });
        expect(ordered.code, url).toBe('A0400');
      }
      const chinese = await s.call('POST', `${DRAINAGE}/visit/add`, { json: { url: 'https://app.fwc.example/' }, locale: 'zh-CN' });
      expect(chinese.msg).toBe(translate('zh-CN', 'validation.impressionsMissing'));
      expect(await countRows(s, drainage)).toBe(before);
    });

    it('refuses a missing or oversized url or order number and records nothing', async () => {
      const s = server();
      const before = await countRows(s, drainage);
      const longest = `https://x.example/?impressions=${'x'.repeat(2000 - 31)}`;
      const bad: Array<[string, unknown]> = [
        ['visit', {}],
        ['visit', { url: '' }],
        ['visit', { url: `${longest}x` }],
        ['visit', { url: 42 }],
        ['order', { url: VISIT_URL }],
        ['order', { url: VISIT_URL, orderNo: '' }],
        ['order', { url: VISIT_URL, orderNo: 'x'.repeat(65) }],
        ['order', { orderNo: 'FW1' }],
      ];
      for (const [kind, json] of bad) {
        expect((await s.call('POST', `${DRAINAGE}/${kind}/add`, { token: alice.token, json })).code, `${kind} ${JSON.stringify(json).slice(0, 60)}`).toBe('A0400');
      }
      expect(await countRows(s, drainage)).toBe(before);
      // The longest allowed url is taken.
      expect((await s.call('POST', `${DRAINAGE}/visit/add`, { json: { url: longest } })).code).toBe(OK);
    });
  });
});
