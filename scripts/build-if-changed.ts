import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `npm start`'s build: the client is built again only when what it is built from changed since the
 * last build, known by a hash of those files' names and contents written into dist/ after a build.
 */
const sources = ['src', 'services', 'machines', 'locales', 'public', 'index.html', 'vite.config.ts', 'vite-pwa.ts', 'sw-precache.ts', 'vite-flow-atlas.ts', 'tsconfig.json', 'package-lock.json'];
const stampFile = 'dist/.sources-hash';

/** A file, or every file under a folder. */
function filesOf(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

function sourcesHash(): string {
  const hash = createHash('sha256');
  const files = sources.flatMap(filesOf).sort();
  for (const file of files) hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

const current = sourcesHash();
const built = existsSync(stampFile) && existsSync('dist/index.html') ? readFileSync(stampFile, 'utf8') : null;
if (built === current) {
  console.log('client unchanged since the last build: dist/ served as it is');
} else {
  const vite = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], { stdio: 'inherit' });
  if (vite.status !== 0) process.exit(vite.status ?? 1);
  writeFileSync(stampFile, current);
}
