import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestServer } from './harness';

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe('the server over TLS', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fwc-tls-'));
  const keyFile = join(dir, 'tls.key');
  const certFile = join(dir, 'tls.crt');
  let s: Server;
  let origin: string;
  beforeAll(async () => {
    const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', ...subject, '-keyout', keyFile, '-out', certFile], { stdio: 'ignore' });
    s = await startTestServer(databaseKinds[0]!, { tls: { keyFile, certFile } });
    origin = await s.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await s?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers over HTTPS with HTTP/2', async () => {
    expect(origin).toMatch(/^https:/);
    const session = http2.connect(origin, { ca: readFileSync(certFile) });
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = session.request({ ':path': '/healthz' });
      let body = '';
      let status = 0;
      request.on('response', (headers) => (status = Number(headers[':status'])));
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => resolve({ status, body }));
      request.on('error', reject);
    });
    session.close();
    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual({ status: 'ok', db: databaseKinds[0], pid: expect.any(Number) });
  });

  it('answers a client that speaks only HTTP/1.1 too', async () => {
    const status = await new Promise<number | undefined>((resolve, reject) => {
      https.get(`${origin}/healthz`, { ca: readFileSync(certFile) }, (res) => {
        res.resume();
        resolve(res.statusCode);
      }).on('error', reject);
    });
    expect(status).toBe(200);
  });
});
