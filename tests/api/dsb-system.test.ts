import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { captchaSchema } from '../../services/schemas/auth';
import { airportSchema, citySchema, countrySchema, countryTreeSchema, infantConfigSchema, messagePageSchema } from '../../services/schemas/system';
import { captchas, messageReads, messages } from '../../server/db/schema';
import { demoUser } from '../../server/db/seed/demo-accounts';
import * as network from '../../server/db/seed/network';
import { describeEachDatabase, type TestServer } from './harness';
import { countRows, MINUTE, OK, parseExact, registerUser, SECOND, tokenFor } from './helpers';

const SYSTEM = '/dsb-system/api/v1';
const MSG = '/dsb-system/app-api/v1/msg';
const TIPS = '/dsb-policy/api/v1/boarding/pass/tip/list';

type Named = { code: string; name: string };
const byCode = <T extends { code: string } = Named>(rows: T[], code: string): T => rows.find((r) => r.code === code)!;

async function insertPrivateMessage(s: TestServer, userId: number, title: string) {
  const [row] = await s.database.db
    .insert(messages)
    .values({ userId, title: { en: title, sc: title, tc: title }, body: { en: 'b', sc: 'b', tc: 'b' }, createdAt: s.clock.now() })
    .returning();
  return row!;
}

describeEachDatabase('dsb-system', (server) => {
  describe('GET /captcha', () => {
    it('returns a key and an SVG image whose answer is stored for five minutes', async () => {
      const s = server();
      const res = await s.call('GET', '/captcha');
      expect(res.code).toBe(OK);
      const captcha = parseExact(captchaSchema, res.data);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(captcha.image).toMatch(/^data:image\/svg\+xml;base64,/);
      const svg = Buffer.from(captcha.image.split(',')[1]!, 'base64').toString();
      expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      const [row] = await s.database.db.select().from(captchas).where(eq(captchas.id, captcha.captchaKey));
      expect(row!.answer).toMatch(/^[A-HJ-NP-Z2-9]{4}$/);
      expect(row!.usedAt).toBeNull();
      expect(row!.expiresAt.getTime() - s.clock.now().getTime()).toBeGreaterThan(5 * MINUTE - 5 * SECOND);
      expect(row!.expiresAt.getTime() - s.clock.now().getTime()).toBeLessThanOrEqual(5 * MINUTE);
    });

    it('gives a new key every time', async () => {
      const s = server();
      const keys = new Set<string>();
      for (let i = 0; i < 5; i++) keys.add((await s.call('GET', '/captcha')).data.captchaKey);
      expect(keys.size).toBe(5);
    });

    it('needs the client credential', async () => {
      const s = server();
      const before = await countRows(s, captchas);
      expect((await s.call('GET', '/captcha', { token: null })).status).toBe(401);
      expect(await countRows(s, captchas)).toBe(before);
    });
  });

  describe('reference data', () => {
    it('lists every airport, named in the language of the request, cached for an hour', async () => {
      const s = server();
      const res = await s.call('GET', `${SYSTEM}/airport/list/all`);
      expect(res.code).toBe(OK);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      const airports = res.data.map((a: unknown) => airportSchema.parse(a));
      expect(airports).toHaveLength(network.airports.length);
      expect(airports.map((a: { code: string }) => a.code)).toEqual([...network.airports.map((a) => a.code)].sort());
      expect(byCode(airports, 'HKG')).toMatchObject({ cityCode: 'HKG', name: 'Hong Kong International Airport', timeZone: 'Asia/Hong_Kong', hot: true });
      const tc = await s.call('GET', `${SYSTEM}/airport/list/all`, { locale: 'zh-HK' });
      expect(byCode<Named>(tc.data, 'HKG').name).toBe('香港國際機場');
      const sc = await s.call('GET', `${SYSTEM}/airport/list/all`, { locale: 'zh-CN' });
      expect(byCode<Named>(sc.data, 'PVG').name).toBe('上海浦东国际机场');
    });

    it('lists the hot airports only', async () => {
      const s = server();
      const res = await s.call('GET', `${SYSTEM}/airport/hot/airport`);
      expect(res.code).toBe(OK);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(res.data.map((a: { code: string }) => a.code)).toEqual(network.airports.filter((a) => a.hot).map((a) => a.code).sort());
    });

    it('lists every city', async () => {
      const s = server();
      const res = await s.call('GET', `${SYSTEM}/city`, { locale: 'zh-CN' });
      expect(res.code).toBe(OK);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      const cities = res.data.map((c: unknown) => citySchema.parse(c));
      expect(cities).toHaveLength(network.cities.length);
      expect(byCode(cities, 'TYO')).toMatchObject({ countryCode: 'JP', name: '东京', nameEn: 'Tokyo', hot: true });
    });

    it('lists every country and region with its calling code, in the caller\'s language, for the area-code picker', async () => {
      const s = server();
      const res = await s.call('GET', `${SYSTEM}/country/list`, { locale: 'zh-HK' });
      expect(res.code).toBe(OK);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(res.data).toHaveLength(network.countries.length);
      for (const country of res.data) parseExact(countrySchema, country);
      // Macau has no city the airline flies to, and is still there.
      expect(byCode(res.data, 'MO')).toMatchObject({ areaCode: '853', name: '澳門' });
    });

    it('lists the countries where time cards are used, without the flag itself', async () => {
      const s = server();
      const res = await s.call('GET', `${SYSTEM}/country/time/card/list`);
      expect(res.code).toBe(OK);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(res.data.map((c: { code: string }) => c.code)).toEqual(['CN', 'HK', 'JP', 'KR', 'TH', 'TW']);
      for (const country of res.data) {
        parseExact(countrySchema, country);
        expect(country).not.toHaveProperty('timeCard');
      }
      expect(byCode(res.data, 'HK')).toMatchObject({ areaCode: '852', name: 'Hong Kong' });
    });

    it('returns the country, city and airport tree', async () => {
      const s = server();
      const res = await s.call('GET', `${SYSTEM}/country/getCountryAndCityAndAirport`, { locale: 'zh-HK' });
      expect(res.code).toBe(OK);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      const tree = countryTreeSchema.parse(res.data);
      expect(tree.every((c) => c.cities.length > 0)).toBe(true);
      expect(tree.flatMap((c) => c.cities)).toHaveLength(network.cities.length);
      expect(tree.flatMap((c) => c.cities.flatMap((city) => city.airports))).toHaveLength(network.airports.length);
      const japan = byCode(tree, 'JP');
      expect(japan.name).toBe('日本');
      const tokyo = byCode(japan.cities, 'TYO');
      expect(tokyo.airports.map((a) => a.code)).toEqual(['HND', 'NRT']);
      expect(tokyo.airports.every((a) => a.cityCode === 'TYO')).toBe(true);
      for (const country of tree) expect(country).not.toHaveProperty('timeCard');
    });

    it('lists the airports of one city by its code', async () => {
      const s = server();
      const res = await s.call('GET', '/dsb-system/feign/api/v1/city/airport/use/TYO');
      expect(res.code).toBe(OK);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(res.data.map((a: { code: string }) => a.code)).toEqual(['HND', 'NRT']);
      expect((await s.call('GET', '/dsb-system/feign/api/v1/city/airport/use/bjs')).data.map((a: { code: string }) => a.code)).toEqual(['PEK', 'PKX']);
      const unknown = await s.call('GET', '/dsb-system/feign/api/v1/city/airport/use/XXX');
      expect([unknown.code, unknown.msg, unknown.data]).toEqual(['A0404', 'The city was not found.', null]);
      expect(unknown.headers['cache-control']).toBeUndefined();
    });
  });

  describe('GET /dsb-order/api/v1/fastFlight/all/org/city', () => {
    it('lists every departure city with its local and Chinese name', async () => {
      const s = server();
      const res = await s.call('GET', '/dsb-order/api/v1/fastFlight/all/org/city', { locale: 'zh-HK' });
      expect(res.code).toBe(OK);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(res.data).toHaveLength(network.cities.length);
      expect(res.data.find((c: { cityCode: string }) => c.cityCode === 'SFO')).toEqual({ cityCode: 'SFO', cityName: '三藩市', cnName: '旧金山', countryCode: 'US' });
      const en = await s.call('GET', '/dsb-order/api/v1/fastFlight/all/org/city');
      expect(en.data.find((c: { cityCode: string }) => c.cityCode === 'SFO').cityName).toBe('San Francisco');
    });
  });

  describe('GET /dsb-offer/api/v1/offer/search/infant/config', () => {
    it('returns the passenger age rules of spec sections 5 and 9', async () => {
      const s = server();
      const res = await s.call('GET', '/dsb-offer/api/v1/offer/search/infant/config');
      expect(res.code).toBe(OK);
      expect(parseExact(infantConfigSchema, res.data)).toEqual({
        infantMinAgeDays: 7,
        infantMaxAgeYears: 2,
        childMinAgeYears: 2,
        childMaxAgeYears: 11,
        guardianMinAgeYears: 18,
        infantsPerGuardian: 1,
        maxAdultsAndChildren: 9,
      });
    });
  });

  describe('POST /dsb-policy/api/v1/boarding/pass/tip/list', () => {
    it('returns the general tips, plus those of the airport asked for, in order', async () => {
      const s = server();
      const general = await s.call('POST', TIPS, { json: {} });
      expect(general.code).toBe(OK);
      expect(general.data.map((t: { airportCode: string | null }) => t.airportCode)).toEqual([null, null]);
      expect(general.data[0].text).toBe('Keep your travel document with your boarding pass at security.');
      const hkg = await s.call('POST', TIPS, { json: { airportCode: 'HKG' } });
      expect(hkg.data.map((t: { airportCode: string | null }) => t.airportCode)).toEqual([null, null, 'HKG']);
      expect((await s.call('POST', TIPS, { json: { airportCode: 'NRT' } })).data).toHaveLength(2);
      const tc = await s.call('POST', TIPS, { json: { airportCode: 'HKG' }, locale: 'zh-HK' });
      expect(tc.data[1].text).toBe('登機閘口於起飛前20分鐘關閉。');
      const sc = await s.call('POST', TIPS, { json: {}, locale: 'zh-CN' });
      expect(sc.data[1].text).toBe('登机口于起飞前20分钟关闭。');
    });

    it('rejects a malformed airport code', async () => {
      const s = server();
      for (const airportCode of ['hkg', 'HK', 'HKGG', 1]) {
        expect((await s.call('POST', TIPS, { json: { airportCode } })).code, String(airportCode)).toBe('A0400');
      }
    });
  });

  describe('message centre', () => {
    it('pages the messages visible to the caller, newest first, in their language', async () => {
      const s = server();
      const user = await registerUser(s);
      const other = await registerUser(s);
      await insertPrivateMessage(s, user.id, 'For you');
      await insertPrivateMessage(s, other.id, 'For someone else');

      const res = await s.call('POST', `${MSG}/pages`, { token: user.token, json: {} });
      expect(res.code).toBe(OK);
      const page = messagePageSchema.parse(res.data);
      expect(page).toMatchObject({ total: 3, pageNum: 1, pageSize: 10 });
      expect(page.records.map((m) => m.title)).toContain('For you');
      expect(page.records.map((m) => m.title)).not.toContain('For someone else');
      expect(page.records.every((m) => m.read === false)).toBe(true);

      const second = await s.call('POST', `${MSG}/pages`, { token: user.token, json: { pageNum: 2, pageSize: 2 } });
      expect(second.data).toMatchObject({ total: 3, pageNum: 2, pageSize: 2 });
      expect(second.data.records).toHaveLength(1);
      const sc = await s.call('POST', `${MSG}/pages`, { token: user.token, json: { pageSize: 1000 }, locale: 'zh-CN' });
      expect(sc.data.records.map((m: { title: string }) => m.title)).toContain('欢迎加入富翼会');
    });

    it('rejects a bad page request', async () => {
      const s = server();
      const token = await tokenFor(s, demoUser.mobile, demoUser.password);
      for (const json of [{ pageNum: 0 }, { pageSize: 0 }, { pageSize: 1001 }, { pageNum: 'two' }, { pageNum: 1.5 }]) {
        expect((await s.call('POST', `${MSG}/pages`, { token, json })).code, JSON.stringify(json)).toBe('A0400');
      }
    });

    it('counts unread messages and marks one read when it is opened', async () => {
      const s = server();
      const user = await registerUser(s);
      const mine = await insertPrivateMessage(s, user.id, 'Hello');
      expect((await s.call('GET', `${MSG}/unread`, { token: user.token })).data).toEqual({ count: 3 });

      const read = await s.call('GET', `${MSG}/read/${mine.id}`, { token: user.token });
      expect(read.code).toBe(OK);
      expect(read.data).toMatchObject({ id: mine.id, title: 'Hello', body: 'b', read: true });
      expect((await s.call('GET', `${MSG}/unread`, { token: user.token })).data).toEqual({ count: 2 });
      // Reading again changes nothing.
      expect((await s.call('GET', `${MSG}/read/${mine.id}`, { token: user.token })).code).toBe(OK);
      expect((await s.call('GET', `${MSG}/unread`, { token: user.token })).data).toEqual({ count: 2 });
      expect(await s.database.db.select().from(messageReads).where(eq(messageReads.messageId, mine.id))).toHaveLength(1);
      const page = await s.call('POST', `${MSG}/pages`, { token: user.token, json: {} });
      expect(page.data.records.find((m: { id: number }) => m.id === mine.id).read).toBe(true);

      // A broadcast read by one user is still unread for another.
      expect((await s.call('GET', `${MSG}/read/1`, { token: user.token })).code).toBe(OK);
      const other = await registerUser(s);
      expect((await s.call('GET', `${MSG}/unread`, { token: other.token })).data).toEqual({ count: 2 });
    });

    it("does not open someone else's message, an unknown one or a malformed id", async () => {
      const s = server();
      const user = await registerUser(s);
      const other = await registerUser(s);
      const theirs = await insertPrivateMessage(s, other.id, 'Private');
      const before = await countRows(s, messageReads);
      const notYours = await s.call('GET', `${MSG}/read/${theirs.id}`, { token: user.token });
      expect([notYours.code, notYours.msg, notYours.data]).toEqual(['A0404', 'The message was not found.', null]);
      expect((await s.call('GET', `${MSG}/read/999999`, { token: user.token })).code).toBe('A0404');
      for (const id of ['abc', '1.5', '-1', '0', '99999999999', '1e3']) {
        const res = await s.call('GET', `${MSG}/read/${id}`, { token: user.token });
        expect(['A0400', 'A0404'], id).toContain(res.code);
        expect(res.status, id).toBe(200);
      }
      expect(await countRows(s, messageReads)).toBe(before);
    });

    it('needs a logged-in user', async () => {
      const s = server();
      expect((await s.call('POST', `${MSG}/pages`, { json: {} })).code).toBe('U00003');
      expect((await s.call('GET', `${MSG}/unread`)).code).toBe('U00003');
      expect((await s.call('GET', `${MSG}/read/1`)).code).toBe('U00003');
    });
  });
});
