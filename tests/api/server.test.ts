import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import sc from '../../locales/sc.json' with { type: 'json' };
import tc from '../../locales/tc.json' with { type: 'json' };
import { buildApp } from '../../server/app';
import { configFromEnv } from '../../server/config';
import { drainage, sessions, users } from '../../server/db/schema';
import { demoClubMembers, demoUser } from '../../server/db/seed/demo-accounts';
import { ANONYMOUS, callerFor, describeEachDatabase, type TestServer } from './harness';
import { countRows, DAY, FFP, me, MEMBERS, OK, registerUser, SECOND, TOKEN, tokenFor, userRow } from './helpers';

const VISIT = '/dsb-system/feign/api/v1/drainage/visit/add';
const CITY = '/dsb-system/api/v1/city';

/** Every endpoint that needs a logged-in user, with a body that would otherwise be valid. */
const userEndpoints: Array<['GET' | 'POST', string, unknown?]> = [
  ['POST', '/dsb-auth/oauth/logout'],
  ['POST', '/dsb-auth/feign/oauth/getMemberTier'],
  ['GET', `/dsb-auth/feign/oauth/check/jp/${demoClubMembers[0]!.cardNo}`],
  ['GET', `${MEMBERS}/me`],
  ['GET', `${MEMBERS}/me/jp`],
  ['POST', `${MEMBERS}/rest/pass`, { oldPassword: demoUser.password, password: 'Other@2026' }],
  ['POST', `${MEMBERS}/update`, { nickName: 'Anonymous' }],
  ['POST', `${MEMBERS}/update/email`, { email: 'anon@test.example', code: '123456' }],
  ['POST', `${MEMBERS}/update/mobile`, { areaCode: '852', mobile: '51234567', code: '123456' }],
  ['POST', `${MEMBERS}/del/account`, { channel: 'sms', code: '123456' }],
  ['GET', `${FFP}/get/ffp/remind`],
  ['GET', `${FFP}/set/ffp/noremind`],
  ['POST', '/dsb-system/app-api/v1/msg/pages', {}],
  ['GET', '/dsb-system/app-api/v1/msg/unread'],
  ['GET', '/dsb-system/app-api/v1/msg/read/1'],
];

async function raw(s: TestServer, method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: string) {
  const res = await s.app.inject({ method, url, headers, payload });
  return { status: res.statusCode, body: res.body, json: () => res.json() as { code: string; msg: string; data: unknown }, headers: res.headers };
}

describeEachDatabase('server', (server) => {
  describe('GET /healthz', () => {
    it('answers without credentials and names the database and the answering process', async () => {
      const s = server();
      const res = await s.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', db: s.database.kind, pid: process.pid });
    });
  });

  describe('envelope', () => {
    it('wraps a success in { code: 00000, msg, data } and nothing else', async () => {
      const s = server();
      const res = await raw(s, 'GET', CITY, { authorization: ANONYMOUS });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg']);
      expect(body.code).toBe(OK);
      expect(body.msg).toBe('success');
      expect(Array.isArray(body.data)).toBe(true);
    });

    it('answers a success without data with data null', async () => {
      const s = server();
      const body = (await raw(s, 'POST', VISIT, { authorization: ANONYMOUS, 'content-type': 'application/json' }, JSON.stringify({ url: 'https://x.example/?impressions=x' }))).json();
      expect(body).toEqual({ code: OK, msg: 'success', data: null });
    });

    it('wraps a failure the same way, with data null', async () => {
      const s = server();
      const body = (await raw(s, 'POST', TOKEN, { authorization: ANONYMOUS, 'content-type': 'application/x-www-form-urlencoded' }, 'grant_type=password&username=91234567&password=x')).json();
      expect(body).toEqual({ code: 'U00010', msg: 'The account or password is incorrect.', data: null });
    });
  });

  describe('unknown routes', () => {
    it('answers 404 with A0404 for an unknown API path or method', async () => {
      const s = server();
      for (const [method, url] of [
        ['GET', '/dsb-system/api/v1/nothing'],
        ['POST', '/dsb-nothing/at/all'],
        ['GET', TOKEN],
        ['POST', CITY],
        ['GET', '/captcha/extra'],
      ] as const) {
        const res = await s.call(method, url, { json: method === 'POST' ? {} : undefined });
        expect([res.status, res.code, res.msg, res.data], `${method} ${url}`).toEqual([404, 'A0404', 'Not found.', null]);
      }
    });

    it('answers 404 with A0404 for a path outside the API', async () => {
      const s = server();
      const res = await s.app.inject({ method: 'GET', url: '/no/such/page' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'A0404', msg: 'Not found.', data: null });
    });
  });

  describe('request bodies', () => {
    it('refuses a body over 1 MB with HTTP 413 and A0413, storing nothing', async () => {
      const s = server();
      const before = await countRows(s, drainage);
      const json = JSON.stringify({ url: 'x'.repeat(1_048_577) });
      const res = await raw(s, 'POST', VISIT, { authorization: ANONYMOUS, 'content-type': 'application/json' }, json);
      expect(res.status).toBe(413);
      expect(res.json()).toEqual({ code: 'A0413', msg: 'The request is too large (1 MB at most).', data: null });
      const zh = await raw(s, 'POST', VISIT, { authorization: ANONYMOUS, 'content-type': 'application/json', 'x-locale': 'zh-CN' }, json);
      expect(zh.json().msg).toBe(sc.errors.bodyTooLarge);
      expect(await countRows(s, drainage)).toBe(before);
    });

    it('refuses a form body over 1 MB on the token call too', async () => {
      const s = server();
      const before = await countRows(s, sessions);
      const form = `grant_type=password&username=${demoUser.mobile}&password=${encodeURIComponent(demoUser.password)}&pad=${'x'.repeat(1_048_577)}`;
      const res = await raw(s, 'POST', TOKEN, { authorization: ANONYMOUS, 'content-type': 'application/x-www-form-urlencoded' }, form);
      expect(res.status).toBe(413);
      expect(res.json().code).toBe('A0413');
      expect(await countRows(s, sessions)).toBe(before);
    });

    it('reads a body just under the limit', async () => {
      const s = server();
      const json = JSON.stringify({ url: 'x'.repeat(1_000_000) });
      const res = await raw(s, 'POST', VISIT, { authorization: ANONYMOUS, 'content-type': 'application/json' }, json);
      expect(res.status).toBe(200);
      // Read, then refused by the contract (a url has 2000 characters at most).
      expect(res.json().code).toBe('A0400');
    });

    it('answers malformed JSON with A0400 and stores nothing', async () => {
      const s = server();
      const before = await countRows(s, drainage);
      for (const payload of ['{"url": "https://x.example"', '{url: 1}', "{'url':'x'}", '']) {
        const res = await raw(s, 'POST', VISIT, { authorization: ANONYMOUS, 'content-type': 'application/json' }, payload);
        expect(res.status, payload).toBe(400);
        expect(res.json(), payload).toEqual({ code: 'A0400', msg: 'The request is not valid.', data: null });
      }
      expect(await countRows(s, drainage)).toBe(before);
    });

    it('answers a body of the wrong shape with A0400 and stores nothing', async () => {
      const s = server();
      const before = await countRows(s, drainage);
      for (const json of [[], ['https://x.example'], 'https://x.example', 42, true, null, { url: ['x'] }, { url: { href: 'x' } }, { link: 'x' }]) {
        const res = await s.call('POST', VISIT, { json });
        expect(res.code, JSON.stringify(json)).toBe('A0400');
        expect(res.msg, JSON.stringify(json)).toMatch(/\S/);
        expect(res.msg).not.toMatch(/\{\{|errors\.|validation\./);
      }
      const whole = await s.call('POST', VISIT, { json: [] });
      expect(whole.msg).toBe('The request is not valid.');
      expect(await countRows(s, drainage)).toBe(before);
    });

    it('answers an unsupported content type with A0400 and stores nothing', async () => {
      const s = server();
      const before = await countRows(s, drainage);
      for (const type of ['text/plain', 'application/xml', 'multipart/form-data; boundary=x']) {
        const res = await raw(s, 'POST', VISIT, { authorization: ANONYMOUS, 'content-type': type }, 'url=https://x.example');
        expect(res.json().code, type).toBe('A0400');
      }
      expect(await countRows(s, drainage)).toBe(before);
    });
  });

  describe('authorization', () => {
    const unauthorized = { code: 'A0401', msg: 'Your login has expired. Please log in again.', data: null };

    it('answers HTTP 401 and A0401 to a missing or wrong credential, even on public calls', async () => {
      const s = server();
      const headers: Array<Record<string, string>> = [
        {},
        { authorization: '' },
        { authorization: 'Bearer' },
        { authorization: 'Bearer ' },
        { authorization: 'Bearer not-a-real-token' },
        { authorization: `Bearer ${'A'.repeat(43)}` },
        { authorization: 'Basic ' + Buffer.from('fwc-h5:wrong').toString('base64') },
        { authorization: ANONYMOUS.toLowerCase() },
        { authorization: 'Token abc' },
      ];
      for (const h of headers) {
        for (const url of [CITY, '/captcha', `${MEMBERS}/me`]) {
          const res = await raw(s, 'GET', url, h);
          expect(res.status, `${url} ${JSON.stringify(h)}`).toBe(401);
          expect(res.json()).toEqual(unauthorized);
        }
      }
    });

    it('changes nothing for a forged token', async () => {
      const s = server();
      const user = await registerUser(s, { nickName: 'Before' });
      const forged = user.token.slice(0, -2) + (user.token.endsWith('AA') ? 'BB' : 'AA');
      const drainageBefore = await countRows(s, drainage);
      const rowBefore = await userRow(s, user.id);
      expect((await s.call('POST', `${MEMBERS}/update`, { token: forged, json: { nickName: 'After' } })).status).toBe(401);
      expect((await s.call('POST', `${MEMBERS}/rest/pass`, { token: forged, json: { oldPassword: user.password, password: 'Other@2026' } })).status).toBe(401);
      expect((await s.call('POST', VISIT, { token: forged, json: { url: 'https://x.example' } })).status).toBe(401);
      expect((await s.call('POST', '/dsb-auth/oauth/logout', { token: forged })).status).toBe(401);
      expect(await userRow(s, user.id)).toEqual(rowBefore);
      expect(await countRows(s, drainage)).toBe(drainageBefore);
      expect((await me(s, user.token)).data.nickName).toBe('Before');
    });

    it('answers 401 once a token has expired (30 days), and changes nothing', async () => {
      const s = server();
      const user = await registerUser(s, { nickName: 'Before' });
      const token = await tokenFor(s, user.mobile, user.password);
      s.clock.advance(30 * DAY - 10 * SECOND);
      expect((await me(s, token)).code).toBe(OK);
      s.clock.advance(11 * SECOND);
      const res = await s.call('POST', `${MEMBERS}/update`, { token, json: { nickName: 'After' } });
      expect([res.status, res.code]).toEqual([401, 'A0401']);
      expect((await userRow(s, user.id))!.nickName).toBe('Before');
      // Logging in again gives a working token.
      const fresh = await tokenFor(s, user.mobile, user.password);
      expect((await me(s, fresh)).data.nickName).toBe('Before');
    });

    it('answers 401 to a revoked token, and changes nothing', async () => {
      const s = server();
      const user = await registerUser(s, { nickName: 'Before' });
      expect((await s.call('POST', '/dsb-auth/oauth/logout', { token: user.token })).code).toBe(OK);
      const res = await s.call('POST', `${MEMBERS}/update`, { token: user.token, json: { nickName: 'After' } });
      expect([res.status, res.code, res.msg]).toEqual([401, 'A0401', unauthorized.msg]);
      expect((await userRow(s, user.id))!.nickName).toBe('Before');
    });

    it('checks the credential however the path is spelled', async () => {
      const s = server();
      const encoded = `/%64sb-member/app-api/v1/members/%6De`;
      const none = await s.call('GET', encoded, { token: null });
      expect([none.status, none.code]).toEqual([401, 'A0401']);
      const anonymous = await s.call('GET', encoded);
      expect([anonymous.status, anonymous.code]).toEqual([200, 'U00003']);
      const token = await tokenFor(s, demoUser.mobile, demoUser.password);
      expect((await s.call('GET', encoded, { token })).data.mobile).toBe(demoUser.mobile);
      const before = await countRows(s, drainage);
      expect((await s.call('POST', '/%64sb-system/feign/api/v1/drainage/visit/add', { token: null, json: { url: 'x' } })).status).toBe(401);
      expect(await countRows(s, drainage)).toBe(before);
    });

    it('answers U00003 (HTTP 200) to the anonymous credential on every user endpoint, and changes nothing', async () => {
      const s = server();
      const usersBefore = await s.database.db.select().from(users).orderBy(users.id);
      for (const [method, url, json] of userEndpoints) {
        const res = await s.call(method, url, { json });
        expect([res.status, res.code, res.msg, res.data], `${method} ${url}`).toEqual([200, 'U00003', 'Please log in to proceed.', null]);
      }
      expect(await s.database.db.select().from(users).orderBy(users.id)).toEqual(usersBefore);
      expect((await tokenFor(s, demoUser.mobile, demoUser.password)).length).toBeGreaterThan(0);
    });

    it('tells an anonymous caller to log in before it checks the request', async () => {
      const s = server();
      for (const [method, url, json] of userEndpoints.filter(([method]) => method === 'POST')) {
        const res = await s.call(method, url, { json: { ...(json as object), unexpected: '\u0000', pageSize: 'many', code: 12 } });
        expect([res.status, res.code], `${method} ${url}`).toEqual([200, 'U00003']);
      }
      expect((await s.call('POST', '/dsb-order/api/v1/order/my/psng/add', { json: {} })).code).toBe('U00003');
    });
  });

  describe('localisation', () => {
    it('translates msg by X-Locale', async () => {
      const s = server();
      const cases: Array<[string | undefined, string]> = [
        ['en-US', en.errors.loginRequired],
        ['zh-CN', sc.errors.loginRequired],
        ['zh-HK', tc.errors.loginRequired],
        ['zh_CN', sc.errors.loginRequired],
        ['en-CA', en.errors.loginRequired],
        ['fr-FR', en.errors.loginRequired],
        [undefined, en.errors.loginRequired],
      ];
      expect(new Set([en.errors.loginRequired, sc.errors.loginRequired, tc.errors.loginRequired]).size).toBe(3);
      expect(sc.errors.loginRequired).toBe('请先登录。');
      expect(tc.errors.loginRequired).toBe('請先登入。');
      for (const [locale, msg] of cases) {
        const headers: Record<string, string> = { authorization: ANONYMOUS };
        if (locale) headers['x-locale'] = locale;
        const res = await raw(s, 'GET', `${MEMBERS}/me`, headers);
        expect(res.json().msg, String(locale)).toBe(msg);
      }
    });

    it('translates validation messages', async () => {
      const s = server();
      for (const [locale, catalogue] of [['en-US', en], ['zh-CN', sc], ['zh-HK', tc]] as const) {
        const phone = await s.call('POST', '/dsb-auth/sms-code', { locale, json: { areaCode: '852', mobile: '123', purpose: 'login' } });
        expect([phone.code, phone.msg]).toEqual(['A0400', catalogue.validation.phoneFormat]);
        const email = await s.call('POST', '/dsb-auth/email-code', { locale, json: { email: 'nope', purpose: 'login' } });
        expect([email.code, email.msg]).toEqual(['A0400', catalogue.validation.emailFormat]);
      }
      expect(tc.validation.phoneFormat).toBe('電話號碼格式錯誤');
    });

    it('translates 401, 404 and business errors', async () => {
      const s = server();
      for (const [locale, catalogue, username] of [['en-US', en, '59999997'], ['zh-CN', sc, '59999998'], ['zh-HK', tc, '59999999']] as const) {
        expect((await s.call('GET', CITY, { locale, token: 'forged' })).msg).toBe(catalogue.errors.unauthorized);
        expect((await s.call('GET', '/dsb-none', { locale })).msg).toBe(catalogue.errors.notFound);
        // A username of its own each time: from the third failure on, any username is asked for a captcha.
        expect((await s.call('POST', TOKEN, { locale, form: { grant_type: 'password', username, password: 'x' } })).msg).toBe(catalogue.errors.wrongCredentials);
      }
    });

    it('names places in the language asked for', async () => {
      const s = server();
      const names = await Promise.all(
        ['en-US', 'zh-CN', 'zh-HK'].map(async (locale) => (await s.call('GET', CITY, { locale })).data.find((c: { code: string }) => c.code === 'TPE').name),
      );
      expect(names).toEqual(['Taipei', '台北', '台北']);
    });
  });

  describe('the design-system page', () => {
    it('is drawn at /dev/ui only with development tools on, and not served at all without them', async () => {
      const s = server();
      const staticDir = mkdtempSync(join(tmpdir(), 'fwc-static-'));
      writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>app</title>');
      for (const devTools of [true, false]) {
        const app = await buildApp({ db: s.database.db, dbKind: s.database.kind, notices: s.database.notices, clock: s.clock, config: { ...configFromEnv({}), staticDir, devTools } });
        try {
          const page = await app.inject({ method: 'GET', url: '/dev/ui', remoteAddress: '127.0.0.1' });
          expect(page.statusCode, `devTools ${devTools}`).toBe(devTools ? 200 : 404);
          expect(page.body.includes('<title>app</title>'), `devTools ${devTools}`).toBe(devTools);
          // The app's own page, so the app's policy: its scripts and styles load.
          if (devTools) expect(page.headers['content-security-policy']).toContain("script-src 'self'");
        } finally {
          await app.close();
        }
      }
    });
  });

  describe('internal errors', () => {
    it('answers B0001 with HTTP 500 and never leaks the error', async () => {
      const s = server();
      const app = await buildApp({ db: s.database.db, dbKind: s.database.kind, notices: s.database.notices, clock: s.clock, config: { ...configFromEnv({}), staticDir: undefined, devTools: false } });
      app.get('/dsb-test/throw', async () => {
        throw new Error('secret detail at /srv/app/server/secret.ts');
      });
      app.get('/dsb-test/sql', async () => s.database.db.execute(sql`select * from no_such_table_secret`));
      app.get('/dsb-test/type', async () => (null as unknown as { x: { y: number } }).x.y);
      await app.ready();
      try {
        const call = callerFor(app);
        for (const url of ['/dsb-test/throw', '/dsb-test/sql', '/dsb-test/type']) {
          const res = await app.inject({ method: 'GET', url, headers: { authorization: ANONYMOUS, 'x-locale': 'zh-HK' } });
          expect(res.statusCode, url).toBe(500);
          expect(res.json()).toEqual({ code: 'B0001', msg: tc.errors.systemBusy, data: null });
          expect(res.body).not.toMatch(/secret|stack|\.ts|no_such_table|TypeError|Cannot read|at /i);
          const english = await call('GET', url);
          expect([english.status, english.code, english.msg]).toEqual([500, 'B0001', en.errors.systemBusy]);
        }
        // Development routes are off in production.
        expect((await app.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(404);
      } finally {
        await app.close();
      }
    });
  });
});
