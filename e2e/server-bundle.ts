import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * The server as one file, built once per run for the browser tests' servers: each test file starts
 * one, and loading one bundle costs about half the CPU of tsx compiling and loading the server's
 * modules one by one. Packages stay outside (the bundle lives under node_modules, so they resolve as
 * the server's do); each module's `import.meta.url` is its source file's, so the files it reads
 * (migrations, the statecharts, styles) are found where they are. The statecharts the flow atlas
 * imports at run time are TypeScript: the bundle runs with tsx's loader too.
 */
export const SERVER_BUNDLE = 'node_modules/.cache/e2e-server/main.mjs';

const ownUrls: Plugin = {
  name: 'own-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async ({ path }) => ({ contents: (await readFile(path, 'utf8')).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)), loader: 'ts' }));
  },
};

export async function bundleServer(): Promise<string> {
  await build({ entryPoints: ['server/main.ts'], bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', outfile: SERVER_BUNDLE, plugins: [ownUrls], logLevel: 'warning' });
  return SERVER_BUNDLE;
}
