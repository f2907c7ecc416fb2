import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { configFromEnv, DEVELOPMENT_PAYMENT_SECRET } from '../../server/config';
import { demoUser } from '../../server/db/seed/demo-accounts';
import { signNotify } from '../../server/domain/payments';
import { t } from './booking-helpers';
import { translate } from '../../server/i18n';
import { ANONYMOUS, callerFor, describeEachDatabase } from './harness';
import { freshMobile, MEMBERS, OK, passwordLogin, registerUser, solvedCaptcha, TOKEN, tokenFor } from './helpers';

const NUL = '\u0000';

/** Free-text fields of the API, each with the character `NUL` inside an otherwise valid request. */
const textFields = (token: string, NUL: string): Array<[string, 'GET' | 'POST', string, { json?: unknown; form?: Record<string, string>; token?: string }]> => [
  ['nickname', 'POST', `${MEMBERS}/update`, { token, json: { nickName: `Ann${NUL}` } }],
  ['contact name', 'POST', '/dsb-order/api/v1/order/my/contact/add', { token, json: { name: `CHAN${NUL}`, areaCode: '852', phone: '91234567', email: 'chan@test.example' } }],
  ['username', 'POST', TOKEN, { form: { grant_type: 'password', username: `9123${NUL}4567`, password: 'Demo@2026' } }],
  ['club username', 'POST', TOKEN, { form: { grant_type: 'jp_club', username: `8800${NUL}100001`, password: 'Demo@2026' } }],
  ['picture code key', 'POST', TOKEN, { form: { grant_type: 'password', username: '91234567', password: 'x', captchaKey: `k${NUL}`, captchaCode: 'ABCD' } }],
  ['processKey', 'POST', '/dsb-offer/api/v1/offer/search/flight/back', { json: { processKey: `pk${NUL}` } }],
  ['processKey and flightKey', 'POST', '/dsb-offer/api/v1/offer/search/flight/brand', { json: { processKey: `pk${NUL}`, flightKey: `fk${NUL}` } }],
  ['fare brand', 'POST', '/dsb-offer/api/v1/offer/search/flight/rule', { json: { brand: `LITE${NUL}` } }],
  ['promo code', 'POST', '/dsb-offer/api/v1/offer/booking/confirm/promote/code', { token, json: { processKey: 'pk', promoCode: `SAVE${NUL}` } }],
  ['drainage url', 'POST', '/dsb-system/feign/api/v1/drainage/visit/add', { json: { url: `https://x.example/${NUL}` } }],
  ['drainage order', 'POST', '/dsb-system/feign/api/v1/drainage/order/add', { token, json: { url: 'https://x.example/?impressions=x', orderNo: `FW${NUL}1` } }],
  ['airport code', 'GET', `/dsb-system/feign/api/v1/city/airport/use/HK${encodeURIComponent(NUL)}G`, {}],
  ['club card', 'GET', `/dsb-auth/feign/oauth/check/jp/88${encodeURIComponent(NUL)}00`, { token }],
  ['funnel machine', 'GET', `/dsb-system/api/v1/flow/funnel?machine=booking${encodeURIComponent(NUL)}`, {}],
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timed<T>(action: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await action();
  return [performance.now() - start, result];
}

describeEachDatabase('security probe', (server) => {
  describe('text fields', () => {
    it('refuse control characters and direction overrides with a localised message, in every free-text field', async () => {
      const s = server();
      const token = await tokenFor(s, demoUser.mobile, demoUser.password);
      // NUL, a right-to-left override and a left-to-right isolate.
      for (const character of [NUL, '\u202E', '\u2066']) {
        for (const [name, method, url, options] of textFields(token, character)) {
          const res = await s.call(method, url, options);
          expect.soft([res.status, res.code, res.msg], `${name} with U+${character.charCodeAt(0).toString(16)}`).toEqual([200, 'A0400', t('validation.controlCharacters')]);
        }
      }
      const chinese = await s.call('POST', '/dsb-system/feign/api/v1/drainage/visit/add', { json: { url: `a${NUL}` }, locale: 'zh-HK' });
      expect(chinese.msg).toBe(translate('zh-HK', 'validation.controlCharacters'));
    });
  });

  describe('profile', () => {
    it('refuses a birthday after today and keeps today', async () => {
      const s = server();
      const user = await registerUser(s);
      const today = new Date(s.clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
      const future = await s.call('POST', `${MEMBERS}/update`, { token: user.token, json: { birthday: '2999-01-01' } });
      expect([future.code, future.msg]).toEqual(['A0400', t('validation.birthdayFuture')]);
      const tomorrow = new Date(s.clock.now().getTime() + 15 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
      expect((await s.call('POST', `${MEMBERS}/update`, { token: user.token, json: { birthday: tomorrow } })).code).toBe('A0400');
      const saved = await s.call('POST', `${MEMBERS}/update`, { token: user.token, json: { birthday: today } });
      expect([saved.code, saved.data.birthday]).toEqual([OK, today]);
    });
  });

  describe('login', () => {
    it('answers an unknown username as it answers a known one with a wrong password, through the picture code and the lock', async () => {
      const s = server();
      const known = await registerUser(s);
      const unknown = freshMobile();
      const answersFor = async (username: string) => {
        const answers = [];
        for (let i = 0; i < 4; i++) answers.push(await passwordLogin(s, username, 'Wrong@2026'));
        for (let i = 0; i < 3; i++) answers.push(await passwordLogin(s, username, 'Wrong@2026', await solvedCaptcha(s)));
        return answers.map((a) => [a.status, a.code, a.msg, a.data]);
      };
      const knownAnswers = await answersFor(known.mobile);
      expect(knownAnswers.map((a) => a[1])).toEqual(['U00010', 'U00010', 'U00014', 'U00014', 'U00014', 'U00011', 'U00011']);
      expect(await answersFor(unknown)).toEqual(knownAnswers);
    });

    it('takes as long for an unknown username as for a known one', async () => {
      const s = server();
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 7; i++) {
        const [ms, res] = await timed(() => passwordLogin(s, demoUser.mobile, demoUser.password));
        expect(res.code).toBe(OK);
        known.push(ms);
        const [unknownMs, refused] = await timed(() => passwordLogin(s, freshMobile(), demoUser.password));
        expect(refused.code).toBe('U00010');
        unknown.push(unknownMs);
      }
      expect(median(unknown)).toBeGreaterThanOrEqual(0.5 * median(known));
    });
  });

  describe('development tools', () => {
    it('answer only callers on this machine; others are told the path does not exist', async () => {
      const s = server();
      for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        expect((await s.app.inject({ method: 'GET', url: '/dev/outbox.json', remoteAddress })).statusCode, remoteAddress).toBe(200);
      }
      const before = (await s.app.inject({ method: 'GET', url: '/dev/clock' })).json().now;
      for (const remoteAddress of ['192.168.1.20', '10.0.0.5', '2001:db8::1']) {
        for (const [method, url] of [['GET', '/dev/outbox'], ['GET', '/dev/outbox.json'], ['GET', '/dev/clock'], ['POST', '/dev/clock']] as const) {
          const res = await s.app.inject({ method, url, remoteAddress, headers: { 'x-forwarded-for': '127.0.0.1' }, ...(method === 'POST' ? { payload: { advanceMs: 86_400_000 } } : {}) });
          expect([res.statusCode, res.json().code], `${method} ${url} from ${remoteAddress}`).toEqual([404, 'A0404']);
        }
      }
      expect(Date.parse((await s.app.inject({ method: 'GET', url: '/dev/clock' })).json().now) - Date.parse(before)).toBeLessThan(60_000);
    });

    it('refuse every request that came through a proxy, even a trusted one naming this machine', async () => {
      const s = server();
      for (const trustProxy of ['127.0.0.1', true] as const) {
        const app = await buildApp({ db: s.database.db, dbKind: s.database.kind, notices: s.database.notices, clock: s.clock, config: { ...configFromEnv({}), staticDir: undefined, devTools: true, trustProxy } });
        const via = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/dev/outbox.json', headers });
        const proxied: Record<string, string>[] = [{ 'x-forwarded-for': '203.0.113.7' }, { 'x-forwarded-for': '127.0.0.1' }, { forwarded: 'for=127.0.0.1' }, { 'x-real-ip': '127.0.0.1' }, { 'x-forwarded-host': 'localhost' }, { via: '1.1 proxy' }];
        for (const headers of proxied) {
          expect((await via(headers)).statusCode, `${String(trustProxy)} ${JSON.stringify(headers)}`).toBe(404);
        }
        expect((await via({})).statusCode).toBe(200);
        await app.close();
      }
    });

    it('refuse a clock move that is not a number with 400', async () => {
      const s = server();
      for (const payload of [{ advanceMs: 'x' }, { advanceMs: 1e300 }, { reset: 'yes' }]) {
        const res = await s.app.inject({ method: 'POST', url: '/dev/clock', payload });
        expect([res.statusCode, res.json().code], JSON.stringify(payload)).toEqual([400, 'A0400']);
      }
    });
  });

  describe('error log', () => {
    it('holds no request body, query parameter or value a failed query quoted', async () => {
      const s = server();
      const lines: string[] = [];
      const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
      const app = await buildApp({ db: s.database.db, dbKind: s.database.kind, notices: s.database.notices, clock: s.clock, config: { ...configFromEnv({}), staticDir: undefined } }, { logger: { level: 'info', stream } });
      // A route failing inside the database with the request's values, as a bug would.
      app.post('/dsb-system/api/v1/failing', async (req) => s.database.db.execute(sql`select ${(req.body as { certNo: string }).certNo}::int`));
      const secrets = { certNo: 'E98765432', mobile: '61239876', email: 'private.person@test.example' };
      const res = await callerFor(app)('POST', `/dsb-system/api/v1/failing?email=${encodeURIComponent(secrets.email)}&mobile=${secrets.mobile}`, { json: secrets });
      expect([res.status, res.code]).toEqual([500, 'B0001']);
      await app.close();
      const log = lines.join('');
      for (const value of Object.values(secrets)) expect(log).not.toContain(value);
      expect(log).toContain('request failed');
      expect(log).toContain('/dsb-system/api/v1/failing');
      expect(log).not.toContain(ANONYMOUS.slice(6));
    });
  });

  describe('payment secret', () => {
    it('refuses, in production, a callback signed with the development secret', async () => {
      const s = server();
      const config = configFromEnv({ NODE_ENV: 'production', PAYMENT_SECRET: 'the-provider-key', STATIC_DIR: '' });
      const app = await buildApp({ db: s.database.db, dbKind: s.database.kind, notices: s.database.notices, clock: s.clock, config });
      const body = JSON.stringify({ paymentId: 'PAY20260101AAAAAAAAAAAA', orderNo: 'FW1', amount: '1.00', currency: 'HKD', providerRef: 'X', status: 'SUCCEEDED' });
      const timestamp = String(s.clock.now().getTime());
      const forged = await app.inject({
        method: 'POST',
        url: '/dsb-order/api/v1/payment/card/notify',
        headers: { 'content-type': 'application/json', 'x-sandbox-timestamp': timestamp, 'x-sandbox-signature': signNotify(DEVELOPMENT_PAYMENT_SECRET, timestamp, body) },
        payload: body,
      });
      expect([forged.statusCode, forged.json().code]).toEqual([401, 'P00002']);
      await app.close();
    });
  });
});
