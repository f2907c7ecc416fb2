import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS, databaseKinds, startTestServer } from './harness';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** The directives of a Content-Security-Policy header, by name. */
function policy(res: LightMyRequestResponse): Record<string, string> {
  const header = res.headers['content-security-policy'];
  expect(typeof header, 'one Content-Security-Policy header').toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values.join(' ')]),
  );
}

function expectCommonHeaders(res: LightMyRequestResponse) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('same-origin');
  expect(res.headers['x-frame-options']).toBe('DENY');
  const directives = policy(res);
  expect(directives['frame-ancestors']).toBe("'none'");
  for (const source of [directives['script-src'] ?? directives['default-src'], directives['style-src']]) {
    expect(source).not.toContain("'unsafe-inline'");
    expect(source).not.toContain("'unsafe-eval'");
  }
  return directives;
}

describe('security headers', () => {
  let s: Server;
  let behindProxy: Server;
  const clientDir = mkdtempSync(join(tmpdir(), 'fwc-client-'));
  beforeAll(async () => {
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>FWC</title><div id="root"></div>');
    s = await startTestServer(databaseKinds[0]!, { staticDir: clientDir });
    behindProxy = await startTestServer(databaseKinds[0]!, { staticDir: clientDir, trustProxy: true });
  });
  afterAll(async () => {
    await s?.stop();
    await behindProxy?.stop();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("puts the app's policy on its HTML pages: its own scripts, styles, worker and API, data: images", async () => {
    for (const url of ['/', '/pagesBook/pages/payment/result?orderId=1']) {
      const res = await s.app.inject({ method: 'GET', url });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const directives = expectCommonHeaders(res);
      expect(directives).toMatchObject({
        'default-src': "'self'",
        'script-src': "'self'",
        'style-src': "'self'",
        'img-src': "'self' data:",
        'connect-src': "'self'",
        'worker-src': "'self'",
        'object-src': "'none'",
      });
    }
  });

  it('puts on API answers, failures included, a policy that loads nothing and only the headers data needs', async () => {
    const answers = [
      await s.app.inject({ method: 'GET', url: '/dsb-system/api/v1/city', headers: { authorization: ANONYMOUS } }),
      await s.app.inject({ method: 'GET', url: '/dsb-system/api/v1/city' }),
      await s.app.inject({ method: 'POST', url: '/dsb-offer/api/v1/offer/search/flight', headers: { authorization: ANONYMOUS }, payload: { routeWay: 'D' } }),
      await s.app.inject({ method: 'GET', url: '/cms/news', headers: { authorization: ANONYMOUS } }),
    ];
    expect(answers.map((r) => [r.statusCode, r.json().code])).toEqual([
      [200, '00000'],
      [401, expect.any(String)],
      [200, 'A0400'],
      [200, '00000'],
    ]);
    for (const res of answers) {
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(policy(res)).toEqual({ 'default-src': "'none'", 'frame-ancestors': "'none'" });
      for (const pageOnly of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection']) {
        expect(res.headers[pageOnly], pageOnly).toBeUndefined();
      }
    }
  });

  it('answers an unknown API path as data too, and keeps the full set for pages outside the API', async () => {
    const unknown = await s.app.inject({ method: 'GET', url: '/dsb-system/api/v1/nothing', headers: { authorization: ANONYMOUS } });
    expect([unknown.statusCode, unknown.headers['content-type']]).toEqual([404, 'application/json; charset=utf-8']);
    expect(policy(unknown)).toEqual({ 'default-src': "'none'", 'frame-ancestors': "'none'" });
    const page = await s.app.inject({ method: 'GET', url: '/pagesMine/pages/login/index' });
    expect(expectCommonHeaders(page)['script-src']).toBe("'self'");
  });

  it('gives the hosted payment page its own policy, which refuses framing and any script', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/sandbox-pay/PAY20260101AAAAAAAAAAAA' });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const directives = expectCommonHeaders(res);
    expect(directives).toEqual({ 'default-src': "'none'", 'style-src': "'self'", 'form-action': "'self'", 'base-uri': "'none'", 'frame-ancestors': "'none'" });
    expect(res.body).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    const sheet = res.body.match(/<link rel="stylesheet" href="([^"]+)">/)?.[1];
    const css = await s.app.inject({ method: 'GET', url: sheet! });
    expect([css.statusCode, css.headers['content-type']]).toEqual([200, 'text/css; charset=utf-8']);
  });

  it('lets the API document page set styles inline (Swagger UI does), still with no inline script', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/docs/' });
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(policy(res)).toMatchObject({ 'script-src': "'self'", 'style-src': "'self' 'unsafe-inline'", 'frame-ancestors': "'none'" });
    expect(res.body).not.toMatch(/<script>|<script [^>]*>[^<\s]/);
  });

  it('asks for HTTPS only behind a proxy that terminates TLS (TRUST_PROXY)', async () => {
    const direct = await s.app.inject({ method: 'GET', url: '/' });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
    expect(policy(direct)['upgrade-insecure-requests']).toBeUndefined();
    const proxied = await behindProxy.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    expect(policy(proxied)['upgrade-insecure-requests']).toBe('');
  });
});
