import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { configFromEnv, defaultRateLimits } from '../../server/config';
import { bookingSessions, captchas, rateLimitCounts, sessions, unknownLogins, verificationCodes } from '../../server/db/schema';
import { callerFor, databaseKinds, describeEachDatabase, startTestServer, type TestServer } from './harness';
import { DAY, freshMobile, HOUR, me, MINUTE, OK, registerUser, solvedCaptcha, TOKEN } from './helpers';

describeEachDatabase('pruning expired rows', (server) => {
  it('deletes, at the hourly run, only what has run out (sessions and codes a day after), keeping the rest', async () => {
    const s = server();
    const { db } = s.database;
    const user = await registerUser(s);
    const at = new Date(s.clock.now().getTime() + HOUR);
    const ago = (ms: number) => new Date(at.getTime() - ms);
    const ahead = (ms: number) => new Date(at.getTime() + ms);
    const tag = `prune-${Date.now()}`;
    const kept = (name: string) => `${tag}-kept-${name}`;
    const gone = (name: string) => `${tag}-gone-${name}`;

    await db.insert(bookingSessions).values([
      { processKey: gone('booking'), step: 'search', data: {}, createdAt: ago(HOUR), expiresAt: ago(MINUTE) },
      { processKey: kept('booking'), step: 'search', data: {}, createdAt: ago(HOUR), expiresAt: ahead(MINUTE) },
    ]);
    const session = (tokenHash: string, expiresAt: Date, revokedAt: Date | null = null) => ({ tokenHash, userId: user.id, grantType: 'password', createdAt: ago(30 * DAY), expiresAt, revokedAt });
    await db.insert(sessions).values([
      session(gone('session-expired'), ago(2 * DAY)),
      session(gone('session-revoked'), ahead(DAY), ago(2 * DAY)),
      session(kept('session-expired'), ago(HOUR)),
      session(kept('session-revoked'), ahead(DAY), ago(HOUR)),
      session(kept('session-live'), ahead(DAY)),
    ]);
    await db.insert(captchas).values([
      { id: gone('captcha'), answer: '1234', expiresAt: ago(MINUTE) },
      { id: kept('captcha'), answer: '1234', expiresAt: ahead(MINUTE) },
    ]);
    const code = (recipient: string, expiresAt: Date) => ({ channel: 'sms', recipient, purpose: 'login', codeHash: 'x', createdAt: new Date(expiresAt.getTime() - 10 * MINUTE), expiresAt });
    await db.insert(verificationCodes).values([code(gone('code'), ago(2 * DAY)), code(kept('code'), ago(2 * HOUR))]);
    await db.insert(rateLimitCounts).values([
      { key: gone('count'), count: 3, resetAt: ago(1000) },
      { key: kept('count'), count: 3, resetAt: ahead(MINUTE) },
    ]);
    await db.insert(unknownLogins).values([
      { username: gone('login'), failedLogins: 2, updatedAt: ago(2 * DAY) },
      { username: kept('login'), failedLogins: 2, updatedAt: ago(2 * HOUR) },
    ]);

    const moved = await s.app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceMs: HOUR } });
    expect(moved.json().jobs.pruneExpiredRows).toBeGreaterThanOrEqual(8);

    const left = [
      ...(await db.select({ id: bookingSessions.processKey }).from(bookingSessions).where(like(bookingSessions.processKey, `${tag}%`))),
      ...(await db.select({ id: sessions.tokenHash }).from(sessions).where(like(sessions.tokenHash, `${tag}%`))),
      ...(await db.select({ id: captchas.id }).from(captchas).where(like(captchas.id, `${tag}%`))),
      ...(await db.select({ id: verificationCodes.recipient }).from(verificationCodes).where(like(verificationCodes.recipient, `${tag}%`))),
      ...(await db.select({ id: rateLimitCounts.key }).from(rateLimitCounts).where(like(rateLimitCounts.key, `${tag}%`))),
      ...(await db.select({ id: unknownLogins.username }).from(unknownLogins).where(like(unknownLogins.username, `${tag}%`))),
    ].map((row) => row.id);
    expect(left.sort()).toEqual(
      [kept('booking'), kept('session-expired'), kept('session-revoked'), kept('session-live'), kept('captcha'), kept('code'), kept('count'), kept('login')].sort(),
    );
    expect((await me(s, user.token)).code).toBe(OK);
  });
});

describe.runIf(databaseKinds.includes('postgres'))('state shared by server processes on one database (postgres)', () => {
  let one: Awaited<ReturnType<typeof startTestServer>>;
  let otherApp: FastifyInstance;
  let other: TestServer;

  beforeAll(async () => {
    const rateLimits = configFromEnv({}).rateLimits;
    one = await startTestServer('postgres', { rateLimits });
    otherApp = await buildApp({ db: one.database.db, dbKind: one.database.kind, notices: one.database.notices, clock: one.clock, config: { ...configFromEnv({}), staticDir: undefined, devTools: true } });
    other = { ...one, app: otherApp, call: callerFor(otherApp) };
  });
  afterAll(async () => {
    await otherApp?.close();
    await one?.stop();
  });

  it('counts one address against a rate limit on both servers together', async () => {
    const answers = [];
    for (let i = 0; i < 60; i++) answers.push((await (i % 2 ? other : one).call('GET', '/captcha', { remoteAddress: '203.0.113.50' })).code);
    expect(answers.filter((c) => c === OK)).toHaveLength(defaultRateLimits.captchasPerAddress.max);
    expect(answers.slice(defaultRateLimits.captchasPerAddress.max)).toEqual(Array(30).fill('A0429'));
  });

  it('asks for a picture code and then locks an unknown username after wrong passwords sent to either server', async () => {
    const username = freshMobile();
    const answers = [];
    for (let i = 0; i < 7; i++) {
      const s = i % 2 ? other : one;
      const captcha = i >= 4 ? await solvedCaptcha(s) : {};
      answers.push((await s.call('POST', TOKEN, { form: { grant_type: 'password', username, password: 'Wrong@2026', ...captcha } })).code);
    }
    expect(answers).toEqual(['U00010', 'U00010', 'U00014', 'U00014', 'U00014', 'U00011', 'U00011']);
  });
});
