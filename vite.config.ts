import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { flowAtlas } from './vite-flow-atlas.ts';
import { pwa } from './vite-pwa.ts';

const apiPort = process.env.API_PORT ?? '3001';
const apiPrefixes = ['/dsb-', '/cms/', '/captcha', '/healthz', '/sandbox-pay'];
/** The server's development tools, but the design-system page, which this server draws. */
const devTools = '^/dev/(?!ui$)';

/** Sections of the locale files only the server speaks; the client's bundles leave them out. */
const serverOnlySections = ['errors', 'fieldNames', 'outbox', 'rules', 'options', 'sandboxPay'];
/** Development pages' own sections, each loaded by its page (`locales/en.json?atlas`), never by a traveller. */
const pageSections: Record<string, string> = { atlas: 'flows', devUi: 'devUi' };
/**
 * Sections the shell and the tab pages read, loaded with the app. Every other section is fetched just
 * after the first page is drawn (`locales/en.json?later`) and awaited by the pages past the tabs, so
 * a new flow's texts never weigh on the home tab's first load.
 */
const shellSections = [
  'validation', 'common', 'tab', 'notice', 'http', 'pageLoad', 'notFound', 'field', 'gender', 'code', 'login', 'password', 'session',
  'remind', 'langMoney', 'language', 'currency', 'app', 'format', 'brandName', 'member', 'tier', 'mine', 'home', 'booking', 'trip',
  'search', 'entries',
];
const clientOnly = (catalogue: Record<string, unknown>) => Object.keys(catalogue).filter((s) => !serverOnlySections.includes(s) && !Object.values(pageSections).includes(s));
const pick = (catalogue: Record<string, unknown>, sections: string[]) => Object.fromEntries(sections.filter((s) => s in catalogue).map((s) => [s, catalogue[s]]));

const clientLocales: Plugin = {
  name: 'client-locales',
  enforce: 'pre',
  transform(code, id) {
    const file = /[\\/]locales[\\/][\w-]+\.json(?:\?(\w+))?$/.exec(id);
    if (!file) return null;
    const catalogue = JSON.parse(code) as Record<string, unknown>;
    const later = clientOnly(catalogue).filter((s) => !shellSections.includes(s));
    const sections = file[1] === 'later' ? later : file[1] && pageSections[file[1]] ? [pageSections[file[1]]!] : shellSections;
    return { code: `export default ${JSON.stringify(pick(catalogue, sections))};`, map: null, moduleType: 'js' };
  },
};

/**
 * react-router's package exports name only its development build (remix-run/react-router#12532),
 * whatever NODE_ENV says; a production build takes its production files, as React's own do.
 */
function reactRouterProduction() {
  const dist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
  return [
    { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
  ];
}

/** The server sends these precompressed files (`.br`, `.gz`) to browsers that accept them. */
const precompressed = compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|json|svg)$/, exclude: /manifest\.json$/, threshold: 1024, logLevel: 'silent' });

/**
 * The app's start (src/app/start.tsx) and everything it imports statically: one chunk, since every
 * page loads all of it before it draws, and one file compresses better than thirty small ones; but
 * React DOM apart, which src/main.tsx runs in a task of its own so that no one task runs both.
 */
const startRoot = resolve('src/app/start.tsx');
/** Packages whose index imports far more than the start uses: left to the bundler, which keeps only what is used. */
const barrelPackages = /node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@internationalized|react-i18next|html-parse-stringify)[\\/]/;
const startClosure = new Set<string>();
const reactDom = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
function inStartClosure(id: string, ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }): boolean {
  if (startClosure.size === 0) {
    const visit = (moduleId: string) => {
      if (startClosure.has(moduleId) || barrelPackages.test(moduleId)) return;
      startClosure.add(moduleId);
      ctx.getModuleInfo(moduleId)?.importedIds.forEach(visit);
    };
    visit(startRoot);
  }
  return startClosure.has(id);
}

/**
 * The build's one line of output: with logLevel 'warn' Vite lists no file (the budget is
 * scripts/bench-bundle.ts's), so this tells what was built and how long it took.
 */
function buildSummary(): Plugin {
  let started = 0;
  let chunks: { count: number; bytes: number } = { count: 0, bytes: 0 };
  return {
    name: 'build-summary',
    apply: 'build',
    buildStart() {
      started = performance.now();
    },
    generateBundle(_options, bundle) {
      const code = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file.code.length] : []));
      chunks = { count: code.length, bytes: code.reduce((sum, n) => sum + n, 0) };
    },
    closeBundle: {
      order: 'post',
      handler() {
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        console.log(`built dist/ in ${seconds} s: ${chunks.count} JavaScript chunks, ${(chunks.bytes / 1024).toFixed(0)} KiB before compression`);
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  logLevel: command === 'build' ? 'warn' : 'info',
  // React Aria's own strings ("Dismiss", "Clear search") only in the app's four languages.
  plugins: [react(), clientLocales, flowAtlas(), optimizeLocales.vite({ locales: ['en-US', 'en-CA', 'zh-CN', 'zh-HK', 'zh-TW'] }), pwa, precompressed, buildSummary()],
  resolve: { alias: process.env.NODE_ENV === 'production' ? reactRouterProduction() : [] },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    // The start chunk holds react-dom and the app shell; scripts/bench-bundle.ts holds the real budget.
    chunkSizeWarningLimit: 500,
    reportCompressedSize: false,
    rolldownOptions: {
      checks: { pluginTimings: false },
      output: {
        codeSplitting: {
          groups: [
            // The dynamic imports' helper, which the entry needs: in the start chunk, it made the entry run all of that chunk first.
            { name: 'preload-helper', test: /vite\/preload-helper/, priority: 2 },
            { name: 'react-dom', test: reactDom, priority: 1 },
            { name: (id, ctx) => (inStartClosure(id, ctx) && id.includes('node_modules') ? 'start-libraries' : null), debugName: 'start-libraries', priority: 0 },
            { name: (id, ctx) => (inStartClosure(id, ctx) ? 'start' : null), debugName: 'start' },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: Object.fromEntries([...apiPrefixes, devTools].map((p) => [p, `http://127.0.0.1:${apiPort}`])),
  },
}));
