import { spawn } from 'node:child_process';
import { createServer } from 'vite';

/** Development: the API restarts on change (tsx watch) and Vite serves the client with hot reload, proxying the API. */
const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? port + 1);

const api = spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
  env: { ...process.env, PORT: String(apiPort), HOST: '127.0.0.1', STATIC_DIR: '' },
  stdio: 'inherit',
});

process.env.API_PORT = String(apiPort);
const vite = await createServer({ server: { port, host: true } });
await vite.listen();
vite.printUrls();

const stop = async () => {
  api.kill('SIGTERM');
  await vite.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
