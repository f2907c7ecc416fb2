/**
 * Runs `work` once the page has loaded and the browser is idle: what the first page does not need
 * (the service worker, the routes and texts of the pages past the tabs) does not compete with it.
 */
export function whenLoadedAndIdle(work: () => void): void {
  const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(work, { timeout: 5_000 }) : setTimeout(work, 1_000));
  // The app's start may run after the page's load event (it is a chunk of its own).
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
