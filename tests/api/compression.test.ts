import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS, databaseKinds, startTestServer } from './harness';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const script = `export const cities = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `city-${i}`))};\n`;
const brotli = brotliCompressSync(script);
const gzip = gzipSync(script);

const get = (s: Server, url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  s.app.inject({ method: 'GET', url, headers: { ...headers, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) } });

const varies = (res: LightMyRequestResponse) => String(res.headers.vary ?? '').toLowerCase().split(/,\s*/);

describe('compressed answers', () => {
  let s: Server;
  const clientDir = mkdtempSync(join(tmpdir(), 'fwc-client-'));
  beforeAll(async () => {
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>FWC</title><div id="root"></div>');
    writeFileSync(join(clientDir, 'assets/index-abc123.js'), script);
    // What the build writes beside each file.
    writeFileSync(join(clientDir, 'assets/index-abc123.js.br'), brotli);
    writeFileSync(join(clientDir, 'assets/index-abc123.js.gz'), gzip);
    s = await startTestServer(databaseKinds[0]!, { staticDir: clientDir });
  });
  afterAll(async () => {
    await s?.stop();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("sends the client's files as the build compressed them: brotli when accepted, else gzip, else as they are", async () => {
    const br = await get(s, '/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    // The precompressed file itself, not one compressed again on the fly.
    expect(Number(br.headers['content-length'])).toBe(brotli.length);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get(s, '/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(gzip.length);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get(s, '/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    for (const res of [br, gz, plain]) {
      expect(res.statusCode).toBe(200);
      expect(varies(res)).toContain('accept-encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('compresses a JSON answer with its security headers kept, and leaves a tiny one as it is', async () => {
    const plain = await get(s, '/dsb-system/api/v1/city', undefined, { authorization: ANONYMOUS });
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await get(s, '/dsb-system/api/v1/city', 'br', { authorization: ANONYMOUS });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await get(s, '/dsb-system/api/v1/city', 'gzip', { authorization: ANONYMOUS });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    for (const res of [br, gz]) {
      expect(varies(res)).toContain('accept-encoding');
      expect(res.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
      expect(res.headers['x-frame-options']).toBe('DENY');
    }

    const health = await get(s, '/healthz', 'br, gzip');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
  });
});
