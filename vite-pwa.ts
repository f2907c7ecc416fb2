import { VitePWA } from 'vite-plugin-pwa';
import { precachedFiles } from './sw-precache.ts';

/**
 * The installable web app: its manifest, and the service worker (src/sw.ts) that precaches the app
 * shell with the Trip, check-in and boarding pass pages (sw-precache.ts) and keeps the trips and
 * boarding passes a traveller has loaded for offline use. The app registers the worker itself
 * (src/app/offline.ts), once the first page is interactive.
 */
export const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  injectManifest: {
    // The worker has no imports: a classic script (as it is registered), built without the
    // single-chunk option that Vite 8 reports as deprecated for an ES module build.
    rollupFormat: 'iife',
    // The worker's own build says nothing unless something is wrong.
    buildPlugins: { vite: [{ name: 'quiet-worker-build', config: () => ({ logLevel: 'warn' }) }] },
    globPatterns: ['**/*.{js,css,html,svg}'],
    // Of the build's scripts and styles, the shell's and those of the pages a traveller needs offline; the page and the icons besides.
    manifestTransforms: [
      (entries) => {
        const precached = precachedFiles('dist');
        return { manifest: entries.filter((e) => precached.has(e.url) || !e.url.startsWith('assets/')), warnings: [] };
      },
    ],
  },
  manifest: {
    name: 'FWC Airline',
    short_name: 'FWC',
    description: 'Book flights, check in and keep your boarding passes on your phone.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#c8102e',
    background_color: '#ffffff',
    icons: [{ src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  },
});
