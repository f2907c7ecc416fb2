import { readFileSync } from 'node:fs';

/**
 * What the service worker precaches on the first visit: the app shell, the Trip tab, trip detail,
 * check-in and the boarding pass, with the texts of every language, so that a traveller who has
 * opened the app once can reach their boarding pass offline. Every other page's files are cached
 * by the worker when first used (src/sw.ts).
 */

/** The modules whose files, with everything they import statically, are precached. */
const precacheRoots = (modules: string[]) => [
  'index.html',
  // The table of the pages past the tabs: check-in and trip detail are among them.
  'src/routes-more.ts',
  'src/pages/travel/index.tsx',
  'src/pagesTravel/travel/detail.tsx',
  ...modules.filter((m) => m.startsWith('src/pagesTravel/checkIn/') && m.endsWith('.tsx')),
  // Each language's shell texts and the texts of the pages past the tabs.
  ...modules.filter((m) => /^locales\/[\w-]+\.json(\?later)?$/.test(m)),
];

/** The first visit's budget: the precached files as the server sends them (gzip), in bytes. */
export const PRECACHE_BUDGET_BYTES = 600 * 1024;

interface ViteManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The build's files (paths under `outDir`) the first visit precaches, from the build's manifest (.vite/manifest.json). */
export function precachedFiles(outDir: string): Set<string> {
  const viteManifest = readViteManifest(outDir);
  const files = new Set<string>();
  const visit = (module: string) => {
    const chunk = viteManifest[module];
    if (!chunk) throw new Error(`precache: ${module} is not in the build`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    // A worker a chunk starts (the boarding pass's barcode drawer) is a file the manifest does not list.
    for (const [, worker] of readFileSync(`${outDir}/${chunk.file}`, 'utf8').matchAll(/["'`]\/(assets\/[\w.-]+\.worker-[\w-]+\.js)["'`]/g)) files.add(worker!);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
  };
  precacheRoots(Object.keys(viteManifest)).forEach(visit);
  return files;
}

/** The build's manifest of modules and their files. */
export const readViteManifest = (outDir: string) => JSON.parse(readFileSync(`${outDir}/.vite/manifest.json`, 'utf8')) as Record<string, ViteManifestChunk>;
