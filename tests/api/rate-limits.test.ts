import { expect, it } from 'vitest';
import { configFromEnv, defaultRateLimits } from '../../server/config';
import { verificationCodes } from '../../server/db/schema';
import { describeEachDatabase } from './harness';
import { AUTH, countRows, freshEmail, freshMobile, OK, registerUser, TOKEN } from './helpers';

const TOO_MANY = /^Too many requests; please try again in \d+ seconds\.$/;

/** These tests run with the limits the server runs with, not the raised ones of the other API tests. */
describeEachDatabase(
  'rate limits',
  (server) => {
    it('sends one address at most 10 codes in 10 minutes, SMS and e-mail together, and answers the rest 429', async () => {
      const s = server();
      const from = '203.0.113.20';
      const answers = [];
      for (let i = 0; i < 250; i++) {
        const json = i % 2 ? { areaCode: '852', mobile: freshMobile(), purpose: 'register' } : { email: freshEmail(), purpose: 'register' };
        answers.push(await s.call('POST', `${AUTH}/${i % 2 ? 'sms-code' : 'email-code'}`, { json, remoteAddress: from }));
      }
      expect(answers.filter((a) => a.code === OK)).toHaveLength(defaultRateLimits.codesPerAddress.max);
      const refused = answers.filter((a) => a.code !== OK);
      expect(refused).toHaveLength(240);
      for (const a of refused) {
        expect([a.status, a.code]).toEqual([429, 'A0429']);
        expect(a.msg).toMatch(TOO_MANY);
        expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(await countRows(s, verificationCodes)).toBe(defaultRateLimits.codesPerAddress.max);
      const chinese = await s.call('POST', `${AUTH}/sms-code`, { json: { areaCode: '852', mobile: freshMobile(), purpose: 'register' }, remoteAddress: from, locale: 'zh-HK' });
      expect(chinese.msg).toMatch(/^請求過於頻繁，請 \d+ 秒後再試。$/);
      // Another address is not held back.
      expect((await s.call('POST', `${AUTH}/sms-code`, { json: { areaCode: '852', mobile: freshMobile(), purpose: 'register' }, remoteAddress: '203.0.113.21' })).code).toBe(OK);
    });

    it('cuts off a password spray from one address after 20 tries a minute', async () => {
      const s = server();
      const codesOf = [];
      for (let i = 0; i < 120; i++) {
        const res = await s.call('POST', TOKEN, { form: { grant_type: 'password', username: freshMobile(), password: 'Spring@2026' }, remoteAddress: '203.0.113.30' });
        codesOf.push(res.code);
      }
      expect(codesOf.slice(0, 20)).toEqual(Array(20).fill('U00010'));
      expect(codesOf.slice(20)).toEqual(Array(100).fill('A0429'));
    });

    it('takes at most 20 tries a minute for one account, from however many addresses', async () => {
      const s = server();
      const username = freshMobile();
      const statuses = [];
      for (let i = 0; i < 30; i++) {
        const res = await s.call('POST', TOKEN, { form: { grant_type: 'jp_club', username: ` ${username} `, password: 'Guess@2026' }, remoteAddress: `198.51.100.${i + 1}` });
        statuses.push(res.status);
      }
      expect(statuses.filter((x) => x === 429)).toHaveLength(10);
      expect(statuses.slice(20)).toEqual(Array(10).fill(429));
    });

    it('limits look-ups by ticket number and name to 20 per address in 10 minutes, check-in and adding a trip together', async () => {
      const s = server();
      const user = await registerUser(s);
      const json = { ticketNo: '7840000000000', lastName: 'CHAN', firstName: 'TAI MAN' };
      const from = '203.0.113.77';
      for (let i = 0; i < 15; i++) expect((await s.call('POST', '/dsb-order/api/v1/checkin/detr/ticket', { json, remoteAddress: from })).code).toBe('K00006');
      for (let i = 0; i < 5; i++) expect((await s.call('POST', '/dsb-order/api/v1/order/travelmgn/add/itinerary', { token: user.token, json, remoteAddress: from })).code).not.toBe('A0429');
      const limited = await s.call('POST', '/dsb-order/api/v1/checkin/detr/ticket', { json, remoteAddress: from });
      expect([limited.status, limited.code]).toEqual([429, 'A0429']);
    });

    it('takes at most 20 trips or fellow passengers added by ticket number in 10 minutes from one account, from however many addresses', async () => {
      const s = server();
      const user = await registerUser(s);
      const guess = (i: number) => ({ ticketNo: `78400000${String(i).padStart(5, '0')}`, lastName: 'CHAN', firstName: 'TAI MAN' });
      const codesOf = [];
      for (let i = 0; i < 25; i++) {
        const res = await s.call('POST', '/dsb-order/api/v1/order/travelmgn/add/itinerary', { token: user.token, json: guess(i), remoteAddress: `198.51.100.${100 + i}` });
        codesOf.push(res.code);
      }
      expect(codesOf.slice(0, 20).every((c) => c !== 'A0429' && c !== OK)).toBe(true);
      expect(codesOf.slice(20)).toEqual(Array(5).fill('A0429'));
      // The same account adding a fellow passenger is held back as well; another account is not.
      expect((await s.call('POST', '/dsb-order/api/v1/order/travelmgn/add/companion', { token: user.token, json: { ...guess(99), orderId: 1 }, remoteAddress: '198.51.100.200' })).code).toBe('A0429');
      const other = await registerUser(s);
      expect((await s.call('POST', '/dsb-order/api/v1/order/travelmgn/add/itinerary', { token: other.token, json: guess(98), remoteAddress: '198.51.100.201' })).code).not.toBe('A0429');
    });

    it('draws one address at most 30 picture codes a minute', async () => {
      const s = server();
      const answers = [];
      for (let i = 0; i < 60; i++) answers.push((await s.call('GET', '/captcha', { remoteAddress: '203.0.113.40' })).code);
      expect(answers.filter((c) => c === OK)).toHaveLength(30);
      expect(answers.slice(30)).toEqual(Array(30).fill('A0429'));
    });
  },
  { rateLimits: configFromEnv({}).rateLimits },
);
