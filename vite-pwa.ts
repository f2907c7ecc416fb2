import { VitePWA } from 'vite-plugin-pwa';

/**
 * The installable web app: its manifest, and the service worker (src/sw.ts) that precaches the app
 * shell and keeps the trips and boarding passes a traveller has loaded for offline use. The app
 * registers the worker itself (src/app/offline.ts), after the first page is drawn.
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
    // The shell and every page's code: a page opened offline has what it needs.
    globPatterns: ['**/*.{js,css,html,svg}'],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
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
