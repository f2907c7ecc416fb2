import { whenLoadedAndIdle } from './when-idle';

/**
 * The service worker (src/sw.ts): registered once the first page has loaded and the browser is
 * idle, so its precache does not compete with the page; its kept trips and boarding passes are
 * dropped when the traveller logs out.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  whenLoadedAndIdle(() => void navigator.serviceWorker.register('/sw.js').catch(() => {}));
}

export function clearUserCaches(): void {
  navigator.serviceWorker?.controller?.postMessage('clear-user');
  void globalThis.caches?.delete('user-data').catch(() => {});
}
