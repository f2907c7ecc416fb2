import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/**
 * Measures the built client (run after `vite build`): the JavaScript loaded before the home page is
 * interactive (entry, the app's start and their static imports, the home page chunk and the en
 * locale only), and the largest page chunk. Budget: 150 KiB and 30 KiB gzip. It also fails when that JavaScript carries
 * React's or react-router's development build, known by a warning only that build has.
 */
interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  src?: string;
}
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, Chunk>;
const gzipKiB = (file: string) => gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length / 1024;

function withStaticImports(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const dep of manifest[key]?.imports ?? []) withStaticImports(dep, into);
  return into;
}

const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const home = 'src/pages/home/new-index.tsx';
/** The app's code, which the entry imports once the page's shell is painted. */
const appStart = 'src/app/start.tsx';
const initialKeys = new Set([...withStaticImports(entry), ...withStaticImports(appStart), ...withStaticImports(home), 'locales/en.json']);
const initialFiles = new Set([...initialKeys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js')));
const homeInitialJsGzipKiB = [...initialFiles].reduce((sum, f) => sum + gzipKiB(f), 0);

/** Texts found only in the development builds of react-dom and react-router. */
const developmentOnly = ['Download the React DevTools', 'No routes matched location'];
const developmentCode = [...initialFiles].flatMap((file) => {
  const code = readFileSync(`dist/${file}`, 'utf8');
  return developmentOnly.filter((text) => code.includes(text)).map((text) => `${file}: "${text}"`);
});

const routeChunks = Object.entries(manifest)
  .filter(([key]) => /^src\/pages[A-Za-z]*\//.test(key))
  .map(([key, chunk]) => ({ key, kib: gzipKiB(chunk.file) }))
  .sort((a, b) => b.kib - a.kib);

for (const f of initialFiles) console.log(`initial  ${gzipKiB(f).toFixed(1).padStart(6)} KiB  ${f}`);
for (const r of routeChunks.slice(0, 5)) console.log(`route    ${r.kib.toFixed(1).padStart(6)} KiB  ${r.key}`);

const round = (n: number) => Math.round(n * 10) / 10;
for (const found of developmentCode) console.log(`development build in ${found}`);
const result = { homeInitialJsGzipKiB: round(homeInitialJsGzipKiB), largestRouteChunkGzipKiB: round(routeChunks[0]?.kib ?? 0), developmentCode: developmentCode.length };
console.log(JSON.stringify(result));
if (result.homeInitialJsGzipKiB > 150 || result.largestRouteChunkGzipKiB > 30 || result.developmentCode > 0) process.exitCode = 1;
