/**
 * The service worker. The app shell, with the Trip, check-in and boarding pass pages, is precached
 * at install (the build lists their files in `self.__WB_MANIFEST`, see sw-precache.ts); every other
 * page's files are kept when first fetched. A page opened offline gets index.html, and the app draws it. The trips
 * list, the signed-in member and the boarding passes are fetched network first and kept, so that
 * a reload offline opens the Trip tab and the boarding passes already seen. The app asks for the
 * kept answers to be dropped at logout ('clear-user').
 */
interface PrecacheEntry {
  url: string;
  revision: string | null;
}
interface WorkerEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends WorkerEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEvent extends WorkerEvent {
  data: unknown;
}
interface Worker {
  __WB_MANIFEST: PrecacheEntry[];
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: WorkerEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
const worker = self as unknown as Worker;

// Written as `self.__WB_MANIFEST`: the build replaces exactly that with the list of the shell's files.
const manifest = (self as unknown as Worker).__WB_MANIFEST;
const hash = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 0).toString(36);
const version = hash(JSON.stringify(manifest));
const SHELL = `shell-${version}`;
/** The files of the pages opened since this version was installed (their names carry their content's hash). */
const PAGES = `pages-${version}`;
const ofThisVersion = (name: string) => !/^(shell|pages)-/.test(name) || name === SHELL || name === PAGES;
/** What one signed-in traveller has loaded; dropped at logout. */
const USER_CACHE = 'user-data';
const shellUrls = new Set(manifest.map((e) => new URL(e.url, worker.location.origin).pathname));
/** The answers kept for offline use, whatever their method: the trips, the member, the boarding passes. */
const kept = [/^\/dsb-order\/api\/v1\/order\/travelmgn\/query\/flight\/list$/, /^\/dsb-order\/api\/v1\/checkin\/my\/trip$/, /^\/dsb-order\/api\/v1\/checkin\/front\/boarding\/card\/\d+$/, /^\/dsb-member\/app-api\/v1\/members\/me$/];

worker.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll([...shellUrls])));
  void worker.skipWaiting();
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => !ofThisVersion(n)).map((n) => caches.delete(n))))
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('message', (event) => {
  if (event.data === 'clear-user') event.waitUntil(caches.delete(USER_CACHE));
});

/** The network's answer, kept under the URL; the kept one when the network cannot be reached. */
async function networkFirst(request: Request): Promise<Response> {
  const key = new Request(request.url);
  try {
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      void caches.open(USER_CACHE).then((cache) => cache.put(key, copy)).catch(() => {});
    }
    return response;
  } catch (error) {
    const cached = await caches.match(key, { cacheName: USER_CACHE });
    if (cached) return cached;
    throw error;
  }
}

/** A file of the build: the precached or kept copy, else the network's, kept. */
async function buildFile(request: Request, pathname: string): Promise<Response> {
  const hit = (await caches.match(pathname, { cacheName: SHELL })) ?? (await caches.match(pathname, { cacheName: PAGES }));
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(PAGES).then((cache) => cache.put(pathname, copy)).catch(() => {});
  }
  return response;
}

async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match('/index.html', { cacheName: SHELL });
    if (shell) return shell;
    throw error;
  }
}

worker.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== worker.location.origin) return;
  if (kept.some((pattern) => pattern.test(url.pathname))) return event.respondWith(networkFirst(event.request));
  if (event.request.method !== 'GET') return;
  if (event.request.mode === 'navigate') return event.respondWith(page(event.request));
  if (shellUrls.has(url.pathname) || url.pathname.startsWith('/assets/')) event.respondWith(buildFile(event.request, url.pathname));
});

export {};
