import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../server/i18n';
import { demoUser } from '../../server/db/seed/demo-accounts';
import { databaseKinds, startTestServer, type TestServer } from './harness';
import { tokenFor } from './helpers';
import { specApiPaths } from './spec-api-paths';

type OpenApi = { paths: Record<string, Record<string, unknown>> };

/** The API document's paths as patterns: `/a/{id}` matches `/a/1`. */
const patternOf = (path: string) => new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`);

describe('every call of spec section 7', () => {
  let s: TestServer & { stop(): Promise<void> };
  let documented: { method: string; pattern: RegExp }[];
  let token: string;

  beforeAll(async () => {
    s = await startTestServer(databaseKinds[0]!);
    const doc = (await s.app.inject({ method: 'GET', url: '/docs/json' })).json<OpenApi>();
    documented = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), pattern: patternOf(path) })));
    token = await tokenFor(s, demoUser.email, demoUser.password);
  });
  afterAll(() => s.stop());

  it('lists the calls once each', () => {
    expect(specApiPaths.length).toBe(new Set(specApiPaths).size);
    expect(specApiPaths.length).toBeGreaterThanOrEqual(222);
  });

  it('has each in the API document at /docs', () => {
    const missing = specApiPaths.filter((call) => {
      const [method, url] = call.split(' ') as [string, string];
      const path = url.split('?')[0]!;
      return !documented.some((d) => d.method === method && d.pattern.test(path));
    });
    expect(missing).toEqual([]);
  });

  it('answers each, signed in, with its own answer: never the "no such path" one, never a server error', async () => {
    const noSuchPath = translate('en-US', 'errors.notFound');
    const failing: string[] = [];
    for (const call of specApiPaths) {
      const [method, url] = call.split(' ') as ['GET' | 'POST', string];
      const res = await s.call(method, url, { token, ...(method === 'POST' ? { json: {} } : {}) });
      if (res.status >= 500 || (res.status === 404 && res.msg === noSuchPath)) failing.push(`${call} -> ${res.status} ${res.code} ${res.msg}`);
    }
    expect(failing).toEqual([]);
  });
});
