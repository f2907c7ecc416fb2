/**
 * The service worker (src/sw.ts): registered once the first page has loaded and the browser is
 * idle, so its precache does not compete with the page; its kept trips and boarding passes are
 * dropped when the traveller logs out.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => {});
  const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(register, { timeout: 5_000 }) : setTimeout(register, 1_000));
  // The app's start may run after the page's load event (it is a chunk of its own).
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

export function clearUserCaches(): void {
  navigator.serviceWorker?.controller?.postMessage('clear-user');
  void globalThis.caches?.delete('user-data').catch(() => {});
}
