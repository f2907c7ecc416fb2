import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ProductionServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A key and a certificate for 127.0.0.1 that this run alone trusts, made by openssl. */
function selfSignedCertificate(dir: string): { keyFile: string; certFile: string } {
  const keyFile = join(dir, 'tls.key');
  const certFile = join(dir, 'tls.crt');
  const args = ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'];
  execFileSync('openssl', [...args, '-keyout', keyFile, '-out', certFile], { stdio: 'ignore' });
  return { keyFile, certFile };
}

function healthy(baseUrl: string, ca: Buffer | undefined): Promise<boolean> {
  return new Promise((resolve) => {
    const request = (ca ? https.get(`${baseUrl}/healthz`, { ca }) : http.get(`${baseUrl}/healthz`)).on('error', () => resolve(false));
    request.on('response', (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
  });
}

/**
 * The server as `npm start` runs it, serving the built client in dist/ (build it first): production
 * mode with a payment secret of its own, on a free port of 127.0.0.1, with a fresh embedded
 * database in a temporary directory that stop() removes. With `tls`, over HTTPS and HTTP/2 as a
 * deployment serves it, with a certificate of its own (the browser must be told to accept it).
 */
export async function startProductionServer(options: { tls?: boolean; devTools?: boolean } = {}): Promise<ProductionServer> {
  if (!existsSync('dist/index.html')) throw new Error('the client is not built: run vite build first');
  const dataDir = mkdtempSync(join(tmpdir(), 'fwc-production-'));
  const port = await freePort();
  const tls = options.tls ? selfSignedCertificate(dataDir) : undefined;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(dataDir, 'db'),
    STATIC_DIR: 'dist',
    LOG_LEVEL: 'warn',
    PAYMENT_SECRET: randomBytes(32).toString('hex'),
    ...(tls ? { TLS_KEY_FILE: tls.keyFile, TLS_CERT_FILE: tls.certFile } : {}),
  };
  delete env.DATABASE_URL;
  // The development clock and outbox only when asked (`npm run screens` moves the clock).
  if (options.devTools) env.DEV_TOOLS = '1';
  else delete env.DEV_TOOLS;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-10_000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const ca = tls ? readFileSync(tls.certFile) : undefined;
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) break;
    if (await healthy(baseUrl, ca)) return { baseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the server did not start:\n${errors}`);
}
