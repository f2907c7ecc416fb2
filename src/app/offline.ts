/**
 * The service worker (src/sw.ts): registered once the first page is drawn, where the browser has
 * one; its kept trips and boarding passes are dropped when the traveller logs out.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => {});
  // The app's start may run after the page's load event (it is a chunk of its own).
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

export function clearUserCaches(): void {
  navigator.serviceWorker?.controller?.postMessage('clear-user');
  void globalThis.caches?.delete('user-data').catch(() => {});
}
