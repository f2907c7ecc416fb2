import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { configFromEnv, defaultRateLimits, DEVELOPMENT_PAYMENT_SECRET } from '../../server/config';

describe('configuration secrets', () => {
  it('uses the development payment secret only outside production', () => {
    expect(configFromEnv({}).paymentSecret).toBe(DEVELOPMENT_PAYMENT_SECRET);
    expect(configFromEnv({ NODE_ENV: 'test' }).paymentSecret).toBe(DEVELOPMENT_PAYMENT_SECRET);
    expect(configFromEnv({ NODE_ENV: 'production', PAYMENT_SECRET: 'from-the-vault' }).paymentSecret).toBe('from-the-vault');
    expect(() => configFromEnv({ NODE_ENV: 'production' })).toThrow('PAYMENT_SECRET is not set');
  });

  it('refuses to start in production without PAYMENT_SECRET, saying why', () => {
    const env = { PATH: process.env.PATH, NODE_ENV: 'production', STATIC_DIR: '', DATA_DIR: 'memory://', PORT: '0', HOST: '127.0.0.1' };
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('The server does not start: PAYMENT_SECRET is not set');
  }, 60_000);
});

describe('RATE_LIMITS', () => {
  it('changes the most a key may send and keeps the window and the other limits', () => {
    const { rateLimits } = configFromEnv({ RATE_LIMITS: 'loginsPerAddress=200, loginsPerUsername=150' });
    expect(rateLimits.loginsPerAddress).toEqual({ max: 200, windowMs: 60_000 });
    expect(rateLimits.loginsPerUsername).toEqual({ max: 150, windowMs: 60_000 });
    expect(rateLimits.codesPerAddress).toEqual(defaultRateLimits.codesPerAddress);
    expect(configFromEnv({}).rateLimits).toEqual(defaultRateLimits);
  });

  it('refuses an unknown name or a count that is not a positive whole number', () => {
    for (const value of ['loginsPerIsland=5', 'loginsPerAddress=0', 'loginsPerAddress=x', 'loginsPerAddress']) {
      expect(() => configFromEnv({ RATE_LIMITS: value }), value).toThrow(`RATE_LIMITS: '${value}'`);
    }
  });
});

describe('TLS', () => {
  it('speaks HTTPS only with both a key and a certificate, and refuses one without the other', () => {
    expect(configFromEnv({}).tls).toBeUndefined();
    expect(configFromEnv({ TLS_KEY_FILE: 'k.pem', TLS_CERT_FILE: 'c.pem' }).tls).toEqual({ keyFile: 'k.pem', certFile: 'c.pem' });
    expect(() => configFromEnv({ TLS_KEY_FILE: 'k.pem' })).toThrow('TLS_KEY_FILE and TLS_CERT_FILE go together');
    expect(() => configFromEnv({ TLS_CERT_FILE: 'c.pem' })).toThrow('TLS_KEY_FILE and TLS_CERT_FILE go together');
  });
});

describe('WORKERS', () => {
  const postgres = { DATABASE_URL: 'postgres://db/app', DEV_TOOLS: '0' };
  it('runs one worker by default and more on PostgreSQL without the development tools', () => {
    expect(configFromEnv({}).workers).toBe(1);
    expect(configFromEnv({ ...postgres, WORKERS: '4' }).workers).toBe(4);
    expect(configFromEnv({ WORKERS: '1' }).workers).toBe(1);
  });

  it('refuses more than one on PGlite, with the development tools, or a count that is not a positive whole number', () => {
    expect(() => configFromEnv({ DEV_TOOLS: '0', WORKERS: '2' })).toThrow("WORKERS=2 needs DATABASE_URL: the embedded PGlite database is one process's");
    expect(() => configFromEnv({ DATABASE_URL: 'postgres://db/app', WORKERS: '2' })).toThrow('WORKERS=2 needs DEV_TOOLS=0: the development clock');
    for (const value of ['0', '-1', 'two', '1.5']) expect(() => configFromEnv({ ...postgres, WORKERS: value }), value).toThrow(`WORKERS: '${value}'`);
  });
});
