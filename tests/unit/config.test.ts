import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { configFromEnv, DEVELOPMENT_PAYMENT_SECRET } from '../../server/config';

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
  });
});
